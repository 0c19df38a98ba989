/// The options of `render`.
struct RenderOptions: CommandOptions {
    let context: OptionSpec = .value("context", "FILE", "A JSON object with the variables.")
    let strict: OptionSpec = .flag("strict", "Fail on undefined variables and unknown filters.")
}
