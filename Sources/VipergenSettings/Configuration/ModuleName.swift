/// A module name that is a valid Swift type name in UpperCamelCase, such as `AgentDetail`.
public struct ModuleName: Sendable, Equatable, CustomStringConvertible {
    public let value: String
    public var description: String { value }

    /// Swift's keywords, which cannot name a type without backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Type", "Protocol", "some", "any", "consume", "copy", "discard", "borrowing", "consuming", "macro",
        "package", "each", "sending",
    ]

    /// Validates `name`.
    /// - Throws: `ModuleNameError` saying what is wrong and suggesting a valid spelling.
    public init(_ name: String) throws(ModuleNameError) {
        if let reason = ModuleName.problem(with: name) {
            let fixed = ModuleName.normalized(name)
            let suggestion = fixed != name && ModuleName.problem(with: fixed) == nil ? fixed : nil
            throw ModuleNameError(name: name, reason: reason, suggestion: suggestion)
        }
        value = name
    }

    /// The longest module name, in UTF-8 bytes: file names are made of it and a suffix
    /// (`…PresenterTests.swift`), and file systems take names of at most 255 bytes.
    public static let maximumBytes = 200

    /// What makes `name` unusable as a module name, or `nil` when it is fine.
    static func problem(with name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "it is empty" }
        if name.utf8.count > maximumBytes {
            return "it is \(name.utf8.count) bytes long, and the file names made of it (such as "
                + "\(name.prefix(8))…ViewController.swift) must fit in 255 bytes: use at most \(maximumBytes)"
        }
        if ("0"..."9").contains(first) { return "it starts with a digit, and Swift type names cannot" }
        if keywords.contains(name) { return "'\(name)' is a Swift keyword" }
        if let bad = name.unicodeScalars.first(where: { !isIdentifierScalar($0) }) {
            let shown = bad == " " ? "a space" : "'\(bad)'"
            return "it contains \(shown); a Swift type name has only letters, digits and '_'"
        }
        if !first.properties.isUppercase {
            return "module names are UpperCamelCase (they name types such as \(name)Presenter)"
        }
        return nil
    }

    /// `agent detail`, `agent-detail` or `agent_detail` as `AgentDetail`.
    public static func normalized(_ name: String) -> String {
        var result = ""
        var upperNext = true
        for scalar in name.unicodeScalars {
            guard isIdentifierScalar(scalar), scalar != "_" else {
                upperNext = true
                continue
            }
            if upperNext {
                result += String(scalar).uppercased()
                upperNext = false
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }
}
