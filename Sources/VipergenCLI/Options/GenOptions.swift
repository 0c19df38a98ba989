/// The options of `gen`.
struct GenOptions: CommandOptions {
    let output: Option<PathArgument> = .path("output", "DIR", "Folder for the module (replaces module_path).")
    let testOutput: Option<PathArgument> = .path(
        "test-output", "DIR", "Folder for the module's tests (replaces test_path).")
    let description: Option<String> = .text(
        "description", "TEXT", "module_info.description (default: '<ModuleName> module').")
    let author: Option<String> = .text("author", "NAME", "developer.name (default: catalogs.yml's author, else $USER).")
    let company: Option<String> = .text("company", "NAME", "developer.company.")
    let prefix: Option<String> = .text("prefix", "P", "File name prefix (default: catalogs.yml's prefix).")
    let param: Option<KeyValue> = .pair(
        "param", "KEY=VALUE", separator: "=", "A custom parameter (custom_parameters.KEY).")
    let customParameters: Option<KeyValue> = .pairList(
        "custom_parameters", "KEY:VALUE", separator: ":", "Custom parameters in Generamba's form.")
    let modulePath: Option<String> = .text(
        "module_path", "DIR", "Generamba's: the module's folder and Xcode group; tests stay put.")
    let testPath: Option<String> = .text("test_path", "DIR", "Generamba's: the tests' folder and Xcode group.")
    let projectFilePath: Option<String> = .text("project_file_path", "DIR", "Generamba's: the module's folder only.")
    let projectGroupPath: Option<String> = .text(
        "project_group_path", "GROUP", "Generamba's: the module's Xcode group only (A/B).")
    let testFilePath: Option<String> = .text("test_file_path", "DIR", "Generamba's: the tests' folder only.")
    let testGroupPath: Option<String> = .text("test_group_path", "GROUP", "Generamba's: the tests' Xcode group only.")
    let generambaProjectTargets: Option<[String]> = .names("project_targets", "A,B", "Generamba's --targets.")
    let generambaTestTargets: Option<[String]> = .names("test_targets", "A,B", "Generamba's --test-targets.")
    let moduleDescription: Option<String> = .text("module_description", "TEXT", "Generamba's --description.")
    let modules: Option<[String]> = .names(
        "modules", "A,B,C", repeatable: true, "Generate many modules in one plan and one transaction.")
    let modulesFile: Option<PathArgument> = .path(
        "modules-file", "FILE", "Module names, one per line ('#' starts a comment).")
    let xcodeproj: Option<PathArgument> = .path(
        "xcodeproj", "PATH", "The .xcodeproj to add the files to (edited even when XcodeGen or tuist make it).")
    let targets: Option<[String]> = .names(
        "targets", "A,B", "Targets that compile the module's files (replaces project_targets).")
    let testTargets: Option<[String]> = .names(
        "test-targets", "A,B", "Targets that compile the module's tests (replaces test_targets).")
    let noXcodeproj: OptionSpec = .flag("no-xcodeproj", "Write the files only; leave the Xcode project as it is.")
    let onConflict: Option<ConflictChoice> = .conflictChoice(
        [.fail, .ours, .theirs],
        "fail (default): write nothing; ours: keep existing files (or skip); theirs: replace them (or overwrite)."
    )
    let force: OptionSpec = .flag("force", "Replace files that exist with other contents (--on-conflict theirs).")
    let package: Option<PathArgument> = .path(
        "package", "DIR", "Make the module a target of its own in the Swift package in DIR (editing its Package.swift)."
    )
    let noClashCheck: OptionSpec = .flag(
        "no-clash-check",
        "Skip the checks of file and type names against the app and each other: render exactly what Generamba "
            + "renders, even a template that declares one type twice.")
    let fixName: OptionSpec = .flag(
        "fix-name", "Turn 'agent detail' or 'agent-detail' into AgentDetail instead of refusing it.")
    let dryRun: OptionSpec = .flag(
        "dry-run", "Print the plan and a diff of every existing file that would change; write nothing.")
    let json: OptionSpec = .flag("json", "Print the plan as JSON (see 'JSON output' in the README).")
    let quiet: OptionSpec = .flag("quiet", short: "q", "Print only errors.")
    let verbose: OptionSpec = .flag(
        "verbose", short: "v", "Also print where settings and the template come from, and new files' diffs.")

    let moduleName: Positional<String> = .optional("ModuleName", "The module to generate (not with --modules).")
    let template: Positional<String> = .one(
        "template",
        missing: "'gen' needs a module name and a template, as in: vipergen gen AgentDetail bviper "
            + "(or a template and --modules, as in: vipergen gen bviper --modules A,B)",
        "The template, or catalog/template.")

    /// Every option, in the order declared (a test checks this list against the properties).
    var everyOption: [OptionSpec] {
        [
            output.spec, testOutput.spec, description.spec, author.spec, company.spec, prefix.spec, param.spec,
            customParameters.spec, modulePath.spec, testPath.spec, projectFilePath.spec, projectGroupPath.spec,
            testFilePath.spec, testGroupPath.spec, generambaProjectTargets.spec, generambaTestTargets.spec,
            moduleDescription.spec, modules.spec, modulesFile.spec, xcodeproj.spec, targets.spec, testTargets.spec,
            noXcodeproj, onConflict.spec, force, package.spec, noClashCheck, fixName, dryRun, json, quiet, verbose,
        ]
    }

    /// The words that are not options, in order (a test checks this list against the properties).
    var everyPositional: [PositionalSpec] { [moduleName.spec, template.spec] }
}
