// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "vipergen",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "vipergen", targets: ["vipergen"]),
        .library(name: "Liquid", targets: ["Liquid"]),
        .library(name: "VipergenKit", targets: ["VipergenKit"]),
    ],
    targets: [
        // How every error is printed: `file:line:column: error: message`, the line and a caret.
        .target(name: "DiagnosticText"),
        // The Liquid template engine: imports nothing of vipergen but the error printer.
        .target(name: "Liquid", dependencies: ["DiagnosticText"]),
        // The YAML reader for catalogs.yml and template specs: imports nothing of vipergen but the error printer.
        .target(name: "YAML", dependencies: ["DiagnosticText"]),
        // The Xcode project file (project.pbxproj): a lossless reader and an editor that changes only what it adds.
        .target(name: "XcodeProject", dependencies: ["DiagnosticText"]),
        // Configuration, catalogs, templates, plans and the writer. Knows nothing of argument parsing.
        .target(name: "VipergenKit", dependencies: ["DiagnosticText", "Liquid", "YAML", "XcodeProject"]),
        // Argument parsing, commands and everything that prints.
        .target(name: "VipergenCLI", dependencies: ["DiagnosticText", "VipergenKit", "Liquid"]),
        .executableTarget(
            name: "vipergen",
            dependencies: ["VipergenCLI"],
            // A fully static executable on Linux: no dynamic loader and no symbol binding at start. Nothing in the
            // executable imports Foundation, which keeps the binary small and its start quick.
            linkerSettings: [
                .unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release))
            ]
        ),
        // Regenerates Sources/VipergenKit/BuiltinTemplates.generated.swift from Templates/.
        .executableTarget(name: "vipergen-embed", dependencies: ["VipergenKit"]),
        // The benchmark: `swift run -c release vipergen-bench` from the package root.
        .executableTarget(name: "vipergen-bench", dependencies: ["Liquid"]),
        // Helpers shared by the test targets.
        .target(name: "TestSupport", dependencies: ["VipergenKit"], path: "Tests/TestSupport"),
        .testTarget(name: "DiagnosticTextTests", dependencies: ["DiagnosticText"]),
        .testTarget(name: "LiquidTests", dependencies: ["Liquid"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML"]),
        .testTarget(name: "XcodeProjectTests", dependencies: ["XcodeProject"], exclude: ["Fixtures", "Synthetic"]),
        .testTarget(
            name: "VipergenKitTests",
            dependencies: ["VipergenKit", "Liquid", "YAML", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "VipergenCLITests",
            dependencies: ["VipergenCLI", "VipergenKit", "Liquid", "XcodeProject", "TestSupport"],
            exclude: ["Fixtures"]
        ),
    ]
)
