/// The options of `gen`.
struct GenOptions: CommandOptions {
    let output: OptionSpec = .value("output", "DIR", "Folder for the module (replaces module_path).")
    let testOutput: OptionSpec = .value("test-output", "DIR", "Folder for the module's tests (replaces test_path).")
    let description: OptionSpec = .value(
        "description", "TEXT", "module_info.description (default: '<ModuleName> module').")
    let author: OptionSpec = .value("author", "NAME", "developer.name (default: catalogs.yml's author, else $USER).")
    let company: OptionSpec = .value("company", "NAME", "developer.company.")
    let prefix: OptionSpec = .value("prefix", "P", "File name prefix (default: catalogs.yml's prefix).")
    let param: OptionSpec = .value(
        "param", "KEY=VALUE", repeatable: true, "A custom parameter (custom_parameters.KEY).")
    let customParameters = OptionSpec(
        name: "custom_parameters", short: nil, kind: .list(name: "KEY:VALUE"),
        help: "Custom parameters in Generamba's form.")
    let modulePath: OptionSpec = .value(
        "module_path", "DIR", "Generamba's: the module's folder and Xcode group; tests stay put.")
    let testPath: OptionSpec = .value("test_path", "DIR", "Generamba's: the tests' folder and Xcode group.")
    let projectFilePath: OptionSpec = .value("project_file_path", "DIR", "Generamba's: the module's folder only.")
    let projectGroupPath: OptionSpec = .value(
        "project_group_path", "GROUP", "Generamba's: the module's Xcode group only (A/B).")
    let testFilePath: OptionSpec = .value("test_file_path", "DIR", "Generamba's: the tests' folder only.")
    let testGroupPath: OptionSpec = .value("test_group_path", "GROUP", "Generamba's: the tests' Xcode group only.")
    let generambaProjectTargets: OptionSpec = .value("project_targets", "A,B", "Generamba's --targets.")
    let generambaTestTargets: OptionSpec = .value("test_targets", "A,B", "Generamba's --test-targets.")
    let moduleDescription: OptionSpec = .value("module_description", "TEXT", "Generamba's --description.")
    let modules: OptionSpec = .value(
        "modules", "A,B,C", repeatable: true, "Generate many modules in one plan and one transaction.")
    let modulesFile: OptionSpec = .value("modules-file", "FILE", "Module names, one per line ('#' starts a comment).")
    let xcodeproj: OptionSpec = .value(
        "xcodeproj", "PATH", "The .xcodeproj to add the files to (edited even when XcodeGen or tuist make it).")
    let targets: OptionSpec = .value(
        "targets", "A,B", "Targets that compile the module's files (replaces project_targets).")
    let testTargets: OptionSpec = .value(
        "test-targets", "A,B", "Targets that compile the module's tests (replaces test_targets).")
    let noXcodeproj: OptionSpec = .flag("no-xcodeproj", "Write the files only; leave the Xcode project as it is.")
    let onConflict: OptionSpec = .value(
        "on-conflict", "CHOICE",
        "fail (default): write nothing; ours: keep existing files (or skip); theirs: replace them (or overwrite)."
    )
    let force: OptionSpec = .flag("force", "Replace files that exist with other contents (--on-conflict theirs).")
    let package: OptionSpec = .value(
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

    /// Every option, in the order declared (a test checks this list against the properties).
    var everyOption: [OptionSpec] {
        [
            output, testOutput, description, author, company, prefix, param, customParameters, modulePath, testPath,
            projectFilePath, projectGroupPath, testFilePath, testGroupPath, generambaProjectTargets,
            generambaTestTargets, moduleDescription, modules, modulesFile, xcodeproj, targets, testTargets, noXcodeproj,
            onConflict, force, package, noClashCheck, fixName, dryRun, json, quiet, verbose,
        ]
    }
}
