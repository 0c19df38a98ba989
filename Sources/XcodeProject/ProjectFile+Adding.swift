// Adding files to the project in one call.

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
        var editor = ProjectEditor(project: self)
        try editor.add(files)
        return editor.edit
    }
}
