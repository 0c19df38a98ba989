//
//  Router.swift
//  AgentApp
//
//  Shared by every module: vipergen writes it with the first one.
//  Copyright © Example Corp. All rights reserved.
//

/// What every module's `<Module>_Routable` entry protocol refines.
public protocol Routable {}

/// The one way into every module: `Router.<module>.<module>Scene(...)`.
///
/// Each module adds its `<Module>_Routable` protocol and the conformance in its own `<Module>Router.swift`;
/// `vipergen gen` registers its accessor here, above the marker.
@MainActor
public final class Router {
    static let shared = Router()

    private init() {}

    /// AgentDetail module
    public static var agentDetail: AgentDetail_Routable { shared }
    // vipergen:modules (vipergen gen adds each module's accessor above this line)
}
