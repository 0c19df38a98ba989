/// A command of the `vipergen` tool: its name, options, help and what it does.
struct Command: Sendable {
    var name: String
    var arguments: String
    var summary: String
    var discussion: String
    var options: [OptionSpec]
    var positionals: [PositionalSpec]
    var run: @Sendable (ParsedArguments, CommandContext) throws -> ExitCode

    /// A command whose options are the properties of `Options`, and whose `run` reads them by key path.
    init<Options: CommandOptions>(
        name: String, arguments: String, summary: String, discussion: String, options: Options.Type,
        run: @escaping @Sendable (Arguments<Options>, CommandContext) throws -> ExitCode
    ) {
        self.name = name
        self.arguments = arguments
        self.summary = summary
        self.discussion = discussion
        let declared = Options()
        self.options = declared.everyOption
        self.positionals = declared.everyPositional
        self.run = { parsed, context in try run(Arguments(parsed), context) }
    }

    var usage: String { "usage: vipergen \(name) \(arguments)".trimmingTrailingSpaces() }
}
