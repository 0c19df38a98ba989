/// The options of `render`.
struct RenderOptions: CommandOptions {
    let context: Option<PathArgument> = .path("context", "FILE", "A JSON object with the variables.")
    let strict: OptionSpec = .flag("strict", "Fail on undefined variables and unknown filters.")

    /// Every option, in the order declared (a test checks this list against the properties).
    var everyOption: [OptionSpec] {
        [context.spec, strict]
    }
}
