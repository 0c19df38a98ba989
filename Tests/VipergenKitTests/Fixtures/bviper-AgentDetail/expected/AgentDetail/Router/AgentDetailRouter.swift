//
//  AgentDetailRouter.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import UIKit

/// How other modules open AgentDetail:
/// `Router.agentDetail.agentDetailScene(id:)`.
@MainActor
public protocol AgentDetail_Routable: Routable {
    func agentDetailScene(id: String) -> UIViewController
}

extension Router: AgentDetail_Routable {
    public func agentDetailScene(id: String) -> UIViewController {
        let (viewController, input) = AgentDetailModuleBuilder.setupModule()
        input.configAgentDetailScene(id: id)
        return viewController
    }
}
