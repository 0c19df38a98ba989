import Files

/// An option that takes a value of type `Value`, made from the word given when the command line is parsed:
/// `arguments.value(\.output)` is already an absolute path, `arguments.value(\.onConflict)` a `ConflictChoice`.
struct Option<Value: Sendable>: Sendable {
    let spec: OptionSpec
}

extension Option where Value == String {
    /// Text, as given.
    static func text(_ name: String, _ valueName: String, repeatable: Bool = false, _ help: String) -> Option {
        Option(spec: OptionSpec(name: name, kind: .value(name: valueName, repeatable: repeatable), help: help))
    }
}

extension Option where Value == PathArgument {
    /// A path, made absolute against the current folder.
    static func path(_ name: String, _ valueName: String, _ help: String) -> Option {
        Option(
            spec: OptionSpec(
                name: name, kind: .value(name: valueName, repeatable: false), help: help, parser: .path))
    }
}

extension Option where Value == [String] {
    /// Names separated by commas (`A,B`), white space around them dropped.
    static func names(_ name: String, _ valueName: String, repeatable: Bool = false, _ help: String) -> Option {
        Option(
            spec: OptionSpec(
                name: name, kind: .value(name: valueName, repeatable: repeatable), help: help, parser: .names))
    }
}

extension Option where Value == Int {
    /// A whole number in `range`.
    static func integer(_ name: String, _ valueName: String, in range: ClosedRange<Int>, _ help: String) -> Option {
        Option(
            spec: OptionSpec(
                name: name, kind: .value(name: valueName, repeatable: false), help: help,
                parser: .integer(in: range)))
    }
}

extension Option where Value == KeyValue {
    /// `key=value` (or with another separator), repeatable.
    static func pair(_ name: String, _ valueName: String, separator: Character, _ help: String) -> Option {
        Option(
            spec: OptionSpec(
                name: name, kind: .value(name: valueName, repeatable: true), help: help,
                parser: .pair(separator: separator)))
    }

    /// Generamba's `--custom_parameters a:1 b:2`: every following word up to the next option.
    static func pairList(_ name: String, _ valueName: String, separator: Character, _ help: String) -> Option {
        Option(
            spec: OptionSpec(name: name, kind: .list(name: valueName), help: help, parser: .pair(separator: separator)))
    }
}

extension Option where Value == ConflictChoice {
    /// `--on-conflict`, taking `allowed` and the earlier words for them.
    static func conflictChoice(_ allowed: [ConflictChoice], _ help: String) -> Option {
        Option(
            spec: OptionSpec(
                name: "on-conflict", kind: .value(name: "CHOICE", repeatable: false), help: help,
                parser: .conflictChoice(allowed)))
    }
}
