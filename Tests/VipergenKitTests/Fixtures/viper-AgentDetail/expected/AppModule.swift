//
//  AppModule.swift
//  AgentApp
//
//  Shared by every module: vipergen writes it with the first one.
//  Copyright © Example Corp. All rights reserved.
//

import UIKit

/// What every VIPER module's `<Module>Module` conforms to: it builds the module's parts, wires them and returns the
/// view controller, which owns the module from then on.
@MainActor
protocol AppModule {
    func assemble() -> UIViewController
}
