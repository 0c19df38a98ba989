/// The options of `catalog`.
struct CatalogOptions: CommandOptions {
    let json: OptionSpec = .flag("json", "Print the catalogs as JSON (list).")

    let subcommand: Positional<String> = .optional("subcommand", "list or update.")
    let catalogs: Positional<[String]> = .many(
        "catalog", "For update: the catalogs to fetch again (default: every git catalog).")

    /// Every option, in the order declared (a test checks this list against the properties).
    var everyOption: [OptionSpec] {
        [json]
    }

    /// The words that are not options, in order (a test checks this list against the properties).
    var everyPositional: [PositionalSpec] { [subcommand.spec, catalogs.spec] }
}
