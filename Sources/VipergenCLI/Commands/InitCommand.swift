import DiagnosticText
import Files
import VipergenKit
import VipergenSettings

/// `vipergen init`: writes catalogs.yml, asking for each setting on a terminal (as `generamba setup` did) and
/// taking flags otherwise; `--from-rambafile` converts a Generamba project instead.
enum InitCommand {
    /// The word that runs the command.
    static let name = "init"

    static let command = Command(
        name: name,
        arguments: "[options] | --from-rambafile [Rambafile]",
        summary: "Write catalogs.yml for this project, or convert a Generamba Rambafile.",
        discussion: """
            On a terminal, init asks for each setting not given as an option, with the default in brackets (Enter
            keeps it). Without a terminal on standard input, or with --no-input, it never asks and never reads
            standard input: options and defaults decide. An existing catalogs.yml is kept unless --force is given.
            catalogs.yml names no author unless --author is given: headers then name whoever runs gen (git's
            user.name, else the account's full name, else $USER), and company stays the team's.
            --from-rambafile reads a Generamba Rambafile (default: ./Rambafile) and writes the equivalent
            catalogs.yml beside it, keeping its templates: the Templates/ install folder, the declared local and
            git templates, and its catalogs.
            In a folder with an .xcodeproj, init reads it: the project's name, its app and unit-test targets, and
            the folders of their groups become the defaults, and xcodeproj_path is set so that gen adds the new
            files to the project. With several projects, init asks which one (or takes --xcodeproj).
            project_targets names only targets the project has: a project without an app target (a library) is
            refused, listing its targets, until --project-targets names the one modules join, and so is a target
            the project does not have.
            module_path defaults to the folder where the app keeps its screens: a folder named Scenes, Modules,
            Features, Screens or Flows (or the singular) with two or more subfolders of the app target's sources,
            or (all but Scenes) two or more source files no more than two folders below the app's sources; of
            several, the shallowest (then one folder per screen, then the most screens), and init names the others;
            else Modules in the folder of the app's sources: the group named after the app target or the project
            when it holds some of them, else the folder that holds most. test_path mirrors it in the tests' folder.
            With several unit-test bundles, test_targets defaults to the one named after the app target plus
            "Tests", else the first that depends on the app target, else the first in the project; init names the
            others (as does a comment in catalogs.yml), and warns about a UI-test bundle in test_targets.
            With XcodeGen's project.yml or Tuist's Project.swift in the folder, init reads that spec instead of the
            project it makes: its app and unit-test targets, and module_path and test_path in the first folder each
            builds; gen never edits the made project (it says to run 'xcodegen generate' or 'tuist generate'), and
            refuses a module outside the folders the spec gives its targets.
            In a git repository, init also sets up vipergen's merge driver, as 'vipergen merge-driver --install'
            does: .gitattributes routes *.pbxproj (and the injection targets) to it, and .git/config registers it.
            """,
        options: InitOptions.self,
        run: run)

    static func run(_ arguments: Arguments<InitOptions>, _ context: CommandContext) throws -> ExitCode {
        if arguments.has(\.fromRambafile) {
            return try convert(
                arguments.positional(\.rambafile) ?? Rambafile.fileName, arguments: arguments, context: context)
        }
        if let extra = arguments.positional(\.rambafile) {
            throw UsageError("'init' takes options only; unexpected '\(extra)'")
        }
        let directory = context.currentDirectory
        var answers = Answers(arguments: arguments, context: context)
        let defaults: XcodeProjectDefaults?
        if let spec = answers.projectSpec(in: directory) {
            defaults = XcodeProjectDefaults.read(spec: spec, in: directory, fileSystem: context.fileSystem)
        } else {
            let project = try answers.xcodeProject(in: directory)
            defaults = try project.map { try XcodeProjectDefaults.read($0, fileSystem: context.fileSystem) }
        }
        let configuration = try answers.configuration(in: directory, project: defaults)
        if let defaults, defaults.testTarget == nil, configuration.testTargets.isEmpty {
            // The proposed test folder is one the app does not have: written only when the user named it.
            if arguments.value(\.testPath) == nil {
                answers.commentedOut.insert("test_path")
                answers.comments["test_path", default: []].append(
                    "No unit-test target yet, so gen writes no tests: once the project has one, name it in "
                        + "test_targets and uncomment test_path (or set it to the test target's folder).")
            }
            context.console.error(
                "note: \(Path.base(defaults.projectPath)) has no unit-test target, so test_targets is empty and gen "
                    + "writes no tests; once you add one, name it in catalogs.yml (test_targets: [AppTests]) and "
                    + "uncomment test_path\n")
        }
        // catalogs.yml is shared, so it names no author unless asked: each developer's headers carry their own name,
        // found when they run gen. Say so when this developer's cannot be found.
        if configuration.author.isEmpty, context.developerName().isEmpty {
            context.console.error(
                "warning: no name found for you (git config user.name, the account's full name, $USER): your headers "
                    + "will read 'Created on <date>'; set git's user.name, or pass --author to name one author for "
                    + "everyone\n")
        }
        answers.reviewTestTargets(configuration.testTargets, project: defaults)
        return try write(
            configuration, in: directory, installed: [], force: arguments.has(\.force), comments: answers.comments,
            commentedOut: answers.commentedOut, context: context)
    }

    /// Settings from options, else from the user on a terminal, else defaults.
    struct Answers {
        let arguments: Arguments<InitOptions>
        let context: CommandContext
        /// Whether questions may be asked: a terminal on standard input and no `--no-input`.
        let interactive: Bool
        /// Set at the end of input, after which defaults answer the rest.
        var inputEnded = false
        /// Comment lines for catalogs.yml by setting: why the project suggested a value.
        var comments: [String: [String]] = [:]
        /// Settings catalogs.yml carries as comments only (`test_path` without a unit-test target).
        var commentedOut: Set<String> = []

        init(arguments: Arguments<InitOptions>, context: CommandContext) {
            self.arguments = arguments
            self.context = context
            interactive = !arguments.has(\.noInput) && context.console.isInputTerminal
        }

        /// The option's value, the user's answer, or the default.
        mutating func value(
            _ option: ((InitOptions) -> Option<String>)?, _ question: String, default fallback: String
        ) -> String {
            if let option, let given = arguments.value(option) { return given }
            guard interactive, !inputEnded else { return fallback }
            context.console.error("\(question) [\(fallback)]: ")
            guard let line = context.console.readLine() else {
                inputEnded = true
                context.console.error("\n")
                return fallback
            }
            let answer = line.trimmed
            return answer.isEmpty ? fallback : answer
        }

        /// The spec XcodeGen (`project.yml`) or Tuist (`Project.swift`) makes the project from, when the folder has
        /// one and `--xcodeproj` does not name a project: its targets and folders are the defaults, and the note
        /// says that gen leaves the made project alone. One that cannot be read is noted, and the `.xcodeproj` read.
        mutating func projectSpec(in directory: String) -> ProjectSpec? {
            guard arguments.value(\.xcodeproj) == nil else { return nil }
            do {
                guard let spec = try ProjectSpec.find(in: directory, fileSystem: context.fileSystem) else { return nil }
                let generator = spec.generator
                let app = spec.appTarget.map { "the app target \($0.name)" } ?? "no app target"
                context.console.error(
                    "note: \(Path.base(spec.file)) (\(generator.rawValue)) makes \(Path.base(spec.projectPath)): gen "
                        + "never edits that project (run '\(generator.command)' after it) and puts modules in a folder "
                        + "the spec gives \(app)\n")
                comments["module_path", default: []].append(
                    "\(Path.base(spec.file)) makes the Xcode project: module_path and test_path are folders its targets "
                        + "build; run '\(generator.command)' after gen.")
                return spec
            } catch {
                context.console.error("note: \(error); init reads the Xcode project instead\n")
                return nil
            }
        }

        /// The `.xcodeproj` to use: `--xcodeproj`, the folder's only one, or the one the user picks; `nil` when the
        /// folder has none.
        /// - Throws: `UsageError` when there are several and no terminal to ask on.
        mutating func xcodeProject(in directory: String) throws -> String? {
            if let given = arguments.value(\.xcodeproj) { return given.path }
            let projects = XcodeProjectDefaults.projects(in: directory, fileSystem: context.fileSystem)
            guard projects.count > 1 else { return projects.first }
            let names = projects.map(Path.base)
            guard interactive else {
                throw UsageError(
                    "this folder has \(projects.count) Xcode projects (\(names.joined(separator: ", "))); "
                        + "choose one with --xcodeproj")
            }
            while true {
                let answer = value(nil, "Xcode project (\(names.joined(separator: ", ")))", default: names[0])
                if let index = names.firstIndex(where: { $0 == answer || $0 == answer + ".xcodeproj" }) {
                    return projects[index]
                }
                if inputEnded { return projects[0] }
                context.console.error("no project named '\(answer)'\n")
            }
        }

        /// - Throws: `UsageError` when the project has no app target and none was named, or a target named is not
        ///   one of the project's.
        mutating func configuration(in directory: String, project: XcodeProjectDefaults?) throws
            -> ProjectConfiguration
        {
            let folderName = Path.base(directory).isEmpty ? "App" : Path.base(directory)
            let projectName = value(\.projectName, "Project name", default: project?.projectName ?? folderName)
            // With a project, only a target it has: a library project (DKImagePickerController's Carthage.xcodeproj)
            // has no app target, and its name is no target at all.
            let appTarget = project.map { $0.appTarget ?? "" } ?? projectName
            // A project without a unit-test target gets none: naming one that does not exist breaks the next gen.
            let testTarget = project.map { $0.testTarget ?? "" } ?? "\(projectName)Tests"
            let sourceFolder = project?.sourceFolder ?? projectName
            let testFolder = project?.testFolder ?? "\(projectName)Tests"
            // Not asked: an author in the shared file would sign every teammate's files with one name.
            var configuration = ProjectConfiguration(defaultsFor: directory, author: arguments.value(\.author) ?? "")
            configuration.projectName = projectName
            configuration.productModuleName = ProjectConfiguration.moduleName(from: projectName)
            configuration.company = value(\.company, "Company (developer.company)", default: "")
            configuration.prefix = value(\.prefix, "File name prefix", default: "")
            let folders = proposedModuleFolders(project: project, sourceFolder: sourceFolder, testFolder: testFolder)
            configuration.modulePath = Path.absolute(
                value(\.modulePath, "Folder for modules", default: folders.modules), in: directory)
            configuration.testPath = Path.absolute(
                value(\.testPath, "Folder for tests", default: folders.tests), in: directory)
            configuration.projectTargets = NameList.parse(
                value(\.projectTargets, "Project targets, comma-separated", default: appTarget))
            if let project {
                try Self.check(configuration.projectTargets, asked: "--project-targets", in: project)
            }
            configuration.testTargets = NameList.parse(
                value(\.testTargets, testTargetsQuestion(project: project), default: testTarget))
            if let project {
                configuration.xcodeProject = XcodeProjectSettings(projectPath: project.projectPath)
            }
            var catalogs = arguments.values(\.catalog) ?? []
            if catalogs.isEmpty {
                catalogs = NameList.parse(
                    value(\.catalog, "Template catalogs: folders or git URLs (URL#ref), comma-separated", default: ""))
            }
            configuration.catalogs = catalogs.map { Self.source($0, in: directory) }
            return configuration
        }

        /// Refuses targets the project does not have, and none at all, listing the project's.
        static func check(_ targets: [String], asked option: String, in project: XcodeProjectDefaults) throws {
            let have = project.targets.isEmpty ? "no targets" : "the targets " + project.targets.joined(separator: ", ")
            let name = Path.base(project.projectPath)
            if targets.isEmpty {
                throw UsageError(
                    "\(name) has no app target for the modules to join (it has \(have)); name the one they join with "
                        + "\(option)")
            }
            for target in targets where !project.targets.contains(target) {
                throw UsageError(
                    "\(name) has no target '\(target)' (it has \(have)); name one of them with \(option)")
            }
        }

        /// `Templates`, `https://host/templates.git`, or `https://host/templates.git#v1.0`.
        static func source(_ text: String, in directory: String) -> CatalogSource {
            var url = text
            var ref: String?
            if let hash = text.lastIndex(of: "#") {
                url = String(text[..<hash])
                ref = String(text[text.index(after: hash)...])
            }
            guard ref != nil || GitReference.looksLikeURL(url) else {
                return .folder(Path.absolute(text, in: directory))
            }
            return .git(GitReference(url: GitReference.resolvingLocalPath(url, in: directory), ref: ref))
        }
    }

    /// `--from-rambafile`: the Rambafile's settings and templates as catalogs.yml beside it.
    static func convert(_ rambafile: String, arguments: Arguments<InitOptions>, context: CommandContext) throws
        -> ExitCode
    {
        let file = context.absolute(rambafile)
        guard let text = try context.fileSystem.text(of: file) else {
            context.console.error(DiagnosticText.error("no Rambafile at \(rambafile)") + "\n")
            return .failure
        }
        let directory = Path.directory(file)
        var configuration = try Rambafile.load(file: file, text: text, author: "", fileSystem: context.fileSystem)
        if let author = arguments.value(\.author) { configuration.author = author }
        for setting in Rambafile.unusedSettings(in: text, file: context.display(file)) {
            context.console.error(
                "\(context.display(file)):\(setting.line):\(setting.column): note: '\(setting.key)' is not used: "
                    + "\(setting.reason)\n")
        }
        if !configuration.writesTests {
            context.console.error(
                "note: the Rambafile names no test target or test path, so Generamba wrote no tests; vipergen "
                    + "writes them to '\(context.display(configuration.testPath))': set test_path in catalogs.yml\n")
        }
        let installFolder = Path.join(directory, Rambafile.installFolder)
        let installed = Set(((try? context.fileSystem.listDirectory(installFolder)) ?? []))
        return try write(
            configuration, in: directory, installed: installed, force: arguments.has(\.force), context: context)
    }

    /// Writes catalogs.yml in `directory` through a temporary file, never over an existing one without `force`.
    static func write(
        _ configuration: ProjectConfiguration, in directory: String, installed: Set<String>, force: Bool,
        comments: [String: [String]] = [:], commentedOut: Set<String> = [], context: CommandContext
    ) throws -> ExitCode {
        let path = Path.join(directory, ProjectConfiguration.fileName)
        let exists = context.fileSystem.fileExists(path)
        if exists, !force {
            context.console.error(
                DiagnosticText.error(
                    "\(context.display(path)) already exists; nothing was written\n  use --force to replace it") + "\n")
            return .failure
        }
        let text = CatalogsFile.text(
            for: configuration, in: directory, installed: installed, comments: comments, commentedOut: commentedOut)
        let temporary = ReplacementName.temporary(for: path)
        do {
            try context.fileSystem.write(Array(text.utf8), to: temporary)
            try context.fileSystem.moveItem(from: temporary, to: path)
        } catch {
            try? context.fileSystem.removeItem(temporary)
            context.console.error(DiagnosticText.error("could not write \(context.display(path)): \(error)") + "\n")
            return .failure
        }
        context.console.output("\(exists ? "overwrite" : "create   ") \(context.display(path))\n")
        context.console.error("wrote \(context.display(path)); 'vipergen template list' shows the templates it sees\n")
        setUpMergeDriver(in: directory, context: context)
        return .success
    }

    /// In a git repository, routes project files to vipergen's merge driver and registers it in the repository's
    /// own config; a failure is a warning, since catalogs.yml is written.
    static func setUpMergeDriver(in directory: String, context: CommandContext) {
        guard GitAttributes.repositoryRoot(above: directory, fileSystem: context.fileSystem) != nil else { return }
        var inDirectory = context
        inDirectory.currentDirectory = directory
        do {
            try MergeDriverCommand.setUp(inDirectory)
        } catch {
            context.console.error(
                "warning: the merge driver was not set up: \(error); run 'vipergen merge-driver --install'\n")
        }
    }
}
