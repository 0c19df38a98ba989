/// The targets a `Package.swift` lists literally: `.target(name: "Features", path: "Sources/Features")`, with the
/// kind, the folder when one is given, and the targets it depends on by name. Read by tokens, comments and strings
/// skipped, never by running the manifest: a target made by code (`names.map { .target(name: $0) }`) is not seen,
/// and `hasComputedTargets` says that one may exist.
public struct PackageManifest: Sendable, Equatable {
    /// One `.target(...)`, `.testTarget(...)` or other target call with a literal name.
    public struct Target: Sendable, Equatable {
        /// `target`, `testTarget`, `executableTarget`, `macro`, `plugin`, `systemLibrary` or `binaryTarget`.
        public var kind: String
        public var name: String
        /// The `path:` argument, relative to the package's folder; `nil` for the default (`Sources/<name>`, or
        /// `Tests/<name>` for a test target).
        public var path: String?
        /// The names of the targets and products it depends on: bare strings, `.target(name:)`,
        /// `.byName(name:)` and `.product(name:)`.
        public var dependencies: [String]
        /// The line of the call, from 1.
        public var line: Int

        public init(kind: String, name: String, path: String? = nil, dependencies: [String] = [], line: Int = 0) {
            self.kind = kind
            self.name = name
            self.path = path
            self.dependencies = dependencies
            self.line = line
        }

        public var isTest: Bool { kind == "testTarget" }

        /// Its folder relative to the package's: the `path:`, or the default SwiftPM uses.
        public var folder: String {
            path ?? ((isTest ? "Tests/" : "Sources/") + name)
        }
    }

    /// The kinds of target a manifest declares with `.<kind>(name: ...)`.
    public static let targetKinds: Set<String> = [
        "target", "testTarget", "executableTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
    ]

    public var targets: [Target]
    /// Whether a target call has a name that is not a string literal (`.target(name: $0)`), or the manifest
    /// builds its targets in code some other way (`targets +=`, `.map`): a target may exist that `targets` lacks.
    public var hasComputedTargets: Bool

    /// The manifest's targets, read from its bytes.
    public static func read(_ bytes: [UInt8]) -> PackageManifest {
        let tokens = SwiftTokens(bytes)
        var targets: [Target] = []
        // `targets += [...]`, `targets.append(...)`: the list is built in code.
        var computed = (0..<max(tokens.count - 1, 0)).contains { index in
            tokens[index] == .identifier("targets")
                && [.punctuation("+="), .punctuation(".")].contains(tokens[index + 1])
        }
        for call in SwiftCall.calls(to: targetKinds, in: tokens) {
            // A product (`.plugin(name:targets:)` in `products:`) names its targets; a target never does.
            guard call.arguments["targets"] == nil else { continue }
            guard let name = call.string("name") else {
                computed = true
                continue
            }
            targets.append(
                Target(
                    kind: call.callee, name: name, path: call.string("path"),
                    dependencies: Self.names(in: call.arguments["dependencies"] ?? []), line: call.line))
        }
        return PackageManifest(targets: targets, hasComputedTargets: computed)
    }

    /// The dependency names in the tokens of a `dependencies:` argument.
    private static func names(in tokens: [SwiftToken]) -> [String] {
        var names: [String] = []
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            switch tokens[index] {
            case .string(let name)
            where index == 0 || [.punctuation("["), .punctuation(",")].contains(tokens[index - 1]):
                names.append(name)
            case .identifier("name") where index + 2 < tokens.count && tokens[index + 1] == .punctuation(":"):
                if case .string(let name) = tokens[index + 2] { names.append(name) }
            default:
                break
            }
        }
        return names
    }
}
