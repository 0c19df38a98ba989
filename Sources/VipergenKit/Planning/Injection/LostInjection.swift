import Files
import VipergenSettings

/// Lines a recorded module inserted into a shared file that the file no longer holds: a merge that kept one side of
/// Router.swift (`git checkout --ours`, a client that could not run the merge driver) dropped them, and the
/// module's code that uses them no longer compiles. `vipergen update <Module>` inserts them again.
public struct LostInjection: Sendable, Equatable {
    /// The module whose lines are lost.
    public var module: String
    /// The shared file, absolute.
    public var path: String
    /// The module's lines, as recorded.
    public var lines: [String]
    /// Whether the shared file itself is gone.
    public var fileMissing: Bool

    /// Every recorded injection whose lines are not in their file as one run (each line compared without the
    /// white space around it, as `gen` finds them). Each file is read once; records without injections (earlier
    /// versions, templates that inject nothing) have nothing to check.
    public static func all(in lock: ModuleLock, root: String, fileSystem: any FileSystem)
        -> [LostInjection]
    {
        var targets: [String: InjectionTarget?] = [:]
        var lost: [LostInjection] = []
        for module in lock.modules {
            for injected in module.injections ?? [] where !injected.lines.isEmpty {
                let path = Path.absolute(injected.path, in: root)
                if targets[path] == nil {
                    let bytes = (try? fileSystem.contents(of: path)) ?? nil
                    targets[path] = .some(bytes.map { InjectionTarget(text: String(decoding: $0, as: UTF8.self)) })
                }
                guard let target = targets[path] ?? nil else {
                    lost.append(
                        LostInjection(module: module.name, path: path, lines: injected.lines, fileMissing: true))
                    continue
                }
                if !target.contains(injected.lines.map(\.trimmed)) {
                    lost.append(
                        LostInjection(module: module.name, path: path, lines: injected.lines, fileMissing: false))
                }
            }
        }
        return lost
    }
}
