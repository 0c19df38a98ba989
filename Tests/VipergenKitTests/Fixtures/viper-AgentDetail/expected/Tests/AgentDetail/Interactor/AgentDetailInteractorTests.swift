//
//  AgentDetailInteractorTests.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import XCTest

@testable import AgentApp

// The tests are `async` because XCTest on Linux cannot run synchronous `@MainActor` test methods.
@MainActor
final class AgentDetailInteractorTests: XCTestCase {
    func testLoadStoresTheEntityAndHandsItToThePresenter() async {
        let interactor = AgentDetailInteractor(id: "42") { id in
            AgentDetailEntity(id: id, title: "Title")
        }
        let presenter = AgentDetailMockPresenter()
        interactor.presenter = presenter
        let answered = expectation(description: "presenter answered")
        presenter.onCall = { answered.fulfill() }

        interactor.loadAgentDetail()
        await fulfillment(of: [answered], timeout: 1)

        let entity = AgentDetailEntity(id: "42", title: "Title")
        XCTAssertEqual(interactor.entity, entity)
        XCTAssertEqual(presenter.calls, [.didLoadAgentDetail(entity)])
    }

    func testLoadHandsLoaderErrorsToThePresenter() async {
        let interactor = AgentDetailInteractor(id: "42") { _ in
            throw AgentDetailMockError()
        }
        let presenter = AgentDetailMockPresenter()
        interactor.presenter = presenter
        let answered = expectation(description: "presenter answered")
        presenter.onCall = { answered.fulfill() }

        interactor.loadAgentDetail()
        await fulfillment(of: [answered], timeout: 1)

        let message = AgentDetailMockError().localizedDescription
        XCTAssertNil(interactor.entity)
        XCTAssertEqual(presenter.calls, [.serviceFailedWithError(message)])
    }
}
