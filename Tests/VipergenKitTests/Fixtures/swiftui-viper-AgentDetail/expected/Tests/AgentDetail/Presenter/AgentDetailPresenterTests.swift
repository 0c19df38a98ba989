//
//  AgentDetailPresenterTests.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import SwiftUI
import XCTest

@testable import AgentApp

// The tests are `async` because XCTest on Linux cannot run synchronous `@MainActor` test methods.
@MainActor
final class AgentDetailPresenterTests: XCTestCase {
    func testReadyShowsLoadingAndAsksTheInteractor() async {
        let fixture = Fixture()
        fixture.viewModel.errorMessage = "Offline"

        fixture.presenter.ready()

        XCTAssertTrue(fixture.viewModel.isLoading)
        XCTAssertNil(fixture.viewModel.errorMessage)
        XCTAssertEqual(fixture.interactor.calls, [.startLoadingAgentDetailItems])
    }

    func testLoadedItemsReachTheViewModel() async {
        let fixture = Fixture()
        let items = [AgentDetailEntity(id: "42", title: "Title")]
        fixture.presenter.ready()

        fixture.presenter.didLoadAgentDetailItems(items)

        XCTAssertFalse(fixture.viewModel.isLoading)
        XCTAssertEqual(fixture.viewModel.items, items)
        XCTAssertNil(fixture.viewModel.errorMessage)
    }

    func testFailureShowsTheMessage() async {
        let fixture = Fixture()
        fixture.presenter.ready()

        fixture.presenter.didFailLoadingAgentDetailItems("Offline")

        XCTAssertFalse(fixture.viewModel.isLoading)
        XCTAssertEqual(fixture.viewModel.items, [])
        XCTAssertEqual(fixture.viewModel.errorMessage, "Offline")
    }

    func testCloseAsksTheRouterToDismiss() async {
        let fixture = Fixture()

        fixture.presenter.close()

        XCTAssertEqual(fixture.router.calls, [.dismiss])
    }

    func testBuildWiresTheLayers() async throws {
        let viewController = AgentDetailModule().build()

        let hosting = try XCTUnwrap(viewController as? UIHostingController<AgentDetailView>)
        let view = hosting.rootView
        let presenter = try XCTUnwrap(view.presenter as? AgentDetailPresenter)
        let interactor = try XCTUnwrap(presenter.interactor as? AgentDetailInteractor)
        let router = try XCTUnwrap(presenter.router as? AgentDetailRouter)
        XCTAssertTrue(presenter.viewModel === view.viewModel)
        XCTAssertTrue(interactor.presenter === presenter)
        XCTAssertTrue(router.presenter === presenter)
        XCTAssertTrue(router.viewController === hosting)
    }
}

/// A presenter wired to spies the way `AgentDetailModule` wires the real layers.
@MainActor
private struct Fixture {
    let presenter = AgentDetailPresenter()
    let viewModel = AgentDetailViewModel()
    let interactor = InteractorSpy()
    let router = RouterSpy()

    init() {
        presenter.viewModel = viewModel
        presenter.interactor = interactor
        presenter.router = router
    }
}

@MainActor
private final class InteractorSpy: AgentDetailInteractorPresenterInterface {
    enum Call: Equatable {
        case startLoadingAgentDetailItems
    }

    private(set) var calls: [Call] = []

    func startLoadingAgentDetailItems() {
        calls.append(.startLoadingAgentDetailItems)
    }
}

@MainActor
private final class RouterSpy: AgentDetailRouterPresenterInterface {
    enum Call: Equatable {
        case dismiss
    }

    private(set) var calls: [Call] = []

    func dismiss() {
        calls.append(.dismiss)
    }
}
