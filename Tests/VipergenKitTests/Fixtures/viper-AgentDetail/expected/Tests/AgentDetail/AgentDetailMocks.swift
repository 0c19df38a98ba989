//
//  AgentDetailMocks.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import Foundation

@testable import AgentApp

// Hand-written mocks for the AgentDetail tests, one per neighbour:
// each records the calls it receives, in order.

// MARK: - View
@MainActor
final class AgentDetailMockView: AgentDetailViewProtocol {
    enum Call: Equatable {
        case configureTitle(String)
        case showLoadingView
        case hideLoadingView
        case handleError(title: String, message: String)
    }

    private(set) var calls: [Call] = []

    func configureTitle(_ title: String) {
        calls.append(.configureTitle(title))
    }

    func showLoadingView() {
        calls.append(.showLoadingView)
    }

    func hideLoadingView() {
        calls.append(.hideLoadingView)
    }

    func handleError(title: String, message: String) {
        calls.append(.handleError(title: title, message: message))
    }
}

// MARK: - Interactor
@MainActor
final class AgentDetailMockInteractor: AgentDetailInteractorProtocol {
    enum Call: Equatable {
        case loadAgentDetail
    }

    private(set) var calls: [Call] = []
    var entity: AgentDetailEntity?

    func loadAgentDetail() {
        calls.append(.loadAgentDetail)
    }
}

// MARK: - Router
@MainActor
final class AgentDetailMockRouter: AgentDetailRouterProtocol {
    enum Call: Equatable {
        case close
    }

    private(set) var calls: [Call] = []

    func close() {
        calls.append(.close)
    }
}

// MARK: - Delegate
@MainActor
final class AgentDetailMockDelegate: AgentDetailModuleDelegate {
    private(set) var finished: [AgentDetailEntity] = []

    func agentDetailDidFinish(_ entity: AgentDetailEntity) {
        finished.append(entity)
    }
}

// MARK: - Presenter
@MainActor
final class AgentDetailMockPresenter: AgentDetailPresenterServiceHandler {
    enum Call: Equatable {
        case didLoadAgentDetail(AgentDetailEntity)
        case serviceFailedWithError(String)
    }

    private(set) var calls: [Call] = []
    var onCall: (() -> Void)?

    func didLoadAgentDetail(_ entity: AgentDetailEntity) {
        calls.append(.didLoadAgentDetail(entity))
        onCall?()
    }

    func serviceFailedWithError(_ error: Error) {
        calls.append(.serviceFailedWithError(error.localizedDescription))
        onCall?()
    }
}

// MARK: - Errors
struct AgentDetailMockError: LocalizedError {
    var errorDescription: String? { "The data source is offline." }
}
