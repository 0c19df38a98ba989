import Liquid
import Synchronization

/// Parses each snippet once per generation: every file of a module includes the same header.
package final class PartialCache: Sendable {
    private let templates = Mutex<[String: Template]>([:])
    private let load: @Sendable (String) throws(TemplateError) -> Template?

    /// A cache over `load`, which reads a snippet by name.
    package init(load: @escaping @Sendable (String) throws(TemplateError) -> Template?) {
        self.load = load
    }

    /// The parsed snippet called `name`, loaded on first use; `nil` when there is none.
    package func template(named name: String) throws(TemplateError) -> Template? {
        if let cached = templates.withLock({ $0[name] }) { return cached }
        guard let template = try load(name) else { return nil }
        templates.withLock { $0[name] = template }
        return template
    }
}
