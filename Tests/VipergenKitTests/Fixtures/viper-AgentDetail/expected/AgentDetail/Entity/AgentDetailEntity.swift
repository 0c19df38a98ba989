//
//  AgentDetailEntity.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

/// The data the AgentDetail module works with: plain values, no behaviour.
struct AgentDetailEntity: Codable, Equatable, Identifiable, Sendable {
    let id: String
    var title: String
}
