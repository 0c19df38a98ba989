import Files
import VipergenSettings

/// What a merge can leave in the injection targets (the shared files templates insert into, such as bviper's
/// Router.swift): conflict markers, which `status` lists beside the project files and the modules' own files. The
/// lines a merge dropped are `LostInjection`'s, found from the records.
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
