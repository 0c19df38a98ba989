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
        let written = draft.plan.files.filter { $0.action != .skip && $0.action != .delete }
        let code = written.filter { $0.role == .code || $0.role == .shared }
        let tests = written.filter { $0.role == .test }
        // Each new Swift file's declarations, read once for both uses below.
        var declarations: [String: [TypeDeclaration]] = [:]
        for file in written where Path.extension(file.path) == "swift" && file.action != .conflict {
            declarations[file.path] = SwiftDeclarationScanner.topLevelTypes(in: file.bytes)
        }
        // The types the module's code declares: seen from the tests too, which import the app.
        var codeTypes: [String: TypeClash.Place] = [:]
        for file in code where Path.extension(file.path) == "swift" && file.action != .conflict {
            for declaration in declarations[file.path] ?? []
            where codeTypes[declaration.name] == nil {
                codeTypes[declaration.name] = TypeClash.Place(file: file.path, line: declaration.line)
            }
        }
        for (files, isTest) in [(code, false), (tests, true)] {
            let swift = files.filter { Path.extension($0.path) == "swift" }
            guard !swift.isEmpty else { continue }
            let compiled = try context.index.compiledFiles(tests: isTest, context: context)
            let existing = compiled.others(than: files, fileSystem: context.fileSystem)
            // A type of the module's code that the test target declares too shadows it in the tests: the generated
            // tests that name it get the test target's (`MockLoginPresenter`, a mock of the app's tests). Read only
            // when the test target has files to declare one.
            let named =
                isTest && !existing.isEmpty
                ? swift.reduce(into: Set<String>()) { $0.formUnion(IdentifierScanner.identifiers(in: $1.bytes)) } : []
            let usedByTests = codeTypes.filter { named.contains($0.key) }
            try check(
                swift, declarations: declarations, existing: existing, owner: compiled.owner, context: context,
                seenFromTests: usedByTests)
        }
    }

    /// - Parameter declarations: The types each new Swift file declares, by path.
    /// - Parameter seenFromTests: Types of the module's code that the new tests name: a declaration of one of them
    ///   in `existing` (the test target) clashes too.
    private func check(
        _ files: [PlannedFile], declarations: [String: [TypeDeclaration]], existing: [String], owner: String,
        context: PlanContext,
        seenFromTests: [String: TypeClash.Place] = [:]
    ) throws {
        var declared: [String: TypeClash.Place] = [:]
        var entries: [String: SpecLocation] = [:]
        var clashes: [TypeClash] = []
        // A file with conflict markers holds two versions of its declarations; it is the user's to resolve.
        for file in files where file.action != .conflict {
            if let entry = file.entry { entries[file.path] = entry }
            for declaration in declarations[file.path] ?? [] {
                let place = TypeClash.Place(file: file.path, line: declaration.line)
                if let other = declared[declaration.name], other.file != file.path {
                    // Two files of one module: the template declares the type twice, whatever the module's name.
                    let module = files.first { $0.path == file.path }?.module
                    if module != nil, module == files.first(where: { $0.path == other.file })?.module {
                        throw GenerationError.templateDeclaresTypeTwice(
                            name: declaration.name, places: [other, place],
                            entries: [entries[other.file], entries[file.path]])
                    }
                    clashes.append(TypeClash(name: declaration.name, new: place, existing: other))
                } else if declared[declaration.name] == nil {
                    declared[declaration.name] = place
                }
            }
        }
        for (name, place) in declared.sorted(by: { $0.key < $1.key }) where StandardTypeNames.contains(name) {
            throw GenerationError.hidesStandardType(name: name, place: place)
        }
        var taken = Set(existing.map(Path.base))
        let sources = existing.filter { Self.sourceExtensions.contains(Path.extension($0)) }
        context.index.stampInAdvance(sources, context: context)
        for path in sources {
            guard let declarations = context.index.types(of: path, context: context) else { continue }
            for declaration in declarations {
                taken.insert(declaration.name)
                if let new = declared[declaration.name] ?? seenFromTests[declaration.name] {
                    clashes.append(
                        TypeClash(
                            name: declaration.name, new: new,
                            existing: TypeClash.Place(file: path, line: declaration.line)))
                }
            }
        }
        guard let first = clashes.first else { return }
        let module = files.first { $0.path == first.new.file }?.module
        let suggestion = module.flatMap { module in
            let names = files.filter { $0.module == module }.map { Path.base($0.path) } + declared.keys
            return FreeModuleName.suggestion(for: module, names: names, taken: taken)
        }
        throw GenerationError.typeClash(clashes, target: owner, suggestion: suggestion)
    }
}
