/// The options of `init`.
struct InitOptions: CommandOptions {
    let xcodeproj: Option<PathArgument> = .path(
        "xcodeproj", "PATH", "The Xcode project to add generated files to (default: the folder's one).")
    let projectName: Option<String> = .text(
        "project-name", "NAME", "module_info.project_name (default: the folder's name).")
    let author: Option<String> = .text(
        "author", "NAME", "developer.name for everyone (default: none; each developer's own git user.name).")
    let company: Option<String> = .text("company", "NAME", "developer.company.")
    let prefix: Option<String> = .text("prefix", "P", "File name prefix.")
    let modulePath: Option<String> = .text("module-path", "DIR", "Where modules go (default: <project-name>/Modules).")
    let testPath: Option<String> = .text("test-path", "DIR", "Where tests go (default: <project-name>Tests/Modules).")
    let projectTargets: Option<String> = .text(
        "project-targets", "A,B", "module_info.project_targets (default: <project-name>).")
    let testTargets: Option<String> = .text(
        "test-targets", "A,B", "module_info.test_targets (default: <project-name>Tests).")
    let catalog: Option<String> = .text(
        "catalog", "PATH|URL[#REF]", repeatable: true,
        "A template catalog: a folder, or a git URL with an optional tag, branch or commit after '#'.")
    let fromRambafile: OptionSpec = .flag(
        "from-rambafile", "Convert the Rambafile given as argument (default: ./Rambafile).")
    let noInput: OptionSpec = .flag("no-input", "Never ask, even on a terminal.")
    let force: OptionSpec = .flag("force", "Replace an existing catalogs.yml.")

    let rambafile: Positional<String> = .optional("Rambafile", "With --from-rambafile: the Rambafile to read.")

    /// Every option, in the order declared (a test checks this list against the properties).
    var everyOption: [OptionSpec] {
        [
            xcodeproj.spec, projectName.spec, author.spec, company.spec, prefix.spec, modulePath.spec, testPath.spec,
            projectTargets.spec, testTargets.spec, catalog.spec, fromRambafile, noInput, force,
        ]
    }

    /// The words that are not options, in order (a test checks this list against the properties).
    var everyPositional: [PositionalSpec] { [rambafile.spec] }
}
