import Files

/// The injection targets (the shared files templates insert into, such as bviper's Router.swift) that hold conflict
/// markers: a merge left them unresolved, and the app does not compile until they are resolved. `status` lists them
/// beside the project files and the modules' own files.
public enum InjectionTargetAudit {
    /// Each injection target of `setup`'s templates that holds a conflict marker, with the line of the first.
    public static func conflicts(of setup: Setup, fileSystem: any FileSystem) -> [(path: String, line: Int)] {
        MergeDriverSetup.injectionTargets(of: setup, fileSystem: fileSystem).compactMap { path in
            guard let bytes = try? fileSystem.contents(of: path), let line = ConflictMarkers.firstLine(in: bytes)
            else { return nil }
            return (path, line)
        }
    }
}
