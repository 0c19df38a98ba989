import Files

/// Applies the rendered injections to the planned files, or to the project's files they target, which then join
/// the plan as modified files.
struct InjectionStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        try Self.apply(draft.insertions, to: &draft.plan.files, fileSystem: context.fileSystem)
    }

    /// Applies every insertion to the planned file at its path, or to the project file there. Each target is
    /// split into lines once, however many modules of a batch insert into it.
    static func apply(_ insertions: [Insertion], to files: inout [PlannedFile], fileSystem: any FileSystem) throws {
        guard !insertions.isEmpty else { return }
        var indexByPath = Dictionary(
            files.indices.map { (files[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
        var targets: [String: InjectionTarget] = [:]
        var order: [String] = []
        for insertion in insertions {
            if targets[insertion.path] == nil {
                let text: String
                if let index = indexByPath[insertion.path] {
                    text = try Self.text(of: files[index].bytes, for: insertion)
                } else {
                    guard let existing = try fileSystem.contents(of: insertion.path) else {
                        throw GenerationError.injectionFailed(
                            insertion.injection.location, file: insertion.path,
                            reason: "the file does not exist; the injection needs it")
                    }
                    text = try Self.text(of: existing, for: insertion)
                    files.append(
                        PlannedFile(
                            path: insertion.path, contents: text, action: .unchanged, role: .project,
                            previousContents: existing))
                    indexByPath[insertion.path] = files.count - 1
                }
                targets[insertion.path] = InjectionTarget(text: text)
                order.append(insertion.path)
            }
            try targets[insertion.path]!.insert(
                insertion.lines, at: insertion.injection.anchor, location: insertion.injection.location,
                path: insertion.path)
        }
        for path in order where targets[path]!.changed {
            let index = indexByPath[path]!
            files[index].contents = targets[path]!.text
            switch files[index].action {
            case .unchanged, .skip:
                // A file that gains lines is modified, whether it is the app's own or a shared one.
                files[index].action = .modify
                files[index].note = nil
            case .create, .overwrite, .modify, .conflict, .delete:
                break
            }
        }
    }

    /// The file's bytes as text. Lines are inserted only into UTF-8 text: decoding anything else would replace the
    /// bytes that are not UTF-8 everywhere in the file.
    static func text(of bytes: [UInt8], for insertion: Insertion) throws -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        let (line, column, byte) = TextFileRules.firstInvalidByte(in: bytes[...])
        let hex = String(byte, radix: 16, uppercase: true)
        throw GenerationError.injectionFailed(
            insertion.injection.location, file: insertion.path,
            reason: "the file is not UTF-8 text (byte 0x\(hex) at line \(line), column \(column)); lines are "
                + "inserted only into UTF-8 files, so nothing was written: save it as UTF-8 and run again")
    }
}
