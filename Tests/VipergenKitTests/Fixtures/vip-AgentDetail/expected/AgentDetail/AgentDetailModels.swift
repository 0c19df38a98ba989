//
//  AgentDetailModels.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

/// The data the AgentDetail scene works with: plain values, no behaviour.
struct AgentDetailEntity: Codable, Equatable, Identifiable, Sendable {
    let id: String
    var title: String
    /// Another AgentDetail this one links to, if any: what the router opens.
    var relatedID: String?
}

/// The scene's use cases. Each holds the Request, Response and ViewModel that travel one cycle.
enum AgentDetail {
    /// Loads the entity the data store's `id` names, and shows it.
    enum Load {
        /// ViewController -> Interactor. Empty: the interactor reads the id from its data store.
        struct Request: Equatable {}

        /// Interactor -> Presenter: the entity, or why there is none.
        enum Response: Equatable {
            case success(AgentDetailEntity)
            case failure(message: String)
        }

        /// Presenter -> ViewController: what to show, ready to assign.
        enum ViewModel: Equatable {
            case content(title: String, showsRelated: Bool)
            case error(message: String)
        }
    }
}
