import Testing

@testable import VipergenCLI

/// Typed options: each command's options are the stored properties of its options type, read by key path.
@Suite("Command-line arguments")
struct ArgumentsTests {
    struct Sample: CommandOptions {
        let dryRun: OptionSpec = .flag("dry-run", "Plan only.")
        let output: Option<PathArgument> = .path("output", "DIR", "Where.")
        let param: Option<KeyValue> = .pair("param", "K=V", separator: "=", "A parameter.")
        let legacyOutput: Option<PathArgument> = .path("output_path", "DIR", "The old name of --output.")
        let pairs: Option<KeyValue> = .pairList("pairs", "K:V", separator: ":", "Pairs.")
        let names: Option<[String]> = .names("names", "A,B", repeatable: true, "Names.")
        let size: Option<Int> = .integer("size", "N", in: 1...Int.max, "A size.")
        let onConflict: Option<ConflictChoice> = .conflictChoice([.fail, .ours, .theirs], "A choice.")
        let label: Option<String> = .text("label", "TEXT", "A label.")
        let first: Positional<String> = .one("first", "The first word.")
        let second: Positional<String> = .optional("second", "A second word.")
        let rest: Positional<[String]> = .many("rest", "The rest.")
        var everyPositional: [PositionalSpec] { [first.spec, second.spec, rest.spec] }
        var everyOption: [OptionSpec] {
            [
                dryRun, output.spec, param.spec, legacyOutput.spec, pairs.spec, names.spec, size.spec, onConflict.spec,
                label.spec,
            ]
        }
    }

    /// Each command's `everyOption` lists every `OptionSpec` property, in the order declared: one left out of it would be
    /// an option no command line can give.
    @Test func everyOptionsTypeListsAllItsProperties() {
        let types: [any CommandOptions] = [
            CatalogOptions(), CompletionOptions(), GenOptions(), InitOptions(), ListOptions(), MergeDriverOptions(),
            OutdatedOptions(), RemoveOptions(), RenderOptions(), ResolveOptions(), StatusOptions(), TemplateOptions(),
            UpdateOptions(), XcodeTemplatesOptions(),
        ]
        for options in types {
            let children = Mirror(reflecting: options).children.map(\.value)
            let specs = children.map { child in
                child as? OptionSpec ?? Mirror(reflecting: child).children.first { $0.label == "spec" }?.value
            }
            #expect(
                options.everyOption.map(\.name) == specs.compactMap { ($0 as? OptionSpec)?.name },
                "\(type(of: options))")
            #expect(
                options.everyPositional.map(\.name) == specs.compactMap { ($0 as? PositionalSpec)?.name },
                "\(type(of: options))")
        }
        // Every command's options are one of these types'.
        let lists = types.map { $0.everyOption.map(\.name) }
        for command in CLI.commands {
            #expect(lists.contains(command.options.map(\.name)), "\(command.name)'s options type is not listed here")
        }
    }

    /// A run finds its command by the name in `CLI.table` and makes only that one: each name is the command's own,
    /// and no two commands share one.
    @Test func everyCommandIsFoundByItsOwnName() {
        #expect(CLI.table.map(\.name) == CLI.commands.map(\.name))
        #expect(Set(CLI.table.map(\.name)).count == CLI.table.count)
        for (name, _) in CLI.table {
            #expect(CLI.command(named: name)?.name == name)
        }
        #expect(CLI.command(named: "generate") == nil)
    }

    func parse(_ words: [String]) throws -> Arguments<Sample> {
        Arguments(try parseArguments(words, options: Sample.specs, command: "sample", currentDirectory: "/work"))
    }

    @Test func theOptionsAreTheTypesPropertiesInTheirOrder() {
        #expect(
            Sample.specs.map(\.name) == [
                "dry-run", "output", "param", "output_path", "pairs", "names", "size", "on-conflict", "label",
            ])
    }

    @Test func optionsAreReadByKeyPath() throws {
        let arguments = try parse([
            "A", "--dry-run", "--param", "a=1", "--param=b=2", "--output_path", "old", "B", "--pairs", "x:1", "y:2",
        ])
        #expect(arguments.has(\.dryRun))
        #expect(arguments.values(\.param) == [KeyValue(key: "a", value: "1"), KeyValue(key: "b", value: "2")])
        #expect(arguments.pairs(\.param) == ["a": "1", "b": "2"])
        #expect(arguments.value(\.output) == nil && arguments.values(\.output) == nil)
        // An option with an alias: the first one given, in the order asked.
        #expect(arguments.value(\.output, \.legacyOutput) == PathArgument(given: "old", path: "/work/old"))
        #expect(arguments.pairs(\.pairs) == ["x": "1", "y": "2"])
        #expect(arguments.positionals == ["A", "B"])
    }

    /// Each value is made once, when the command line is parsed, into the option's type.
    @Test func valuesAreOfTheirOptionsType() throws {
        let arguments = try parse([
            "--output", "../out", "--names", "A, B", "--names=C", "--size", "12", "--on-conflict", "skip", "--label",
            "a b",
        ])
        #expect(arguments.value(\.output) == PathArgument(given: "../out", path: "/out"))
        #expect(arguments.values(\.names) == [["A", "B"], ["C"]])
        #expect(arguments.value(\.size) == 12)
        #expect(arguments.value(\.onConflict) == .ours, "gen's earlier word for ours")
        #expect(arguments.value(\.label) == "a b")
    }

    /// A wrong value is an error at its option, saying what it takes, before any command runs.
    @Test(arguments: [
        (["--size", "0"], "--size needs a positive number, not '0'"),
        (["--size", "many"], "--size needs a positive number, not 'many'"),
        (["--on-conflict", "markers"], "--on-conflict takes fail, ours or theirs, not 'markers'"),
        (["--param", "=1"], "'--param =1' must look like key=value"),
        (["--pairs", "x:1", "y"], "'--pairs y' must look like key:value"),
    ])
    func aWrongValueIsAnErrorAtItsOption(words: [String], message: String) {
        #expect(throws: UsageError(message)) { try parse(words) }
    }

    /// Positionals take their words in order: one each, an optional one only when words are left for those after
    /// it, the last all the rest; a missing or extra word is an error naming what the command takes.
    @Test func positionalsAreDeclaredAndReadByKeyPath() throws {
        func assign(_ words: [String]) throws(UsageError) -> Arguments<Sample> {
            var parsed = try parseArguments(words, options: Sample.specs, command: "sample", currentDirectory: "/")
            parsed.positionalValues = try assignPositionals(
                parsed.positionals, to: Sample.positionalSpecs, command: "sample", currentDirectory: "/")
            return Arguments(parsed)
        }
        let one = try assign(["a"])
        #expect(one.positional(\.first) == "a" && one.positional(\.second) == nil && one.positional(\.rest) == [])
        let all = try assign(["a", "--dry-run", "b", "c", "d"])
        #expect(
            all.positional(\.first) == "a" && all.positional(\.second) == "b" && all.positional(\.rest) == ["c", "d"])
        #expect(throws: UsageError("'sample' needs <first>")) { try assign([]) }

        struct Single: CommandOptions {
            let file: Positional<PathArgument> = .path("file", missing: "give one file", "A file.")
            var everyPositional: [PositionalSpec] { [file.spec] }
            var everyOption: [OptionSpec] { [] }
        }
        #expect(throws: UsageError("give one file")) {
            try assignPositionals([], to: Single.positionalSpecs, command: "single", currentDirectory: "/")
        }
        #expect(throws: UsageError("'single' takes <file>; unexpected 'b'")) {
            try assignPositionals(["a", "b"], to: Single.positionalSpecs, command: "single", currentDirectory: "/")
        }
        let file = try assignPositionals(["a"], to: Single.positionalSpecs, command: "single", currentDirectory: "/w")
        #expect(file["file"] as? PathArgument == PathArgument(given: "a", path: "/w/a"))
        #expect(throws: UsageError("'none' takes no arguments; unexpected 'x'")) {
            try assignPositionals(["x"], to: [], command: "none", currentDirectory: "/")
        }
    }

    @Test func everyCommandHasUniqueOptionNamesAndPropertiesForAll() {
        for command in CLI.commands {
            let names = command.options.map(\.name)
            #expect(Set(names).count == names.count, "\(command.name) declares an option twice")
            #expect(!names.contains(CLI.helpOption.name), "\(command.name) redeclares --help")
        }
        // Counting the properties guards against one that is not an OptionSpec and so would be left out.
        #expect(GenOptions.specs.count == 32)
        #expect(
            UpdateOptions.specs.map(\.name) == [
                "all", "param", "on-conflict", "no-clash-check", "restore", "allow-older", "dry-run", "json", "quiet",
            ])
        #expect(CompletionOptions.specs.isEmpty)
    }
}
