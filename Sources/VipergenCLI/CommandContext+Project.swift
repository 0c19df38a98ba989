import VipergenKit

extension CommandContext {
    /// The project around the current folder, with git catalogs cached where the environment says.
    func loadProject() throws -> Project {
        try Project.load(
            from: currentDirectory, fileSystem: fileSystem, defaultAuthor: environment["USER"] ?? "",
            environment: environment)
    }

    /// How listings show where a catalog's files are: relative to the current folder when inside it.
    func display(_ source: CatalogSource) -> String {
        switch source.location {
        case .folder(let path): return display(path)
        case .git(let reference): return reference.description
        }
    }

    /// How listings show where a template comes from.
    func displaySource(of template: TemplatePackage) -> String {
        switch (template.source?.location, template.origin) {
        case (.git(let reference)?, _): return reference.description
        case (_, .folder(let path)): return display(path)
        default: return TemplateCatalog.builtinName
        }
    }

    /// One warning line per template name found in more than one catalog, naming both sources.
    func warnAboutDuplicates(_ duplicates: [TemplateMatch]) {
        for duplicate in duplicates {
            let used = duplicate.template
            for other in duplicate.shadowed {
                let otherCatalog = other.source?.name ?? TemplateCatalog.builtinName
                console.error(
                    "warning: template '\(used.spec.name)' is in \(displaySource(of: used)) and in "
                        + "\(displaySource(of: other)); using the first, write '\(otherCatalog)/\(used.spec.name)' "
                        + "for the other\n")
            }
        }
    }
}
