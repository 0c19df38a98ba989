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
    func testLoadFetchesTheStoredIDAndPresentsTheEntity() async {
        let entity = AgentDetailEntity(id: "42", title: "Title", relatedID: nil)
        let fixture = Fixture(result: .success(entity))
        fixture.interactor.id = "42"
        let answered = expectation(description: "output answered")
        fixture.output.onCall = { answered.fulfill() }

        fixture.interactor.loadAgentDetail(request: AgentDetail.Load.Request())
        await fulfillment(of: [answered], timeout: 1)

        XCTAssertEqual(fixture.worker.calls, [.fetchAgentDetail(id: "42")])
        XCTAssertEqual(fixture.interactor.entity, entity)
        XCTAssertEqual(fixture.output.calls, [.presentAgentDetail(.success(entity))])
    }

    func testLoadPresentsWorkerErrors() async {
        let fixture = Fixture(result: .failure(LoadError()))
        fixture.interactor.id = "42"
        let answered = expectation(description: "output answered")
        fixture.output.onCall = { answered.fulfill() }

        fixture.interactor.loadAgentDetail(request: AgentDetail.Load.Request())
        await fulfillment(of: [answered], timeout: 1)

        XCTAssertNil(fixture.interactor.entity)
        XCTAssertEqual(
            fixture.output.calls,
            [.presentAgentDetail(.failure(message: LoadError().localizedDescription))]
        )
    }
}

/// An interactor wired to spies the way `setupVIP()` wires the real parts.
@MainActor
private struct Fixture {
    let interactor: AgentDetailInteractor
    let worker: WorkerSpy
    let output = InteractorOutputSpy()

    init(result: Result<AgentDetailEntity, Error>) {
        worker = WorkerSpy(result: result)
        interactor = AgentDetailInteractor(worker: worker)
        interactor.output = output
    }
}

private struct LoadError: LocalizedError {
    var errorDescription: String? { "The data source is offline." }
}

@MainActor
private final class WorkerSpy: AgentDetailWorker {
    enum Call: Equatable {
        case fetchAgentDetail(id: String)
    }

    private(set) var calls: [Call] = []
    private let result: Result<AgentDetailEntity, Error>

    init(result: Result<AgentDetailEntity, Error>) {
        self.result = result
    }

    func fetchAgentDetail(id: String) async throws -> AgentDetailEntity {
        calls.append(.fetchAgentDetail(id: id))
        return try result.get()
    }
}

@MainActor
private final class InteractorOutputSpy: AgentDetailInteractorOutput {
    enum Call: Equatable {
        case presentAgentDetail(AgentDetail.Load.Response)
    }

    private(set) var calls: [Call] = []
    var onCall: (() -> Void)?

    func presentAgentDetail(response: AgentDetail.Load.Response) {
        calls.append(.presentAgentDetail(response))
        onCall?()
    }
}
