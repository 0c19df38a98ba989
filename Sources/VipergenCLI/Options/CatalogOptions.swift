/// The options of `catalog`.
struct CatalogOptions: CommandOptions {
    let json: OptionSpec = .flag("json", "Print the catalogs as JSON (list).")
}
