/// The options of `template`.
struct TemplateOptions: CommandOptions {
    let json: OptionSpec = .flag("json", "Print JSON (list, search, show, lint).")
    let module: Option<String> = .text("module", "NAME", "The sample module's name (show; default: Sample).")
    let param: Option<KeyValue> = .pair(
        "param", "KEY=VALUE", separator: "=", "A custom parameter for the sample module (show).")
    let output: Option<PathArgument> = .path(
        "output", "DIR", "The folder to create the template in (create; default: the current folder).")

    let subcommand: Positional<String> = .optional("subcommand", "list, search, show, create or lint.")
    let operands: Positional<[String]> = .many("argument", "The subcommand's: a search word, a name or a path.")

    /// Every option, in the order declared (a test checks this list against the properties).
    var everyOption: [OptionSpec] {
        [json, module.spec, param.spec, output.spec]
    }

    /// The words that are not options, in order (a test checks this list against the properties).
    var everyPositional: [PositionalSpec] { [subcommand.spec, operands.spec] }
}
