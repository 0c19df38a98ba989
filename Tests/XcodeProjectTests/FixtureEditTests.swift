import Testing

@testable import XcodeProject

/// Adds a module to each real project in `Fixtures/`, in the folder and targets its README names.
@Suite("ProjectFile.adding: real projects")
struct FixtureEditTests {
    static let names = (try? TestFiles.fixtures().map(\.name)) ?? []

    /// A fixture read, with the targets and folders a module goes to.
    struct Setup {
        var original: ProjectFile
        var appTarget: String
        var testTarget: String?
        var files: [FileAddition]
    }

    func setup(_ name: String) throws -> Setup {
        let path = TestFiles.folder + "/Fixtures/" + name + "/project.pbxproj"
        let project = try ProjectFile(bytes: TestFiles.read(path), path: path)
        let facts = FixtureFacts.all()[name]
        let moduleFolder = facts?.moduleFolder ?? project.groupFolders().first { !$0.isEmpty } ?? ""
        // The app target that builds the module folder: the one its synchronized folder gives files to, if any.
        var appTargets = facts?.appTargets ?? []
        if appTargets.isEmpty {
            appTargets = project.targets.filter { $0.productType == "com.apple.product-type.application" }.map(\.name)
        }
        let probe = project.membership(ofFileAt: moduleFolder + "/Probe.swift")
        let appTarget = try #require(
            appTargets.first { probe.synchronizedFolder?.targets.contains($0) ?? true } ?? appTargets.first)
        let testTarget =
            facts?.testTargets.first
            ?? project.targets.first { $0.productType == "com.apple.product-type.bundle.unit-test" }?.name

        let module = moduleFolder.isEmpty ? "VipergenFoo" : moduleFolder + "/VipergenFoo"
        var files = [
            FileAddition(path: module + "/View/VipergenFooViewController.swift", targets: [appTarget]),
            FileAddition(path: module + "/View/VipergenFooViewController.xib", targets: [appTarget]),
            FileAddition(path: module + "/Presenter/VipergenFooPresenter.swift", targets: [appTarget]),
            FileAddition(path: module + "/Assembly/VipergenFooModule.h", targets: [appTarget]),
        ]
        if let testTarget {
            let folder = testFolder(of: testTarget, in: project)
            files.append(
                FileAddition(path: folder + "/VipergenFoo/VipergenFooPresenterTests.swift", targets: [testTarget]))
        }
        return Setup(original: project, appTarget: appTarget, testTarget: testTarget, files: files)
    }

    /// Where a target's tests live: the folder of its first compiled file, or of its synchronized folder.
    private func testFolder(of target: String, in project: ProjectFile) -> String {
        let model = project.model
        guard let info = model.targets.first(where: { $0.info.name == target }) else { return target }
        for phase in info.buildPhases where project.objects.isa(phase) == "PBXSourcesBuildPhase" {
            let node = project.objects[phase].value
            for item in project.plist.items(of: project.plist.value(forKey: "files", in: node) ?? node) {
                guard let buildFile = project.objects.index(ofNode: item),
                    let reference = project.plist.value(forKey: "fileRef", in: project.objects[buildFile].value)
                        .flatMap(project.objects.index(ofNode:)),
                    let path = model.resolved[Int(reference)]
                else { continue }
                return ProjectPath.folder(of: path)
            }
        }
        for group in info.synchronizedGroups {
            if let folder = model.resolved[Int(group)] {
                return folder
            }
        }
        return target
    }

    @Test("a module is added: read back, every file in its folder's group and its targets", arguments: names)
    func addModule(_ name: String) throws {
        let setup = try setup(name)
        let original = setup.original
        let edit = try original.adding(setup.files)
        let edited = try ProjectFile(bytes: edit.bytes, path: name)
        #expect(edited.bytes == edit.bytes)
        #expect(edited.objectVersion == original.objectVersion)
        for file in setup.files {
            let membership = edited.membership(ofFileAt: file.path)
            let expectedTargets = file.role == .reference ? [] : file.targets
            if let synchronized = membership.synchronizedFolder {
                // Covered by an Xcode 16 folder: nothing was added for it.
                #expect(membership.fileReferences.isEmpty, "\(name): \(file.path)")
                #expect(Set(expectedTargets).isSubset(of: synchronized.targets), "\(name): \(file.path)")
                #expect(
                    edit.changes.contains { change in
                        if case .coveredBySynchronizedFolder(let path, _, _) = change {
                            path == file.path
                        } else {
                            false
                        }
                    })
                continue
            }
            #expect(membership.fileReferences.count == 1, "\(name): \(file.path)")
            #expect(membership.targets == expectedTargets, "\(name): \(file.path)")
            let phase = file.role == .source ? "Sources" : "Resources"
            #expect(membership.buildPhases.allSatisfy { $0.phase == phase }, "\(name): \(file.path)")
            // Reachable from the main group through groups that resolve to the file's folders.
            let reference = try #require(membership.fileReferences.first.flatMap(edited.objects.index(of:)))
            var group = edited.model.parent[Int(reference)]
            #expect(edited.model.resolved[Int(group)] == ProjectPath.folder(of: file.path), "\(name): \(file.path)")
            var steps = 0
            while group != edited.model.mainGroup && group != ProjectModel.none && steps < 100 {
                group = edited.model.parent[Int(group)]
                steps += 1
            }
            #expect(group == edited.model.mainGroup, "\(name): \(file.path) is not reachable from the main group")
        }
    }

    @Test("the edit only adds lines, and keeps sorted sections sorted", arguments: names)
    func onlyAdds(_ name: String) throws {
        let setup = try setup(name)
        let edit = try setup.original.adding(setup.files)
        #expect(onlyAddsLines(setup.original.bytes, edit.bytes))
        let edited = try ProjectFile(bytes: edit.bytes, path: name)
        let before = sortedSections(setup.original)
        let after = sortedSections(edited)
        for (isa, sorted) in before where sorted {
            #expect(after[isa] == true, "\(name): section \(isa) is no longer in ID order")
        }
        // Every object is in the section of its isa.
        for marker in edited.plist.sectionMarkers where marker.isBegin {
            let end = edited.plist.sectionMarkers.first {
                !$0.isBegin && $0.name == marker.name && $0.range.lowerBound > marker.range.lowerBound
            }
            let objects = edited.objects.objects.indices.filter {
                let start = Int(edited.plist[edited.objects.objects[$0].key].start)
                return start > marker.range.lowerBound && start < (end?.range.lowerBound ?? 0)
            }
            #expect(
                objects.allSatisfy { edited.objects.isa(Int32($0)) == marker.name }, "\(name): section \(marker.name)")
        }
    }

    /// For each section, whether its objects are in ID order.
    private func sortedSections(_ project: ProjectFile) -> [String: Bool] {
        var result: [String: Bool] = [:]
        var ids: [String: [String]] = [:]
        var open: String?
        var objects = project.objects.objects.enumerated().makeIterator()
        var next = objects.next()
        for marker in project.plist.sectionMarkers {
            while let (index, object) = next, Int(project.plist[object.key].start) < marker.range.lowerBound {
                if let open {
                    ids[open, default: []].append(project.objects.id(Int32(index)))
                }
                next = objects.next()
            }
            open = marker.isBegin ? marker.name : nil
        }
        for (isa, list) in ids {
            result[isa] = list == list.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
        return result
    }

    @Test("adding twice gives the same bytes; so does adding to a fresh read", arguments: names)
    func idempotentAndDeterministic(_ name: String) throws {
        let setup = try setup(name)
        let once = try setup.original.adding(setup.files)
        let twice = try ProjectFile(bytes: once.bytes, path: name).adding(setup.files)
        #expect(twice.bytes == once.bytes)
        #expect(!twice.modifiesProject)
        let fresh = try ProjectFile(bytes: setup.original.bytes, path: name)
        let again = try fresh.adding(setup.files)
        #expect(again.bytes == once.bytes)
    }

    @Test("an unknown target is an error that lists the project's targets", arguments: names)
    func unknownTarget(_ name: String) throws {
        let setup = try setup(name)
        let targets = setup.original.targets.map(\.name)
        #expect(
            throws: ProjectEditError.unknownTarget(
                setup.appTarget + "X", available: targets, suggestion: setup.appTarget)
        ) {
            try setup.original.adding([FileAddition(path: "VipergenFoo/Foo.swift", targets: [setup.appTarget + "X"])])
        }
    }

    @Test("synchronized folders: covered for their targets, an error for another", arguments: names)
    func synchronizedFolders(_ name: String) throws {
        let setup = try setup(name)
        let project = setup.original
        for (folder, targets) in FixtureFacts.all()[name]?.synchronizedFolders ?? [] {
            let file = folder + "/VipergenFoo/VipergenFooView.swift"
            let covered = try project.adding([FileAddition(path: file, targets: [targets[0]])])
            #expect(covered.bytes == project.bytes, "\(name): \(folder)")
            #expect(
                covered.changes == [
                    .coveredBySynchronizedFolder(path: file, folder: folder, targets: covered.coveringTargets)
                ])
            #expect(Set(covered.coveringTargets) == Set(targets), "\(name): \(folder)")
            guard let other = project.targets.first(where: { $0.kind == .native && !targets.contains($0.name) })?.name
            else { continue }  // a project with one target
            #expect(throws: ProjectEditError.self, "\(name): \(folder) for \(other)") {
                try project.adding([FileAddition(path: file, targets: [other])])
            }
            do {
                _ = try project.adding([FileAddition(path: file, targets: [other])])
            } catch {
                guard case .synchronizedFolderTargets(let path, let reported, let folderTargets, let requested) = error
                else {
                    Issue.record("\(name): \(error)")
                    continue
                }
                #expect(path == file && reported == folder && requested == [other])
                #expect(Set(folderTargets) == Set(targets))
            }
        }
    }
}

extension ProjectEdit {
    /// The targets of the first `coveredBySynchronizedFolder` change.
    fileprivate var coveringTargets: [String] {
        for change in changes {
            if case .coveredBySynchronizedFolder(_, _, let targets) = change {
                return targets
            }
        }
        return []
    }
}
