//
//  AgentDetailViewControllerTests.swift
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
final class AgentDetailViewControllerTests: XCTestCase {
    func testSetupVIPWiresTheCycle() async throws {
        let viewController = AgentDetailViewController()

        let interactor = try XCTUnwrap(viewController.output as? AgentDetailInteractor)
        let presenter = try XCTUnwrap(interactor.output as? AgentDetailPresenter)
        let router = try XCTUnwrap(viewController.router as? AgentDetailRouter)
        XCTAssertTrue(presenter.output === viewController)
        XCTAssertTrue(router.viewController === viewController)
        XCTAssertTrue(router.dataStore === interactor)
    }

    func testTheViewControllerOwnsTheCycle() async {
        weak var interactor: AgentDetailInteractor?
        weak var presenter: AgentDetailPresenter?
        weak var router: AgentDetailRouter?
        do {
            let viewController = AgentDetailViewController()
            interactor = viewController.output as? AgentDetailInteractor
            presenter = interactor?.output as? AgentDetailPresenter
            router = viewController.router as? AgentDetailRouter
            XCTAssertNotNil(interactor)
            XCTAssertNotNil(presenter)
            XCTAssertNotNil(router)
        }

        XCTAssertNil(interactor, "Something other than the view controller holds the interactor strongly")
        XCTAssertNil(presenter, "Something other than the interactor holds the presenter strongly")
        XCTAssertNil(router, "Something other than the view controller holds the router strongly")
    }

    func testViewDidLoadSendsALoadRequest() async {
        let viewController = AgentDetailViewController()
        let output = ViewControllerOutputSpy()
        viewController.output = output

        viewController.loadViewIfNeeded()

        let request = AgentDetail.Load.Request()
        XCTAssertEqual(output.calls, [.loadAgentDetail(request)])
    }
}

@MainActor
private final class ViewControllerOutputSpy: AgentDetailViewControllerOutput {
    enum Call: Equatable {
        case loadAgentDetail(AgentDetail.Load.Request)
    }

    private(set) var calls: [Call] = []

    func loadAgentDetail(request: AgentDetail.Load.Request) {
        calls.append(.loadAgentDetail(request))
    }
}
