//
//  AgentDetailService.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

/// Fetches AgentDetail entities: the network, mapping and storage work behind the view model. The view model
/// depends on this protocol only, so tests pass a spy and another screen can reuse the service.
protocol AgentDetailServiceProtocol: Sendable {
    func agentDetail(id: String) async throws -> AgentDetailEntity
}

/// Placeholder so the screen runs before its API exists. Replace the body with the real call, e.g.
/// `try await httpClient.load(AgentDetailRequest.detail(id: id))`, keeping the service stateless.
struct AgentDetailService: AgentDetailServiceProtocol {
    func agentDetail(id: String) async throws -> AgentDetailEntity {
        AgentDetailEntity(id: id, title: "AgentDetail \(id)")
    }
}
