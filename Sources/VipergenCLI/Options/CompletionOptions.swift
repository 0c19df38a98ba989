/// The options of `completion`: none.
struct CompletionOptions: CommandOptions {
    var everyOption: [OptionSpec] {
        []
    }
}
