//
//  Router.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

/// What every module's `<Module>_Routable` entry protocol refines.
public protocol Routable {}

/// The one way into every module: `Router.<module>.<module>Scene(...)`.
///
/// Each module adds its entry in its own `<Module>Router.swift`: a `<Module>_Routable` protocol, the conformance
/// and the `Router.<module>` accessor.
@MainActor
public final class Router {
    static let shared = Router()

    private init() {}
}
