//
//  AgentDetailPresenter.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

@MainActor
final class AgentDetailPresenter: PresenterInterface {
    var router: AgentDetailRouterPresenterInterface!
    var interactor: AgentDetailInteractorPresenterInterface!
    weak var viewModel: AgentDetailViewModel?
}

// MARK: - AgentDetailPresenterRouterInterface
extension AgentDetailPresenter: AgentDetailPresenterRouterInterface {}

// MARK: - AgentDetailPresenterInteractorInterface
extension AgentDetailPresenter: AgentDetailPresenterInteractorInterface {
    func didLoadAgentDetailItems(_ items: [AgentDetailEntity]) {
        viewModel?.isLoading = false
        viewModel?.items = items
    }

    func didFailLoadingAgentDetailItems(_ message: String) {
        viewModel?.isLoading = false
        viewModel?.errorMessage = message
    }
}

// MARK: - AgentDetailPresenterViewInterface
extension AgentDetailPresenter: AgentDetailPresenterViewInterface {
    func ready() {
        viewModel?.errorMessage = nil
        viewModel?.isLoading = true
        interactor.startLoadingAgentDetailItems()
    }

    func close() {
        router.dismiss()
    }
}
