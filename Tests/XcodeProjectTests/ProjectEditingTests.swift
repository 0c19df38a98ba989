import Testing

@testable import XcodeProject

/// What `editing(adding:removing:)` must give: the edit made in two steps, adding, reading the result again and
/// removing from it, with the changes of both.
func addedThenRemoved(_ project: ProjectFile, adding files: [FileAddition], removing paths: [String]) throws
    -> ProjectEdit
{
    let added = try project.adding(files)
    let removal = try ProjectFile(bytes: added.bytes, path: project.path).removing(paths)
    return ProjectEdit(bytes: removal.bytes, changes: added.changes + removal.changes)
}

/// The paths in the project folder that `project`'s file references resolve to, sorted, without `excluded`.
func referencedPaths(of project: ProjectFile, excluding excluded: Set<String>) -> [String] {
    var paths: Set<String> = []
    for (index, object) in project.objects.objects.enumerated()
    where project.objects.isa(Int32(index)) == "PBXFileReference" {
        if let path = project.model.resolved[index], (try? ProjectEditor.checkedPath(path)) != nil {
            paths.insert(path)
        }
    }
    return paths.subtracting(excluded).sorted()
}

/// Every `step`-th of `paths`, starting with the first.
func every(_ step: Int, of paths: [String]) -> [String] {
    stride(from: 0, to: paths.count, by: step).map { paths[$0] }
}

@Suite("ProjectFile.editing: adding and removing in one edit")
struct ProjectEditingTests {
    static let handWritten = (try? TestFiles.syntheticNames()) ?? []

    @Test("a file added and another removed in one edit, with the changes of both")
    func addAndRemove() throws {
        let project = try classicProject()
        let added = FileAddition(path: "App/Modules/Foo/FooView.swift", targets: ["App"])
        let edit = try project.editing(adding: [added], removing: ["App/AppDelegate.swift"])
        #expect(
            edit.changes == [
                .createdGroup(groupPath: "App/Modules", folder: "App/Modules"),
                .createdGroup(groupPath: "App/Modules/Foo", folder: "App/Modules/Foo"),
                .addedFileReference(path: "App/Modules/Foo/FooView.swift", groupPath: "App/Modules/Foo"),
                .addedToBuildPhase(path: "App/Modules/Foo/FooView.swift", target: "App", phase: "Sources"),
                .removedFromBuildPhase(path: "App/AppDelegate.swift", target: "App", phase: "Sources"),
                .removedFileReference(path: "App/AppDelegate.swift", groupPath: "App"),
            ])
        #expect(edit.modifiesProject)
        let edited = try ProjectFile(bytes: edit.bytes, path: "x")
        #expect(edited.membership(ofFileAt: "App/Modules/Foo/FooView.swift").targets == ["App"])
        #expect(edited.membership(ofFileAt: "App/Modules/Foo/FooView.swift").groups == ["App/Modules/Foo"])
        #expect(!edited.membership(ofFileAt: "App/AppDelegate.swift").isInProject)
        #expect(!text(edit.bytes).contains("AppDelegate.swift"))
        let twoSteps = try addedThenRemoved(project, adding: [added], removing: ["App/AppDelegate.swift"])
        #expect(edit.bytes == twoSteps.bytes)
        #expect(edit.changes == twoSteps.changes)
        // Each half alone is what `adding` and `removing` give.
        #expect(try project.editing(adding: [added], removing: []).bytes == project.adding([added]).bytes)
        #expect(
            try project.editing(adding: [], removing: ["App/AppDelegate.swift"]).bytes
                == project.removing(["App/AppDelegate.swift"]).bytes)
    }

    @Test("a group the removal empties stays when the same edit adds a file to it")
    func emptiedGroupGetsAFile() throws {
        let project = try ProjectFile(bytes: TestFiles.expected("Classic+FooModule.pbxproj"), path: "x")
        let interactor = FileAddition(path: "App/Modules/Foo/Presenter/FooInteractor.swift", targets: ["App"])
        let presenter = "App/Modules/Foo/Presenter/FooPresenter.swift"
        let edit = try project.editing(adding: [interactor], removing: [presenter])
        #expect(!edit.changes.contains { if case .removedGroup = $0 { true } else { false } })
        let edited = try ProjectFile(bytes: edit.bytes, path: "x")
        #expect(edited.membership(ofFileAt: interactor.path).groups == ["App/Modules/Foo/Presenter"])
        #expect(!edited.membership(ofFileAt: presenter).isInProject)
        #expect(edit.bytes == (try addedThenRemoved(project, adding: [interactor], removing: [presenter])).bytes)
        // Without the addition, the group goes.
        #expect(
            try project.removing([presenter]).changes.contains(.removedGroup(groupPath: "App/Modules/Foo/Presenter")))
    }

    @Test("cut and appended in the same lists and sections: one-line lists, a missing comma, a section emptied")
    func interleaved() throws {
        let project = try ProjectFile(bytes: TestFiles.synthetic("Interleaved.pbxproj"), path: "x")
        let files = [FileAddition(path: "A.swift", targets: ["App", "Tests"])]
        let paths = ["Lib/B.swift", "Src/C.swift", "Src/D.swift", "Tests/E.swift"]
        let edit = try project.editing(adding: files, removing: paths)
        let twoSteps = try addedThenRemoved(project, adding: files, removing: paths)
        #expect(text(edit.bytes) == text(twoSteps.bytes))
        #expect(edit.changes == twoSteps.changes)
        let edited = try ProjectFile(bytes: edit.bytes, path: "x")
        #expect(edited.membership(ofFileAt: "A.swift").targets == ["App", "Tests"])
        for path in paths {
            #expect(!edited.membership(ofFileAt: path).isInProject, "\(path)")
        }
        let result = text(edit.bytes)
        #expect(!result.contains("PBXFileReference section"))
        #expect(result.contains("/* Begin PBXBuildFile section */"))
        #expect(!result.contains("G1") && !result.contains("G2") && !result.contains("G3"))
    }

    @Test("removals take effect after the additions, whatever the order of the editor's calls")
    func editorOrder() throws {
        let project = try classicProject()
        var editor = ProjectEditor(project: project)
        try editor.remove(["App/AppDelegate.swift"])
        try editor.add(fooModule)
        #expect(
            editor.edit.bytes == (try project.editing(adding: fooModule, removing: ["App/AppDelegate.swift"])).bytes)
        #expect(editor.edit.changes.last == .removedFileReference(path: "App/AppDelegate.swift", groupPath: "App"))
    }

    @Test("a path both added and removed is an error, and the editor stays as it was")
    func addedAndRemoved() throws {
        let project = try classicProject()
        #expect {
            try project.editing(adding: fooModule, removing: ["./" + fooModule[0].path])
        } throws: { error in
            guard case ProjectEditError.invalidPath(let path, let reason) = error else { return false }
            return path == "./" + fooModule[0].path && reason.contains("also removes it")
        }
        var editor = ProjectEditor(project: project)
        try editor.remove(["App/AppDelegate.swift"])
        #expect(throws: ProjectEditError.self) {
            try editor.add([FileAddition(path: "App/AppDelegate.swift", targets: ["AppTests"])] + fooModule)
        }
        try editor.add(fooModule)
        #expect(throws: ProjectEditError.self) { try editor.remove(["App/Nope.swift", fooModule[1].path]) }
        #expect(
            editor.edit.bytes == (try project.editing(adding: fooModule, removing: ["App/AppDelegate.swift"])).bytes)
    }

    @Test(
        "one edit gives what adding, reading again and removing give, on the real projects",
        arguments: FixtureEditTests.names)
    func realProjects(_ name: String) throws {
        let setup = try FixtureEditTests().setup(name)
        let project = setup.original
        let referenced = referencedPaths(of: project, excluding: Set(setup.files.map(\.path)))
        let source = FixtureRemoveTests().sourceFile(of: setup).map { [$0.path] } ?? []
        for paths in [source, every(3, of: referenced), referenced] {
            let edit = try project.editing(adding: setup.files, removing: paths)
            let twoSteps = try addedThenRemoved(project, adding: setup.files, removing: paths)
            #expect(edit.bytes == twoSteps.bytes, "\(name): \(paths.count) removed")
            #expect(edit.changes == twoSteps.changes, "\(name): \(paths.count) removed")
        }
    }

    @Test(
        "one edit gives what adding, reading again and removing give, on the hand-written projects",
        arguments: handWritten)
    func handWrittenProjects(_ name: String) throws {
        let project = try ProjectFile(bytes: TestFiles.synthetic(name), path: name)
        let folder = project.groupFolders().first { !$0.isEmpty && !$0.hasPrefix("/") && !$0.hasPrefix("..") } ?? ""
        let probe = project.membership(ofFileAt: ProjectPath.joined(folder, "Probe.swift"))
        let targets =
            probe.synchronizedFolder?.targets.prefix(1).map { $0 }
            ?? project.targets.first { $0.kind == .native }.map { [$0.name] } ?? []
        let files = [
            FileAddition(path: ProjectPath.joined(folder, "Added.swift"), targets: targets),
            FileAddition(path: ProjectPath.joined(folder, "Foo/View/FooView.swift"), targets: targets),
            FileAddition(path: ProjectPath.joined(folder, "Foo/View/FooView.xib"), targets: targets),
            FileAddition(path: ProjectPath.joined(folder, "Foo/FooModule.h"), targets: targets),
        ]
        let referenced = referencedPaths(of: project, excluding: Set(files.map(\.path)))
        for paths in [[], every(2, of: referenced), referenced] {
            let edit = try project.editing(adding: files, removing: paths)
            let twoSteps = try addedThenRemoved(project, adding: files, removing: paths)
            #expect(text(edit.bytes) == text(twoSteps.bytes), "\(name): \(paths)")
            #expect(edit.changes == twoSteps.changes, "\(name): \(paths)")
        }
    }
}
