/// The options of `render`.
struct RenderOptions: CommandOptions {
    let context: Option<PathArgument> = .path("context", "FILE", "A JSON object with the variables.")
    let strict: OptionSpec = .flag("strict", "Fail on undefined variables and unknown filters.")

    let file: Positional<PathArgument> = .path(
        "file", missing: "'render' takes one template file, as in: vipergen render view.liquid --context ctx.json",
        "The Liquid file to render.")

    /// Every option, in the order declared (a test checks this list against the properties).
    var everyOption: [OptionSpec] {
        [context.spec, strict]
    }

    /// The words that are not options, in order (a test checks this list against the properties).
    var everyPositional: [PositionalSpec] { [file.spec] }
}
