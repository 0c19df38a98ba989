/// The options of one command: each a stored `OptionSpec` property, so its name is written once and a misspelt
/// option does not compile; `everyOption` lists the properties in their order (reading them by reflection cost a
/// fifth of a `gen`'s instructions), and a test checks it against them.
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
