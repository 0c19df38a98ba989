/// A parsed command line: positional words, option values and flags, by option name. Commands read it through
/// `Arguments`, by key path, never by name.
struct ParsedArguments: Sendable {
    /// Every word that is not an option, in order.
    var positionals: [String] = []
    /// Each declared positional's value, by its name, already of its type.
    var positionalValues: [String: any Sendable] = [:]
    /// Each option's values, already of the option's type.
    var values: [String: [any Sendable]] = [:]
    var flags: Set<String> = []
}
