import Files
import SourceDeclarations

/// For `remove` and `update`: refuses a plan that would leave code naming what it takes away. `remove Login` while
/// another module or the app's own code names `LoginPresenter` deletes its declaration, and while it opens the
/// module with `Router.login.loginScene(id:)` takes `Router.login` out of `Router.swift`; an `update` to a template
/// that renamed `LoginViewInput` does the same to it; either way the app no longer builds.
///
/// What is taken away is what the plan's Swift files declare before it and no longer after it (a shared file deleted
/// with the last module of its template counts too): types at file scope, and members of the types that stay
/// (`SwiftMemberScanner`), such as the accessor a module injects into `Router.swift` and the scene its extension of
/// `Router` adds. Every other Swift or Objective-C file the app's and the tests' targets compile (`CompiledFiles`), and
/// those of the targets that can depend on them (`CompiledFiles.dependents`: the app, for a module in a package), is
/// read as the plan leaves it (an injection target without the module's lines) and searched for them: a type by its
/// name anywhere, a comment included (`IdentifierScanner`), as for the module's own edited files; a member, in Swift
/// only, by a dot before its name in code, `Router.login` for a static one and `.loginScene` for others. The modules'
/// own files are not searched: their edits are `RemovalStep`'s to decide (`--force`, `--keep-edited`) and the
/// three-way merge's. `--no-clash-check` skips this.
struct RemovedDeclarationUsesStep: PlanStep {
    /// Whether the plan is an `update`'s (else a `remove`'s), for the message.
    let isUpdate: Bool

    /// A member of a type that stays, as a use names it.
    private struct Member: Hashable {
        var type: String
        var name: String
        var isStatic: Bool

        /// What `SwiftMemberScanner.references(in:)` lists for a use: `Type.name` (the type's last component) for a
        /// static member, `.name` for another.
        var reference: String { isStatic ? "\(typeName).\(name)" : ".\(name)" }

        /// The type's own name: the last component of `Foo.Bar`.
        var typeName: Substring { type.lastIndex(of: ".").map { type[type.index(after: $0)...] } ?? type[...] }
    }

    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        guard context.checksClashes, let update = context.update else { return }
        let files = draft.plan.files
        var typesBefore: Set<String> = []
        var typesAfter: Set<String> = []
        var membersBefore: [MemberDeclaration] = []
        var membersAfter: [MemberDeclaration] = []
        // Files the plan leaves as they are declare the same before and after: read only when something else is taken
        // away, in case they declare it too (an `update --all` over untouched modules reads none).
        var unchanged: [[UInt8]] = []
        for file in files where Path.extension(file.path) == "swift" {
            let kept: [UInt8]?
            switch file.action {
            case .delete: kept = nil
            // Left as it is on disk.
            case .skip, .conflict: kept = file.previousContents ?? file.bytes
            default: kept = file.bytes
            }
            if let kept, kept == file.previousContents {
                unchanged.append(kept)
                continue
            }
            if let previous = file.previousContents {
                typesBefore.formUnion(Self.types(in: previous))
                membersBefore += SwiftMemberScanner.members(in: previous)
            }
            if let kept {
                typesAfter.formUnion(Self.types(in: kept))
                membersAfter += SwiftMemberScanner.members(in: kept)
            }
        }
        var removedTypes = typesBefore.subtracting(typesAfter)
        if !removedTypes.isEmpty {
            for bytes in unchanged { removedTypes.subtract(Self.types(in: bytes)) }
        }
        // A member of a type taken away goes with it, and a use names the type or is caught where it gets the value:
        // only the members of types that stay are compared (most of a removal's are its module's types').
        func ofTypesThatStay(_ members: [MemberDeclaration]) -> Set<Member> {
            Set(
                members.lazy.map { Member(type: $0.type, name: $0.name, isStatic: $0.isStatic) }
                    .filter { !removedTypes.contains(String($0.typeName)) })
        }
        var removedMembers = ofTypesThatStay(membersBefore).subtracting(ofTypesThatStay(membersAfter))
        if !removedMembers.isEmpty {
            for bytes in unchanged { removedMembers.subtract(ofTypesThatStay(SwiftMemberScanner.members(in: bytes))) }
        }
        guard !removedTypes.isEmpty || !removedMembers.isEmpty else { return }
        let planned = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var users: [EditedFile] = []
        var seen: Set<String> = []
        let candidates =
            try context.index.compiledFiles(tests: false, context: context).paths
            + context.index.compiledFiles(tests: true, context: context).paths
            + CompiledFiles.dependents(context: context, index: context.index)
        for path in candidates where seen.insert(path).inserted {
            let language = Path.extension(path)
            guard Self.searched.contains(language) else { continue }
            let bytes: [UInt8]
            if let file = planned[path] {
                // A module's own file, or one the plan deletes; a shared or project file is read as it leaves it.
                guard file.module == nil, file.action != .delete else { continue }
                bytes = file.action.writes ? file.bytes : file.previousContents ?? file.bytes
            } else {
                guard let disk = try context.fileSystem.contents(of: path) else { continue }
                bytes = disk
            }
            var used: [String] = []
            let namedTypes = removedTypes.filter { Self.contains(bytes, $0) }
            if !namedTypes.isEmpty {
                used += namedTypes.intersection(IdentifierScanner.identifiers(in: bytes))
            }
            // Objective-C reaches the app's Swift classes by their names, through the generated header; their
            // members by selectors, which are not looked for.
            let namedMembers = language == "swift" ? removedMembers.filter { Self.contains(bytes, $0.name) } : []
            if !namedMembers.isEmpty {
                let references = SwiftMemberScanner.references(in: bytes)
                used += namedMembers.filter { references.contains($0.reference) }.map { "\($0.type).\($0.name)" }
            }
            if !used.isEmpty {
                users.append(EditedFile(path: Path.relative(path, to: update.root), types: used.sorted()))
            }
        }
        if !users.isEmpty {
            throw GenerationError.removedDeclarationsInUse(users.sorted { $0.path < $1.path }, byUpdate: isUpdate)
        }
    }

    /// The extensions of the files searched: Swift, and the Objective-C that uses the app's Swift classes.
    private static let searched: Set<String> = ["swift", "m", "mm", "h"]

    private static func types(in bytes: [UInt8]) -> [String] {
        SwiftDeclarationScanner.topLevelTypes(in: bytes).map(\.name)
    }

    /// Whether `name` occurs in `bytes` at all: most of a target's files do not name the module, and are not split
    /// into identifiers.
    static func contains(_ bytes: [UInt8], _ name: String) -> Bool {
        bytes.withUnsafeBufferPointer { haystack in Array(name.utf8).withUnsafeBufferPointer(haystack.containsBytes) }
    }
}
