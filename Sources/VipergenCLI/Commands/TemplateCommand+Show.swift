import JSON
import VipergenKit
import VipergenSettings

/// `vipergen template show NAME`: what a template is, the files it produces for a sample module, and its
/// parameters.
enum TemplateShow {
    static func run(_ name: String, arguments: Arguments<TemplateOptions>, context: CommandContext) throws -> ExitCode {
        let moduleName: ModuleName
        do {
            moduleName = try ModuleName(arguments.value(\.module) ?? TemplatePreview.sampleModuleName)
        } catch {
            context.console.error("\(error)\n")
            return .usage
        }
        let setup = try context.loadSetup()
        let match = try setup.template(named: name)
        let request = PreviewRequest(
            template: match.template, moduleName: moduleName, parameters: arguments.pairs(\.param),
            date: try CalendarDate.today(environment: context.environment))
        guard let preview = try Planner(setup: setup, fileSystem: context.fileSystem).plan(.preview(request)).preview
        else {
            preconditionFailure("a preview request plans one template's preview")
        }
        let template = match.template
        if arguments.has(\.json) {
            context.console.output(JSONWriter.encode(TemplateDocument(template, preview: preview, context: context)))
            return .success
        }
        context.warnAboutDuplicates([match])
        context.console.output(text(template, preview: preview, context: context))
        return .success
    }

    static func text(_ template: TemplatePackage, preview: TemplatePreview, context: CommandContext) -> String {
        let spec = template.spec
        var text = "\(spec.name)  (\(context.displaySource(of: template))"
        text += template.isGenerambaFormat ? ", Generamba format)\n" : ")\n"
        if !spec.summary.isEmpty { text += "  \(spec.summary)\n" }
        let about = [("author", spec.author), ("version", spec.version), ("license", spec.license)]
            .filter { !$0.1.isEmpty }.map { "\($0.0) \($0.1)" }
        if !about.isEmpty { text += "  \(about.joined(separator: ", "))\n" }

        text += "\nfiles for a module named \(preview.moduleName):\n"
        for file in preview.files {
            let root = file.role == .test ? "<test_path>" : "<module_path>"
            text += "  \(file.role.rawValue.padding(7))  \(root)/\(file.path)\n"
        }
        let conditional = (spec.codeFiles + spec.testFiles).filter { $0.condition != nil }
        if !conditional.isEmpty {
            text += "\nconditional files:\n"
            for entry in conditional {
                text += "  \(entry.name)  when \(entry.condition ?? "")\n"
            }
        }
        text += "\nparameters:\n"
        if spec.parameters.isEmpty {
            text +=
                template.isGenerambaFormat
                ? "  none declared: every --param (or --custom_parameters) is passed through as text\n"
                : "  none\n"
        }
        let width = spec.parameters.map(\.name.count).max() ?? 0
        for parameter in spec.parameters {
            var line = "  \(parameter.name.padding(width))  \(parameter.kind.rawValue.padding(6))  "
            if parameter.isRequired {
                line += "required"
            } else if let value = parameter.defaultValue {
                line += "default: \(value)"
            } else {
                line += "optional"
            }
            if !parameter.description.isEmpty { line += "  \(parameter.description)" }
            text += line + "\n"
        }
        return text
    }
}
