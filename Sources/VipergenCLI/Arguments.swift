import DiagnosticText

/// A command line parsed against `Options`, read by key path: `arguments.has(\.dryRun)`, `arguments.value(\.author)`,
/// `arguments.positional(\.moduleName)`.
///
/// The methods take functions, not `KeyPath`s: a key path literal passed as a function compiles to a plain
/// property read, where a `KeyPath` value is built by the runtime on first use, which for the 30 a `gen` reads
/// took a sixteenth of its instructions.
struct Arguments<Options: CommandOptions>: Sendable {
    let parsed: ParsedArguments
    private let options = Options()

    init(_ parsed: ParsedArguments) {
        self.parsed = parsed
    }

    var positionals: [String] { parsed.positionals }

    /// Whether the flag was given.
    func has(_ flag: (Options) -> OptionSpec) -> Bool { parsed.flags.contains(flag(options).name) }

    /// The option's value; the last one given for a repeatable option.
    func value<Value>(_ option: (Options) -> Option<Value>) -> Value? { values(option)?.last }

    /// Every value given for a repeatable or list option; `nil` when it was not given.
    func values<Value>(_ option: (Options) -> Option<Value>) -> [Value]? {
        // The parser made each value with this option's own `ValueParser`, whose type is `Value`.
        parsed.values[option(options).spec.name]?.map { $0 as! Value }
    }

    /// The `key=value` pairs given for a repeatable option, by key (the last value of a key wins).
    func pairs(_ option: (Options) -> Option<KeyValue>) -> [String: String] {
        var pairs: [String: String] = [:]
        for pair in values(option) ?? [] { pairs[pair.key] = pair.value }
        return pairs
    }

    /// The positional's value: `nil` for an optional one not given.
    func positional<Value>(_ positional: (Options) -> Positional<Value>) -> Value? {
        parsed.positionalValues[positional(options).spec.name] as? Value
    }

    /// The first of `options` given, for an option with an alias (`--targets` or Generamba's `--project_targets`).
    func value<Value>(_ first: (Options) -> Option<Value>, _ second: (Options) -> Option<Value>) -> Value? {
        value(first) ?? value(second)
    }
}

/// Parses `arguments` against `options`: `--name value`, `--name=value`, `-h`, and `--` before positionals. Each
/// option's value is made by its `ValueParser` here, once: a wrong word is an error at its option.
/// Positionals are given their words afterwards (`assignPositionals`), so that `--help` needs none.
/// - Parameter currentDirectory: What relative paths are made absolute against.
func parseArguments(_ arguments: [String], options: [OptionSpec], command: String, currentDirectory: String)
    throws(UsageError) -> ParsedArguments
{
    var parsed = ParsedArguments()
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
        let argument = arguments[index]
        index += 1
        if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
            parsed.positionals.append(argument)
            continue
        }
        if argument == "--" {
            onlyPositionals = true
            continue
        }
        var name = argument.hasPrefix("--") ? String(argument.dropFirst(2)) : String(argument.dropFirst())
        var inlineValue: String? = nil
        if let equals = name.firstIndex(of: "=") {
            inlineValue = String(name[name.index(after: equals)...])
            name = String(name[..<equals])
        }
        let spec =
            argument.hasPrefix("--")
            ? options.first { $0.name == name }
            : options.first { $0.short.map(String.init) == name }
        guard let spec else {
            var message = "unknown option '\(argument.split(separator: "=").first ?? "")' for '\(command)'"
            if let suggestion = Suggestion.closest(to: name, in: options.map(\.name)) {
                message += "; did you mean '--\(suggestion)'?"
            }
            throw UsageError(message)
        }
        switch spec.kind {
        case .flag:
            guard inlineValue == nil else { throw UsageError("'--\(spec.name)' takes no value") }
            parsed.flags.insert(spec.name)
        case .value(let valueName, let repeatable):
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else {
                    throw UsageError("'--\(spec.name)' needs a value: --\(spec.name) \(valueName)")
                }
                value = arguments[index]
                index += 1
            }
            if !repeatable, parsed.values[spec.name] != nil {
                throw UsageError("'--\(spec.name)' is given twice")
            }
            parsed.values[spec.name, default: []].append(try spec.parser.parse(value, spec.name, currentDirectory))
        case .list:
            var values = inlineValue.map { [$0] } ?? []
            while index < arguments.count, !arguments[index].hasPrefix("-") {
                values.append(arguments[index])
                index += 1
            }
            for value in values {
                parsed.values[spec.name, default: []].append(try spec.parser.parse(value, spec.name, currentDirectory))
            }
        }
    }
    return parsed
}
