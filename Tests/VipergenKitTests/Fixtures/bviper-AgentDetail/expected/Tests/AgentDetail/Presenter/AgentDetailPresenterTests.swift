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
    func testLoadAsksTheInteractorForTheConfiguredID() async {
        let fixture = Fixture()
        fixture.presenter.configAgentDetailScene(id: "42")

        fixture.presenter.loadAgentDetail()

        XCTAssertEqual(fixture.interactor.calls, [.doLoadAgentDetail(id: "42")])
    }

    func testSuccessStoresTheEntityAndTellsTheViewAndTheCaller() async {
        let fixture = Fixture()
        let entity = AgentDetailEntity(id: "42", title: "Title")

        fixture.presenter.handleAgentDetail(response: response(.success, entity: entity))

        XCTAssertEqual(fixture.presenter.entity, entity)
        XCTAssertEqual(fixture.view.calls, [.didLoadAgentDetail])
        XCTAssertEqual(fixture.outer.updates, [entity])
    }

    func testOtherStatusCodesShowTheMessage() async {
        let fixture = Fixture()

        fixture.presenter.handleAgentDetail(response: response(.notFound, message: "Not found"))
        fixture.presenter.handleAgentDetail(
            response: AgentDetailResponse(statusCode: "unknown", message: "Unknown", entity: nil)
        )

        XCTAssertNil(fixture.presenter.entity)
        XCTAssertEqual(fixture.view.calls, [.showErrorMessage("Not found"), .showErrorMessage("Unknown")])
        XCTAssertEqual(fixture.outer.updates, [])
    }

    func testErrorMessageIsShown() async {
        let fixture = Fixture()

        fixture.presenter.handleErrorMessage("Offline")

        XCTAssertEqual(fixture.view.calls, [.showErrorMessage("Offline")])
    }

    func testOpenScenePushesItOntoTheNavigationStack() async {
        let fixture = Fixture()
        let navigationController = UINavigationController(rootViewController: fixture.transitionHandler)

        fixture.presenter.openAgentDetailScene(id: "7")

        XCTAssertEqual(navigationController.viewControllers.count, 2)
        XCTAssertTrue(navigationController.topViewController is AgentDetailViewController)
    }

    func testSetupModuleWiresTheLayers() async throws {
        let (viewController, input) = AgentDetailModuleBuilder.setupModule()

        let view = try XCTUnwrap(viewController as? AgentDetailViewController)
        let presenter = try XCTUnwrap(input as? AgentDetailPresenter)
        let interactor = try XCTUnwrap(presenter.interactor as? AgentDetailInteractor)
        XCTAssertTrue(view.output as? AgentDetailPresenter === presenter)
        XCTAssertTrue(presenter.view === view)
        XCTAssertTrue(presenter.transitionHandler === view)
        XCTAssertTrue(interactor.output === presenter)
    }

    private func response(
        _ statusCode: AgentDetailStatusCode,
        message: String = "",
        entity: AgentDetailEntity? = nil
    ) -> AgentDetailResponse {
        AgentDetailResponse(statusCode: statusCode.rawValue, message: message, entity: entity)
    }
}

/// A presenter wired to spies the way `AgentDetailModuleBuilder` wires the real layers.
@MainActor
private struct Fixture {
    let presenter = AgentDetailPresenter()
    let view = ViewInputSpy()
    let interactor = InteractorInputSpy()
    let outer = ModuleOutputSpy()
    let transitionHandler = UIViewController()

    init() {
        presenter.view = view
        presenter.interactor = interactor
        presenter.outer = outer
        presenter.transitionHandler = transitionHandler
    }
}

@MainActor
private final class ViewInputSpy: AgentDetailViewInput {
    enum Call: Equatable {
        case didLoadAgentDetail
        case showErrorMessage(String)
    }

    private(set) var calls: [Call] = []

    func didLoadAgentDetail() {
        calls.append(.didLoadAgentDetail)
    }

    func showErrorMessage(_ message: String) {
        calls.append(.showErrorMessage(message))
    }
}

@MainActor
private final class InteractorInputSpy: AgentDetailInteractorInput {
    enum Call: Equatable {
        case doLoadAgentDetail(id: String)
    }

    private(set) var calls: [Call] = []

    func doLoadAgentDetail(id: String) {
        calls.append(.doLoadAgentDetail(id: id))
    }
}

@MainActor
private final class ModuleOutputSpy: AgentDetailModuleOutput {
    private(set) var updates: [AgentDetailEntity] = []

    func agentDetailDidUpdate(_ entity: AgentDetailEntity) {
        updates.append(entity)
    }
}
