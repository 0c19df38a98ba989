//
//  AgentDetailRouter.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import UIKit

/// Where the scene can go. The view controller calls it.
@MainActor
protocol AgentDetailRoutingLogic: AnyObject {
    func routeToRelatedAgentDetail()
}

/// The data store the router reads from, and that the router opening this scene fills.
@MainActor
protocol AgentDetailDataPassing: AnyObject {
    var dataStore: AgentDetailDataStore? { get }
}

/// Navigates from the scene, passing data from its data store to the next scene's.
@MainActor
final class AgentDetailRouter: AgentDetailDataPassing {
    weak var viewController: AgentDetailViewController?
    var dataStore: AgentDetailDataStore?
}

// MARK: - AgentDetailRoutingLogic
extension AgentDetailRouter: AgentDetailRoutingLogic {
    /// Every route has the same steps: build the destination, fill its data store from ours, show it.
    func routeToRelatedAgentDetail() {
        guard let viewController, let dataStore else { return }
        let destinationVC = AgentDetailViewController()
        guard let destinationDS = destinationVC.router?.dataStore else { return }
        passDataToRelatedAgentDetail(source: dataStore, destination: destinationDS)
        navigateToRelatedAgentDetail(source: viewController, destination: destinationVC)
    }
}

// MARK: - Navigation
extension AgentDetailRouter {
    private func navigateToRelatedAgentDetail(
        source: AgentDetailViewController,
        destination: AgentDetailViewController
    ) {
        source.navigationController?.pushViewController(destination, animated: true)
    }
}

// MARK: - Passing data
extension AgentDetailRouter {
    private func passDataToRelatedAgentDetail(
        source: AgentDetailDataStore,
        destination: AgentDetailDataStore
    ) {
        destination.id = source.entity?.relatedID
    }
}
