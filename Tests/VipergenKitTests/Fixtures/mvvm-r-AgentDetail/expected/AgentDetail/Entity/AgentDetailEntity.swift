//
//  AgentDetailEntity.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

/// The plain data object the AgentDetail screen is about: `Codable` to map it from the API, and free of
/// any database type, so services and the view model pass it around freely.
struct AgentDetailEntity: Codable, Equatable, Sendable {
    let id: String
    let title: String
}
