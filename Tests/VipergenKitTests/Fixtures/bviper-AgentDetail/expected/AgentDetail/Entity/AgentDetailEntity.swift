//
//  AgentDetailEntity.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

/// The data model the AgentDetail scene shows.
struct AgentDetailEntity: Equatable, Sendable {
    let id: String
    var title: String
}

/// What the data source answers: a status code, a message and, on success, the entity.
struct AgentDetailResponse: Equatable, Sendable {
    let statusCode: String
    let message: String
    let entity: AgentDetailEntity?
}

/// The status codes the data source answers. Compare them with `switch`, never with string literals.
enum AgentDetailStatusCode: String, Sendable {
    case success = "0"
    case notFound = "404"
}
