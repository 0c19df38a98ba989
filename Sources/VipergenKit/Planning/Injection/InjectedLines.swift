import VipergenSettings

/// Taking recorded injections out of a shared file's bytes, as `remove` takes a module's lines out of it: for
/// `resolve`, which keeps a file one side of a merge deleted with its last module for the modules the other side added.
public enum InjectedLines {
    /// `bytes` without each of `blocks` where it stands as consecutive lines (each line compared without the white
    /// space around it, as `InjectionTarget` finds them); `nil` when a block is not there as recorded (edited since)
    /// or the file is not UTF-8.
    public static func removing(_ blocks: [[String]], from bytes: [UInt8]) -> [UInt8]? {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        var target = InjectionTarget(text: text)
        for block in blocks where !block.isEmpty {
            guard target.contains(block.map { $0.trimmed }) else { return nil }
            target.remove(block)
        }
        return Array(target.text.utf8)
    }
}
