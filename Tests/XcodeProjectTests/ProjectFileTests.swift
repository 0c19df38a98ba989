import Testing

@testable import XcodeProject

@Suite("ProjectFile: reading and queries")
struct ProjectFileTests {
    private func classic() throws -> ProjectFile {
        try ProjectFile(bytes: TestFiles.synthetic("Classic.pbxproj"), path: "Classic.xcodeproj/project.pbxproj")
    }

    @Test("every fixture reads and writes back byte for byte")
    func roundTrip() throws {
        let fixtures = try TestFiles.fixtures()
        #expect(!fixtures.isEmpty, "Tests/XcodeProjectTests/Fixtures holds no project")
        for fixture in fixtures {
            let bytes = try TestFiles.read(fixture.path)
            let project = try ProjectFile(bytes: bytes, path: fixture.path)
            #expect(project.bytes == bytes, "\(fixture.name)")
            #expect(!project.targets.isEmpty, "\(fixture.name)")
        }
    }

    @Test("the fixtures are what their README says")
    func fixtureFacts() throws {
        let facts = FixtureFacts.all()
        let fixtures = try TestFiles.fixtures()
        #expect(Set(facts.keys) == Set(fixtures.map(\.name)), "README.md and the fixture folders disagree")
        for fixture in fixtures {
            guard let fact = facts[fixture.name] else { continue }
            let bytes = try TestFiles.read(fixture.path)
            let project = try ProjectFile(bytes: bytes, path: fixture.path)
            #expect(project.objectVersion == fact.objectVersion, "\(fixture.name)")
            #expect(lines(bytes).count - 1 == fact.lines, "\(fixture.name)")
            let names = Set(project.targets.map(\.name))
            for target in fact.appTargets + fact.testTargets {
                #expect(names.contains(target), "\(fixture.name): no target \(target)")
            }
            for target in project.targets where fact.testTargets.contains(target.name) {
                #expect(target.productType == "com.apple.product-type.bundle.unit-test", "\(fixture.name)")
            }
            if let folder = fact.moduleFolder {
                let synchronized = project.model.synchronizedFolders.map(\.folder)
                #expect(project.groupFolders().contains(folder) || synchronized.contains(folder), "\(fixture.name)")
            }
        }
    }

    @Test("a new file in a fixture's synchronized folder goes to the targets its README names")
    func fixtureSynchronizedFolders() throws {
        let facts = FixtureFacts.all()
        for fixture in try TestFiles.fixtures() {
            guard let fact = facts[fixture.name] else { continue }
            let project = try ProjectFile(bytes: TestFiles.read(fixture.path), path: fixture.path)
            for (folder, targets) in fact.synchronizedFolders {
                let membership = project.membership(ofFileAt: folder + "/VipergenProbe.swift")
                #expect(membership.synchronizedFolder?.folder == folder, "\(fixture.name) \(folder)")
                #expect(membership.targets.sorted() == targets.sorted(), "\(fixture.name) \(folder)")
                #expect(membership.isInProject)
                #expect(membership.fileReferences.isEmpty)
            }
        }
    }

    @Test(
        "objectVersion is read whatever its value, quoted or not", arguments: ["45", "46", "56", "77", "100", "\"46\""])
    func objectVersions(_ version: String) throws {
        let project = try project(minimalProject(objectVersion: version))
        #expect(project.objectVersion == Int(version.filter(\.isNumber)))
    }

    @Test("unknown object kinds, keys and versions are carried through")
    func unknownObjects() throws {
        let extra = """
            /* Begin PBXFutureThing section */
            \t\tC00000000000000000000001 /* Future */ = {
            \t\t\tisa = PBXFutureThing;
            \t\t\tnewKey = (1, <0a0b>, { nested = "yes"; }, );
            \t\t\t'quoted key' = 'quoted value';
            \t\t};
            /* End PBXFutureThing section */

            """
        let text = minimalProject(objectVersion: "999", objects: extra)
        let project = try project(text)
        #expect(project.bytes == Array(text.utf8))
        #expect(project.objectVersion == 999)
        #expect(
            project.item(withID: "C00000000000000000000001")
                == .other(id: "C00000000000000000000001", isa: "PBXFutureThing"))
        #expect(project.item(withID: "nothing") == nil)
    }

    @Test("targets in project order, with their kind and product type")
    func targets() throws {
        let extra = """
            \t\tC00000000000000000000001 /* Docs */ = {isa = PBXAggregateTarget; name = Docs; };
            \t\tC00000000000000000000002 /* Make */ = {isa = PBXLegacyTarget; name = Make; };
            \t\tC00000000000000000000003 /* App */ = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; };

            """
        let project = try project(
            minimalProject(
                objects: extra,
                targets: ["C00000000000000000000003", "C00000000000000000000001", "C00000000000000000000002"]))
        #expect(project.targets.map(\.name) == ["App", "Docs", "Make"])
        #expect(project.targets.map(\.kind) == [.native, .aggregate, .legacy])
        #expect(project.targets.map(\.productType) == ["com.apple.product-type.application", nil, nil])
        #expect(project.targets[0].id == "C00000000000000000000003")
    }

    static let resolvedPaths: [(id: String, path: String?)] = [
        ("A50000000000000000000001", ""),  // the main group
        ("A50000000000000000000002", "App"),
        ("A20000000000000000000001", "App/AppDelegate.swift"),
        ("A50000000000000000000006", "App"),  // a group with a name and no path adds no folder
        ("A30000000000000000000001", "App"),  // a variant group without a path
        ("A20000000000000000000002", "App/Base.lproj/Main.storyboard"),  // a file in it
        ("A20000000000000000000006", "Shared/Shared.swift"),  // SOURCE_ROOT, though in the App group
        ("A50000000000000000000005", ""),
        ("A20000000000000000000007", nil),  // SDKROOT
        ("A20000000000000000000004", nil),  // BUILT_PRODUCTS_DIR
        ("A20000000000000000000008", "/tmp/notes.txt"),  // <absolute>
        ("A60000000000000000000001", nil),  // a target
        ("FFFFFFFFFFFFFFFFFFFFFFFF", nil),
    ]

    @Test("paths resolve by sourceTree", arguments: resolvedPaths)
    func resolvedPath(id: String, path: String?) throws {
        #expect(try classic().resolvedPath(ofObject: id) == path)
    }

    @Test("projectDirPath moves SOURCE_ROOT and the main group; the main group's own path adds a folder")
    func projectDirPath() throws {
        var text = try text(TestFiles.synthetic("Classic.pbxproj"))
        text = text.replacing("projectDirPath = \"\";", with: "projectDirPath = Sub;")
        text = text.replacing(
            "\t\t\t);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n\t\tA50000000000000000000002",
            with: "\t\t\t);\n\t\t\tpath = Root;\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n\t\tA50000000000000000000002")
        let project = try project(text)
        #expect(project.projectDirPath == "Sub")
        #expect(project.resolvedPath(ofObject: "A50000000000000000000001") == "Sub/Root")
        #expect(project.resolvedPath(ofObject: "A20000000000000000000001") == "Sub/Root/App/AppDelegate.swift")
        #expect(project.resolvedPath(ofObject: "A20000000000000000000006") == "Sub/Shared/Shared.swift")
        #expect(project.mainGroup.path == "Root")
    }

    @Test("a reference is found at the path it resolves to, even below a root projectDirPath (found by fuzzing)")
    func rootProjectDirPath() throws {
        let source = try text(TestFiles.synthetic("Classic.pbxproj")).replacing(
            "projectDirPath = \"\";", with: "projectDirPath = /;")
        let project = try project(source)
        #expect(project.resolvedPath(ofObject: "A20000000000000000000006") == "/Shared/Shared.swift")
        #expect(project.membership(ofFileAt: "/Shared/Shared.swift").fileReferences == ["A20000000000000000000006"])
        #expect(project.resolvedPath(ofObject: "A20000000000000000000001") == "/App/AppDelegate.swift")
    }

    @Test("the group tree from the main group")
    func groupTree() throws {
        let project = try classic()
        let main = project.mainGroup
        #expect(main.id == "A50000000000000000000001")
        #expect(main.kind == .group)
        let children = project.children(of: main)
        guard case .group(let app) = children.first else {
            Issue.record("the first child is not a group: \(children)")
            return
        }
        #expect(app.displayName == "App")
        #expect(app.resolvedPath == "App")
        let names = project.children(of: app).map { item -> String in
            switch item {
            case .group(let group): "group \(group.displayName)"
            case .fileReference(let file): "file \(file.displayName)"
            case .other(_, let isa): isa
            }
        }
        #expect(
            names == ["file AppDelegate.swift", "group Main.storyboard", "group Supporting Files", "file Shared.swift"])
        guard case .fileReference(let base) = project.item(withID: "A20000000000000000000002") else {
            Issue.record("Base is not a file reference")
            return
        }
        #expect(base.displayName == "Base")
        #expect(base.lastKnownFileType == "file.storyboard")
        #expect(base.resolvedPath == "App/Base.lproj/Main.storyboard")
    }

    @Test("group folders: every PBXGroup's resolved folder, once, sorted")
    func groupFolders() throws {
        #expect(try classic().groupFolders() == ["", "App", "AppTests"])
    }

    @Test("membership: references, groups and build phases")
    func membership() throws {
        let project = try classic()
        let delegate = project.membership(ofFileAt: "./App//AppDelegate.swift")
        #expect(delegate.path == "App/AppDelegate.swift")
        #expect(delegate.fileReferences == ["A20000000000000000000001"])
        #expect(delegate.groups == ["App"])
        #expect(delegate.buildPhases == [FileMembership.BuildPhaseEntry(target: "App", phase: "Sources")])
        #expect(delegate.targets == ["App"])
        #expect(delegate.isInProject)

        let storyboard = project.membership(ofFileAt: "App/Base.lproj/Main.storyboard")
        #expect(storyboard.buildPhases == [FileMembership.BuildPhaseEntry(target: "App", phase: "Resources")])
        #expect(storyboard.groups == ["App"])

        let shared = project.membership(ofFileAt: "Shared/Shared.swift")
        #expect(shared.fileReferences == ["A20000000000000000000006"])
        #expect(shared.targets.isEmpty)

        let missing = project.membership(ofFileAt: "App/Missing.swift")
        #expect(!missing.isInProject)
        #expect(missing.groups.isEmpty && missing.targets.isEmpty && missing.synchronizedFolder == nil)
    }

    @Test("membership through a synchronized folder, minus its exceptions")
    func synchronizedMembership() throws {
        let project = try ProjectFile(bytes: TestFiles.synthetic("Synchronized.pbxproj"), path: "test.pbxproj")
        let view = project.membership(ofFileAt: "App/Features/View.swift")
        #expect(
            view.synchronizedFolder
                == FileMembership.SynchronizedFolderEntry(
                    folder: "App", targets: ["App", "Widget"], excludedFrom: []))
        #expect(view.targets == ["App", "Widget"])
        let excluded = project.membership(ofFileAt: "App/Info.plist")
        #expect(excluded.synchronizedFolder?.targets == ["Widget"])
        #expect(excluded.synchronizedFolder?.excludedFrom == ["App"])
        let inExcludedFolder = project.membership(ofFileAt: "App/Preview Content/Sample.swift")
        #expect(inExcludedFolder.synchronizedFolder?.targets == ["Widget"])
        let test = project.membership(ofFileAt: "AppTests/AppTests.swift")
        #expect(test.targets == ["AppTests"])
        #expect(project.membership(ofFileAt: "Other/File.swift").synchronizedFolder == nil)
        #expect(project.membership(ofFileAt: "App").synchronizedFolder == nil)  // the folder itself
    }

    @Test("a group listed twice or in a cycle is visited once")
    func cycles() throws {
        let extra = """
            \t\tC00000000000000000000001 /* A */ = {isa = PBXGroup; children = (C00000000000000000000002, ); path = A; sourceTree = "<group>"; };
            \t\tC00000000000000000000002 /* B */ = {isa = PBXGroup; children = (C00000000000000000000001, B00000000000000000000002, ); path = B; sourceTree = "<group>"; };

            """
        let text = minimalProject(objects: extra).replacing(
            "\t\t\tchildren = (\n\t\t\t);",
            with: "\t\t\tchildren = (\n\t\t\t\tC00000000000000000000001,\n\t\t\t\tC00000000000000000000001,\n\t\t\t);")
        let project = try project(text)
        #expect(project.groupFolders() == ["", "A", "A/B"])
        #expect(project.resolvedPath(ofObject: "C00000000000000000000002") == "A/B")
    }
}
