//
//  AgentDetailInteractorTests.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import XCTest

@testable import AgentApp

@MainActor
final class AgentDetailInteractorTests: XCTestCase {
    func testLoadedItemsGoToThePresenter() async {
        let items = [AgentDetailEntity(id: "42", title: "Title")]
        let interactor = AgentDetailInteractor { items }
        let presenter = PresenterSpy()
        interactor.presenter = presenter
        let answered = expectation(description: "presenter answered")
        presenter.onCall = { answered.fulfill() }

        interactor.startLoadingAgentDetailItems()
        await fulfillment(of: [answered], timeout: 1)

        XCTAssertEqual(presenter.calls, [.didLoadAgentDetailItems(items)])
    }

    func testLoaderErrorsGoToThePresenter() async {
        let interactor = AgentDetailInteractor { throw LoadError() }
        let presenter = PresenterSpy()
        interactor.presenter = presenter
        let answered = expectation(description: "presenter answered")
        presenter.onCall = { answered.fulfill() }

        interactor.startLoadingAgentDetailItems()
        await fulfillment(of: [answered], timeout: 1)

        let message = LoadError().localizedDescription
        XCTAssertEqual(presenter.calls, [.didFailLoadingAgentDetailItems(message)])
    }
}

private struct LoadError: LocalizedError {
    var errorDescription: String? { "The data source is offline." }
}

@MainActor
private final class PresenterSpy: AgentDetailPresenterInteractorInterface {
    enum Call: Equatable {
        case didLoadAgentDetailItems([AgentDetailEntity])
        case didFailLoadingAgentDetailItems(String)
    }

    private(set) var calls: [Call] = []
    var onCall: (() -> Void)?

    func didLoadAgentDetailItems(_ items: [AgentDetailEntity]) {
        calls.append(.didLoadAgentDetailItems(items))
        onCall?()
    }

    func didFailLoadingAgentDetailItems(_ message: String) {
        calls.append(.didFailLoadingAgentDetailItems(message))
        onCall?()
    }
}
