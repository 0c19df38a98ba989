import Files
import SourceDeclarations
import VipergenSettings

/// Refuses a module that would declare a type its target declares already: `gen Login bviper` in an app with a
/// `final class LoginInteractor` under `Scenes/Login/` writes a second one, and the app no longer compiles.
///
/// The new Swift files' file-scope types (`SwiftDeclarationScanner`) are compared with those of every Swift and
/// Objective-C file the target compiles (`CompiledFiles`), each read once (or not at all, while the cache of earlier
/// runs knows it unchanged: `SourceIndex`), and with the standard types every app
/// uses (`StandardTypeNames`), which a type of the same name would hide.
struct TypeClashStep: PlanStep {
    static let sourceExtensions: Set<String> = ["swift", "h", "m", "mm"]

    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        guard context.checksClashes else { return }
        let files = draft.plan.files
        // The plan's files by their place in it, not copied: a planned file is a large value, and each copy counts
        // references to a dozen of its fields.
        var code: [Int] = []
        var tests: [Int] = []
        for index in files.indices where files[index].action != .skip && files[index].action != .delete {
            switch files[index].role {
            case .code, .shared: code.append(index)
            case .test: tests.append(index)
            default: break
            }
        }
        // Each new Swift file's declarations, by its place in the plan, read once for both uses below.
        var declarations = [[TypeDeclaration]](repeating: [], count: files.count)
        for index in code + tests where Self.isSwift(files[index]) && files[index].action != .conflict {
            declarations[index] = SwiftDeclarationScanner.topLevelTypes(in: files[index].bytes)
        }
        // The types the module's code declares: seen from the tests too, which import the app.
        var codeTypes: [String: TypeClash.Place] = [:]
        for index in code where Self.isSwift(files[index]) && files[index].action != .conflict {
            for declaration in declarations[index] where codeTypes[declaration.name] == nil {
                codeTypes[declaration.name] = TypeClash.Place(file: files[index].path, line: declaration.line)
            }
        }
        for (group, isTest) in [(code, false), (tests, true)] {
            let swift = group.filter { Self.isSwift(files[$0]) }
            guard !swift.isEmpty else { continue }
            let compiled = try context.index.compiledFiles(tests: isTest, context: context)
            let existing = compiled.others(than: group.map { files[$0].path }, fileSystem: context.fileSystem)
            // A type of the module's code that the test target declares too shadows it in the tests: the generated
            // tests that name it get the test target's (`MockLoginPresenter`, a mock of the app's tests). Read only
            // when the test target has files to declare one.
            let named =
                isTest && !existing.isEmpty
                ? swift.reduce(into: Set<String>()) {
                    $0.formUnion(IdentifierScanner.identifiers(in: files[$1].bytes))
                } : []
            let usedByTests = codeTypes.filter { named.contains($0.key) }
            try check(
                swift, of: files, declarations: declarations, existing: existing, owner: compiled.owner,
                context: context, seenFromTests: usedByTests)
        }
    }

    private static func isSwift(_ file: PlannedFile) -> Bool {
        Path.extension(file.path) == "swift"
    }

    /// - Parameter indices: The places in `files` of the new files to check.
    /// - Parameter declarations: The types each new Swift file declares, by its place in `files`.
    /// - Parameter seenFromTests: Types of the module's code that the new tests name: a declaration of one of them
    ///   in `existing` (the test target) clashes too.
    private func check(
        _ indices: [Int], of files: [PlannedFile], declarations: [[TypeDeclaration]], existing: [String],
        owner: String, context: PlanContext, seenFromTests: [String: TypeClash.Place] = [:]
    ) throws {
        var declared: [String: (place: TypeClash.Place, index: Int)] = [:]
        var clashes: [TypeClash] = []
        // A file with conflict markers holds two versions of its declarations; it is the user's to resolve.
        for index in indices where files[index].action != .conflict {
            let file = files[index]
            for declaration in declarations[index] {
                let place = TypeClash.Place(file: file.path, line: declaration.line)
                if let other = declared[declaration.name], other.place.file != file.path {
                    // Two files of one module: the template declares the type twice, whatever the module's name.
                    if file.module != nil, file.module == files[other.index].module {
                        throw GenerationError.templateDeclaresTypeTwice(
                            name: declaration.name, places: [other.place, place],
                            entries: [files[other.index].entry, file.entry])
                    }
                    clashes.append(TypeClash(name: declaration.name, new: place, existing: other.place))
                } else if declared[declaration.name] == nil {
                    declared[declaration.name] = (place, index)
                }
            }
        }
        // The first by name, as the message has always named it.
        if let name = declared.keys.filter(StandardTypeNames.contains).min(), let found = declared[name] {
            throw GenerationError.hidesStandardType(name: name, place: found.place)
        }
        let sources = existing.filter { Self.sourceExtensions.contains(Path.extension($0)) }
        context.index.stampInAdvance(sources, context: context)
        for path in sources {
            guard let declarations = context.index.types(of: path, context: context) else { continue }
            for declaration in declarations {
                if let new = declared[declaration.name]?.place ?? seenFromTests[declaration.name] {
                    clashes.append(
                        TypeClash(
                            name: declaration.name, new: new,
                            existing: TypeClash.Place(file: path, line: declaration.line)))
                }
            }
        }
        guard let first = clashes.first else { return }
        // The names taken, for a free name to suggest: only now, once there is a clash to report.
        var taken = Set(existing.map(Path.base))
        for path in sources {
            for declaration in context.index.types(of: path, context: context) ?? [] { taken.insert(declaration.name) }
        }
        let module = indices.lazy.map { files[$0] }.first { $0.path == first.new.file }?.module
        let suggestion = module.flatMap { module in
            let names =
                indices.filter { files[$0].module == module }.map { Path.base(files[$0].path) } + declared.keys
            return FreeModuleName.suggestion(for: module, names: names, taken: taken)
        }
        throw GenerationError.typeClash(clashes, target: owner, suggestion: suggestion)
    }
}
