/// The options and positional words of one command, each a stored property (a flag's `OptionSpec`, an
/// `Option<Value>`, a `Positional<Value>`), so its name is written once and a misspelt one does not compile.
/// `everyOption` and `everyPositional` list the properties in their order (reading them by reflection cost a fifth
/// of a `gen`'s instructions), and a test checks the lists against them.
protocol CommandOptions: Sendable {
    init()
    /// Every option, in the order declared.
    var everyOption: [OptionSpec] { get }
    /// The words that are not options, in the order they come.
    var everyPositional: [PositionalSpec] { get }
}

extension CommandOptions {
    /// Every option, in the order declared.
    static var specs: [OptionSpec] { Self().everyOption }
    /// Every positional, in order.
    static var positionalSpecs: [PositionalSpec] { Self().everyPositional }
}
