//
//  AgentDetailPresenterTests.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import XCTest

@testable import AgentApp

// The tests are `async` because XCTest on Linux cannot run synchronous `@MainActor` test methods.
@MainActor
final class AgentDetailPresenterTests: XCTestCase {
    func testSuccessDisplaysTheTitle() async {
        let fixture = Fixture()
        let entity = AgentDetailEntity(id: "42", title: "Title", relatedID: nil)

        fixture.presenter.presentAgentDetail(response: .success(entity))

        XCTAssertEqual(
            fixture.output.calls,
            [.displayAgentDetail(.content(title: "Title", showsRelated: false))]
        )
    }

    func testAnEntityWithARelatedOneShowsTheRoute() async {
        let fixture = Fixture()
        let entity = AgentDetailEntity(id: "42", title: "Title", relatedID: "7")

        fixture.presenter.presentAgentDetail(response: .success(entity))

        XCTAssertEqual(
            fixture.output.calls,
            [.displayAgentDetail(.content(title: "Title", showsRelated: true))]
        )
    }

    func testFailureDisplaysTheMessage() async {
        let fixture = Fixture()

        fixture.presenter.presentAgentDetail(response: .failure(message: "Offline"))

        XCTAssertEqual(fixture.output.calls, [.displayAgentDetail(.error(message: "Offline"))])
    }
}

/// A presenter wired to a spy the way `setupVIP()` wires the view controller.
@MainActor
private struct Fixture {
    let presenter = AgentDetailPresenter()
    let output = PresenterOutputSpy()

    init() {
        presenter.output = output
    }
}

@MainActor
private final class PresenterOutputSpy: AgentDetailPresenterOutput {
    enum Call: Equatable {
        case displayAgentDetail(AgentDetail.Load.ViewModel)
    }

    private(set) var calls: [Call] = []

    func displayAgentDetail(viewModel: AgentDetail.Load.ViewModel) {
        calls.append(.displayAgentDetail(viewModel))
    }
}
