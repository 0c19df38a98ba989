// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "vipergen",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "vipergen", targets: ["vipergen"]),
        .library(name: "Liquid", targets: ["Liquid"]),
        .library(name: "XcodeProject", targets: ["XcodeProject"]),
        // The library: settings and catalogs, planning and writing, and the merge driver, one module each.
        .library(name: "VipergenKit", targets: ["VipergenSettings", "VipergenKit", "VipergenMerging"]),
        .plugin(name: "VipergenPlugin", targets: ["VipergenPlugin"]),
    ],
    targets: [
        // How every error is printed (`file:line:column: error: message`, the line and a caret), collected
        // diagnostics, and the one "did you mean" suggestion for misspelt names.
        .target(name: "DiagnosticText"),
        .target(name: "ByteWords"),
        // JSON: an ordered value, a reader with line and column errors, and a writer; `Codable` both ways.
        .target(name: "JSON"),
        // Line diffs of texts: which lines correspond, the unified diff, and the three-way merge (on bytes).
        .target(name: "TextMerge"),
        // The file system as a value (the real one, and wrappers), paths, the rules for text files, and the
        // process's environment.
        .target(name: "Files", dependencies: ["DiagnosticText", "ByteWords"]),
        // The Liquid template engine: imports nothing of vipergen but the error printer.
        .target(name: "Liquid", dependencies: ["DiagnosticText", "ByteWords"]),
        // The YAML reader for catalogs.yml and template specs: imports nothing of vipergen but the error printer.
        .target(name: "YAML", dependencies: ["DiagnosticText"]),
        // The Xcode project file (project.pbxproj), in Reading/, Model/ and Editing/: a lossless reader, and one
        // editor that adds and removes files in one edit, changing only those bytes.
        .target(name: "XcodeProject", dependencies: ["DiagnosticText", "ByteWords"]),
        // The types a Swift or Objective-C file declares at file scope, by a tokenizer that skips comments and
        // string literals: what a new module must not declare again in the target it joins.
        .target(name: "SourceDeclarations", dependencies: ["ByteWords"]),
        // The three-way merge of project.pbxproj by objects (what a git merge driver does): conflicts only where both
        // sides changed one value differently; every line neither changed is kept.
        .target(name: "ProjectMerge", dependencies: ["XcodeProject", "TextMerge", "ByteWords"]),
        // What vipergen works with before it plans: the process's environment, the settings (catalogs.yml or a
        // Rambafile), the catalogs and their templates, and the built-in templates. Knows nothing of Xcode.
        .target(name: "VipergenSettings", dependencies: ["DiagnosticText", "JSON", "Files", "Liquid", "YAML"]),
        // Planning and writing a module: the project (Xcode, packages, specs), the records, the pipeline of steps,
        // the writer, and the template authors' tools. Its folders are stages, each using only those before it
        // (LayeringTests); that it uses nothing of the merge driver or the CLI, the build sees to.
        .target(
            name: "VipergenKit",
            dependencies: [
                "ByteWords", "DiagnosticText", "JSON", "TextMerge", "Files", "Liquid", "YAML", "XcodeProject",
                "SourceDeclarations", "VipergenSettings",
            ]
        ),
        // The git merge driver for project files, records and injection targets: uses the settings, not the
        // planning.
        .target(
            name: "VipergenMerging",
            dependencies: ["DiagnosticText", "Files", "JSON", "TextMerge", "ProjectMerge", "VipergenSettings"]
        ),
        // Argument parsing, commands and everything that prints.
        .target(
            name: "VipergenCLI",
            dependencies: [
                "DiagnosticText", "JSON", "TextMerge", "Files", "Liquid", "ProjectMerge", "VipergenSettings",
                "VipergenKit",
                "VipergenMerging",
            ]
        ),
        // The command. Nothing in it imports Foundation, which keeps the binary small and its start quick. No unsafe
        // flags, so that a package can depend on this one by version (for the plugin): `.ci/release` links the
        // fully static Linux binary.
        .executableTarget(name: "vipergen", dependencies: ["VipergenCLI", "VipergenSettings", "Files"]),
        // `swift package --allow-writing-to-package-directory vipergen gen Profile bviper` in a package that
        // depends on this one: the command run in that package's folder, with no install step.
        .plugin(
            name: "VipergenPlugin",
            capability: .command(
                intent: .custom(verb: "vipergen", description: "Generate, update and remove modules with vipergen"),
                permissions: [
                    .writeToPackageDirectory(reason: "vipergen writes the modules it generates into the package")
                ]
            ),
            dependencies: ["vipergen"],
            path: "Sources/VipergenPlugin"
        ),
        // Regenerates Sources/VipergenSettings/Generated/BuiltinTemplates.generated.swift from Templates/.
        .executableTarget(name: "vipergen-embed", dependencies: ["Files", "VipergenSettings"]),
        // The benchmark: `swift run -c release vipergen-bench` from the package root.
        .executableTarget(name: "vipergen-bench", dependencies: ["Liquid", "XcodeProject"]),
        // Helpers every test target may use: temporary folders, fixture files, running programs. No dependencies.
        .target(name: "TestHelpers", path: "Tests/TestHelpers"),
        // File systems for tests: one that fails on the n-th write, one that pauses before each.
        .target(name: "TestFileSystems", dependencies: ["Files"], path: "Tests/TestFileSystems"),
        // `vipergen` with slow writes, for the tests that interrupt a run: the pause is not in the release binary.
        .executableTarget(
            name: "vipergen-interruptible", dependencies: ["Files", "VipergenCLI", "TestFileSystems"],
            path: "Tests/InterruptibleVipergen"
        ),
        .testTarget(name: "DiagnosticTextTests", dependencies: ["DiagnosticText"]),
        .testTarget(name: "ByteWordsTests", dependencies: ["ByteWords"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON"]),
        .testTarget(name: "TextMergeTests", dependencies: ["TextMerge", "TestHelpers"]),
        .testTarget(name: "FilesTests", dependencies: ["Files", "TestHelpers", "TestFileSystems"]),
        .testTarget(name: "LiquidTests", dependencies: ["Liquid", "JSON"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML", "TestHelpers"]),
        .testTarget(name: "SourceDeclarationsTests", dependencies: ["SourceDeclarations"], exclude: ["Fixtures"]),
        .testTarget(name: "XcodeProjectTests", dependencies: ["XcodeProject"], exclude: ["Fixtures", "Synthetic"]),
        .testTarget(
            name: "ProjectMergeTests", dependencies: ["ProjectMerge", "XcodeProject", "TextMerge", "TestHelpers"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "VipergenSettingsTests",
            dependencies: [
                "VipergenSettings", "DiagnosticText", "Files", "Liquid", "YAML", "TestHelpers", "TestFileSystems",
            ]
        ),
        .testTarget(
            name: "VipergenMergingTests",
            dependencies: ["VipergenMerging", "VipergenSettings", "Files", "TestHelpers", "TestFileSystems"]
        ),
        .testTarget(
            name: "VipergenKitTests",
            dependencies: [
                "VipergenKit", "VipergenSettings", "DiagnosticText", "JSON", "TextMerge", "Files", "Liquid", "YAML",
                "TestHelpers", "TestFileSystems",
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "VipergenCLITests",
            dependencies: [
                "VipergenCLI", "VipergenKit", "VipergenSettings", "VipergenMerging", "DiagnosticText", "JSON", "Files",
                "Liquid", "XcodeProject",
                "TestHelpers",
                "TestFileSystems",
            ],
            exclude: ["Fixtures"]
        ),
    ]
)
