/// The options of `init`.
struct InitOptions: CommandOptions {
    let xcodeproj: OptionSpec = .value(
        "xcodeproj", "PATH", "The Xcode project to add generated files to (default: the folder's one).")
    let projectName: OptionSpec = .value(
        "project-name", "NAME", "module_info.project_name (default: the folder's name).")
    let author: OptionSpec = .value(
        "author", "NAME", "developer.name for everyone (default: none; each developer's own git user.name).")
    let company: OptionSpec = .value("company", "NAME", "developer.company.")
    let prefix: OptionSpec = .value("prefix", "P", "File name prefix.")
    let modulePath: OptionSpec = .value("module-path", "DIR", "Where modules go (default: <project-name>/Modules).")
    let testPath: OptionSpec = .value("test-path", "DIR", "Where tests go (default: <project-name>Tests/Modules).")
    let projectTargets: OptionSpec = .value(
        "project-targets", "A,B", "module_info.project_targets (default: <project-name>).")
    let testTargets: OptionSpec = .value(
        "test-targets", "A,B", "module_info.test_targets (default: <project-name>Tests).")
    let catalog: OptionSpec = .value(
        "catalog", "PATH|URL[#REF]", repeatable: true,
        "A template catalog: a folder, or a git URL with an optional tag, branch or commit after '#'.")
    let fromRambafile: OptionSpec = .flag(
        "from-rambafile", "Convert the Rambafile given as argument (default: ./Rambafile).")
    let noInput: OptionSpec = .flag("no-input", "Never ask, even on a terminal.")
    let force: OptionSpec = .flag("force", "Replace an existing catalogs.yml.")

    /// Every option, in the order declared (a test checks this list against the properties).
    var everyOption: [OptionSpec] {
        [
            xcodeproj, projectName, author, company, prefix, modulePath, testPath, projectTargets, testTargets, catalog,
            fromRambafile, noInput, force,
        ]
    }
}
