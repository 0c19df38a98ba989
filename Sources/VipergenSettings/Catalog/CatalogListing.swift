/// Every template a project can see, one per name, with the duplicates and broken catalogs met on the way.
public struct CatalogListing: Sendable {
    public var templates: [TemplatePackage] = []
    /// Names found in more than one catalog; the first of each is the one `gen` uses.
    public var duplicates: [TemplateMatch] = []
    public var problems: [CatalogError] = []
}
