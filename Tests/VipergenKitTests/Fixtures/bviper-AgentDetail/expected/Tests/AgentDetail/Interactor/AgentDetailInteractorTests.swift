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
    func testDoLoadHandsTheResponseToTheOutput() async {
        let interactor = AgentDetailInteractor { id in response(id: id) }
        let output = InteractorOutputSpy()
        interactor.output = output
        let answered = expectation(description: "output answered")
        output.onCall = { answered.fulfill() }

        interactor.doLoadAgentDetail(id: "42")
        await fulfillment(of: [answered], timeout: 1)

        XCTAssertEqual(output.calls, [.handleAgentDetail(response(id: "42"))])
    }

    func testDoLoadHandsLoaderErrorsToTheOutput() async {
        let interactor = AgentDetailInteractor { _ in throw LoadError() }
        let output = InteractorOutputSpy()
        interactor.output = output
        let answered = expectation(description: "output answered")
        output.onCall = { answered.fulfill() }

        interactor.doLoadAgentDetail(id: "42")
        await fulfillment(of: [answered], timeout: 1)

        XCTAssertEqual(output.calls, [.handleErrorMessage(LoadError().localizedDescription)])
    }
}

private func response(id: String) -> AgentDetailResponse {
    AgentDetailResponse(
        statusCode: AgentDetailStatusCode.success.rawValue,
        message: "",
        entity: AgentDetailEntity(id: id, title: "Title")
    )
}

private struct LoadError: LocalizedError {
    var errorDescription: String? { "The data source is offline." }
}

@MainActor
private final class InteractorOutputSpy: AgentDetailInteractorOutput {
    enum Call: Equatable {
        case handleAgentDetail(AgentDetailResponse)
        case handleErrorMessage(String)
    }

    private(set) var calls: [Call] = []
    var onCall: (() -> Void)?

    func handleAgentDetail(response: AgentDetailResponse) {
        calls.append(.handleAgentDetail(response))
        onCall?()
    }

    func handleErrorMessage(_ message: String) {
        calls.append(.handleErrorMessage(message))
        onCall?()
    }
}
