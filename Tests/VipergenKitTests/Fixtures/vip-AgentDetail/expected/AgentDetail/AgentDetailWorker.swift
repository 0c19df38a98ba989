//
//  AgentDetailWorker.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

/// Does the scene's data work, an API call or a cache read, for the interactor, which only sees the result.
protocol AgentDetailWorker: Sendable {
    func fetchAgentDetail(id: String) async throws -> AgentDetailEntity
}

/// The worker the scene uses. The placeholder lets the scene run before its API exists: replace it with the real
/// call, e.g. `try await api.agentDetail(id: id)`.
struct AgentDetailAPIWorker: AgentDetailWorker {
    func fetchAgentDetail(id: String) async throws -> AgentDetailEntity {
        AgentDetailEntity(id: id, title: "AgentDetail \(id)", relatedID: nil)
    }
}
