//
//  AgentDetailInteractor.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import Foundation

@MainActor
final class AgentDetailInteractor {
    /// Fetches the response for an id: an API call or a cache read, a stub in tests.
    typealias Loader = @Sendable (_ id: String) async throws -> AgentDetailResponse

    weak var output: AgentDetailInteractorOutput?

    private let load: Loader

    init(load: @escaping Loader) {
        self.load = load
    }
}

// MARK: - AgentDetailInteractorInput
extension AgentDetailInteractor: AgentDetailInteractorInput {
    func doLoadAgentDetail(id: String) {
        Task { [weak self, load] in
            do {
                let response = try await load(id)
                self?.output?.handleAgentDetail(response: response)
            } catch {
                self?.output?.handleErrorMessage(error.localizedDescription)
            }
        }
    }
}
