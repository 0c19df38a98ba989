import Files
import SourceDeclarations

/// The lines `gen --package` adds to a `Package.swift` to make a module a target of its own, with its test target
/// and a library product, each after the line that opens its list (`targets: [`, `products: [`), so that no line
/// of the manifest changes: only lines are added, and `remove` takes exactly those out again.
///
/// A manifest it cannot edit that way is refused, saying why: targets made by code, a list whose first element
/// shares the line that opens it, or a target of that name already there.
struct PackageTargetEdit: Equatable {
    /// The lines to add after one opening line, without indentation (the line after gives it).
    struct Addition: Equatable {
        /// The opening line's text, as `InjectionTarget` finds its anchor: the first line that contains it.
        var anchor: String
        var lines: [String]
        /// The opening line, from 1.
        var line: Int
    }

    var additions: [Addition]

    /// The line that opens `label`'s list (`targets: [` alone on its line), by index, and the anchor
    /// `InjectionTarget` finds it by: its indentation and text.
    static func opening(_ label: String, in lines: [String]) -> (anchor: String, index: Int)? {
        guard let index = lines.firstIndex(where: { $0.trimmed == label + ": [" }) else { return nil }
        return (String(lines[index].prefix { $0 == " " || $0 == "\t" }) + label + ": [", index)
    }

    /// The edit that makes `module` a target of the package whose manifest is `text` (at `path`), its tests in
    /// `Tests/<module>` when `withTests`.
    /// - Throws: `GenerationError.packageManifest` when the manifest cannot be edited by adding lines alone.
    static func make(module: String, withTests: Bool, manifest text: String, path: String) throws -> PackageTargetEdit {
        let manifest = PackageManifest.read(Array(text.utf8))
        func refuse(_ reason: String) -> GenerationError {
            .packageManifest(path: path, reason: reason)
        }
        guard !manifest.hasComputedTargets else {
            throw refuse(
                "its targets are made by code, so vipergen cannot tell what it would add to; add the target by hand")
        }
        let names = Set(manifest.targets.map(\.name))
        for name in [module] + (withTests ? [module + "Tests"] : []) where names.contains(name) {
            throw refuse("it has a target named \(name) already; choose another module name")
        }
        let lines = InjectionTarget.lines(of: text)
        func opening(_ label: String) throws -> (anchor: String, line: Int)? {
            guard let (anchor, index) = Self.opening(label, in: lines) else {
                if let index = lines.firstIndex(where: { $0.trimmed.hasPrefix(label + ": [") }) {
                    throw refuse(
                        "line \(index + 1) opens '\(label)' with more than '\(label): [' on it; put its first element "
                            + "on a line of its own and run again")
                }
                return nil
            }
            // InjectionTarget inserts after the first line that is the anchor's text: this one.
            return (anchor, index + 1)
        }
        guard let targets = try opening("targets") else {
            throw refuse("it has no 'targets: [' list to add the module's target to")
        }
        var targetLines = [".target(name: \"\(module)\"),"]
        if withTests {
            targetLines.append(
                ".testTarget(name: \"\(module)Tests\", dependencies: [\"\(module)\"], path: \"Tests/\(module)\"),")
        }
        var additions = [Addition(anchor: targets.anchor, lines: targetLines, line: targets.line)]
        if let products = try opening("products") {
            additions.insert(
                Addition(
                    anchor: products.anchor, lines: [".library(name: \"\(module)\", targets: [\"\(module)\"]),"],
                    line: products.line), at: 0)
        }
        return PackageTargetEdit(additions: additions)
    }
}
