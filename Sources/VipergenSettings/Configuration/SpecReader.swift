import DiagnosticText
import Liquid
import YAML

/// Reads typed settings out of a YAML document, collecting every problem with its location instead of
/// stopping at the first. Used for catalogs.yml, Rambafiles and template specs.
package struct SpecReader {
    let file: String
    /// The spec's text, for the lines of errors.
    package let text: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String, text: String) {
        self.file = file
        self.text = text
    }

    /// Parses `text` as YAML; a syntax error becomes the only diagnostic.
    package static func parse(_ text: String, file: String) throws(Diagnostics) -> YAMLNode {
        do {
            return try YAMLParser.parse(text, file: file)
        } catch {
            throw Diagnostics([
                Diagnostic(
                    file: error.file, line: error.line, column: error.column, message: error.message,
                    sourceLine: error.sourceLine)
            ])
        }
    }

    /// Fails with everything collected, if anything was.
    func finish() throws(Diagnostics) {
        if !diagnostics.isEmpty { throw Diagnostics(diagnostics) }
    }

    /// Where `mark` is, with its line's text, for errors found after reading (at generation time).
    func location(of mark: YAMLMark) -> SpecLocation {
        SpecLocation(file: file, line: mark.line, column: mark.column, in: text)
    }

    mutating func report(_ message: String, at mark: YAMLMark) {
        diagnostics.append(Diagnostic(file: file, text: text, line: mark.line, column: mark.column, message: message))
    }

    /// The mapping, its keys checked: unknown keys are reported with the closest known key, and something other
    /// than a mapping is reported too. Its entries are then read by key (`YAMLNode`'s subscript, which finds
    /// nothing in anything but a mapping); the callers read known keys only.
    /// - Parameter what: How messages name the mapping, made only for a message.
    mutating func mapping(_ node: YAMLNode, keys: [String], what: @autoclosure () -> String) -> YAMLNode {
        guard let pairs = node.pairs else {
            if !node.isNull { report("\(what()) must be a mapping of 'key: value' lines", at: node.mark) }
            return node
        }
        for pair in pairs where !keys.contains(pair.key.text) {
            let name = pair.key.text
            var message = "unknown key '\(name)' in \(what())"
            if let suggestion = Suggestion.closest(to: name, in: keys) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; known keys: \(keys.joined(separator: ", "))"
            }
            report(message, at: pair.keyMark)
        }
        return node
    }

    /// A scalar as text; `nil` when absent or null.
    mutating func string(_ node: YAMLNode?, _ key: String) -> String? {
        guard let node, !node.isNull else { return nil }
        guard let text = node.string else {
            report("'\(key)' must be text, not a list or mapping", at: node.mark)
            return nil
        }
        return text
    }

    /// `true`/`false`.
    mutating func bool(_ node: YAMLNode?, _ key: String) -> Bool? {
        guard let text = string(node, key) else { return nil }
        guard let value = Self.truth(text) else {
            report("'\(key)' must be true or false, not '\(text)'", at: node!.mark)
            return nil
        }
        return value
    }

    /// The words a spec may write for true and false (Generamba's specs write `yes`), so that every reader of a
    /// spec — generation and lint — agrees.
    package static func truth(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE", "yes": return true
        case "false", "False", "FALSE", "no": return false
        default: return nil
        }
    }

    /// `truth` of a node's text; `nil` when the node is absent or not such a word.
    package static func truth(_ node: YAMLNode?) -> Bool? {
        node?.string.flatMap(truth)
    }

    /// A list of scalars; a single scalar counts as a list of one.
    mutating func strings(_ node: YAMLNode?, _ key: String) -> [String]? {
        guard let node, !node.isNull else { return nil }
        if let items = node.array {
            return items.compactMap { string($0, key) }
        }
        return string(node, key).map { [$0] }
    }

    /// Names (of targets): a list of text, or one text. A plain number or `true`/`false` is refused, since it is
    /// almost always a mistake for a list of names (`project_targets: 5`).
    mutating func names(_ node: YAMLNode?, _ key: String) -> [String]? {
        guard let node, !node.isNull else { return nil }
        for item in node.array ?? [node] where item.int != nil || item.double != nil || item.bool != nil {
            report(
                "'\(key)' must name targets, as in [App, AppTests], not the value \(item.string ?? ""); quote a name "
                    + "that really is a number", at: item.mark)
            return nil
        }
        return strings(node, key)
    }

    /// The items of a list, reporting anything else.
    mutating func list(_ node: YAMLNode?, _ key: String) -> [YAMLNode] {
        guard let node, !node.isNull else { return [] }
        guard let items = node.array else {
            report("'\(key)' must be a list ('- item' lines)", at: node.mark)
            return []
        }
        return items
    }
}
