// Case filters for generating code. They are not Liquid's: Shopify has no such filters.
//
// Words are found the way identifiers are read: anything but letters and digits separates words, a capital
// after a lower-case letter or a digit starts one ("agentDetail", "base64Encode"), and in a run of capitals the
// last one starts a new word when lower case follows ("HTTPRequest" is HTTP and Request). Digits stay with the
// word before them ("utf8String" is utf8 and String).

extension StandardFilters {
    /// `camel_case`, `pascal_case`, `snake_case`, `kebab_case`, `lower_first` and `upper_first`.
    static let caseFilters: [FilterDefinition] = [
        FilterDefinition("camel_case") { .string(camelCased(words(in: $0.text))) },
        FilterDefinition("pascal_case") { .string(words(in: $0.text).map(capitalized).joined()) },
        FilterDefinition("snake_case") { .string(words(in: $0.text).map { $0.lowercased() }.joined(separator: "_")) },
        FilterDefinition("kebab_case") { .string(words(in: $0.text).map { $0.lowercased() }.joined(separator: "-")) },
        FilterDefinition("lower_first") { .string(changingFirstCharacter(of: $0.text) { $0.lowercased() }) },
        FilterDefinition("upper_first") { .string(changingFirstCharacter(of: $0.text) { $0.uppercased() }) },
    ]

    /// The words of an identifier or phrase (see the top of this file).
    static func words(in text: String) -> [String] {
        let characters = Array(text)
        var words: [String] = []
        var word = ""
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !word.isEmpty { words.append(word) }
                word = ""
                continue
            }
            if let previous = word.last, character.isUppercase {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let endsLowerOrDigits = previous.isLowercase || previous.isNumber
                let startsWordAfterAcronym = previous.isUppercase && next?.isLowercase == true
                if endsLowerOrDigits || startsWordAfterAcronym {
                    words.append(word)
                    word = ""
                }
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word) }
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
        return change(first) + text.dropFirst()
    }
}
