//
//  AgentDetailInteractor.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import Foundation

typealias AgentDetailInteractorInput =
    AgentDetailViewControllerToInteractorPipeline
typealias AgentDetailInteractorOutput =
    AgentDetailInteractorToPresenterPipeline

/// What the scene keeps between cycles: the router reads it, and the router that opens the scene fills it.
@MainActor
protocol AgentDetailDataStore: AnyObject {
    /// The AgentDetail to show.
    var id: String? { get set }
    /// The entity the last load returned.
    var entity: AgentDetailEntity? { get }
}

/// The business logic: turns requests into responses, with the worker doing the data work.
@MainActor
final class AgentDetailInteractor: AgentDetailDataStore {
    var output: AgentDetailInteractorOutput?
    var id: String?
    private(set) var entity: AgentDetailEntity?

    private let worker: AgentDetailWorker

    init(worker: AgentDetailWorker = AgentDetailAPIWorker()) {
        self.worker = worker
    }
}

// MARK: - AgentDetailInteractorInput
extension AgentDetailInteractor: AgentDetailInteractorInput {
    func loadAgentDetail(request: AgentDetail.Load.Request) {
        guard let id else {
            assertionFailure("Set the data store's id before the scene loads")
            return
        }
        Task { [weak self, worker] in
            do {
                let entity = try await worker.fetchAgentDetail(id: id)
                self?.entity = entity
                self?.output?.presentAgentDetail(response: .success(entity))
            } catch {
                self?.output?.presentAgentDetail(
                    response: .failure(message: error.localizedDescription))
            }
        }
    }
}
