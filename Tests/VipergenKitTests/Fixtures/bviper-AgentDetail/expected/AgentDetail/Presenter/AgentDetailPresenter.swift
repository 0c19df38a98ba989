//
//  AgentDetailPresenter.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import UIKit

typealias AgentDetailPresenterView = AgentDetailViewOutput
typealias AgentDetailPresenterInteractor = AgentDetailInteractorOutput

@MainActor
final class AgentDetailPresenter {
    weak var view: AgentDetailViewInput?
    weak var transitionHandler: UIViewController?
    var interactor: AgentDetailInteractorInput!
    weak var outer: AgentDetailModuleOutput?

    private var id: String?
    private var loadedEntity: AgentDetailEntity?
}

extension AgentDetailPresenter {
    var nav: UINavigationController? {
        transitionHandler?.navigationController
    }
}

// MARK: - AgentDetailModuleInput
extension AgentDetailPresenter: AgentDetailModuleInput {
    func configAgentDetailScene(id: String) {
        self.id = id
    }
}

// MARK: - AgentDetailPresenterView
extension AgentDetailPresenter: AgentDetailPresenterView {
    var entity: AgentDetailEntity? {
        loadedEntity
    }

    func loadAgentDetail() {
        guard let id else {
            assertionFailure("Call configAgentDetailScene(id:) before the scene loads")
            return
        }
        interactor.doLoadAgentDetail(id: id)
    }

    func openAgentDetailScene(id: String) {
        // Another module's scene comes from its Router entry instead, e.g. `Router.broker.brokerScene(id:)`.
        let (viewController, input) = AgentDetailModuleBuilder.setupModule()
        input.configAgentDetailScene(id: id)
        nav?.pushViewController(viewController, animated: true)
    }
}

// MARK: - AgentDetailPresenterInteractor
extension AgentDetailPresenter: AgentDetailPresenterInteractor {
    func handleAgentDetail(response: AgentDetailResponse) {
        switch AgentDetailStatusCode(rawValue: response.statusCode) {
        case .success:
            guard let entity = response.entity else {
                handleErrorMessage(response.message)
                return
            }
            loadedEntity = entity
            view?.didLoadAgentDetail()
            outer?.agentDetailDidUpdate(entity)
        case .notFound, nil:
            handleErrorMessage(response.message)
        }
    }

    func handleErrorMessage(_ message: String) {
        view?.showErrorMessage(message)
    }
}
