import Files
import SourceDeclarations

/// For `remove` and `update`: refuses a plan that would leave code naming the types it takes away. `remove Login`
/// while another module or the app's own code names `LoginPresenter` deletes its declaration; an `update` to a
/// template that renamed `LoginViewInput` does the same to it; either way the app no longer builds.
///
/// The types taken away are those the plan's Swift files declare at file scope before it (a shared file deleted with
/// the last module of its template counts too) and no longer after it. Every other Swift file the app's and the
/// tests' targets compile (`CompiledFiles`) is read as the plan leaves it (an injection target without the
/// module's lines) and searched for their names, then split into identifiers (`IdentifierScanner`: a name in a
/// comment counts, as for the module's own edited files). The modules' own files are not: their edits are
/// `RemovalStep`'s to decide (`--force`, `--keep-edited`) and the three-way merge's. `--no-clash-check` skips this.
struct RemovedTypeUsesStep: PlanStep {
    /// Whether the plan is an `update`'s (else a `remove`'s), for the message.
    let isUpdate: Bool

    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        guard context.checksClashes, let update = context.update else { return }
        let files = draft.plan.files
        var before: Set<String> = []
        var after: Set<String> = []
        for file in files where Path.extension(file.path) == "swift" {
            if let previous = file.previousContents { before.formUnion(Self.declared(in: previous)) }
            switch file.action {
            case .delete: break
            // Left as it is on disk.
            case .skip, .conflict: after.formUnion(Self.declared(in: file.previousContents ?? file.bytes))
            default: after.formUnion(Self.declared(in: file.bytes))
            }
        }
        let removedTypes = before.subtracting(after)
        guard !removedTypes.isEmpty else { return }
        let planned = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var users: [EditedFile] = []
        var seen: Set<String> = []
        for tests in [false, true] {
            for path in try context.index.compiledFiles(tests: tests, context: context).paths
            where Path.extension(path) == "swift" && seen.insert(path).inserted {
                let bytes: [UInt8]
                if let file = planned[path] {
                    // A module's own file, or one the plan deletes; a shared or project file is read as it leaves it.
                    guard file.module == nil, file.action != .delete else { continue }
                    bytes = file.action.writes ? file.bytes : file.previousContents ?? file.bytes
                } else {
                    guard let disk = try context.fileSystem.contents(of: path) else { continue }
                    bytes = disk
                }
                let named = removedTypes.filter { Self.contains(bytes, $0) }
                guard !named.isEmpty else { continue }
                let used = named.intersection(IdentifierScanner.identifiers(in: bytes)).sorted()
                if !used.isEmpty { users.append(EditedFile(path: Path.relative(path, to: update.root), types: used)) }
            }
        }
        if !users.isEmpty {
            throw GenerationError.removedTypesInUse(users.sorted { $0.path < $1.path }, byUpdate: isUpdate)
        }
    }

    private static func declared(in bytes: [UInt8]) -> [String] {
        SwiftDeclarationScanner.topLevelTypes(in: bytes).map(\.name)
    }

    /// Whether `name` occurs in `bytes` at all: most of a target's files do not name the module, and are not split
    /// into identifiers.
    static func contains(_ bytes: [UInt8], _ name: String) -> Bool {
        bytes.withUnsafeBufferPointer { haystack in Array(name.utf8).withUnsafeBufferPointer(haystack.containsBytes) }
    }
}
