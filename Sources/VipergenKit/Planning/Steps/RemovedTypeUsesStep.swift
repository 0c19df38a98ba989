import ByteWords
import Files
import SourceDeclarations

/// For `remove`: refuses a removal that would leave code naming the types it deletes. `remove Login` while another
/// module or the app's own code names `LoginPresenter` deletes its declaration, and the app no longer builds.
///
/// The types are those the deleted Swift files declare at file scope (a shared file deleted with the last module
/// of its template counts too). Every Swift file the app's and the tests' targets compile (`CompiledFiles`) is read
/// as the removal leaves it (an injection target without the module's lines) and searched for their names, then
/// split into identifiers (`IdentifierScanner`: a name in a comment counts, as for the module's own edited files).
/// Those edited files are `RemovalStep`'s to decide (`--force`, `--keep-edited`); `--no-clash-check` skips this.
struct RemovedTypeUsesStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        guard context.checksClashes, let update = context.update else { return }
        let files = draft.plan.files
        let removedTypes = Set(
            files.filter { $0.action == .delete && Path.extension($0.path) == "swift" }.flatMap {
                SwiftDeclarationScanner.topLevelTypes(in: $0.previousContents ?? []).map(\.name)
            })
        guard !removedTypes.isEmpty else { return }
        let planned = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var users: [EditedFile] = []
        var seen: Set<String> = []
        for tests in [false, true] {
            for path in try context.index.compiledFiles(tests: tests, context: context).paths
            where Path.extension(path) == "swift" && seen.insert(path).inserted {
                let bytes: [UInt8]
                if let file = planned[path] {
                    // Deleted with the module, or one of its edited files: only a file the removal changes is read.
                    guard file.action == .modify else { continue }
                    bytes = file.bytes
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
        if !users.isEmpty { throw GenerationError.removedTypesInUse(users.sorted { $0.path < $1.path }) }
    }

    /// Whether `name` occurs in `bytes` at all: most of a target's files do not name the module, and are not split
    /// into identifiers.
    static func contains(_ bytes: [UInt8], _ name: String) -> Bool {
        let needle = Array(name.utf8)
        guard let first = needle.first else { return false }
        return bytes.withUnsafeBufferPointer { haystack in
            var start = 0
            while let index = ByteWords.firstIndex(of: first, in: haystack, from: start) {
                guard index + needle.count <= haystack.count else { return false }
                if haystack[index..<index + needle.count].elementsEqual(needle) { return true }
                start = index + 1
            }
            return false
        }
    }
}
