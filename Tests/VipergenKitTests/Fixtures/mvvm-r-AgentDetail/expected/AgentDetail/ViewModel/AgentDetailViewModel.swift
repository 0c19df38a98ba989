//
//  AgentDetailViewModel.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import Combine
import Foundation

/// What `AgentDetailViewController` shows, prepared by the view model.
enum AgentDetailViewState: Equatable, Sendable {
    case loading
    case loaded(title: String)
    case failed(message: String)
}

/// What `AgentDetailViewController` asks of its view model. A protocol, so one screen can run on
/// different view models and tests can drive the view with a spy.
@MainActor
protocol AgentDetailViewModelProtocol: AnyObject {
    /// The current state on subscription, then every change.
    var state: AnyPublisher<AgentDetailViewState, Never> { get }

    /// Loads the entity: when the screen loads, and on Retry.
    func load()

    /// Navigation example: opens another AgentDetail screen.
    func openAgentDetail(id: String)
}

@MainActor
final class AgentDetailViewModel {
    private let id: String
    private let service: AgentDetailServiceProtocol
    private let router: AgentDetailRouterProtocol
    private let stateSubject = CurrentValueSubject<AgentDetailViewState, Never>(.loading)

    init(
        id: String,
        service: AgentDetailServiceProtocol,
        router: AgentDetailRouterProtocol
    ) {
        self.id = id
        self.service = service
        self.router = router
    }
}

// MARK: - AgentDetailViewModelProtocol
extension AgentDetailViewModel: AgentDetailViewModelProtocol {
    var state: AnyPublisher<AgentDetailViewState, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    func load() {
        stateSubject.send(.loading)
        Task { [weak self, service, id] in
            do {
                let entity = try await service.agentDetail(id: id)
                self?.stateSubject.send(.loaded(title: entity.title))
            } catch {
                self?.stateSubject.send(.failed(message: error.localizedDescription))
            }
        }
    }

    func openAgentDetail(id: String) {
        router.showAgentDetail(id: id)
    }
}
