/// The options of `catalog`.
struct CatalogOptions: CommandOptions {
    let json: OptionSpec = .flag("json", "Print the catalogs as JSON (list).")

    /// Every option, in the order declared (a test checks this list against the properties).
    var everyOption: [OptionSpec] {
        [json]
    }
}
