//
//  AgentDetailRouter.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import UIKit

@MainActor
final class AgentDetailRouter: RouterInterface {
    weak var presenter: AgentDetailPresenterRouterInterface!
    weak var viewController: UIViewController?
}

// MARK: - AgentDetailRouterPresenterInterface
extension AgentDetailRouter: AgentDetailRouterPresenterInterface {
    func dismiss() {
        viewController?.dismiss(animated: true)
    }
}
