//
//  AgentDetailInteractor.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import Foundation

/// The business rules and the data work: loads the entity and tells the presenter how it went.
@MainActor
final class AgentDetailInteractor {
    /// Fetches the entity for an id: an API call or a cache read, a stub in tests.
    typealias Loader = @Sendable (_ id: String) async throws -> AgentDetailEntity

    weak var presenter: AgentDetailPresenterServiceHandler?
    private(set) var entity: AgentDetailEntity?

    private let id: String
    private let load: Loader

    init(id: String, load: @escaping Loader) {
        self.id = id
        self.load = load
    }
}

// MARK: - AgentDetailInteractorProtocol
extension AgentDetailInteractor: AgentDetailInteractorProtocol {
    func loadAgentDetail() {
        Task { [weak self, id, load] in
            do {
                let entity = try await load(id)
                self?.entity = entity
                self?.presenter?.didLoadAgentDetail(entity)
            } catch {
                self?.presenter?.serviceFailedWithError(error)
            }
        }
    }
}
