/// A template the lookup found, with the templates of the same name it hides.
public struct TemplateMatch: Sendable {
    public var template: TemplatePackage
    /// Where else a template of this name was found, later in the lookup order: `catalog/template` picks one.
    public var shadowed: [TemplatePackage]
    /// The git catalogs that could not be fetched and so were not searched: they come before the template's
    /// catalog and might hold a template of the same name.
    public var unreachable: [CatalogError] = []

    public init(template: TemplatePackage, shadowed: [TemplatePackage], unreachable: [CatalogError] = []) {
        self.template = template
        self.shadowed = shadowed
        self.unreachable = unreachable
    }
}
