//
//  AgentDetailRouter.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import UIKit

/// Opens AgentDetail from any screen: that screen's router adopts this protocol and gets
/// `showAgentDetail(id:)`.
@MainActor
protocol AgentDetailRoutable {
    func showAgentDetail(id: String)
}

extension AgentDetailRoutable where Self: BaseRouter {
    func showAgentDetail(id: String) {
        let viewController = AgentDetailRouter.makeViewController(id: id)
        sourceViewController?.navigationController?.pushViewController(viewController, animated: true)
    }
}

/// The transitions the AgentDetail view model commands. A method shaped like a `<Target>Routable` one
/// comes from that protocol's extension, as `showAgentDetail(id:)` does here.
@MainActor
protocol AgentDetailRouterProtocol: AnyObject {
    func showAgentDetail(id: String)
}

final class AgentDetailRouter: BaseRouter {
    /// Assembles the screen: the view controller holds its view model, the view model holds the service and this
    /// router, and the router points back at the view controller weakly.
    static func makeViewController(
        id: String,
        service: AgentDetailServiceProtocol = AgentDetailService()
    ) -> UIViewController {
        let viewController = AgentDetailViewController()
        let router = AgentDetailRouter(sourceViewController: viewController)
        viewController.viewModel = AgentDetailViewModel(id: id, service: service, router: router)
        return viewController
    }
}

// MARK: - AgentDetailRoutable
extension AgentDetailRouter: AgentDetailRoutable {}

// MARK: - AgentDetailRouterProtocol
extension AgentDetailRouter: AgentDetailRouterProtocol {}
