/// The options of `xcode-templates`.
struct XcodeTemplatesOptions: CommandOptions {
    let into: Option<PathArgument> = .path(
        "into", "DIR", "Folder to write the .xctemplate folders to (default: Xcode's File Templates/vipergen).")

    let subcommand: Positional<String> = .optional("subcommand", "export.")
    let templates: Positional<[String]> = .many("template", "The templates to export (default: every one).")

    /// Every option, in the order declared (a test checks this list against the properties).
    var everyOption: [OptionSpec] {
        [into.spec]
    }

    /// The words that are not options, in order (a test checks this list against the properties).
    var everyPositional: [PositionalSpec] { [subcommand.spec, templates.spec] }
}
