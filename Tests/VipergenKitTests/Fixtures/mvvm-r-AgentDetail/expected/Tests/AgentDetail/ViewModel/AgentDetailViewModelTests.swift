//
//  AgentDetailViewModelTests.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import Combine
import XCTest

@testable import AgentApp

// The tests are `async` because XCTest on Linux cannot run synchronous `@MainActor` test methods.
@MainActor
final class AgentDetailViewModelTests: XCTestCase {
    func testStateStartsAsLoading() async {
        let fixture = Fixture(result: .success(entity))

        XCTAssertEqual(fixture.states.values, [.loading])
    }

    func testLoadShowsTheTitleOfTheEntityTheServiceReturns() async {
        let fixture = Fixture(result: .success(entity))
        let settled = expectation(description: "state settled")
        fixture.states.onChange = { state in
            if state != .loading { settled.fulfill() }
        }

        fixture.viewModel.load()
        XCTAssertEqual(fixture.states.values.last, .loading)
        await fulfillment(of: [settled], timeout: 1)

        XCTAssertEqual(fixture.states.values.last, .loaded(title: "Title"))
        let requestedIDs = await fixture.service.requestedIDs
        XCTAssertEqual(requestedIDs, ["42"])
    }

    func testLoadShowsServiceErrors() async {
        let fixture = Fixture(result: .failure(LoadError()))
        let settled = expectation(description: "state settled")
        fixture.states.onChange = { state in
            if state != .loading { settled.fulfill() }
        }

        fixture.viewModel.load()
        await fulfillment(of: [settled], timeout: 1)

        XCTAssertEqual(fixture.states.values.last, .failed(message: LoadError().localizedDescription))
    }

    func testOpenAgentDetailCommandsTheRouter() async {
        let fixture = Fixture(result: .success(entity))

        fixture.viewModel.openAgentDetail(id: "7")

        XCTAssertEqual(fixture.router.calls, [.showAgentDetail(id: "7")])
    }
}

private let entity = AgentDetailEntity(id: "42", title: "Title")

private struct LoadError: LocalizedError {
    var errorDescription: String? { "The data source is offline." }
}

/// A view model for the id "42", on spies, with its states recorded.
@MainActor
private struct Fixture {
    let service: ServiceSpy
    let router = RouterSpy()
    let viewModel: AgentDetailViewModel
    let states: StateRecorder

    init(result: Result<AgentDetailEntity, any Error>) {
        service = ServiceSpy(result: result)
        viewModel = AgentDetailViewModel(id: "42", service: service, router: router)
        states = StateRecorder(viewModel.state)
    }
}

@MainActor
private final class StateRecorder {
    private(set) var values: [AgentDetailViewState] = []
    var onChange: ((AgentDetailViewState) -> Void)?
    private var cancellable: AnyCancellable?

    init(_ state: AnyPublisher<AgentDetailViewState, Never>) {
        cancellable = state.sink { [weak self] value in
            self?.values.append(value)
            self?.onChange?(value)
        }
    }
}

private actor ServiceSpy: AgentDetailServiceProtocol {
    private(set) var requestedIDs: [String] = []
    private let result: Result<AgentDetailEntity, any Error>

    init(result: Result<AgentDetailEntity, any Error>) {
        self.result = result
    }

    func agentDetail(id: String) async throws -> AgentDetailEntity {
        requestedIDs.append(id)
        return try result.get()
    }
}

@MainActor
private final class RouterSpy: AgentDetailRouterProtocol {
    enum Call: Equatable {
        case showAgentDetail(id: String)
    }

    private(set) var calls: [Call] = []

    func showAgentDetail(id: String) {
        calls.append(.showAgentDetail(id: id))
    }
}
