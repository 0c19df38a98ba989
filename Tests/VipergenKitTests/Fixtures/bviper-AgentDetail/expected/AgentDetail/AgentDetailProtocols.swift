//
//  AgentDetailProtocols.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

// MARK: - Module protocols

/// Outer side -> AgentDetail: what a caller passes in, one `config<Value>Scene(...)` per value.
@MainActor
protocol AgentDetailModuleInput: AnyObject {
    func configAgentDetailScene(id: String)
}

/// AgentDetail -> outer side: callbacks that tell the caller what changed.
@MainActor
protocol AgentDetailModuleOutput: AnyObject {
    func agentDetailDidUpdate(_ entity: AgentDetailEntity)
}

// MARK: - Scene protocols

/// Presenter -> view: `did...` once data is ready to show, or an error to show.
@MainActor
protocol AgentDetailViewInput: AnyObject {
    func didLoadAgentDetail()
    func showErrorMessage(_ message: String)
}

/// View -> presenter: the data the view reads, the requests it triggers and `open<Target>Scene` navigation.
@MainActor
protocol AgentDetailViewOutput {
    var entity: AgentDetailEntity? { get }

    func loadAgentDetail()

    /// Navigation example: pushes another AgentDetail scene.
    func openAgentDetailScene(id: String)
}

/// Presenter -> interactor: `do...` starts a request.
@MainActor
protocol AgentDetailInteractorInput {
    func doLoadAgentDetail(id: String)
}

/// Interactor -> presenter: `handle...` receives its result.
@MainActor
protocol AgentDetailInteractorOutput: AnyObject {
    func handleAgentDetail(response: AgentDetailResponse)
    func handleErrorMessage(_ message: String)
}
