//
//  BaseRouter.swift
//  AgentApp
//
//  Shared by every module: vipergen writes it with the first one.
//  Copyright © Example Corp. All rights reserved.
//

import UIKit

/// What every screen's router inherits: the screen it navigates from, held weakly.
///
/// Each screen has its own `<Screen>Router` subclass that assembles the screen and performs its transitions. A
/// transition that several routers need lives once, in a `<Target>Routable` protocol extension constrained to
/// `BaseRouter`: a router adopts the protocol to get the method.
@MainActor
class BaseRouter {
    weak var sourceViewController: UIViewController?

    init(sourceViewController: UIViewController) {
        self.sourceViewController = sourceViewController
    }
}
