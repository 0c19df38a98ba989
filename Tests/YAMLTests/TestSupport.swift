import Testing

@testable import YAML

/// Parses `text` as a test document named `test.yml`.
func parse(_ text: String, options: YAMLParser.Options = YAMLParser.Options()) throws(YAMLError) -> YAMLNode {
    try YAMLParser.parse(text, file: "test.yml", options: options)
}

/// The error parsing `text` throws, or `nil` when it parses.
func parseError(_ text: String, options: YAMLParser.Options = YAMLParser.Options()) -> YAMLError? {
    do {
        _ = try parse(text, options: options)
        return nil
    } catch {
        return error
    }
}

extension YAMLNode {
    /// A compact JSON-like rendering that makes expected trees easy to write: `null` for null scalars, every other
    /// scalar as a quoted Swift string literal, keys in document order.
    var rendered: String {
        switch kind {
        case .scalar(let scalar):
            return scalar.isNull ? "null" : scalar.text.debugDescription
        case .sequence(let items):
            return "[" + items.map(\.rendered).joined(separator: ", ") + "]"
        case .mapping(let pairs):
            let entries = pairs.map { "\($0.key.text.debugDescription): \($0.value.rendered)" }
            return "{" + entries.joined(separator: ", ") + "}"
        }
    }
}

/// A document and the tree it reads as, for table-driven tests.
struct ParseCase: Sendable, CustomTestStringConvertible {
    var name: String
    var yaml: String
    var expected: String

    init(_ name: String, _ yaml: String, _ expected: String) {
        self.name = name
        self.yaml = yaml
        self.expected = expected
    }

    var testDescription: String { name }
}

/// A document and the error it must be rejected with.
struct ErrorCase: Sendable, CustomTestStringConvertible {
    var name: String
    var yaml: String
    var message: String
    var line: Int
    var column: Int

    init(_ name: String, _ yaml: String, _ message: String, at line: Int, _ column: Int) {
        self.name = name
        self.yaml = yaml
        self.message = message
        self.line = line
        self.column = column
    }

    var testDescription: String { name }
}
