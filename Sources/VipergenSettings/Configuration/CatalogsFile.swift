import Files
import JSON

/// Writes a `catalogs.yml` for a configuration, as `vipergen init` does: every setting, paths relative to the
/// file's folder, and a comment on each part.
public enum CatalogsFile {
    /// The text of catalogs.yml in `directory` for `configuration`.
    /// - Parameters:
    ///   - installed: Names of templates in Generamba's install folder: a declared template among them is written
    ///     as a comment, since the installed copy is used and listing both would be a duplicate.
    ///   - comments: Comment lines (without `#`) to write above a setting, by its key (`module_path`,
    ///     `test_targets`): why init chose a value, and what it passed over.
    ///   - commentedOut: Settings written as comments, to be uncommented later: `test_path` while the project has
    ///     no unit-test target, so that nothing names a folder the app does not have.
    public static func text(
        for configuration: ProjectConfiguration, in directory: String, installed: Set<String> = [],
        comments: [String: [String]] = [:], commentedOut: Set<String> = []
    ) -> String {
        func commented(_ key: String) -> String {
            (comments[key] ?? []).map { "# \($0)\n" }.joined() + (commentedOut.contains(key) ? "# " : "")
        }
        func relative(_ path: String) -> String { relativePath(path, from: directory) }
        var text = """
            # vipergen's settings for this project; see "catalogs.yml" in vipergen's README.
            # vipergen finds this file by walking up from the current folder.
            project_name: \(quoted(configuration.projectName))

            """
        if configuration.productModuleName != ProjectConfiguration.moduleName(from: configuration.projectName) {
            text += "product_module_name: \(quoted(configuration.productModuleName))\n"
        }
        text += """
            prefix: \(quoted(configuration.prefix))
            company: \(quoted(configuration.company))

            """
        if !configuration.author.isEmpty { text += "author: \(quoted(configuration.author))\n" }
        text += """
            # Modules go to <module_path>/<ModuleName>/, their tests to <test_path>/<ModuleName>/.
            \(commented("module_path"))module_path: \(quoted(relative(configuration.modulePath)))
            \(commented("test_path"))test_path: \(quoted(relative(configuration.testPath)))
            project_targets: \(list(configuration.projectTargets))
            \(commented("test_targets"))test_targets: \(list(configuration.testTargets))

            """
        if let project = configuration.xcodeProject {
            text += """
                # The Xcode project gen adds new files to: a group per folder, sources in the targets above.
                xcodeproj_path: \(quoted(relative(project.projectPath)))

                """
            if project.testProjectPath != project.projectPath {
                text += "test_xcodeproj_path: \(quoted(relative(project.testProjectPath)))\n"
            }
            if let group = project.codeGroupPath {
                text += "project_group_path: \(quoted(group.joined(separator: "/")))\n"
            }
            if let group = project.testGroupPath {
                text += "test_group_path: \(quoted(group.joined(separator: "/")))\n"
            }
        }
        text += """
            # Where templates come from, searched in this order before the built-in ones: folders of templates,
            # or git repositories ({git: URL, ref: tag, branch or commit}) cloned into vipergen's cache.

            """
        guard !configuration.catalogs.isEmpty else { return text + "catalogs: []\n" }
        text += "catalogs:\n"
        for source in configuration.catalogs {
            var fields: [String] = []
            switch source.location {
            case .folder(let path):
                fields.append("path: \(quoted(relative(path)))")
                if source.template == nil, source.name != Path.base(path) {
                    fields.append("name: \(quoted(source.name))")
                }
            case .git(let reference):
                fields.append("git: \(quoted(reference.url))")
                if let ref = reference.ref { fields.append("ref: \(quoted(ref))") }
                if source.template == nil, source.name != reference.repositoryName {
                    fields.append("name: \(quoted(source.name))")
                }
            }
            if let template = source.template {
                fields.append("template: \(quoted(template))")
                if source.name != template { fields.append("name: \(quoted(source.name))") }
            }
            let entry = "{\(fields.joined(separator: ", "))}"
            if let template = source.template, installed.contains(template) {
                text +=
                    "  # - \(entry)\n  #   (installed in \(Rambafile.installFolder)/\(template), which is used instead)\n"
            } else {
                text += "  - \(entry)\n"
            }
        }
        return text
    }

    /// `path` relative to `directory`, with `..` where it lies outside: `/p/a` from `/p/b` is `../a`.
    static func relativePath(_ path: String, from directory: String) -> String {
        let target = Path.normalize(path).split(separator: "/")
        let base = Path.normalize(directory).split(separator: "/")
        guard path.hasPrefix("/"), directory.hasPrefix("/") else { return path }
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// A double-quoted YAML scalar.
    package static func quoted(_ text: String) -> String {
        text.quoted { scalar in
            switch scalar {
            case "\n": return "\\n"
            case "\t": return "\\t"
            default: return nil
            }
        }
    }

    static func list(_ items: [String]) -> String {
        "[" + items.map(quoted).joined(separator: ", ") + "]"
    }
}
