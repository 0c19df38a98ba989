import Liquid

/// Parses each template text once per run: a batch renders the same files for every module.
package final class TemplateCache {
    /// By name, then by text: keyed by the short name, the texts (whole files) are compared, not hashed, and the
    /// same text, read once, compares equal at once.
    private var templates: [String: [(text: String, template: Template)]] = [:]

    /// An empty cache.
    package init() {}

    /// The parsed template for `text`, named `name` in errors.
    package func template(_ text: String, name: String) throws(TemplateError) -> Template {
        if let cached = templates[name]?.first(where: { $0.text == text }) { return cached.template }
        let template = try Template(text, name: name)
        templates[name, default: []].append((text, template))
        return template
    }
}
