/// A module name to propose when the one asked for clashes with what the app already has: the asked name with a
/// common suffix, the first whose file and type names are all free.
enum FreeModuleName {
    static let suffixes = ["Screen", "Scene", "Module", "Feature", "Flow"]

    /// The first of `module` + each suffix for which none of `names` (the module's file and type names, which
    /// contain `module`) is in `taken`; `nil` when none is free.
    static func suggestion(for module: String, names: [String], taken: Set<String>) -> String? {
        guard !module.isEmpty else { return nil }
        let own = names.filter { $0.contains(module) }
        return suffixes.lazy.map { module + $0 }.first { candidate in
            !own.contains { taken.contains($0.replacing(module, with: candidate)) }
        }
    }
}
