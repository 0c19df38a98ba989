import Files
import Liquid
import VipergenSettings

// The sample module a lint renders: its parameters, its scope and its strict environment.
extension TemplateLinter.Run {
    /// Every Liquid text of the template (for the custom parameters a Generamba template reads).
    func templateTexts() -> [String] {
        var texts: [String] = []
        func walk(_ relative: String) {
            let path = relative.isEmpty ? folder : Path.join(folder, relative)
            for name in (try? fileSystem.listDirectory(path)) ?? [] where !name.hasPrefix(".") {
                let child = relative.isEmpty ? name : relative + "/" + name
                if fileSystem.isDirectory(Path.join(folder, child)) {
                    walk(child)
                } else if let text = try? fileSystem.text(of: Path.join(folder, child)) {
                    texts.append(text)
                }
            }
        }
        walk("")
        return texts
    }

    /// Declared parameters with their defaults (or sample values); for a template that declares none (every
    /// Generamba template), each `custom_parameters.NAME` its files read, with a sample value.
    func sampleParameters(spec: TemplateSpec?, texts: [String]) -> [String: Value] {
        var values: [String: Value] = [:]
        if let spec, !spec.parameters.isEmpty {
            for parameter in spec.parameters {
                let text = parameter.defaultValue ?? TemplatePreview.sampleValue(for: parameter.kind)
                values[parameter.name] = (try? ParameterValues.convert(text, to: parameter)) ?? .string(text)
            }
            return values
        }
        let marker = "custom_parameters."
        for text in texts {
            var rest = Substring(text)
            while let range = rest.firstRange(of: marker) {
                let name = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { values[String(name)] = .string("sample") }
                rest = rest[range.upperBound...]
            }
        }
        return values
    }

    func sampleScope(customParameters: [String: Value]) -> ModuleScope {
        ModuleScope(
            moduleName: TemplateLinter.sampleModule, description: "\(TemplateLinter.sampleModule) module",
            configuration: TemplateLinter.sampleConfiguration(), date: CalendarDate(year: 2026, month: 1, day: 2),
            customParameters: customParameters)
    }

    /// Strict mode, and partials read from `snippets/`, noting any whose name differs in case.
    func lintEnvironment() -> Environment {
        let folder = folder
        let display = display
        let fileSystem = fileSystem
        return Environment(
            mode: .strict,
            filters: StandardFilters.filters(now: { 1_767_312_000 }),
            loadPartial: { (name) throws(TemplateError) in
                let file = name.hasSuffix(".liquid") ? name : name + ".liquid"
                let snippets = Path.join(folder, "snippets")
                let names = (try? fileSystem.listDirectory(snippets)) ?? []
                guard let found = names.first(where: { $0 == file }) else { return nil }
                guard let text = (try? fileSystem.text(of: Path.join(snippets, found))) ?? nil else { return nil }
                return try Template(text, name: Path.join(display, "snippets", found))
            },
            partialNames: {
                let names = (try? fileSystem.listDirectory(Path.join(folder, "snippets"))) ?? []
                return names.filter { $0.hasSuffix(".liquid") }.map { String($0.dropLast(".liquid".count)) }
            })
    }
}
