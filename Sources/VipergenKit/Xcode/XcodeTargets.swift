import XcodeProject

/// The targets of a project that generated files join: the ones the settings name, or, when they name none, the
/// project's only app target (for code) and only unit-test target (for tests).
enum XcodeTargets {
    static let applicationTypes: Set<String> = [
        "com.apple.product-type.application", "com.apple.product-type.application.watchapp2",
        "com.apple.product-type.application.messages",
    ]
    static let unitTestType = "com.apple.product-type.bundle.unit-test"

    /// Whether `target` builds an app (iOS, watchOS or Messages), which no other target imports.
    static func isApplication(_ target: ProjectTarget) -> Bool {
        target.productType.map(applicationTypes.contains) ?? false
    }

    /// `configured` when it is not empty, else the one target of the kind wanted.
    /// - Returns: `nil` when the settings name none and the project has no single target of the kind.
    static func resolve(_ configured: [String], tests: Bool, in file: ProjectFile) -> [String]? {
        if !configured.isEmpty { return configured }
        let candidates = file.targets.filter { target in
            guard target.kind == .native, let type = target.productType else { return false }
            return tests ? type == unitTestType : applicationTypes.contains(type)
        }
        return candidates.count == 1 ? [candidates[0].name] : nil
    }
}
