/// The options of `template`.
struct TemplateOptions: CommandOptions {
    let json: OptionSpec = .flag("json", "Print JSON (list, search, show, lint).")
    let module: OptionSpec = .value("module", "NAME", "The sample module's name (show; default: Sample).")
    let param: OptionSpec = .value(
        "param", "KEY=VALUE", repeatable: true, "A custom parameter for the sample module (show).")
    let output: OptionSpec = .value(
        "output", "DIR", "The folder to create the template in (create; default: the current folder).")

    /// Every option, in the order declared (a test checks this list against the properties).
    var everyOption: [OptionSpec] {
        [json, module, param, output]
    }
}
