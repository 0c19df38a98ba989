import Testing

@testable import VipergenCLI

/// Typed options: each command's options are the stored properties of its options type, read by key path.
@Suite("Command-line arguments")
struct ArgumentsTests {
    struct Sample: CommandOptions {
        let dryRun: OptionSpec = .flag("dry-run", "Plan only.")
        let output: OptionSpec = .value("output", "DIR", "Where.")
        let param: OptionSpec = .value("param", "K=V", repeatable: true, "A parameter.")
        let legacyOutput: OptionSpec = .value("output_path", "DIR", "The old name of --output.")
        let pairs: OptionSpec = .list("pairs", "K:V", "Pairs.")
        var everyOption: [OptionSpec] { [dryRun, output, param, legacyOutput, pairs] }
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
            let properties = Mirror(reflecting: options).children.compactMap { $0.value as? OptionSpec }.map(\.name)
            #expect(options.everyOption.map(\.name) == properties, "\(type(of: options))")
        }
        // Every command's options are one of these types'.
        let lists = types.map { $0.everyOption.map(\.name) }
        for command in CLI.commands {
            #expect(lists.contains(command.options.map(\.name)), "\(command.name)'s options type is not listed here")
        }
    }

    func parse(_ words: [String]) throws -> Arguments<Sample> {
        Arguments(try parseArguments(words, options: Sample.specs, command: "sample"))
    }

    @Test func theOptionsAreTheTypesPropertiesInTheirOrder() {
        #expect(Sample.specs.map(\.name) == ["dry-run", "output", "param", "output_path", "pairs"])
    }

    @Test func optionsAreReadByKeyPath() throws {
        let arguments = try parse([
            "A", "--dry-run", "--param", "a=1", "--param=b=2", "--output_path", "old", "--pairs", "x:1", "y:2", "B",
        ])
        #expect(arguments.has(\.dryRun))
        #expect(arguments.values(\.param) == ["a=1", "b=2"] && arguments.value(\.param) == "b=2")
        #expect(arguments.value(\.output) == nil && arguments.values(\.output) == nil)
        // An option with an alias: the first one given, in the order asked.
        #expect(arguments.value(\.output, \.legacyOutput) == "old")
        #expect(arguments.values(\.pairs) == ["x:1", "y:2", "B"])
        #expect(arguments.positionals == ["A"])
    }

    @Test func everyCommandHasUniqueOptionNamesAndPropertiesForAll() {
        for command in CLI.commands {
            let names = command.options.map(\.name)
            #expect(Set(names).count == names.count, "\(command.name) declares an option twice")
            #expect(!names.contains(CLI.helpOption.name), "\(command.name) redeclares --help")
        }
        // Counting the properties guards against one that is not an OptionSpec and so would be left out.
        #expect(GenOptions.specs.count == 32)
        #expect(UpdateOptions.specs.map(\.name) == ["all", "param", "on-conflict", "dry-run", "json", "quiet"])
        #expect(CompletionOptions.specs.isEmpty)
    }
}
