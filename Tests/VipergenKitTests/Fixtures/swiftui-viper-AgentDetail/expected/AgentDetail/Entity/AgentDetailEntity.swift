//
//  AgentDetailEntity.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

/// One item the AgentDetail list shows: `Identifiable` for SwiftUI's `List`, `Codable` to decode it from the
/// API as it comes.
struct AgentDetailEntity: EntityInterface, Codable, Identifiable, Equatable, Sendable {
    let id: String
    let title: String
}
