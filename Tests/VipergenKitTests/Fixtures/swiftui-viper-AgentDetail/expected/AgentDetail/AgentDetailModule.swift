//
//  AgentDetailModule.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import SwiftUI

// MARK: - Router

/// Presenter -> router: the transitions the presenter asks for.
@MainActor
protocol AgentDetailRouterPresenterInterface: RouterPresenterInterface {
    func dismiss()
}

// MARK: - Presenter

/// Router -> presenter.
@MainActor
protocol AgentDetailPresenterRouterInterface: PresenterRouterInterface {}

/// Interactor -> presenter: the results of the interactor's work.
@MainActor
protocol AgentDetailPresenterInteractorInterface: PresenterInteractorInterface {
    func didLoadAgentDetailItems(_ items: [AgentDetailEntity])
    func didFailLoadingAgentDetailItems(_ message: String)
}

/// View -> presenter: what the user did.
@MainActor
protocol AgentDetailPresenterViewInterface: PresenterViewInterface {
    func ready()
    func close()
}

// MARK: - Interactor

/// Presenter -> interactor: the work the presenter starts.
@MainActor
protocol AgentDetailInteractorPresenterInterface: InteractorPresenterInterface {
    func startLoadingAgentDetailItems()
}

// MARK: - Module builder

/// AgentDetail module
///
/// Builds the module: the view holds the presenter and the view model; the presenter holds the interactor and the
/// router, and points at the view model weakly; the interactor and the router point back at the presenter weakly.
@MainActor
final class AgentDetailModule: ModuleInterface {
    typealias View = AgentDetailView
    typealias Presenter = AgentDetailPresenter
    typealias Router = AgentDetailRouter
    typealias Interactor = AgentDetailInteractor

    func build() -> UIViewController {
        let presenter = Presenter()
        let interactor = Interactor(load: Self.load)
        let router = Router()

        let viewModel = AgentDetailViewModel()
        let view = View(presenter: presenter, viewModel: viewModel)
        presenter.viewModel = viewModel

        assemble(presenter: presenter, router: router, interactor: interactor)

        let viewController = UIHostingController(rootView: view)
        router.viewController = viewController
        return viewController
    }

    /// Placeholder data source so the module runs before its API exists. Replace it with the real call,
    /// e.g. `{ try await api.agentDetailItems() }`.
    private static let load: Interactor.Loader = {
        [AgentDetailEntity(id: "1", title: "AgentDetail 1")]
    }
}
