//
//  AgentDetailPipelines.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

// The scene's one-way cycle, ViewController -> Interactor -> Presenter -> ViewController, one protocol per leg.
// Each part names its two ends with `typealias`: `<Part>Input` is the leg it receives, `<Part>Output` the leg it sends.

/// ViewController -> Interactor: what the user asked for, as a request.
@MainActor
protocol AgentDetailViewControllerToInteractorPipeline: AnyObject {
    func loadAgentDetail(request: AgentDetail.Load.Request)
}

/// Interactor -> Presenter: what the business logic produced, as a response.
@MainActor
protocol AgentDetailInteractorToPresenterPipeline: AnyObject {
    func presentAgentDetail(response: AgentDetail.Load.Response)
}

/// Presenter -> ViewController: what to show, as a view model.
@MainActor
protocol AgentDetailPresenterToViewControllerPipeline: AnyObject {
    func displayAgentDetail(viewModel: AgentDetail.Load.ViewModel)
}
