//
//  AgentDetailRouter.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import UIKit

/// Navigation for AgentDetail. It builds no parts of its own: another module's scene comes from that
/// module's `<Module>Module(...).assemble()`, with this module's presenter as its delegate.
@MainActor
final class AgentDetailRouter {
    weak var viewController: UIViewController?
}

// MARK: - AgentDetailRouterProtocol
extension AgentDetailRouter: AgentDetailRouterProtocol {
    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
