import Files
import SourceDeclarations
import YAML

/// The description XcodeGen (`project.yml`) or Tuist (`Project.swift`) makes the `.xcodeproj` from, read for its
/// targets and the folders each one builds: where a new module must go to be in the app once the project is made
/// again, and which files the name checks compare with.
public struct ProjectSpec: Sendable, Equatable {
    /// A target of the spec.
    public struct Target: Sendable, Equatable {
        /// What a target builds, as far as vipergen cares.
        public enum Kind: Sendable, Equatable {
            case app, unitTests, uiTests, other
        }

        /// The target's name.
        public var name: String
        /// What it builds.
        public var kind: Kind
        /// The folders it builds every source in, absolute. Empty when the spec does not say in a way that can be
        /// read (a template, a computed value).
        public var sources: [String]
        /// The targets it depends on, by name.
        public var dependencies: [String]

        /// Whether it builds the file at `path` (absolute): the file is in one of its folders.
        public func builds(_ path: String) -> Bool {
            sources.contains { Path.isInside(path, $0) || path == $0 }
        }
    }

    /// The tool that makes the Xcode project from the spec.
    public var generator: ExternalProjectGenerator
    /// The spec file, absolute.
    public var file: String
    /// The project's name: the `.xcodeproj` the generator makes is `<name>.xcodeproj` beside the spec.
    public var name: String
    /// The targets the spec declares literally.
    public var targets: [Target]

    /// The `.xcodeproj` the generator makes, absolute.
    public var projectPath: String { Path.join(Path.directory(file), name + ".xcodeproj") }

    /// The first application target.
    public var appTarget: Target? { targets.first { $0.kind == .app } }

    /// The unit-test target of `app`: the one named `<App>Tests`, else the first that depends on it, else the first.
    public func testTarget(of app: Target?) -> Target? {
        let tests = targets.filter { $0.kind == .unitTests }
        guard let app else { return tests.first }
        return tests.first { $0.name == app.name + "Tests" } ?? tests.first { $0.dependencies.contains(app.name) }
            ?? tests.first
    }

    /// The target called `name`, if the spec declares it.
    public func target(named name: String) -> Target? { targets.first { $0.name == name } }

    /// The targets new code joins (for `tests`, new tests): those of `projectTargets` (`testTargets`) the spec has,
    /// else the app target (its unit-test target).
    public func joined(projectTargets: [String], testTargets: [String], tests: Bool) -> [Target] {
        let code = projectTargets.compactMap(target(named:))
        guard tests else { return code.isEmpty ? [appTarget].compactMap { $0 } : code }
        let configured = testTargets.compactMap(target(named:))
        return configured.isEmpty ? [testTarget(of: code.first ?? appTarget)].compactMap { $0 } : configured
    }

    /// The spec in `folder`: `project.yml` (XcodeGen), else `Project.swift` (Tuist); `nil` when there is neither.
    /// - Throws: `ProjectSpecError` when the file cannot be read as a spec.
    public static func find(in folder: String, fileSystem: any FileSystem) throws -> ProjectSpec? {
        for generator in ExternalProjectGenerator.allCases {
            let file = Path.join(folder, generator.manifest)
            guard !fileSystem.isDirectory(file), let text = try fileSystem.text(of: file) else { continue }
            switch generator {
            case .xcodeGen: return try xcodeGen(text, file: file, fileSystem: fileSystem)
            case .tuist: return try tuist(text, file: file)
            }
        }
        return nil
    }

    /// XcodeGen's `project.yml`: `name`, and `targets` by name with `type`, `sources` (a path, a list of paths, or
    /// of `{path: ...}`) and `dependencies` (`- target: Name`); files named under `include` are read first, as
    /// XcodeGen merges them, the spec's own targets over theirs.
    static func xcodeGen(_ text: String, file: String, fileSystem: any FileSystem, depth: Int = 0) throws
        -> ProjectSpec
    {
        let root: YAMLNode
        do {
            root = try YAMLParser.parse(text, file: file)
        } catch {
            throw ProjectSpecError(file: file, line: error.line, column: error.column, message: error.message)
        }
        let folder = Path.directory(file)
        var targets: [Target] = []
        for include in root["include"]?.array ?? root["include"].map({ [$0] }) ?? [] where depth < 4 {
            guard let path = include.string ?? include["path"]?.string else { continue }
            let included = Path.absolute(path, in: folder)
            guard let text = try fileSystem.text(of: included) else {
                throw ProjectSpecError(
                    file: file, line: include.mark.line, column: include.mark.column,
                    message: "the included file \(path) does not exist")
            }
            targets += try xcodeGen(text, file: included, fileSystem: fileSystem, depth: depth + 1).targets
        }
        for pair in root["targets"]?.pairs ?? [] {
            let name = pair.key.text
            let spec = pair.value
            let kind: Target.Kind
            switch spec["type"]?.string {
            case "application": kind = .app
            case "bundle.unit-test": kind = .unitTests
            case "bundle.ui-testing": kind = .uiTests
            default: kind = .other
            }
            let sourceNodes = spec["sources"].map { $0.array ?? [$0] } ?? []
            let sources = sourceNodes.compactMap { $0.string ?? $0["path"]?.string }.map {
                Path.absolute($0, in: folder)
            }
            let dependencies = (spec["dependencies"]?.array ?? []).compactMap { $0["target"]?.string }
            let target = Target(name: name, kind: kind, sources: sources, dependencies: dependencies)
            targets.removeAll { $0.name == name }
            targets.append(target)
        }
        let name = root["name"]?.string ?? Path.base(folder)
        return ProjectSpec(generator: .xcodeGen, file: file, name: name, targets: targets)
    }

    /// Tuist's `Project.swift`: the `Project(name:)` and each `.target(...)` or `Target(...)` with a literal name,
    /// its `product:` and the folders of its `sources:` globs (`"App/Sources/**"` builds `App/Sources`).
    static func tuist(_ text: String, file: String) throws -> ProjectSpec {
        let tokens = SwiftTokens(Array(text.utf8))
        let folder = Path.directory(file)
        let project = SwiftCall.calls(to: ["Project"], in: tokens).first
        var targets: [Target] = []
        for call in SwiftCall.calls(to: ["target", "Target"], in: tokens) {
            guard let name = call.string("name") else { continue }
            let kind: Target.Kind
            switch call.member("product") {
            case "app": kind = .app
            case "unitTests": kind = .unitTests
            case "uiTests": kind = .uiTests
            default: kind = .other
            }
            let sources = call.strings(in: "sources").map { Path.absolute(globFolder($0), in: folder) }
            targets.append(
                Target(name: name, kind: kind, sources: sources, dependencies: call.strings(in: "dependencies")))
        }
        guard let project else {
            throw ProjectSpecError(
                file: file, line: 1, column: 1,
                message: "no Project(...) call: the project is made by code vipergen does not run")
        }
        let name = project.string("name") ?? Path.base(folder)
        return ProjectSpec(generator: .tuist, file: file, name: name, targets: targets)
    }

    /// The folder part of a glob: the components before the first with a wildcard.
    static func globFolder(_ glob: String) -> String {
        let components = glob.split(separator: "/", omittingEmptySubsequences: false)
        let fixed = components.prefix { !$0.contains(where: { "*?[{".contains($0) }) }
        return fixed.joined(separator: "/")
    }
}
