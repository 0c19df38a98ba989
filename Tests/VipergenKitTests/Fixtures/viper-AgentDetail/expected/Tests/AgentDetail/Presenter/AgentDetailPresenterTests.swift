//
//  AgentDetailPresenterTests.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import UIKit
import XCTest

@testable import AgentApp

// The tests are `async` because XCTest on Linux cannot run synchronous `@MainActor` test methods.
@MainActor
final class AgentDetailPresenterTests: XCTestCase {
    func testViewDidLoadShowsTheLoadingViewAndAsksTheInteractor() async {
        let fixture = Fixture()

        fixture.presenter.viewDidLoad()

        XCTAssertEqual(fixture.view.calls, [.showLoadingView])
        XCTAssertEqual(fixture.interactor.calls, [.loadAgentDetail])
    }

    func testRetryLoadsAgain() async {
        let fixture = Fixture()

        fixture.presenter.retry()

        XCTAssertEqual(fixture.view.calls, [.showLoadingView])
        XCTAssertEqual(fixture.interactor.calls, [.loadAgentDetail])
    }

    func testLoadedEntityConfiguresTheView() async {
        let fixture = Fixture()
        let entity = AgentDetailEntity(id: "42", title: "Title")

        fixture.presenter.didLoadAgentDetail(entity)

        XCTAssertEqual(fixture.view.calls, [.hideLoadingView, .configureTitle("Title")])
    }

    func testServiceErrorIsShownByTheView() async {
        let fixture = Fixture()
        let error = AgentDetailMockError()

        fixture.presenter.serviceFailedWithError(error)

        XCTAssertEqual(
            fixture.view.calls,
            [.hideLoadingView, .handleError(title: "Error", message: error.localizedDescription)]
        )
    }

    func testDonePassesTheEntityBackAndCloses() async {
        let fixture = Fixture()
        let entity = AgentDetailEntity(id: "42", title: "Title")
        fixture.interactor.entity = entity

        fixture.presenter.done()

        XCTAssertEqual(fixture.delegate.finished, [entity])
        XCTAssertEqual(fixture.router.calls, [.close])
    }

    func testDoneBeforeLoadingOnlyCloses() async {
        let fixture = Fixture()

        fixture.presenter.done()

        XCTAssertEqual(fixture.delegate.finished, [])
        XCTAssertEqual(fixture.router.calls, [.close])
    }

    func testAssembleWiresTheParts() async throws {
        let delegate = AgentDetailMockDelegate()

        let viewController = AgentDetailModule(id: "42", delegate: delegate).assemble()

        let view = try XCTUnwrap(viewController as? AgentDetailViewController)
        let presenter = try XCTUnwrap(view.presenter as? AgentDetailPresenter)
        let interactor = try XCTUnwrap(presenter.interactor as? AgentDetailInteractor)
        let router = try XCTUnwrap(presenter.router as? AgentDetailRouter)
        XCTAssertTrue(presenter.view === view)
        XCTAssertTrue(presenter.delegate === delegate)
        XCTAssertTrue(interactor.presenter === presenter)
        XCTAssertTrue(router.viewController === view)
    }

    func testTheViewControllerOwnsTheModule() async {
        weak var presenter: AgentDetailPresenter?
        weak var interactor: AgentDetailInteractor?
        weak var router: AgentDetailRouter?
        do {
            let module = AgentDetailModule(id: "42")
            let viewController = module.assemble() as? AgentDetailViewController
            presenter = viewController?.presenter as? AgentDetailPresenter
            interactor = presenter?.interactor as? AgentDetailInteractor
            router = presenter?.router as? AgentDetailRouter
            XCTAssertNotNil(presenter)
            XCTAssertNotNil(interactor)
            XCTAssertNotNil(router)
        }

        XCTAssertNil(presenter, "Something other than the view holds the presenter strongly")
        XCTAssertNil(interactor, "Something other than the presenter holds the interactor strongly")
        XCTAssertNil(router, "Something other than the presenter holds the router strongly")
    }

    func testRouterClosePopsTheScene() async {
        let router = AgentDetailRouter()
        let viewController = UIViewController()
        let navigationController = UINavigationController(rootViewController: UIViewController())
        navigationController.pushViewController(viewController, animated: false)
        router.viewController = viewController

        router.close()

        XCTAssertEqual(navigationController.viewControllers.count, 1)
    }
}

/// A presenter wired to mocks the way `AgentDetailModule` wires the real parts.
@MainActor
private struct Fixture {
    let view = AgentDetailMockView()
    let interactor = AgentDetailMockInteractor()
    let router = AgentDetailMockRouter()
    let delegate = AgentDetailMockDelegate()
    let presenter: AgentDetailPresenter

    init() {
        presenter = AgentDetailPresenter(
            view: view, interactor: interactor, router: router, delegate: delegate)
    }
}
