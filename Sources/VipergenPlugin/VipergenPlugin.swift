import Foundation
import PackagePlugin

/// `swift package vipergen <command> [arguments]`: runs the `vipergen` this package builds, in the folder of the
/// package it is run in, so that `catalogs.yml` is found there and modules are written there, with no install step.
/// Writing needs `--allow-writing-to-package-directory` (SwiftPM asks on a terminal otherwise). vipergen's exit
/// status is the plugin's: a script sees 2 for a conflict or 3 for a broken module, as from the installed binary.
@main
struct VipergenPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let vipergen = try context.tool(named: "vipergen")
        let process = Process()
        process.executableURL = vipergen.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit else {
            Diagnostics.error("vipergen was stopped by signal \(process.terminationStatus)")
            exit(128 + process.terminationStatus)
        }
        if process.terminationStatus != 0 { exit(process.terminationStatus) }
    }
}
