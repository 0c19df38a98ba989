//
//  AgentDetailRouterTests.swift
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
final class AgentDetailRouterTests: XCTestCase {
    func testMakeViewControllerGivesTheScreenItsViewModel() async throws {
        let viewController = AgentDetailRouter.makeViewController(id: "42")

        let screen = try XCTUnwrap(viewController as? AgentDetailViewController)
        XCTAssertTrue(screen.viewModel is AgentDetailViewModel)
    }

    func testTheViewModelNavigatesFromItsOwnScreen() async throws {
        let viewController = AgentDetailRouter.makeViewController(id: "42")
        let navigationController = UINavigationController(rootViewController: viewController)
        let viewModel = try XCTUnwrap((viewController as? AgentDetailViewController)?.viewModel)

        viewModel.openAgentDetail(id: "7")

        XCTAssertEqual(navigationController.viewControllers.count, 2)
        XCTAssertTrue(navigationController.topViewController is AgentDetailViewController)
    }

    func testShowAgentDetailPushesTheScreenFromAnyRouter() async {
        let source = UIViewController()
        let navigationController = UINavigationController(rootViewController: source)
        let router = OtherScreenRouter(sourceViewController: source)

        router.showAgentDetail(id: "7")

        XCTAssertEqual(navigationController.viewControllers.count, 2)
        XCTAssertTrue(navigationController.topViewController is AgentDetailViewController)
    }
}

/// Another screen's router, which opens AgentDetail by adopting `AgentDetailRoutable`.
private final class OtherScreenRouter: BaseRouter, AgentDetailRoutable {}
