//
//  AgentDetailPresenter.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import Foundation

/// Asks the interactor for data when the view needs it, tells the passive view what to show, and asks the router
/// to navigate. No UIKit: it only sees the other parts through their protocols.
@MainActor
final class AgentDetailPresenter {
    weak var view: AgentDetailViewProtocol?
    let interactor: AgentDetailInteractorProtocol
    let router: AgentDetailRouterProtocol
    weak var delegate: AgentDetailModuleDelegate?

    init(
        view: AgentDetailViewProtocol? = nil,
        interactor: AgentDetailInteractorProtocol,
        router: AgentDetailRouterProtocol,
        delegate: AgentDetailModuleDelegate? = nil
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.delegate = delegate
    }

    private func load() {
        view?.showLoadingView()
        interactor.loadAgentDetail()
    }
}

// MARK: - AgentDetailPresenterViewConfiguration
extension AgentDetailPresenter: AgentDetailPresenterViewConfiguration {
    func viewDidLoad() {
        load()
    }
}

// MARK: - AgentDetailPresenterActionable
extension AgentDetailPresenter: AgentDetailPresenterActionable {
    func retry() {
        load()
    }

    func done() {
        if let entity = interactor.entity {
            delegate?.agentDetailDidFinish(entity)
        }
        router.close()
    }
}

// MARK: - AgentDetailPresenterServiceHandler
extension AgentDetailPresenter: AgentDetailPresenterServiceHandler {
    func didLoadAgentDetail(_ entity: AgentDetailEntity) {
        view?.hideLoadingView()
        view?.configureTitle(entity.title)
    }

    func serviceFailedWithError(_ error: Error) {
        view?.hideLoadingView()
        view?.handleError(title: "Error", message: error.localizedDescription)
    }
}
