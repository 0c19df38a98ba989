import DiagnosticText
import Files
import Liquid
import VipergenSettings
import YAML

// The lint of one template: finding the spec, reading it, and reporting each problem at its place.
extension TemplateLinter.Run {
    func displayPath(_ relative: String) -> String {
        display == "." ? relative : Path.join(display, relative)
    }

    mutating func report(_ file: String, _ line: Int, _ column: Int, _ message: String, text: String = "") {
        problems.append(Diagnostic(file: file, text: text, line: line, column: column, message: message))
    }

    mutating func report(_ error: TemplateError) {
        var message = error.message
        if error.kind == .partial, let name = message.split(separator: "'").dropFirst().first,
            let actual = caseInsensitiveMatch("snippets/" + name + (name.hasSuffix(".liquid") ? "" : ".liquid"))
        {
            // The letter case is the whole problem: say so instead of suggesting the name as a typo.
            if let suggestion = message.firstRange(of: "; did you mean") {
                message = String(message[..<suggestion.lowerBound])
            }
            message +=
                "; '\(actual)' differs only in letter case, which works only on case-insensitive disks "
                + "(macOS's default): write '\(Path.base(actual).replacingSuffix(".liquid"))'"
        }
        problems.append(
            Diagnostic(
                file: error.templateName, line: error.line, column: error.column, message: message,
                sourceLine: error.sourceLine))
    }

    mutating func lint(specName given: String?) {
        guard fileSystem.isDirectory(folder) else {
            report(display, 1, 1, "no such template folder")
            return
        }
        guard let (specName, specText) = findSpec(given) else { return }
        let isGeneramba = specName.hasSuffix(".rambaspec")
        let specDisplay = displayPath(specName)
        let texts = templateTexts()
        // A Generamba spec is Liquid: it is rendered (laxly, as Generamba does) before it is read, with every
        // custom parameter set so that conditional entries are checked too.
        var yamlText = specText
        if isGeneramba {
            let scope = sampleScope(customParameters: sampleParameters(spec: nil, texts: texts))
            do {
                yamlText = try Template(specText, name: specDisplay).render(scope.variables())
            } catch {
                report(error)
            }
        }
        var spec: TemplateSpec?
        do {
            spec = try TemplateSpec.parse(yamlText, file: specDisplay)
        } catch {
            problems += error.items.map { remap($0, rendered: yamlText, original: specText) }
        }
        guard let root = try? YAMLParser.parse(yamlText, file: specDisplay) else { return }
        // Problems from here on that point into the spec point into its rendered text until remapped.
        let firstUnmapped = problems.count
        if let nameNode = root["name"], let specName = nameNode.string, specName != name {
            report(
                specDisplay, nameNode.mark.line, nameNode.mark.column,
                "the spec's name '\(specName)' differs from its folder '\(name)'; vipergen and Generamba find "
                    + "templates by folder, so rename one", text: yamlText)
        }
        let parameters = sampleParameters(spec: spec, texts: texts)
        var rendered: [TemplateLinter.RenderedSwift] = []
        for (key, role) in [("code_files", "code"), ("test_files", "test")] {
            for entry in entries(root[key], key: key, in: yamlText) {
                lint(
                    entry, role: role, parameters: parameters, specDisplay: specDisplay, specText: yamlText,
                    rendered: &rendered)
            }
        }
        lintSnippets()
        findTypesDeclaredTwice(rendered)
        parseSwift(rendered)
        if isGeneramba {
            for index in problems.indices.dropFirst(firstUnmapped) where problems[index].file == specDisplay {
                problems[index] = remap(problems[index], rendered: yamlText, original: specText)
            }
        }
    }

    /// A problem found in a rendered Generamba spec, moved to its line in the spec as written: the line
    /// with the same text nearest below its rendered position (rendering mostly removes lines).
    func remap(_ diagnostic: Diagnostic, rendered: String, original: String) -> Diagnostic {
        guard rendered != original, !diagnostic.sourceLine.isEmpty else { return diagnostic }
        let lines = original.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        let candidates = lines.indices.filter { lines[$0] == diagnostic.sourceLine }.map { $0 + 1 }
        guard let line = candidates.first(where: { $0 >= diagnostic.line }) ?? candidates.last else {
            return diagnostic
        }
        var moved = diagnostic
        moved.line = line
        return moved
    }

    /// The spec's file name and text: `template.yml`, else `<folder>.rambaspec`.
    mutating func findSpec(_ given: String?) -> (String, String)? {
        let candidates = given.map { [$0] } ?? ["template.yml", name + ".rambaspec"]
        for candidate in candidates {
            let path = Path.join(folder, candidate)
            do {
                if let text = try fileSystem.text(of: path) { return (candidate, text) }
            } catch {
                report(displayPath(candidate), 1, 1, "\(error)")
                return nil
            }
        }
        let others = ((try? fileSystem.listDirectory(folder)) ?? []).filter { $0.hasSuffix(".rambaspec") }
        if let other = others.first {
            report(
                displayPath(other), 1, 1,
                "a Generamba spec must be named after its folder: rename it to '\(name).rambaspec'")
        } else {
            report(display, 1, 1, "no spec: a template needs 'template.yml' or '\(name).rambaspec'")
        }
        return nil
    }
}

extension String {
    /// The text without `suffix` at its end, when it has it.
    fileprivate func replacingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
