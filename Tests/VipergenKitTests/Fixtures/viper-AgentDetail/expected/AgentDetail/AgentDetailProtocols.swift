//
//  AgentDetailProtocols.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

// Each protocol carries one direction between two parts, so a part sees only what it may call. Small protocols,
// one concern each, are composed with `typealias` into the name a part is known by.

// MARK: - View <-> Presenter

/// Presenter -> view: fills the UI with what the presenter prepared. The view stays passive.
@MainActor
protocol AgentDetailViewConfigurable: AnyObject {
    func configureTitle(_ title: String)
}

/// Presenter -> view: shows and hides the loading indicator.
@MainActor
protocol AgentDetailViewLoadable: AnyObject {
    func showLoadingView()
    func hideLoadingView()
}

/// Presenter -> view: shows an error.
@MainActor
protocol AgentDetailViewErrorHandler: AnyObject {
    func handleError(title: String, message: String)
}

/// The view, as the presenter knows it.
typealias AgentDetailViewProtocol =
    AgentDetailViewConfigurable
    & AgentDetailViewLoadable
    & AgentDetailViewErrorHandler

/// View -> presenter: the view's life cycle.
@MainActor
protocol AgentDetailPresenterViewConfiguration: AnyObject {
    func viewDidLoad()
}

/// View -> presenter: what the user did.
@MainActor
protocol AgentDetailPresenterActionable: AnyObject {
    func retry()
    func done()
}

/// The presenter, as the view knows it.
typealias AgentDetailPresenterProtocol =
    AgentDetailPresenterViewConfiguration
    & AgentDetailPresenterActionable

// MARK: - Presenter <-> Interactor

/// Presenter -> interactor: the business rules and the data. `entity` is what the last load returned.
@MainActor
protocol AgentDetailInteractorProtocol: AnyObject {
    var entity: AgentDetailEntity? { get }

    func loadAgentDetail()
}

/// Interactor -> presenter: the answers to the interactor's requests.
@MainActor
protocol AgentDetailPresenterServiceHandler: AnyObject {
    func didLoadAgentDetail(_ entity: AgentDetailEntity)
    func serviceFailedWithError(_ error: Error)
}

// MARK: - Presenter -> Router

/// Presenter -> router: navigation only, no business rules.
@MainActor
protocol AgentDetailRouterProtocol: AnyObject {
    func close()
}

// MARK: - AgentDetail -> the module that opened it

/// Results passed back to the caller, usually the caller's presenter, which gives itself as the delegate when it
/// opens AgentDetail: `AgentDetailModule(id: id, delegate: self).assemble()`.
@MainActor
protocol AgentDetailModuleDelegate: AnyObject {
    func agentDetailDidFinish(_ entity: AgentDetailEntity)
}
