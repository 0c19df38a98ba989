// Case filters for generating code. They are not Liquid's: Shopify has no such filters.
//
// Words are found the way identifiers are read: anything but letters and digits separates words, a capital
// after a lower-case letter or a digit starts one ("agentDetail", "base64Encode"), and in a run of capitals the
// last one starts a new word when lower case follows ("HTTPRequest" is HTTP and Request). Digits stay with the
// word before them ("utf8String" is utf8 and String).

extension StandardFilters {
    /// `camel_case`, `pascal_case`, `snake_case`, `kebab_case`, `lower_first`, `upper_first` and
    /// `swift_identifier`.
    static let caseFilters: [FilterDefinition] = [
        FilterDefinition("camel_case") { .string(camelCased(words(in: $0.text))) },
        FilterDefinition("pascal_case") { .string(words(in: $0.text).map(capitalized).joined()) },
        FilterDefinition("snake_case") { .string(words(in: $0.text).map { $0.lowercased() }.joined(separator: "_")) },
        FilterDefinition("kebab_case") { .string(words(in: $0.text).map { $0.lowercased() }.joined(separator: "-")) },
        FilterDefinition("lower_first") { .string(changingFirstCharacter(of: $0.text) { $0.lowercased() }) },
        FilterDefinition("upper_first") { .string(changingFirstCharacter(of: $0.text) { $0.uppercased() }) },
        FilterDefinition("swift_identifier") { .string(swiftIdentifier($0.text)) },
    ]

    /// Swift's reserved words: as a name (`var class`, `func default()`, `api.import(id:)`) each needs backticks.
    /// Contextual keywords (`get`, `open`, `some`...) are names already.
    static let swiftReservedWords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// `text` in backticks when it is a reserved word, so that it can name a variable, a function or a member.
    static func swiftIdentifier(_ text: String) -> String {
        swiftReservedWords.contains(text) ? "`" + text + "`" : text
    }

    /// The words of an identifier or phrase (see the top of this file).
    static func words(in text: String) -> [String] {
        // ASCII text, nearly all there is in templates, is read as bytes: each Character property is a Unicode
        // table lookup.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return words(of: Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
        }
        return words(of: Array(text)).map { String($0) }
    }

    private static func words<Letter: WordLetter>(of letters: [Letter]) -> [ArraySlice<Letter>] {
        var words: [ArraySlice<Letter>] = []
        var start: Int? = nil
        for (index, letter) in letters.enumerated() {
            guard letter.isLetter || letter.isNumber else {
                if let begin = start { words.append(letters[begin..<index]) }
                start = nil
                continue
            }
            guard let begin = start else {
                start = index
                continue
            }
            if letter.isUppercase {
                let previous = letters[index - 1]
                let next = index + 1 < letters.count ? letters[index + 1] : nil
                let endsLowerOrDigits = previous.isLowercase || previous.isNumber
                let startsWordAfterAcronym = previous.isUppercase && next?.isLowercase == true
                if endsLowerOrDigits || startsWordAfterAcronym {
                    words.append(letters[begin..<index])
                    start = index
                }
            }
        }
        if let begin = start { words.append(letters[begin...]) }
        return words
    }

    /// "agentDetail": the first word in lower case, the others capitalized.
    static func camelCased(_ words: [String]) -> String {
        guard let first = words.first else { return "" }
        return first.lowercased() + words.dropFirst().map(capitalized).joined()
    }

    /// The text with its first character changed by `change`, the rest as it is.
    static func changingFirstCharacter(of text: String, _ change: (Character) -> String) -> String {
        guard let first = text.first else { return "" }
        // `String(...)`: `+` with a substring is the standard library's generic append, whose first call in a
        // process looks up its types by name (120,000 instructions).
        return change(first) + String(text.dropFirst())
    }
}

/// What splitting into words asks of a letter: a Character, or an ASCII byte.
private protocol WordLetter {
    var isLetter: Bool { get }
    var isNumber: Bool { get }
    var isUppercase: Bool { get }
    var isLowercase: Bool { get }
}

extension Character: WordLetter {}

extension UInt8: WordLetter {
    fileprivate var isUppercase: Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self) }
    fileprivate var isLowercase: Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) }
    fileprivate var isLetter: Bool { isUppercase || isLowercase }
    fileprivate var isNumber: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
}
