// Editing the project in one call: adding files, removing them, or both in one edit.

extension ProjectFile {
    /// The project with `files` added, as Xcode would add them, and a list of what was done.
    ///
    /// Each file gets a file reference in its group (unless a reference already resolves to its path) and, for
    /// sources and resources, a build file in each target's Sources or Resources phase (unless the phase already
    /// lists it); a target without such a phase gets one. With no `groupPath`, the groups mirror the folders: the
    /// group of a folder is the first existing group that resolves to it, whatever its name, and missing ones are
    /// created with `path = <folder name>`. A file inside an Xcode 16 synchronized folder needs no edit when the
    /// folder already gives it to the asked-for targets.
    ///
    /// Adding the same files twice gives the same bytes, and new objects get IDs derived from what they are, so
    /// the same edit of the same project gives the same result everywhere. The project is indexed once and each
    /// file costs a few table lookups, so pass every file of a run in one call, or use a `ProjectEditor` to add
    /// them batch by batch.
    ///
    /// - Parameter files: The files, with paths relative to the project folder.
    /// - Returns: The new bytes and the changes; when nothing changes, the bytes are the original ones.
    /// - Throws: `ProjectEditError` for an unknown target (with the available ones and a suggestion), a target
    ///   that builds no files, a path outside the project folder, or a file in a synchronized folder that would
    ///   need other targets than the folder's. Nothing is edited then.
    public func adding(_ files: [FileAddition]) throws(ProjectEditError) -> ProjectEdit {
        try editing(adding: files, removing: [])
    }

    /// The project without the references to the files at `paths`, and a list of what was done.
    ///
    /// For each path, every `PBXFileReference` that resolves to it goes, with every `PBXBuildFile` whose `fileRef`
    /// it is, those build files' entries in the `files` of every build phase, and the reference's entries in the
    /// `children` of its groups. A group left empty by that goes too, and so on up, when it is a `PBXGroup` with a
    /// `path` (one made for a folder) that nothing but its parent's `children` names; the main group, a group
    /// that still has children and a logical group (no `path`) stay. A localized file's variant group stays.
    ///
    /// Only whole objects and list items are cut: an object's lines (one line for a build file or a reference,
    /// from its first line through its `};` for the others), an item's line (`ID /* name */,`), or, in a list
    /// written on one line, just the item; a section left without objects goes with its markers and the blank
    /// line before it. Every other byte stays, so removing what `adding(_:)` added gives back the original bytes.
    /// An object of another kind that names a removed object (rare: a `baseConfigurationReference`, a version
    /// group's `currentVersion`) is left untouched and reported as `keptReferrer`.
    ///
    /// A path the project does not reference is skipped (`notReferenced`, or `inSynchronizedFolder` inside an
    /// Xcode 16 synchronized folder, whose files need no edit), so removing twice gives the same bytes.
    ///
    /// - Parameter paths: The files, relative to the project folder, `/`-separated; normalized first, repeats
    ///   ignored.
    /// - Returns: The new bytes and the changes; when nothing changes, the bytes are the original ones.
    /// - Throws: `ProjectEditError.invalidPath` for a path that is empty, absolute or outside the project folder.
    ///   Nothing is edited then.
    public func removing(_ paths: [String]) throws(ProjectEditError) -> ProjectEdit {
        try editing(adding: [], removing: paths)
    }

    /// The project with `files` added and the files at `paths` removed, in one edit, and a list of what was done:
    /// the additions' changes, then the removals'.
    ///
    /// The result is the one of `adding(files)`, reading its bytes again and calling `removing(paths)` on that:
    /// removals take effect after the additions, so a group that gets a new file is not removed as empty, and a
    /// section that gets a new object stays. The project is read once, and the new text is written in one pass
    /// over the original bytes.
    ///
    /// - Parameters:
    ///   - files: The files to add, with paths relative to the project folder (see `adding(_:)`).
    ///   - paths: The files to remove, relative to the project folder (see `removing(_:)`).
    /// - Returns: The new bytes and the changes; when nothing changes, the bytes are the original ones.
    /// - Throws: `ProjectEditError` for what `adding(_:)` or `removing(_:)` would throw for, and `invalidPath` for
    ///   a path both added and removed. Nothing is edited then.
    public func editing(adding files: [FileAddition], removing paths: [String]) throws(ProjectEditError)
        -> ProjectEdit
    {
        var editor = ProjectEditor(project: self)
        try editor.add(files)
        try editor.remove(paths)
        return editor.edit
    }
}
