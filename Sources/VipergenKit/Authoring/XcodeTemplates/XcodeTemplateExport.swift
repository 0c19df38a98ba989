import Files
import VipergenSettings

/// Makes Xcode file templates from a vipergen template, for `vipergen xcode-templates export`.
///
/// The template is rendered twice in memory, for two module names and with two dates, Xcode's macros standing for
/// what Xcode knows (`___FULLUSERNAME___`, `___ORGANIZATIONNAME___`, `___PROJECTNAME___`); in each render the name
/// (and its lowercase-first form) and the date are then replaced by macros. When the two give the same text, Xcode's
/// substitution reproduces the file for any name; when they differ, the file uses the name or the date in a way no
/// macro expresses (another case, a filter Xcode does not have) and the template is refused, naming the file.
///
/// A template becomes up to three Xcode templates, as the dialog adds every file of one to the same group and
/// targets: the module's code, its tests (`<name> Tests`), and its shared files (`<name> Shared`, for the first
/// module; later modules keep the one they have). Injected lines cannot be expressed (Xcode only creates files):
/// each export says which lines to add by hand.
public enum XcodeTemplateExport {
    static let nameMacro = "___VARIABLE_productName___"
    static let lowerFirstNameMacro = "___VARIABLE_productNameLowerFirst___"
    /// The names and dates of the two renders: unlike anything a template writes by itself.
    static let names = ["XcodexportAlpha", "XcodexportBravo"]
    static let dates = [CalendarDate(year: 1901, month: 2, day: 3), CalendarDate(year: 1902, month: 4, day: 5)]

    /// The Xcode templates for `template`, rendered with `configuration`'s prefix and paths.
    /// - Throws: `XcodeTemplateError` when Xcode's substitution cannot reproduce a file; the errors of rendering.
    public static func export(_ template: TemplatePackage, configuration: ProjectConfiguration) throws
        -> [XcodeTemplate]
    {
        var settings = configuration
        settings.author = "___FULLUSERNAME___"
        settings.company = "___ORGANIZATIONNAME___"
        settings.projectName = "___PROJECTNAME___"
        settings.productModuleName = "___PROJECTNAMEASIDENTIFIER___"
        settings.modulePath = "/vipergen-xcode/module"
        settings.testPath = "/vipergen-xcode/tests"
        settings.file = nil
        settings.xcodeProject = nil
        var parameters: [[String: String]] = [[:], [:]]
        for parameter in template.spec.parameters {
            for index in 0..<2 {
                // A text parameter becomes an option of the dialog; the others keep their default.
                parameters[index][parameter.name] =
                    parameter.kind == .string
                    ? "Xcodexport\(index == 0 ? "Alpha" : "Bravo")Param\(parameter.name)"
                    : parameter.defaultValue ?? TemplatePreview.sampleValue(for: parameter.kind)
            }
        }
        let renders = try (0..<2).map { index in
            try render(
                template, name: names[index], date: dates[index], parameters: parameters[index],
                configuration: settings)
        }
        var usesLowerFirst = false
        var groups: [PlannedFile.Role: [(path: String, text: String, entry: String)]] = [:]
        for (first, second) in zip(renders[0], renders[1]) {
            let one = macros(first.path, index: 0, parameters: parameters[0])
            let other = macros(second.path, index: 1, parameters: parameters[1])
            let text = macros(first.contents, index: 0, parameters: parameters[0])
            guard one == other, text == macros(second.contents, index: 1, parameters: parameters[1]) else {
                throw XcodeTemplateError(
                    template: template.spec.name, file: first.entryName,
                    reason: "writes the module's name, a parameter or the date in a form Xcode's macros do not have "
                        + "(another case or spelling than the name as typed and its lowercase first letter)")
            }
            usesLowerFirst = usesLowerFirst || text.contains(lowerFirstNameMacro) || one.contains(lowerFirstNameMacro)
            groups[first.role, default: []].append((one, text, first.entryName))
        }
        var options = [
            XcodeTemplateInfo.Option(
                identifier: "productName", name: "Module name:", description: "The module's name, as for vipergen gen",
                defaultValue: nil, required: true)
        ]
        if usesLowerFirst {
            options.append(
                XcodeTemplateInfo.Option(
                    identifier: "productNameLowerFirst", name: "Same, first letter lowercase:",
                    description: "The module's name with its first letter lowercase (Xcode cannot derive it)",
                    defaultValue: nil, required: true))
        }
        for parameter in template.spec.parameters where parameter.kind == .string {
            options.append(
                XcodeTemplateInfo.Option(
                    identifier: parameter.name, name: "\(parameter.name):", description: parameter.description,
                    defaultValue: parameter.defaultValue, required: parameter.isRequired))
        }
        let injections = template.spec.injections.map { injection -> String in
            switch injection.anchor {
            case .marker(let text), .before(let text): return "\(injection.file): its lines before '\(text)'"
            case .after(let text): return "\(injection.file): its lines after '\(text)'"
            }
        }
        var result: [XcodeTemplate] = []
        for (role, suffix, order) in [(PlannedFile.Role.code, "", 1), (.test, " Tests", 2), (.shared, " Shared", 3)] {
            guard let files = groups[role], let main = files.first else { continue }
            var xcode = XcodeTemplate(name: template.spec.name + suffix, files: [:], notes: [])
            for file in files { xcode.files[file.path] = Array(file.text.utf8) }
            let summary = template.spec.summary.isEmpty ? template.spec.name : template.spec.summary
            xcode.files["TemplateInfo.plist"] =
                XcodeTemplateInfo(
                    summary: summary + suffix, description: "Made by vipergen from the template \(template.spec.name)",
                    mainFile: main.path, sortOrder: order, options: options
                ).bytes
            if role == .code, !injections.isEmpty {
                xcode.notes = injections.map { "add by hand what vipergen injects: \($0)" }
            }
            result.append(xcode)
        }
        return result
    }

    /// One render's files with their paths below the module's or the tests' folder.
    private static func render(
        _ template: TemplatePackage, name: String, date: CalendarDate, parameters: [String: String],
        configuration: ProjectConfiguration
    ) throws -> [(path: String, contents: String, role: PlannedFile.Role, entryName: String)] {
        let request = GenerationRequest(
            moduleName: try ModuleName(name), parameters: parameters, date: date, now: 0)
        let plan = try ModuleGenerator(fileSystem: EmptyFileSystem()).plan(
            request, template: template, configuration: configuration, pipeline: .preview)
        return plan.files.map { file in
            let root = file.role == .test ? configuration.testPath : configuration.modulePath
            return (
                Path.relative(file.path, to: root), file.contents, file.role,
                file.entry.map { "\(Path.base($0.file)):\($0.line)" } ?? Path.base(file.path)
            )
        }
    }

    /// `text` of render `index` with its name, date and text parameters replaced by Xcode's macros.
    static func macros(_ text: String, index: Int, parameters: [String: String]) -> String {
        let name = names[index]
        let date = dates[index]
        var result = text.replacingAll(name, with: nameMacro)
        result = result.replacingAll(String(name.prefix(1).lowercased() + name.dropFirst()), with: lowerFirstNameMacro)
        for (parameter, value) in parameters where value.hasPrefix("Xcodexport") {
            result = result.replacingAll(value, with: "___VARIABLE_\(parameter)___")
        }
        result = result.replacingAll(date.generambaFormat, with: "___DATE___")
        return result.replacingAll(String(date.year), with: "___YEAR___")
    }
}

extension String {
    /// Every occurrence of `target` replaced, without Foundation.
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
