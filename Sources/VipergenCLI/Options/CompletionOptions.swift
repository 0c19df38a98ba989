/// The options of `completion`: none; the shell is its one positional.
struct CompletionOptions: CommandOptions {
    let shell: Positional<String> = .one(
        "shell", missing: "'completion' takes one shell: zsh, bash or fish", "zsh, bash or fish.")

    var everyOption: [OptionSpec] { [] }

    /// The words that are not options, in order (a test checks this list against the properties).
    var everyPositional: [PositionalSpec] { [shell.spec] }
}
