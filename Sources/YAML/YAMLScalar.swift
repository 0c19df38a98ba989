/// A scalar as written: its text, after unescaping and line folding, and the style it was written in.
///
/// The typed accessors resolve plain scalars with the YAML 1.2 core schema. Quoted and block scalars are always
/// strings: `"true"` is never a Bool and `'12'` never an Int.
public struct YAMLScalar: Sendable, Hashable {
    /// How a scalar was written.
    public enum Style: Sendable, Hashable {
        /// Unquoted: `name: bviper`. Also the style of an empty value (`key:`).
        case plain
        /// `'text'`, where `''` stands for one quote.
        case singleQuoted
        /// `"text"`, with backslash escapes.
        case doubleQuoted
        /// `|`, which keeps line breaks.
        case literal
        /// `>`, which folds line breaks into spaces.
        case folded
    }

    public var text: String
    public var style: Style

    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    /// Whether this is a null: an empty plain scalar, `~`, `null`, `Null` or `NULL`.
    public var isNull: Bool {
        // Most scalars are longer than any null: their length spares comparing them with each.
        guard style == .plain, text.utf8.count <= 4 else { return false }
        switch text {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    /// The value of a plain `true`, `True`, `TRUE`, `false`, `False` or `FALSE`; `nil` for anything else,
    /// including YAML 1.1's `yes` and `no`.
    public var bool: Bool? {
        guard style == .plain, (4...5).contains(text.utf8.count) else { return nil }
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    /// The value of a plain decimal (`-12`, `+3`), octal (`0o17`) or hexadecimal (`0xFF`) integer; `nil` for
    /// anything else and for values that do not fit in an `Int`.
    public var int: Int? {
        guard style == .plain else { return nil }
        for (prefix, radix) in [("0o", 8), ("0x", 16)] where text.hasPrefix(prefix) {
            let digits = text.dropFirst(prefix.count)
            // `Int(_:radix:)` would also accept a sign after the prefix, which the core schema does not.
            guard !digits.hasPrefix("+"), !digits.hasPrefix("-") else { return nil }
            return Int(digits, radix: radix)
        }
        return Int(text)  // exactly `[-+]?[0-9]+`
    }

    /// The value of a plain core-schema number: an integer, a decimal like `1.5`, `.5`, `1e3` or `-2.5E-3`,
    /// or `.inf`, `-.inf` and `.nan` in any of their three capitalizations; `nil` for anything else.
    public var double: Double? {
        guard style == .plain else { return nil }
        if let int {
            return Double(int)
        }
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: return Self.isCoreSchemaFloat(text.utf8) ? Double(text) : nil
        }
    }

    /// Whether `text` matches the core schema's `[-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?`.
    ///
    /// `Double.init` alone would also take `nan`, `infinity` and hexadecimal floats, which YAML reads as strings.
    private static func isCoreSchemaFloat(_ text: String.UTF8View) -> Bool {
        var rest = text[...]
        func skipSign() {
            if let first = rest.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
                rest = rest.dropFirst()
            }
        }
        func skipDigits() -> Int {
            let digits = rest.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
            rest = rest.dropFirst(digits)
            return digits
        }
        skipSign()
        var mantissaDigits = skipDigits()
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            mantissaDigits += skipDigits()
        }
        guard mantissaDigits > 0 else { return false }
        if let first = rest.first, first == UInt8(ascii: "e") || first == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            skipSign()
            guard skipDigits() > 0 else { return false }
        }
        return rest.isEmpty
    }
}
