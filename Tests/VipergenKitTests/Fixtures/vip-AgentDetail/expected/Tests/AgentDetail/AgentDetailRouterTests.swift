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
    func testRouteToRelatedPassesTheRelatedIDAndPushes() async throws {
        let fixture = Fixture(entity: AgentDetailEntity(id: "42", title: "Title", relatedID: "7"))

        fixture.router.routeToRelatedAgentDetail()

        XCTAssertEqual(fixture.navigationController.viewControllers.count, 2)
        let destination = try XCTUnwrap(
            fixture.navigationController.topViewController as? AgentDetailViewController
        )
        XCTAssertEqual(destination.router?.dataStore?.id, "7")
    }
}

/// A router over a scene in a navigation stack, reading a data store stub.
@MainActor
private struct Fixture {
    let router = AgentDetailRouter()
    let source = AgentDetailViewController()
    let navigationController: UINavigationController
    let dataStore = DataStoreStub()

    init(entity: AgentDetailEntity) {
        navigationController = UINavigationController(rootViewController: source)
        dataStore.id = entity.id
        dataStore.entity = entity
        router.viewController = source
        router.dataStore = dataStore
    }
}

@MainActor
private final class DataStoreStub: AgentDetailDataStore {
    var id: String?
    var entity: AgentDetailEntity?
}
