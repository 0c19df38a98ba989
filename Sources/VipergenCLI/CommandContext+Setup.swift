import VipergenKit
import VipergenSettings

extension CommandContext {
    /// The project around the current folder, with git catalogs cached where the environment says.
    func loadSetup() throws -> Setup {
        let project = try Setup.load(
            from: currentDirectory, fileSystem: fileSystem, defaultAuthor: developerName, environment: environment)
        let configuration = project.configuration
        if configuration.isEmptyFile, let file = configuration.file {
            console.error(
                "warning: \(display(file)) has no settings, so the defaults apply: project name "
                    + "'\(configuration.projectName)', modules in \(display(configuration.modulePath)), tests in "
                    + "\(display(configuration.testPath)), the built-in templates only, no Xcode project; "
                    + "'vipergen init --force' writes every setting\n")
        }
        return project
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
        for match in duplicates {
            for failure in match.unreachable {
                console.error(
                    "warning: a catalog could not be fetched and was not searched: "
                        + "\(failure.message.split(separator: "\n")[0]); using '\(match.template.spec.name)' from "
                        + "\(displaySource(of: match.template))\n")
            }
        }
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
