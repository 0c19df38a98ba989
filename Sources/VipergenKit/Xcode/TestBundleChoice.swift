import XcodeProject

/// The unit-test bundle `vipergen init` proposes for generated tests, why, and the ones it passed over.
public struct TestBundleChoice: Sendable, Equatable {
    /// The rule that chose the bundle; the rules are tried in this order.
    public enum Reason: Sendable, Equatable {
        /// The project has this one unit-test bundle.
        case onlyOne
        /// Its name is the app target's followed by `Tests` (`AXTermTests` for `AXTerm`).
        case namedAfterApp
        /// It depends on the app target: it is built to test that app (`Tests-App` for `App`).
        case testsApp
        /// No rule above decided: the first in the project's target order.
        case firstInProject
    }

    /// The bundle chosen.
    public var chosen: String
    public var reason: Reason
    /// The project's other unit-test bundles, in target order.
    public var others: [String]

    /// The bundle among `bundles` (in target order) for the tests of `app`, or `nil` when there is none.
    static func choose(among bundles: [String], app: String, in file: ProjectFile) -> TestBundleChoice? {
        guard let first = bundles.first else { return nil }
        let (chosen, reason): (String, Reason)
        if bundles.count == 1 {
            (chosen, reason) = (first, .onlyOne)
        } else if let named = bundles.first(where: { $0 == app + "Tests" }) {
            (chosen, reason) = (named, .namedAfterApp)
        } else if let testing = bundles.first(where: { file.dependencies(ofTarget: $0)?.contains(app) ?? false }) {
            (chosen, reason) = (testing, .testsApp)
        } else {
            (chosen, reason) = (first, .firstInProject)
        }
        return TestBundleChoice(chosen: chosen, reason: reason, others: bundles.filter { $0 != chosen })
    }
}
