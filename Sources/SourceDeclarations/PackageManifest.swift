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
        let tokens = ManifestTokens(bytes)
        var targets: [Target] = []
        var computed = false
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            // `targets += [...]`, `targets.append(...)`, `.map { ... }` building the list: names come from code.
            if case .identifier("targets") = tokens[index], index + 1 < tokens.count,
                [.punctuation("+="), .punctuation(".")].contains(tokens[index + 1])
            {
                computed = true
            }
            guard case .punctuation(".") = tokens[index], index + 2 < tokens.count,
                case .identifier(let kind) = tokens[index + 1], targetKinds.contains(kind),
                case .punctuation("(") = tokens[index + 2]
            else { continue }
            let (arguments, end) = Self.arguments(in: tokens, from: index + 3)
            // A product (`.plugin(name:targets:)` in `products:`) names its targets; a target never does.
            guard arguments["targets"] == nil else { continue }
            guard case .string(let name)?? = arguments["name"].map({ $0.first }) else {
                computed = true
                continue
            }
            var path: String?
            if case .string(let given)?? = arguments["path"].map({ $0.first }) { path = given }
            targets.append(
                Target(
                    kind: kind, name: name, path: path, dependencies: Self.names(in: arguments["dependencies"] ?? []),
                    line: tokens.lines[index]))
            index = end
        }
        return PackageManifest(targets: targets, hasComputedTargets: computed)
    }

    /// The labelled arguments of a call whose `(` is just before `start`, each as its tokens, and the index of the
    /// closing `)`.
    private static func arguments(in tokens: ManifestTokens, from start: Int) -> ([String: [ManifestToken]], Int) {
        var arguments: [String: [ManifestToken]] = [:]
        var depth = 0
        var label: String?
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            switch token {
            case .punctuation("("), .punctuation("["), .punctuation("{"):
                depth += 1
            case .punctuation(")"), .punctuation("]"), .punctuation("}"):
                if depth == 0 { return (arguments, index) }
                depth -= 1
            case .punctuation(","):
                if depth == 0 {
                    label = nil
                    index += 1
                    continue
                }
            default:
                break
            }
            if depth == 0, label == nil, case .identifier(let name) = token, index + 1 < tokens.count,
                tokens[index + 1] == .punctuation(":")
            {
                label = name
                arguments[name] = []
                index += 2
                continue
            }
            if let label { arguments[label]?.append(token) }
            index += 1
        }
        return (arguments, index)
    }

    /// The dependency names in the tokens of a `dependencies:` argument.
    private static func names(in tokens: [ManifestToken]) -> [String] {
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
