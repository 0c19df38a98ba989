import Files
import Liquid
import VipergenSettings
import YAML

// Each file a spec lists: it exists with the exact letter case, its name and body render strictly.
extension TemplateLinter.Run {
    /// The `code_files` or `test_files` entries that have a name and a path (the spec check reports the rest).
    func entries(_ node: YAMLNode?, key: String, in text: String) -> [TemplateLinter.Entry] {
        (node?.array ?? []).compactMap { item in
            guard let name = item["name"]?.string, let pathNode = item["path"], let path = pathNode.string else {
                return nil
            }
            return TemplateLinter.Entry(
                name: name, path: path, pathMark: pathNode.mark, customName: item["custom_name"]?.string,
                customNameMark: item["custom_name"]?.mark, condition: item["condition"]?.string,
                isResource: SpecReader.truth(item["is_resource"]) ?? false, forEach: item["for_each"]?.string,
                isShared: SpecReader.truth(item["shared"]) ?? false)
        }
    }

    /// Checks one entry: its file exists with this exact case, parses, and renders strictly.
    mutating func lint(
        _ entry: TemplateLinter.Entry, role: String, parameters: [String: Value], specDisplay: String, specText: String,
        rendered: inout [TemplateLinter.RenderedSwift]
    ) {
        guard let body = existingText(entry.path, at: entry.pathMark, specDisplay: specDisplay, specText: specText)
        else { return }
        let item: Value? = entry.forEach.map { _ in .string("Item") }
        let scope = sampleScope(customParameters: parameters)
        let environment = lintEnvironment()
        let base = Path.base(entry.name)
        var fileName = ""
        if let customName = entry.customName {
            do {
                fileName = try Template(customName, name: specDisplay)
                    .render(scope.variables(fileBasename: base, item: item), in: environment)
            } catch {
                let mark = entry.customNameMark ?? entry.pathMark
                report(specDisplay, mark.line, mark.column, "custom_name: \(error.message)", text: specText)
            }
        } else {
            fileName = scope.configuration.prefix + scope.moduleName + (item?.text ?? "") + base
        }
        if let condition = entry.condition {
            do {
                _ = try Template("{% if \(condition) %}true{% endif %}", name: specDisplay)
                    .render(scope.variables(), in: environment)
            } catch {
                report(
                    specDisplay, entry.pathMark.line, 1, "condition '\(condition)': \(error.message)",
                    text: specText)
            }
        }
        guard !entry.isResource else { return }
        let templatePath = displayPath(entry.path)
        let template: Template
        do {
            template = try Template(body, name: templatePath)
        } catch {
            report(error)
            return
        }
        do {
            let name = entry.isShared ? base : fileName
            let contents = try template.render(scope.variables(fileName: name, item: item), in: environment)
            let output =
                entry.isShared ? entry.name : Path.join(scope.moduleName, Path.directory(entry.name), fileName)
            if output.hasSuffix(".swift") {
                rendered.append(
                    TemplateLinter.RenderedSwift(
                        outputPath: role + "/" + output, contents: contents, templatePath: templatePath))
            }
        } catch {
            report(error)
        }
    }

    /// The text of a template file the spec lists; a missing file (or one whose name differs in case) is a
    /// problem at the spec's `path`.
    mutating func existingText(_ relative: String, at mark: YAMLMark, specDisplay: String, specText: String)
        -> String?
    {
        let path = Path.join(folder, relative)
        if fileSystem.fileExists(path), !fileSystem.isDirectory(path), isExactCase(relative) {
            do {
                return try fileSystem.text(of: path)
            } catch {
                report(specDisplay, mark.line, mark.column, "\(error)", text: specText)
                return nil
            }
        }
        if let actual = caseInsensitiveMatch(relative) {
            report(
                specDisplay, mark.line, mark.column,
                "'\(relative)' is '\(actual)' on disk: the letter case differs, so this template works only on "
                    + "case-insensitive disks (macOS's default) and fails on Linux and case-sensitive volumes; "
                    + "write '\(actual)'", text: specText)
            // Check the file as a case-insensitive disk would find it, so its own problems show in this run.
            return try? fileSystem.text(of: Path.join(folder, actual))
        } else {
            report(
                specDisplay, mark.line, mark.column, "'\(relative)' does not exist in the template", text: specText)
        }
        return nil
    }

    /// Whether every component of `relative` is spelt as on disk (a case-insensitive disk finds it anyway).
    func isExactCase(_ relative: String) -> Bool {
        caseInsensitiveMatch(relative) == relative
    }

    /// `relative` spelt as on disk, matching each component regardless of case; `nil` when nothing matches.
    func caseInsensitiveMatch(_ relative: String) -> String? {
        var current = folder
        var matched: [String] = []
        for component in relative.split(separator: "/").map(String.init) {
            if component == "." { continue }
            let names = (try? fileSystem.listDirectory(current)) ?? []
            guard
                let found = names.first(where: { $0 == component })
                    ?? names.first(where: { $0.lowercased() == component.lowercased() })
            else { return nil }
            matched.append(found)
            current = Path.join(current, found)
        }
        return matched.joined(separator: "/")
    }
}
