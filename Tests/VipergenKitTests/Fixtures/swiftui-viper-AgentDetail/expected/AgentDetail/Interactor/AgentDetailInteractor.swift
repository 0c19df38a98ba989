//
//  AgentDetailInteractor.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import Foundation

@MainActor
final class AgentDetailInteractor: InteractorInterface {
    /// Fetches the items: an API call or a cache read, a stub in tests.
    typealias Loader = @Sendable () async throws -> [AgentDetailEntity]

    weak var presenter: AgentDetailPresenterInteractorInterface!

    private let load: Loader

    init(load: @escaping Loader) {
        self.load = load
    }
}

// MARK: - AgentDetailInteractorPresenterInterface
extension AgentDetailInteractor: AgentDetailInteractorPresenterInterface {
    func startLoadingAgentDetailItems() {
        Task { [weak self, load] in
            do {
                let items = try await load()
                self?.presenter?.didLoadAgentDetailItems(items)
            } catch {
                self?.presenter?.didFailLoadingAgentDetailItems(error.localizedDescription)
            }
        }
    }
}
