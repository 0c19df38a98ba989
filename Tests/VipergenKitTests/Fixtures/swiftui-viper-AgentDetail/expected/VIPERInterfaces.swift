//
//  VIPERInterfaces.swift
//  AgentApp
//
//  Shared by every module: vipergen writes it with the first one.
//  Copyright © Example Corp. All rights reserved.
//

// The generic VIPER interfaces every module builds on, in their SwiftUI form: a SwiftUI view is a struct that
// observes a view model, so there is no `ViewPresenterInterface`, `PresenterInterface` has no `view`, and `assemble`
// takes no view. Each module's `<Module>Module.swift` refines them.

// MARK: - Interfaces

public protocol RouterPresenterInterface: AnyObject {}

public protocol InteractorPresenterInterface: AnyObject {}

public protocol PresenterRouterInterface: AnyObject {}

public protocol PresenterInteractorInterface: AnyObject {}

public protocol PresenterViewInterface: AnyObject {}

// MARK: - VIPER

@MainActor
public protocol RouterInterface: RouterPresenterInterface {
    associatedtype PresenterRouter

    var presenter: PresenterRouter! { get set }
}

@MainActor
public protocol InteractorInterface: InteractorPresenterInterface {
    associatedtype PresenterInteractor

    var presenter: PresenterInteractor! { get set }
}

@MainActor
public protocol PresenterInterface: PresenterRouterInterface & PresenterInteractorInterface & PresenterViewInterface {
    associatedtype RouterPresenter
    associatedtype InteractorPresenter

    var router: RouterPresenter! { get set }
    var interactor: InteractorPresenter! { get set }
}

@MainActor
public protocol ViewInterface {
    associatedtype PresenterView

    var presenter: PresenterView! { get set }
}

public protocol EntityInterface {}

// MARK: - Module

@MainActor
public protocol ModuleInterface {
    associatedtype View where View: ViewInterface
    associatedtype Presenter where Presenter: PresenterInterface
    associatedtype Router where Router: RouterInterface
    associatedtype Interactor where Interactor: InteractorInterface

    func assemble(presenter: Presenter, router: Router, interactor: Interactor)
}

extension ModuleInterface {
    /// Points the presenter at its interactor and router, and both back at the presenter. A layer that misses one
    /// of its module's protocols stops here, the first time the module is built.
    public func assemble(presenter: Presenter, router: Router, interactor: Interactor) {
        presenter.interactor = (interactor as! Self.Presenter.InteractorPresenter)
        presenter.router = (router as! Self.Presenter.RouterPresenter)

        interactor.presenter = (presenter as! Self.Interactor.PresenterInteractor)

        router.presenter = (presenter as! Self.Router.PresenterRouter)
    }
}
