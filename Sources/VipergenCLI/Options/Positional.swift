/// A positional word of type `Value`, made when the command line is parsed: `arguments.value(\.file)`.
struct Positional<Value: Sendable>: Sendable {
    let spec: PositionalSpec
}

extension Positional where Value == String {
    static func one(_ name: String, missing: String? = nil, _ help: String) -> Positional {
        Positional(spec: PositionalSpec(name: name, count: .one, help: help, missing: missing))
    }

    static func optional(_ name: String, _ help: String) -> Positional {
        Positional(spec: PositionalSpec(name: name, count: .optional, help: help))
    }
}

extension Positional where Value == [String] {
    static func many(_ name: String, _ help: String) -> Positional {
        Positional(spec: PositionalSpec(name: name, count: .many, help: help, collect: { $0.map { $0 as! String } }))
    }

    static func oneOrMore(_ name: String, missing: String? = nil, _ help: String) -> Positional {
        Positional(
            spec: PositionalSpec(
                name: name, count: .oneOrMore, help: help, missing: missing, collect: { $0.map { $0 as! String } }))
    }
}

extension Positional where Value == PathArgument {
    /// A path, made absolute against the current folder.
    static func path(_ name: String, missing: String? = nil, _ help: String) -> Positional {
        Positional(spec: PositionalSpec(name: name, count: .one, help: help, missing: missing, parser: .path))
    }

    /// A path that may be left out, made absolute against the current folder.
    static func optionalPath(_ name: String, _ help: String) -> Positional {
        Positional(spec: PositionalSpec(name: name, count: .optional, help: help, parser: .path))
    }
}

extension Positional where Value == [PathArgument] {
    /// Paths, each made absolute against the current folder.
    static func paths(_ name: String, _ help: String) -> Positional {
        Positional(
            spec: PositionalSpec(
                name: name, count: .many, help: help, parser: .path, collect: { $0.map { $0 as! PathArgument } }))
    }
}

/// Gives each declared positional its words, in order.
/// - Throws: `UsageError` when a positional that must have a word has none, or words are left over.
func assignPositionals(
    _ words: [String], to positionals: [PositionalSpec], command: String, currentDirectory: String
) throws(UsageError) -> [String: any Sendable] {
    var values: [String: any Sendable] = [:]
    var index = 0
    for (position, positional) in positionals.enumerated() {
        let requiredAfter = positionals[(position + 1)...].filter { $0.count == .one || $0.count == .oneOrMore }.count
        var taken: [String] = []
        switch positional.count {
        case .one:
            guard index < words.count else {
                throw UsageError(positional.missing ?? "'\(command)' needs <\(positional.name)>")
            }
            taken = [words[index]]
        case .optional:
            if words.count - index > requiredAfter { taken = [words[index]] }
        case .many, .oneOrMore:
            taken = Array(words[index...])
            if taken.isEmpty, positional.count == .oneOrMore {
                throw UsageError(positional.missing ?? "'\(command)' needs <\(positional.name)>")
            }
        }
        index += taken.count
        let parsed = try taken.map { word throws(UsageError) in
            try positional.parser.parse(word, positional.name, currentDirectory)
        }
        let many = positional.count == .many || positional.count == .oneOrMore
        if many || !parsed.isEmpty { values[positional.name] = positional.collect(parsed) }
    }
    guard index == words.count else {
        let takes = positionals.isEmpty ? "no arguments" : positionals.map(\.synopsis).joined(separator: " ")
        throw UsageError("'\(command)' takes \(takes); unexpected '\(words[index])'")
    }
    return values
}
