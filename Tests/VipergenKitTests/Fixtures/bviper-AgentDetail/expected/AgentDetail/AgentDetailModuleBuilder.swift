//
//  AgentDetailModuleBuilder.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import UIKit

/// AgentDetail module
///
/// Builds the scene and wires its layers: the view holds the presenter and the presenter holds the interactor;
/// the presenter points back to the view, and the interactor to the presenter, weakly.
@MainActor
enum AgentDetailModuleBuilder {
    static func setupModule() -> (UIViewController, AgentDetailModuleInput) {
        let view = AgentDetailViewController()
        let presenter = AgentDetailPresenter()
        let interactor = AgentDetailInteractor(load: load)

        view.output = presenter
        presenter.view = view
        presenter.transitionHandler = view
        presenter.interactor = interactor
        interactor.output = presenter

        return (view, presenter)
    }

    /// Placeholder data source so the scene runs before its API exists. Replace it with the real call,
    /// e.g. `{ id in try await api.agentDetail(id: id) }`.
    private static let load: AgentDetailInteractor.Loader = { id in
        AgentDetailResponse(
            statusCode: AgentDetailStatusCode.success.rawValue,
            message: "",
            entity: AgentDetailEntity(id: id, title: "AgentDetail \(id)")
        )
    }
}
