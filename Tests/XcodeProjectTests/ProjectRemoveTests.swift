import Testing

@testable import XcodeProject

/// Whether every line of `edited` is in `original`, in order: the edit only removed lines.
func onlyRemovesLines(_ original: [UInt8], _ edited: [UInt8]) -> Bool {
    onlyAddsLines(edited, original)
}

/// The lines of `original` that `edited` no longer has.
func removedLines(_ original: [UInt8], _ edited: [UInt8]) -> [String] {
    addedLines(edited, original).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// Removes, from each real project in `Fixtures/`, the module `FixtureEditTests` adds, and one of its own files.
@Suite("ProjectFile.removing: real projects")
struct FixtureRemoveTests {
    static let names = FixtureEditTests.names

    @Test("adding a module then removing it gives back the original bytes", arguments: names)
    func addThenRemove(_ name: String) throws {
        let setup = try FixtureEditTests().setup(name)
        let added = try setup.original.adding(setup.files)
        let edited = try ProjectFile(bytes: added.bytes, path: name)
        let removal = try edited.removing(setup.files.map(\.path))
        #expect(removal.bytes == setup.original.bytes, "\(name)")
        #expect(removal.modifiesProject == added.modifiesProject, "\(name)")
        // Every file the addition referenced is reported removed.
        for case .addedFileReference(let path, let groupPath) in added.changes {
            #expect(removal.changes.contains(.removedFileReference(path: path, groupPath: groupPath)), "\(name)")
        }
        for case .createdGroup(let groupPath, let folder) in added.changes where folder != nil {
            #expect(removal.changes.contains(.removedGroup(groupPath: groupPath)), "\(name): \(groupPath)")
        }
    }

    /// A file of a Sources phase (the app target's first) that is not localized and has one reference, and the
    /// IDs that stand for it: its reference and its build files.
    func sourceFile(of setup: FixtureEditTests.Setup) -> (path: String, ids: Set<String>)? {
        let project = setup.original
        let model = project.model
        let targets = model.targets.filter { $0.info.name == setup.appTarget } + model.targets
        for target in targets {
            for phase in target.buildPhases where project.objects.isa(phase) == "PBXSourcesBuildPhase" {
                let node = project.objects[phase].value
                for item in project.plist.items(of: project.plist.value(forKey: "files", in: node) ?? node) {
                    guard let buildFile = project.objects.index(ofNode: item),
                        let reference = project.plist.value(forKey: "fileRef", in: project.objects[buildFile].value)
                            .flatMap(project.objects.index(ofNode:)),
                        project.objects.isa(reference) == "PBXFileReference",
                        let path = model.resolved[Int(reference)],
                        model.fileReferences(at: path) == [reference]
                    else { continue }
                    var ids: Set<String> = [project.objects.id(reference)]
                    for other in project.objects.objects.indices
                    where project.objects.isa(Int32(other)) == "PBXBuildFile" {
                        let value = project.objects.objects[other].value
                        if project.plist.value(forKey: "fileRef", in: value).flatMap(project.objects.index(ofNode:))
                            == reference
                        {
                            ids.insert(project.objects.id(ObjectTable.Index(other)))
                        }
                    }
                    return (path, ids)
                }
            }
        }
        return nil
    }

    @Test("removing one of the project's source files cuts exactly its lines", arguments: names)
    func removeExisting(_ name: String) throws {
        let setup = try FixtureEditTests().setup(name)
        let found = sourceFile(of: setup)
        // Only projects made of synchronized folders compile no file through a phase.
        #expect(found != nil || FixtureFacts.all()[name]?.synchronizedFolders.isEmpty == false, "\(name)")
        guard let (path, ids) = found else { return }
        let original = setup.original
        #expect(original.membership(ofFileAt: path).isInProject)
        let removal = try original.removing([path])
        #expect(removal.modifiesProject)
        #expect(onlyRemovesLines(original.bytes, removal.bytes), "\(name): \(path)")
        let edited = try ProjectFile(bytes: removal.bytes, path: name)
        let membership = edited.membership(ofFileAt: path)
        #expect(membership.fileReferences.isEmpty && membership.buildPhases.isEmpty, "\(name): \(path)")
        // A file inside a synchronized folder is still there through the folder.
        #expect(membership.isInProject == (membership.synchronizedFolder != nil), "\(name): \(path)")
        let removed = removedLines(original.bytes, removal.bytes)
        let groupRemoved = removal.changes.contains { if case .removedGroup = $0 { true } else { false } }
        if !groupRemoved {
            // Each removed line is the reference, a build file, or an entry for one of them.
            for line in removed {
                #expect(ids.contains { line.contains($0) }, "\(name): removed \(line)")
            }
            #expect(removed.count == 2 * ids.count, "\(name): \(removed)")
        }
        // Nothing else changed: the other objects are all there.
        #expect(edited.objects.objects.count == original.objects.objects.count - ids.count - (groupRemoved ? 1 : 0))
    }

    @Test("removing twice gives the same bytes; a path not referenced changes nothing", arguments: names)
    func idempotent(_ name: String) throws {
        let setup = try FixtureEditTests().setup(name)
        let original = setup.original
        let paths = (sourceFile(of: setup).map { [$0.path] } ?? []) + setup.files.map(\.path)
        let added = try ProjectFile(bytes: try original.adding(setup.files).bytes, path: name)
        let once = try added.removing(paths)
        let twice = try ProjectFile(bytes: once.bytes, path: name).removing(paths)
        #expect(twice.bytes == once.bytes)
        #expect(!twice.modifiesProject)
        // A fresh read removes the same way.
        let fresh = try ProjectFile(bytes: added.bytes, path: name).removing(paths)
        #expect(fresh.bytes == once.bytes && fresh.changes == once.changes)

        let missing = "VipergenNowhere/Missing.swift"
        let none = try original.removing([missing])
        #expect(none.bytes == original.bytes)
        #expect(none.changes == [.notReferenced(path: missing)])
        #expect(!none.modifiesProject)
    }

    @Test("a file in a synchronized folder needs no edit", arguments: names)
    func synchronizedFolders(_ name: String) throws {
        let project = try FixtureEditTests().setup(name).original
        for (folder, _) in FixtureFacts.all()[name]?.synchronizedFolders ?? [] {
            let file = folder + "/VipergenFoo/VipergenFooView.swift"
            let removal = try project.removing([file])
            #expect(removal.bytes == project.bytes, "\(name): \(folder)")
            #expect(removal.changes == [.inSynchronizedFolder(path: file, folder: folder)], "\(name): \(folder)")
            #expect(!removal.modifiesProject)
        }
    }
}

@Suite("ProjectFile.removing: what is cut and what stays")
struct ProjectRemoveTests {
    @Test("a module added then removed, file by file or at once, in any order, gives back the original")
    func addThenRemove() throws {
        let original = try classicProject()
        let added = try ProjectFile(bytes: TestFiles.expected("Classic+FooModule.pbxproj"), path: "x")
        let paths = fooModule.map(\.path)
        #expect(try added.removing(paths).bytes == original.bytes)
        #expect(try added.removing(paths.reversed()).bytes == original.bytes)
        var project = added
        for path in paths {
            project = try ProjectFile(bytes: try project.removing([path]).bytes, path: "x")
        }
        #expect(project.bytes == original.bytes)
    }

    @Test("what a removal reports")
    func changes() throws {
        let original = try classicProject()
        let added = try ProjectFile(
            bytes: try original.adding([
                FileAddition(path: "App/Modules/Foo/View/FooViewController.swift", targets: ["App"])
            ]).bytes, path: "x")
        let removal = try added.removing(["App/Modules/Foo/View/FooViewController.swift", "App/Nope.swift"])
        #expect(
            removal.changes == [
                .removedFromBuildPhase(
                    path: "App/Modules/Foo/View/FooViewController.swift", target: "App", phase: "Sources"),
                .removedFileReference(
                    path: "App/Modules/Foo/View/FooViewController.swift", groupPath: "App/Modules/Foo/View"),
                .removedGroup(groupPath: "App/Modules/Foo/View"),
                .removedGroup(groupPath: "App/Modules/Foo"),
                .removedGroup(groupPath: "App/Modules"),
                .notReferenced(path: "App/Nope.swift"),
            ])
        #expect(removal.bytes == original.bytes)
        #expect(
            removal.changes.map(\.description) == [
                "removed App/Modules/Foo/View/FooViewController.swift from Sources of target App",
                "removed App/Modules/Foo/View/FooViewController.swift from group App/Modules/Foo/View",
                "removed the empty group App/Modules/Foo/View",
                "removed the empty group App/Modules/Foo",
                "removed the empty group App/Modules",
                "App/Nope.swift is not in the project: nothing to remove",
            ])
    }

    @Test("a group that keeps children, a logical group and the main group stay")
    func groupsThatStay() throws {
        let original = try classicProject()
        let added = try ProjectFile(
            bytes: try original.adding([
                FileAddition(path: "App/Modules/Foo/A.swift", targets: ["App"]),
                FileAddition(path: "App/Modules/Foo/B.swift", targets: ["App"]),
                FileAddition(path: "Top.swift", targets: []),
                FileAddition(path: "App/Info.plist", groupPath: ["App", "Supporting Files"], targets: []),
            ]).bytes, path: "x")
        let removal = try added.removing(["App/Modules/Foo/A.swift", "Top.swift", "App/Info.plist"])
        #expect(!removal.changes.contains { if case .removedGroup = $0 { true } else { false } })
        let edited = try ProjectFile(bytes: removal.bytes, path: "x")
        #expect(edited.membership(ofFileAt: "App/Modules/Foo/B.swift").groups == ["App/Modules/Foo"])
        #expect(!edited.membership(ofFileAt: "App/Info.plist").isInProject)
        #expect(text(removal.bytes).contains("name = \"Supporting Files\";"))
        #expect(onlyRemovesLines(added.bytes, removal.bytes))
    }

    @Test("objects and lists written on one line lose just the entry")
    func oneLine() throws {
        let source = text(try TestFiles.synthetic("OneLine.pbxproj"))
        let file = try project(source)
        let removal = try file.removing(["Src/B.swift", "Src/C.swift"])
        let edited = text(removal.bytes)
        #expect(edited.contains("{isa = PBXGroup; children = (F1 /* A.swift */, ); path = Src;"))
        #expect(!edited.contains("F2") && !edited.contains("F3"))
        #expect(edited.contains("\t\tF1 /* A.swift */ = {isa = PBXFileReference;"))
        #expect(try project(edited).membership(ofFileAt: "Src/A.swift").groups == ["Src"])
        // The last file: its group and the sections left empty go too, with their blank lines.
        let all = try project(edited).removing(["Src/A.swift"])
        #expect(text(all.bytes) == minimalProject())
    }

    @Test("an object of another kind that names the reference is kept and reported")
    func keptReferrer() throws {
        let source = text(try TestFiles.synthetic("KeptReferrer.pbxproj"))
        let removal = try project(source).removing(["Base.xcconfig"])
        #expect(removal.changes.contains(.keptReferrer(path: "Base.xcconfig", id: "C1", isa: "XCBuildConfiguration")))
        #expect(text(removal.bytes).contains("baseConfigurationReference = F1 /* Base.xcconfig */;"))
        #expect(!text(removal.bytes).contains("isa = PBXFileReference"))
        #expect(try project(text(removal.bytes)).membership(ofFileAt: "Base.xcconfig").fileReferences.isEmpty)
    }

    @Test("a path referenced twice loses every reference; a build file outside any phase goes too")
    func twice() throws {
        let source = text(try TestFiles.synthetic("TwoReferences.pbxproj"))
        let file = try project(source)
        #expect(file.membership(ofFileAt: "A.swift").fileReferences == ["F1", "F2"])
        let removal = try file.removing(["A.swift", "./A.swift"])
        #expect(text(removal.bytes) == text(try TestFiles.expected("TwoReferences-A.pbxproj")))
        #expect(onlyRemovesLines(file.bytes, removal.bytes))
        #expect(try project(text(removal.bytes)).membership(ofFileAt: "Other.swift").isInProject)
    }

    @Test("CRLF files lose whole CRLF lines")
    func crlf() throws {
        let original = try classicProject()
        let crlfText = text(original.bytes).replacing("\n", with: "\r\n")
        let crlf = try project(crlfText)
        let added = try project(text(try crlf.adding(fooModule).bytes))
        #expect(text(try added.removing(fooModule.map(\.path)).bytes) == crlfText)
    }

    @Test("an invalid path is an error, and nothing is removed")
    func invalidPath() throws {
        #expect(throws: ProjectEditError.self) {
            try classicProject().removing(["App/AppDelegate.swift", "../Outside.swift"])
        }
        #expect(throws: ProjectEditError.self) { try classicProject().removing(["/abs/A.swift"]) }
    }
}
