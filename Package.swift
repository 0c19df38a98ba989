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
        // The Liquid template engine: imports nothing of vipergen.
        .target(name: "Liquid"),
        // The YAML reader for catalogs.yml and template specs: imports nothing of vipergen.
        .target(name: "YAML"),
        // Configuration, catalogs, templates, plans and the writer. Knows nothing of argument parsing.
        .target(name: "VipergenKit", dependencies: ["Liquid", "YAML"]),
        // Argument parsing, commands and everything that prints.
        .target(name: "VipergenCLI", dependencies: ["VipergenKit", "Liquid"]),
        .executableTarget(
            name: "vipergen",
            dependencies: ["VipergenCLI"],
            // A fully static executable on Linux: no dynamic loader, no symbol binding and a third fewer page faults
            // at start, which halves the time of a whole `gen` (the linker's notes on getpwuid_r and friends are
            // about user-database lookups vipergen never makes).
            linkerSettings: [
                .unsafeFlags(
                    ["-static-executable", "-Xlinker", "-l_FoundationCollections", "-Xlinker", "-l_FoundationCShims"],
                    .when(platforms: [.linux], configuration: .release))
            ]
        ),
        // Regenerates Sources/VipergenKit/BuiltinTemplates.generated.swift from Templates/.
        .executableTarget(name: "vipergen-embed", dependencies: ["VipergenKit"]),
        // The benchmark: `swift run -c release vipergen-bench` from the package root.
        .executableTarget(name: "vipergen-bench", dependencies: ["Liquid"]),
        // Helpers shared by the test targets.
        .target(name: "TestSupport", dependencies: ["VipergenKit"], path: "Tests/TestSupport"),
        .testTarget(name: "LiquidTests", dependencies: ["Liquid"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML"]),
        .testTarget(
            name: "VipergenKitTests",
            dependencies: ["VipergenKit", "Liquid", "YAML", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "VipergenCLITests", dependencies: ["VipergenCLI", "VipergenKit", "Liquid", "TestSupport"]
        ),
    ]
)
