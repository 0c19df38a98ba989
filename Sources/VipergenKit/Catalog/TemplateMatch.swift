/// A template the lookup found, with the templates of the same name it hides.
public struct TemplateMatch: Sendable {
    public var template: TemplatePackage
    /// Where else a template of this name was found, later in the lookup order: `catalog/template` picks one.
    public var shadowed: [TemplatePackage]
}
