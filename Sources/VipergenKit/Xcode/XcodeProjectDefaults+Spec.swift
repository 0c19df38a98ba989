import Files

extension XcodeProjectDefaults {
    /// What `init` proposes for a project XcodeGen or Tuist makes from `spec` in `directory`: the spec's app and
    /// unit-test targets, and the first folder each builds, so that new modules land where the project, once made
    /// again, builds them. A folder of screens inside the app's folders (found on disk) is preferred, as for a
    /// project file.
    public static func read(spec: ProjectSpec, in directory: String, fileSystem: any FileSystem)
        -> XcodeProjectDefaults
    {
        let app = spec.appTarget
        let test = spec.testTarget(of: app)
        func relative(_ folder: String?) -> String? { folder.map { Path.relative($0, to: directory) } }
        var walk = FolderWalk(fileSystem: fileSystem, folderLimit: TargetSources.folderLimit)
        for folder in app?.sources ?? [] { walk.collect(under: folder) }
        let files = walk.files.map { Path.relative($0, to: directory) }
            .filter { TargetSources.codeExtensions.contains(Path.extension($0).lowercased()) }
        let sourceFolder = relative(app?.sources.first)
        let screens = ModuleFolder.candidates(in: TargetSources(files: files), sourceFolder: sourceFolder)
        return XcodeProjectDefaults(
            projectPath: spec.projectPath, projectName: spec.name, appTarget: app?.name, testTarget: test?.name,
            sourceFolder: sourceFolder, testFolder: relative(test?.sources.first), sourceFolderShare: nil,
            moduleFolder: screens.first, otherModuleFolders: Array(screens.dropFirst()), testChoice: nil,
            uiTestTargets: spec.targets.filter { $0.kind == .uiTests }.map(\.name), targets: spec.targets.map(\.name))
    }
}
