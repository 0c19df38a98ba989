//
//  AgentDetailModule.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import UIKit

/// AgentDetail module
///
/// Builds the parts and wires them by the reference rules: the view holds the presenter; the presenter holds the
/// interactor and the router, and points back to the view weakly; the interactor points to the presenter, and the
/// router to the view controller, weakly. The view controller it returns owns the module.
///
/// Another module's router opens it with `AgentDetailModule(id: id, delegate: delegate).assemble()`.
@MainActor
final class AgentDetailModule {
    private let id: String
    private weak var delegate: AgentDetailModuleDelegate?
    private let load: AgentDetailInteractor.Loader

    /// - Parameters:
    ///   - id: The AgentDetail to show.
    ///   - delegate: Told when the scene finishes; usually the caller's presenter.
    ///   - load: The data source. The placeholder lets the scene run before its API exists; pass the real call,
    ///     e.g. `{ id in try await api.agentDetail(id: id) }`.
    init(
        id: String,
        delegate: AgentDetailModuleDelegate? = nil,
        load: @escaping AgentDetailInteractor.Loader =
            AgentDetailModule.placeholderLoad
    ) {
        self.id = id
        self.delegate = delegate
        self.load = load
    }

    private nonisolated static let placeholderLoad: AgentDetailInteractor.Loader = { id in
        AgentDetailEntity(id: id, title: "AgentDetail \(id)")
    }
}

// MARK: - AppModule
extension AgentDetailModule: AppModule {
    func assemble() -> UIViewController {
        let view = AgentDetailViewController()
        let interactor = AgentDetailInteractor(id: id, load: load)
        let router = AgentDetailRouter()
        let presenter = AgentDetailPresenter(
            interactor: interactor, router: router, delegate: delegate)

        view.presenter = presenter
        presenter.view = view
        interactor.presenter = presenter
        router.viewController = view

        return view
    }
}
