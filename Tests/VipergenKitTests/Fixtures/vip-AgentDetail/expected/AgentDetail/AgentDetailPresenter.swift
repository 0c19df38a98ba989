//
//  AgentDetailPresenter.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

typealias AgentDetailPresenterInput =
    AgentDetailInteractorToPresenterPipeline
typealias AgentDetailPresenterOutput =
    AgentDetailPresenterToViewControllerPipeline

/// Turns responses into view models. All formatting happens here, so the view controller only assigns.
@MainActor
final class AgentDetailPresenter {
    weak var output: AgentDetailPresenterOutput?
}

// MARK: - AgentDetailPresenterInput
extension AgentDetailPresenter: AgentDetailPresenterInput {
    func presentAgentDetail(response: AgentDetail.Load.Response) {
        let viewModel: AgentDetail.Load.ViewModel
        switch response {
        case .success(let entity):
            viewModel = .content(title: entity.title, showsRelated: entity.relatedID != nil)
        case .failure(let message):
            viewModel = .error(message: message)
        }
        output?.displayAgentDetail(viewModel: viewModel)
    }
}
