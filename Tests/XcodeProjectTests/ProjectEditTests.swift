import Testing

@testable import XcodeProject

@Suite("ProjectFile.adding: edits written as Xcode writes them")
struct ProjectEditTests {
    @Test("a module: groups per folder, references, build files, each line where Xcode puts it")
    func module() throws {
        let project = try classicProject()
        let edit = try project.adding(fooModule)
        #expect(onlyAddsLines(project.bytes, edit.bytes))
        #expect(text(edit.bytes) == text(try TestFiles.expected("Classic+FooModule.pbxproj")))
        #expect(
            edit.changes == [
                .createdGroup(groupPath: "App/Modules", folder: "App/Modules"),
                .createdGroup(groupPath: "App/Modules/Foo", folder: "App/Modules/Foo"),
                .createdGroup(groupPath: "App/Modules/Foo/View", folder: "App/Modules/Foo/View"),
                .addedFileReference(
                    path: "App/Modules/Foo/View/FooViewController.swift", groupPath: "App/Modules/Foo/View"),
                .addedToBuildPhase(
                    path: "App/Modules/Foo/View/FooViewController.swift", target: "App", phase: "Sources"),
                .addedFileReference(
                    path: "App/Modules/Foo/View/FooViewController.xib", groupPath: "App/Modules/Foo/View"),
                .addedToBuildPhase(
                    path: "App/Modules/Foo/View/FooViewController.xib", target: "App", phase: "Resources"),
                .createdGroup(groupPath: "App/Modules/Foo/Presenter", folder: "App/Modules/Foo/Presenter"),
                .addedFileReference(
                    path: "App/Modules/Foo/Presenter/FooPresenter.swift", groupPath: "App/Modules/Foo/Presenter"),
                .addedToBuildPhase(
                    path: "App/Modules/Foo/Presenter/FooPresenter.swift", target: "App", phase: "Sources"),
                .createdGroup(groupPath: "AppTests/Foo", folder: "AppTests/Foo"),
                .addedFileReference(path: "AppTests/Foo/FooPresenterTests.swift", groupPath: "AppTests/Foo"),
                .addedToBuildPhase(path: "AppTests/Foo/FooPresenterTests.swift", target: "AppTests", phase: "Sources"),
            ])
        #expect(edit.modifiesProject)
    }

    @Test("the result reads back with every file in its folder's group and its targets' phases")
    func readsBack() throws {
        let edited = try ProjectFile(bytes: classicProject().adding(fooModule).bytes, path: "edited")
        for addition in fooModule {
            let membership = edited.membership(ofFileAt: addition.path)
            #expect(membership.fileReferences.count == 1, "\(addition.path)")
            #expect(membership.targets == addition.targets, "\(addition.path)")
            let reference = try #require(membership.fileReferences.first.flatMap(edited.objects.index(of:)))
            let group = edited.model.parent[Int(reference)]
            #expect(edited.model.resolved[Int(group)] == ProjectPath.folder(of: addition.path))
        }
        #expect(edited.groupFolders().contains("App/Modules/Foo/Presenter"))
    }

    @Test("adding the same files again changes nothing")
    func idempotent() throws {
        let once = try classicProject().adding(fooModule)
        let twice = try ProjectFile(bytes: once.bytes, path: "once").adding(fooModule)
        #expect(twice.bytes == once.bytes)
        #expect(!twice.modifiesProject)
        #expect(twice.changes.count == 8)  // per file: already referenced, then already in the phase
        #expect(twice.changes.first == .alreadyReferenced(path: "App/Modules/Foo/View/FooViewController.swift"))
        // Within one call too: a file listed twice is added once.
        let doubled = try classicProject().adding(fooModule + fooModule)
        #expect(doubled.bytes == once.bytes)
    }

    @Test("IDs are derived from the project and what the object is, the same on every run")
    func deterministicIDs() throws {
        let first = try classicProject().adding(fooModule)
        let second = try classicProject().adding(fooModule)
        #expect(first.bytes == second.bytes)
        // The ID of a file reference is the hash of the root object's ID and the file's path.
        let id = ObjectIDGenerator.id(
            hashing: "A00000000000000000000001\nfileref:App/Modules/Foo/Presenter/FooPresenter.swift")
        #expect(id == "CE1EB01F93D6169B97E2F0BA")
        #expect(text(first.bytes).contains("\t\t\(id) /* FooPresenter.swift */ = {isa = PBXFileReference;"))
        // Another project (another root object) gets other IDs for the same files.
        let other = try project(
            text(TestFiles.synthetic("Classic.pbxproj")).replacing(
                "A00000000000000000000001", with: "A00000000000000000000009"))
        #expect(!text(try other.adding(fooModule).bytes).contains(id))
    }

    @Test("an ID already in the project is hashed again with a counter")
    func idCollision() throws {
        let taken = ObjectIDGenerator.id(hashing: "A00000000000000000000001\nfileref:App/X.swift")
        let source = try text(TestFiles.synthetic("Classic.pbxproj")).replacing("A20000000000000000000008", with: taken)
        let edit = try project(source).adding([FileAddition(path: "App/X.swift", targets: [])])
        let second = ObjectIDGenerator.id(hashing: "A00000000000000000000001\nfileref:App/X.swift\n1")
        #expect(text(edit.bytes).contains("\t\t\(second) /* X.swift */ = {isa = PBXFileReference;"))
        #expect(
            try ProjectFile(bytes: edit.bytes, path: "x").membership(ofFileAt: "App/X.swift").fileReferences == [second]
        )
    }

    @Test("an ID that a list mentions without an object is not used either (found by fuzzing)")
    func danglingReference() throws {
        let taken = ObjectIDGenerator.id(hashing: "A00000000000000000000001\nfileref:App/X.swift")
        let source = try text(TestFiles.synthetic("Classic.pbxproj")).replacing(
            "\t\t\tchildren = (\n\t\t\t);\n\t\t\tname = \"Supporting Files\";",
            with: "\t\t\tchildren = (\n\t\t\t\t\(taken),\n\t\t\t);\n\t\t\tname = \"Supporting Files\";")
        let project = try project(source)
        let edit = try project.adding([FileAddition(path: "App/X.swift", targets: ["App"])])
        let second = ObjectIDGenerator.id(hashing: "A00000000000000000000001\nfileref:App/X.swift\n1")
        let edited = try ProjectFile(bytes: edit.bytes, path: "x")
        #expect(edited.membership(ofFileAt: "App/X.swift").fileReferences == [second])
        #expect(edited.resolvedPath(ofObject: taken) == nil)
        #expect(try edited.adding([FileAddition(path: "App/X.swift", targets: ["App"])]).bytes == edit.bytes)
    }

    @Test("section markers count only between objects; comments inside lists stay (found by fuzzing)")
    func markersInOddPlaces() throws {
        let source = try text(TestFiles.synthetic("Classic.pbxproj"))
            .replacing(
                "lastKnownFileType = sourcecode.swift; path = AppDelegate.swift;",
                with:
                    "lastKnownFileType = /* Begin PBXResourcesBuildPhase section */ sourcecode.swift; path = AppDelegate.swift;"
            )
            .replacing(
                "\t\t\tchildren = (\n\t\t\t);\n\t\t\tname = \"Supporting Files\";",
                with: "\t\t\tchildren = ( /* none yet */ );\n\t\t\tname = \"Supporting Files\";"
            )
            .replacing(
                "/* End XCConfigurationList section */\n", with: "/* End XCConfigurationList section */ /* note */\n")
        let project = try project(source)
        #expect(project.plist.sectionMarkers.count == 2 * 11)  // not the one in a value
        let edit = try project.adding([
            FileAddition(path: "App/Info.plist", groupPath: ["App", "Supporting Files"], targets: []),
            FileAddition(path: "AppTests/View.xib", targets: ["AppTests"]),
            FileAddition(path: "App/Model.xcdatamodel", targets: []),
        ])
        let edited = try ProjectFile(bytes: edit.bytes, path: "x")
        #expect(text(edit.bytes).contains("( /* none yet */ "))
        #expect(text(edit.bytes).contains("/* Begin PBXResourcesBuildPhase section */ sourcecode.swift;"))
        #expect(edited.membership(ofFileAt: "App/Info.plist").groups == ["App/Supporting Files"])
        #expect(edited.membership(ofFileAt: "AppTests/View.xib").targets == ["AppTests"])
        #expect(edited.membership(ofFileAt: "App/AppDelegate.swift").targets == ["App"])
    }

    @Test("the group of a folder is found by where it resolves, not by its name")
    func groupByResolvedFolder() throws {
        let source = try text(TestFiles.synthetic("Classic.pbxproj")).replacing(
            "\t\t\tpath = App;\n", with: "\t\t\tname = \"My Application\";\n\t\t\tpath = App;\n")
        let edit = try project(source).adding([FileAddition(path: "App/Login.swift", targets: ["App"])])
        #expect(edit.changes.first == .addedFileReference(path: "App/Login.swift", groupPath: "My Application"))
        #expect(!edit.changes.contains { if case .createdGroup = $0 { true } else { false } })
        // A group with a name and no path is not the group of a folder of that name.
        let supporting = try classicProject().adding([
            FileAddition(path: "App/Supporting Files/Info.plist", targets: [])
        ])
        #expect(
            supporting.changes.first == .createdGroup(groupPath: "App/Supporting Files", folder: "App/Supporting Files")
        )
        #expect(text(supporting.bytes).contains("\t\t\tpath = \"Supporting Files\";\n"))
    }

    @Test("explicit group paths: by display name, a path only where it leads to the file")
    func explicitGroupPaths() throws {
        let project = try classicProject()
        let edit = try project.adding([
            FileAddition(path: "App/Config/Settings.plist", groupPath: ["App", "Supporting Files"], targets: ["App"]),
            FileAddition(path: "App/Modules/Foo/Foo.swift", groupPath: ["App", "Screens"], targets: ["App"]),
            FileAddition(path: "App/Modules/Bar.swift", groupPath: ["App", "Modules"], targets: ["App"]),
            FileAddition(path: "Shared/Util.swift", groupPath: ["AppTests"], targets: ["AppTests"]),
            FileAddition(path: "Root.swift", groupPath: [], targets: []),
        ])
        let added = addedLines(project.bytes, edit.bytes)
        // In the existing, empty `Supporting Files` (folder App): a path from there, and the name.
        #expect(
            added.contains(
                "/* Settings.plist */ = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; name = Settings.plist; path = Config/Settings.plist; sourceTree = \"<group>\"; };"
            ))
        // `Screens` does not lead to App/Modules/Foo: a name only, and the file's path from App.
        #expect(added.contains("\t\t\tname = Screens;\n\t\t\tsourceTree = \"<group>\";"))
        #expect(added.contains("name = Foo.swift; path = Modules/Foo/Foo.swift; sourceTree = \"<group>\"; };"))
        // `Modules` does: a path.
        #expect(added.contains("\t\t\tpath = Modules;\n\t\t\tsourceTree = \"<group>\";"))
        // Shared/Util.swift is not under AppTests: relative to the project.
        #expect(added.contains("name = Util.swift; path = Shared/Util.swift; sourceTree = SOURCE_ROOT; };"))
        #expect(edit.changes.contains(.addedFileReference(path: "Root.swift", groupPath: "")))
        let edited = try ProjectFile(bytes: edit.bytes, path: "edited")
        #expect(edited.membership(ofFileAt: "App/Config/Settings.plist").groups == ["App/Supporting Files"])
        #expect(edited.membership(ofFileAt: "App/Modules/Foo/Foo.swift").groups == ["App/Screens"])
        #expect(edited.membership(ofFileAt: "Shared/Util.swift").targets == ["AppTests"])
        #expect(edited.membership(ofFileAt: "Root.swift").groups == [""])
        let again = FileAddition(path: "App/Modules/Foo/Foo.swift", groupPath: ["App", "Screens"], targets: ["App"])
        #expect(try edited.adding([again]).bytes == edit.bytes)
    }

    @Test("an empty list written over two lines gets its first item between them")
    func emptyList() throws {
        let project = try classicProject()
        let edit = try project.adding([
            FileAddition(path: "App/Info.plist", groupPath: ["App", "Supporting Files"], targets: [])
        ])
        let id = ObjectIDGenerator.id(hashing: "A00000000000000000000001\nfileref:App/Info.plist")
        #expect(
            text(edit.bytes).contains(
                """
                \t\t\tchildren = (
                \t\t\t\t\(id) /* Info.plist */,
                \t\t\t);
                \t\t\tname = "Supporting Files";
                """))
        #expect(onlyAddsLines(project.bytes, edit.bytes))
    }

    @Test("an empty list written on one line in a multi-line object is opened up")
    func oneLineEmptyList() throws {
        let source = try text(TestFiles.synthetic("Classic.pbxproj")).replacing(
            "\t\t\tchildren = (\n\t\t\t);\n\t\t\tname = \"Supporting Files\";",
            with: "\t\t\tchildren = ( );\n\t\t\tname = \"Supporting Files\";")
        let edit = try project(source).adding([
            FileAddition(path: "App/Info.plist", groupPath: ["App", "Supporting Files"], targets: [])
        ])
        let id = ObjectIDGenerator.id(hashing: "A00000000000000000000001\nfileref:App/Info.plist")
        #expect(
            text(edit.bytes).contains(
                "\t\t\tchildren = (\n\t\t\t\t\(id) /* Info.plist */,\n\t\t\t);\n\t\t\tname = \"Supporting Files\";"))
        #expect(
            try ProjectFile(bytes: edit.bytes, path: "x").membership(ofFileAt: "App/Info.plist").groups == [
                "App/Supporting Files"
            ])
    }

    @Test("objects written on one line keep their lists on one line")
    func oneLineObjects() throws {
        var source = try text(TestFiles.synthetic("Classic.pbxproj"))
        source = source.replacing(
            "\t\t\t\tA50000000000000000000004 /* Products */,\n\t\t\t);",
            with:
                "\t\t\t\tA50000000000000000000004 /* Products */,\n\t\t\t\tC50000000000000000000001 /* Extra */,\n\t\t\t\tC50000000000000000000002 /* More */,\n\t\t\t\tC50000000000000000000003 /* Bare */,\n\t\t\t);"
        )
        source = source.replacing(
            "/* End PBXGroup section */",
            with: """
                \t\tC50000000000000000000001 /* Extra */ = {isa = PBXGroup; children = (); path = Extra; sourceTree = "<group>"; };
                \t\tC50000000000000000000002 /* More */ = {isa = PBXGroup; children = (A20000000000000000000008 /* notes.txt */); path = More; sourceTree = "<group>"; };
                \t\tC50000000000000000000003 /* Bare */ = {isa = PBXGroup; path = Bare; sourceTree = "<group>"; };
                /* End PBXGroup section */
                """)
        let edit = try project(source).adding([
            FileAddition(path: "Extra/A.swift", targets: []),
            FileAddition(path: "More/B.swift", targets: []),
            FileAddition(path: "Bare/C.swift", targets: []),
        ])
        func id(_ path: String) -> String { ObjectIDGenerator.id(hashing: "A00000000000000000000001\nfileref:\(path)") }
        let edited = text(edit.bytes)
        #expect(edited.contains("{isa = PBXGroup; children = (\(id("Extra/A.swift")) /* A.swift */, ); path = Extra;"))
        #expect(
            edited.contains(
                "children = (A20000000000000000000008 /* notes.txt */, \(id("More/B.swift")) /* B.swift */, ); path = More;"
            ))
        #expect(edited.contains("{isa = PBXGroup; children = (\(id("Bare/C.swift")) /* C.swift */, ); path = Bare;"))
        let reread = try ProjectFile(bytes: edit.bytes, path: "x")
        for path in ["Extra/A.swift", "More/B.swift", "Bare/C.swift"] {
            #expect(reread.membership(ofFileAt: path).fileReferences == [id(path)])
        }
    }

    @Test("a list whose last item has no comma gets one")
    func missingTrailingComma() throws {
        let source = try text(TestFiles.synthetic("Classic.pbxproj")).replacing(
            "\t\t\t\tA20000000000000000000003 /* AppTests.swift */,\n\t\t\t);",
            with: "\t\t\t\tA20000000000000000000003 /* AppTests.swift */\n\t\t\t);")
        let edit = try project(source).adding([FileAddition(path: "AppTests/More.swift", targets: ["AppTests"])])
        let edited = text(edit.bytes)
        #expect(edited.contains("\t\t\t\tA20000000000000000000003 /* AppTests.swift */,\n\t\t\t\t"))
        #expect(
            try ProjectFile(bytes: edit.bytes, path: "x").membership(ofFileAt: "AppTests/More.swift").targets == [
                "AppTests"
            ])
    }

    @Test("a target without a Resources phase gets one, in the existing section, appended to its phases")
    func newPhase() throws {
        let project = try classicProject()
        let edit = try project.adding([FileAddition(path: "AppTests/Fixture.storyboard", targets: ["AppTests"])])
        let phase = ObjectIDGenerator.id(
            hashing: "A00000000000000000000001\nphase:A60000000000000000000002:PBXResourcesBuildPhase")
        let added = addedLines(project.bytes, edit.bytes)
        #expect(
            added.contains(
                """
                \t\t\(phase) /* Resources */ = {
                \t\t\tisa = PBXResourcesBuildPhase;
                \t\t\tbuildActionMask = 2147483647;
                \t\t\tfiles = (
                """))
        #expect(added.contains("\t\t\t\t\(phase) /* Resources */,"))
        #expect(edit.changes.contains(.createdBuildPhase(target: "AppTests", phase: "Resources")))
        let edited = text(edit.bytes)
        let phases = try #require(edited.firstRange(of: "A70000000000000000000002 /* Sources */,\n"))
        #expect(edited[phases.upperBound...].hasPrefix("\t\t\t\t\(phase) /* Resources */,\n\t\t\t);"))
        #expect(onlyAddsLines(project.bytes, edit.bytes))
    }

    @Test("missing sections are created in isa order with Xcode's blank lines")
    func missingSections() throws {
        let project = try ProjectFile(bytes: TestFiles.synthetic("MissingSections.pbxproj"), path: "x")
        let edit = try project.adding([FileAddition(path: "Sources/Feature.swift", targets: ["App"])])
        #expect(text(edit.bytes) == text(try TestFiles.expected("MissingSections+Feature.pbxproj")))
    }

    @Test("a list key an object lacks is added in key order")
    func missingListKey() throws {
        let source = try text(TestFiles.synthetic("Classic.pbxproj")).replacing(
            "\t\t\tbuildPhases = (\n\t\t\t\tA70000000000000000000002 /* Sources */,\n\t\t\t);\n", with: "")
        let edit = try project(source).adding([FileAddition(path: "AppTests/New.swift", targets: ["AppTests"])])
        let phase = ObjectIDGenerator.id(
            hashing: "A00000000000000000000001\nphase:A60000000000000000000002:PBXSourcesBuildPhase")
        #expect(
            text(edit.bytes).contains(
                """
                \t\t\tbuildConfigurationList = A90000000000000000000003 /* Build configuration list for PBXNativeTarget "AppTests" */;
                \t\t\tbuildPhases = (
                \t\t\t\t\(phase) /* Sources */,
                \t\t\t);
                \t\t\tbuildRules = (
                """))
        #expect(
            try ProjectFile(bytes: edit.bytes, path: "x").membership(ofFileAt: "AppTests/New.swift").targets == [
                "AppTests"
            ])
    }

    @Test("files already in the project: references reused, phases not listed twice, variant groups respected")
    func existingFiles() throws {
        let project = try classicProject()
        let edit = try project.adding([
            FileAddition(path: "App/AppDelegate.swift", targets: ["App", "AppTests"]),
            FileAddition(path: "App/Base.lproj/Main.storyboard", role: .resource, targets: ["App"]),
        ])
        #expect(
            edit.changes == [
                .alreadyReferenced(path: "App/AppDelegate.swift"),
                .alreadyInBuildPhase(path: "App/AppDelegate.swift", target: "App", phase: "Sources"),
                .addedToBuildPhase(path: "App/AppDelegate.swift", target: "AppTests", phase: "Sources"),
                .alreadyReferenced(path: "App/Base.lproj/Main.storyboard"),
                .alreadyInBuildPhase(path: "App/Base.lproj/Main.storyboard", target: "App", phase: "Resources"),
            ])
        #expect(
            addedLines(project.bytes, edit.bytes).contains(
                "/* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = A20000000000000000000001 /* AppDelegate.swift */; };"
            ))
        let membership = try ProjectFile(bytes: edit.bytes, path: "x").membership(ofFileAt: "App/AppDelegate.swift")
        #expect(membership.targets == ["App", "AppTests"])
    }

    @Test("names are quoted as Xcode quotes them")
    func quoting() throws {
        let edit = try classicProject().adding([
            FileAddition(path: "App/My View+Extra-1.swift", targets: ["App"]),
            FileAddition(path: "App/plain_$name.1.swift", targets: ["App"]),
            FileAddition(path: "App/___Template.swift", targets: []),
        ])
        let edited = text(edit.bytes)
        #expect(
            edited.contains(
                "/* My View+Extra-1.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \"My View+Extra-1.swift\"; sourceTree = \"<group>\"; };"
            ))
        #expect(edited.contains("/* My View+Extra-1.swift in Sources */ = {isa = PBXBuildFile;"))
        #expect(edited.contains("path = plain_$name.1.swift; sourceTree"))
        #expect(edited.contains("path = \"___Template.swift\"; sourceTree"))
        let reread = try ProjectFile(bytes: edit.bytes, path: "x")
        #expect(reread.membership(ofFileAt: "App/My View+Extra-1.swift").targets == ["App"])
    }

    @Test(
        "QuotedString writes Xcode's quoting",
        arguments: [
            ("Foo.swift", "Foo.swift"), ("$(SRCROOT)", "\"$(SRCROOT)\""), ("a-b", "\"a-b\""), ("a+b", "\"a+b\""),
            ("a:b", "\"a:b\""), ("", "\"\""), ("a//b", "\"a//b\""), ("a/b", "a/b"), ("___x", "\"___x\""),
            ("__x", "__x"),
            ("say \"hi\"\n\tnow\\", "\"say \\\"hi\\\"\\n\\tnow\\\\\""), ("é", "\"é\""), ("\u{01}", "\"\\U0001\""),
        ])
    func xcodeQuoting(text: String, written: String) {
        #expect(QuotedString.xcodeStyle(text) == written)
        // What is written reads back.
        if let plist = try? PropertyListParser.parse(Array("{ a = \(written); }".utf8), path: "x") {
            #expect(plist.string(forKey: "a", in: plist.root) == text)
        } else {
            Issue.record("\(written) does not read back")
        }
    }

    @Test(
        "file types and roles by extension",
        arguments: [
            ("A.swift", "sourcecode.swift", FileRole.source), ("A.m", "sourcecode.c.objc", .source),
            ("A.mm", "sourcecode.cpp.objcpp", .source), ("A.c", "sourcecode.c.c", .source),
            ("A.cpp", "sourcecode.cpp.cpp", .source), ("A.h", "sourcecode.c.h", .reference),
            ("A.xib", "file.xib", .resource), ("A.storyboard", "file.storyboard", .resource),
            ("A.xcassets", "folder.assetcatalog", .resource), ("A.strings", "text.plist.strings", .resource),
            ("A.json", "text.json", .reference), ("A.plist", "text.plist.xml", .reference),
            ("A.txt", "text", .reference),
            ("README", "text", .reference), ("A.SWIFT", "sourcecode.swift", .source),
        ])
    func fileTypes(path: String, type: String, role: FileRole) {
        #expect(FileType.lastKnownFileType(forPath: path) == type)
        #expect(FileRole(forPath: path) == role)
        #expect(FileAddition(path: path, targets: []).role == role)
    }

    @Test("a project whose references record encodings gets fileEncoding on new text files")
    func fileEncoding() throws {
        let source = try text(TestFiles.synthetic("Classic.pbxproj")).replacing(
            "{isa = PBXFileReference; lastKnownFileType = sourcecode.swift;",
            with: "{isa = PBXFileReference; fileEncoding = 4; lastKnownFileType = sourcecode.swift;")
        let edit = try project(source).adding([
            FileAddition(path: "App/A.swift", targets: []), FileAddition(path: "App/B.xib", targets: []),
        ])
        #expect(
            text(edit.bytes).contains(
                "{isa = PBXFileReference; fileEncoding = 4; lastKnownFileType = sourcecode.swift; path = A.swift;"))
        #expect(text(edit.bytes).contains("{isa = PBXFileReference; lastKnownFileType = file.xib; path = B.xib;"))
        #expect(
            !text(try classicProject().adding([FileAddition(path: "App/A.swift", targets: [])]).bytes).contains(
                "fileEncoding = 4; lastKnownFileType = sourcecode.swift; path = A.swift"))
    }

    @Test("build phases are written without masks when the project's have none")
    func phasesWithoutMasks() throws {
        let source = try text(TestFiles.synthetic("Classic.pbxproj"))
            .replacing("\t\t\tbuildActionMask = 2147483647;\n", with: "")
            .replacing("\t\t\trunOnlyForDeploymentPostprocessing = 0;\n", with: "")
            .replacing("objectVersion = 56;", with: "objectVersion = 90;")
        let edit = try project(source).adding([FileAddition(path: "AppTests/A.xib", targets: ["AppTests"])])
        #expect(text(edit.bytes).contains("\t\t\tisa = PBXResourcesBuildPhase;\n\t\t\tfiles = (\n"))
        #expect(!text(edit.bytes).contains("buildActionMask"))
    }

    @Test("CRLF files get CRLF lines")
    func crlf() throws {
        let source = try text(TestFiles.synthetic("Classic.pbxproj")).replacing("\n", with: "\r\n")
        let project = try project(source)
        let edit = try project.adding(fooModule)
        let edited = text(edit.bytes)
        #expect(!edited.replacing("\r\n", with: "").contains("\n"))
        #expect(edited.replacing("\r\n", with: "\n") == text(try TestFiles.expected("Classic+FooModule.pbxproj")))
    }

    @Test("a file without sections gets objects in ID order, indented like the others")
    func noSections() throws {
        let project = try ProjectFile(bytes: TestFiles.synthetic("NoSections.pbxproj"), path: "x")
        let edit = try project.adding([FileAddition(path: "Sources/Lib/New.swift", targets: ["Lib"])])
        #expect(onlyAddsLines(project.bytes, edit.bytes))
        let reread = try ProjectFile(bytes: edit.bytes, path: "x")
        #expect(reread.membership(ofFileAt: "Sources/Lib/New.swift").targets == ["Lib"])
        #expect(reread.membership(ofFileAt: "Sources/Lib/New.swift").groups == ["Sources/Lib"])
        let edited = text(edit.bytes)
        let reference = ObjectIDGenerator.id(hashing: "OBJ_1\nfileref:Sources/Lib/New.swift")
        #expect(edited.contains("\n      \(reference) /* New.swift */ = {isa = PBXFileReference;"))
        #expect(edited.contains("\n            \(reference) /* New.swift */,\n         );"))
        // In ID order: every object key line of `objects` is sorted.
        let keys = lines(edit.bytes).map { String(decoding: $0, as: UTF8.self) }.filter {
            $0.hasPrefix("      ") && !$0.hasPrefix("       ") && $0.contains(" = {")
        }.map { $0.drop(while: { $0 == " " }).prefix { $0 != " " }.filter { $0 != "\"" } }
        #expect(keys == keys.sorted())
        #expect(keys.count == 13)
    }

    @Test("unknown targets: the error lists the targets and suggests the closest")
    func unknownTarget() throws {
        let project = try classicProject()
        #expect(throws: ProjectEditError.unknownTarget("Ap", available: ["App", "AppTests"], suggestion: "App")) {
            try project.adding([FileAddition(path: "App/A.swift", targets: ["Ap"])])
        }
        #expect(
            throws: ProjectEditError.unknownTarget("apptests", available: ["App", "AppTests"], suggestion: "AppTests")
        ) {
            try project.adding([FileAddition(path: "App/A.swift", targets: ["App", "apptests"])])
        }
        #expect(throws: ProjectEditError.unknownTarget("Widget", available: ["App", "AppTests"], suggestion: nil)) {
            try project.adding([FileAddition(path: "App/A.swift", targets: ["Widget"])])
        }
        #expect(
            ProjectEditError.unknownTarget("Ap", available: ["App", "AppTests"], suggestion: "App").description
                == "the project has no target named 'Ap'; did you mean 'App'? (targets: App, AppTests)")
        // Even a reference names existing targets; nothing is edited when one is wrong.
        #expect(throws: ProjectEditError.self) {
            try project.adding([FileAddition(path: "App/A.h", targets: ["Nope"])])
        }
    }

    @Test(
        "paths that cannot name a file in the project folder",
        arguments: ["", ".", "/abs/A.swift", "../A.swift", "A/../../B.swift"])
    func invalidPaths(path: String) throws {
        #expect {
            try classicProject().adding([FileAddition(path: path, targets: [])])
        } throws: { error in
            guard case ProjectEditError.invalidPath(let reported, _) = error else { return false }
            return reported == path
        }
    }

    @Test("a project whose main group and source root lead nowhere takes files only below its groups (fuzzing)")
    func unreachableFolders() throws {
        var source = try text(TestFiles.synthetic("Classic.pbxproj"))
        source = source.replacing("projectDirPath = \"\";", with: "projectDirPath = \"../.\";")
        source = source.replacing(
            "\t\t\t);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n\t\tA50000000000000000000002",
            with: "\t\t\t);\n\t\t\tsourceTree = \"<unknown>\";\n\t\t};\n\t\tA50000000000000000000002")
        let project = try project(source)
        #expect(project.groupFolders().isEmpty)
        #expect {
            try project.adding([FileAddition(path: "Modules/Foo.swift", targets: ["App"])])
        } throws: { error in
            guard case ProjectEditError.invalidPath(let path, let reason) = error else { return false }
            return path == "Modules/Foo.swift" && reason.contains("projectDirPath ('../.')")
        }
        // A project whose main group has a folder of its own still reaches every folder.
        let rooted = try text(TestFiles.synthetic("Classic.pbxproj")).replacing(
            "\t\t\t);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n\t\tA50000000000000000000002",
            with: "\t\t\t);\n\t\t\tpath = Root;\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n\t\tA50000000000000000000002")
        let edit = try XcodeProjectTests.project(rooted).adding([
            FileAddition(path: "Modules/Foo.swift", targets: ["App"]), FileAddition(path: "Top.swift", targets: []),
        ])
        #expect(text(edit.bytes).contains("\t\t\tname = Modules;\n\t\t\tpath = ../Modules;\n"))
        #expect(
            text(edit.bytes).contains(
                "lastKnownFileType = sourcecode.swift; path = Top.swift; sourceTree = SOURCE_ROOT;"))
        let edited = try ProjectFile(bytes: edit.bytes, path: "x")
        #expect(edited.membership(ofFileAt: "Modules/Foo.swift").targets == ["App"])
        #expect(edited.membership(ofFileAt: "Top.swift").isInProject)
    }

    @Test("aggregate and legacy targets build no files")
    func targetsThatBuildNothing() throws {
        let extra = "\t\tC00000000000000000000001 /* Docs */ = {isa = PBXAggregateTarget; name = Docs; };\n"
        let project = try project(minimalProject(objects: extra, targets: ["C00000000000000000000001"]))
        #expect(throws: ProjectEditError.targetCannotBuildFiles(target: "Docs", isa: "PBXAggregateTarget")) {
            try project.adding([FileAddition(path: "A.swift", targets: ["Docs"])])
        }
        #expect(throws: Never.self) { try project.adding([FileAddition(path: "A.md", targets: ["Docs"])]) }
    }

    @Test("a file in a synchronized folder: nothing to add for the folder's targets, an error for others")
    func synchronizedFolders() throws {
        let project = try ProjectFile(bytes: TestFiles.synthetic("Synchronized.pbxproj"), path: "x")
        let covered = try project.adding([
            FileAddition(path: "App/Modules/Foo/FooView.swift", targets: ["App", "Widget"]),
            FileAddition(path: "App/Modules/Foo/FooView.xib", targets: ["App"]),
            FileAddition(path: "AppTests/Foo/FooTests.swift", targets: ["AppTests"]),
            FileAddition(path: "App/Info.plist", targets: ["App"]),  // a reference: no target needed
        ])
        #expect(covered.bytes == project.bytes)
        #expect(!covered.modifiesProject)
        #expect(
            covered.changes.first
                == .coveredBySynchronizedFolder(
                    path: "App/Modules/Foo/FooView.swift", folder: "App", targets: ["App", "Widget"]))
        #expect(
            throws: ProjectEditError.synchronizedFolderTargets(
                path: "App/Modules/Foo/FooTests.swift", folder: "App", folderTargets: ["App", "Widget"],
                requested: ["AppTests"])
        ) {
            try project.adding([FileAddition(path: "App/Modules/Foo/FooTests.swift", targets: ["AppTests"])])
        }
        // Excluded by the App target's exception set.
        #expect(
            throws: ProjectEditError.synchronizedFolderTargets(
                path: "App/Preview Content/Preview.swift", folder: "App", folderTargets: ["Widget"], requested: ["App"])
        ) {
            try project.adding([FileAddition(path: "App/Preview Content/Preview.swift", targets: ["App"])])
        }
        let message = ProjectEditError.synchronizedFolderTargets(
            path: "App/X.swift", folder: "App", folderTargets: ["App"], requested: ["AppTests"]
        ).description
        #expect(
            message == "App/X.swift is inside the synchronized folder 'App', whose files go to targets App, but it "
                + "was asked for AppTests; set the file's target membership in Xcode, or generate the module outside "
                + "synchronized folders")
        // Outside the synchronized folders, files are added as usual.
        let outside = try project.adding([FileAddition(path: "Shared/Util.swift", targets: ["App"])])
        #expect(outside.modifiesProject)
        #expect(
            try ProjectFile(bytes: outside.bytes, path: "x").membership(ofFileAt: "Shared/Util.swift").targets == [
                "App"
            ])
    }

    @Test("an editor adds batch by batch; a batch that throws adds nothing")
    func editorBatches() throws {
        var editor = ProjectEditor(project: try classicProject())
        try editor.add(Array(fooModule[0...1]))
        #expect(throws: ProjectEditError.self) {
            try editor.add([
                FileAddition(path: "App/Modules/Bar/Bar.swift", targets: ["App"]),
                FileAddition(path: "App/Modules/Bar/Baz.swift", targets: ["Nope"]),
            ])
        }
        try editor.add(Array(fooModule[2...]))
        let edit = editor.edit
        #expect(edit.bytes == (try TestFiles.expected("Classic+FooModule.pbxproj")))
        #expect(!text(edit.bytes).contains("Bar.swift"))
        #expect(editor.project.bytes == (try classicProject()).bytes)
    }

    @Test("many modules in one call stay linear: 200 modules of 15 files")
    func manyModules() throws {
        let project = try classicProject()
        var files: [FileAddition] = []
        for index in 0..<200 {
            for part in [
                "View/V", "View/W", "View/X", "Presenter/P", "Presenter/Q", "Interactor/I", "Interactor/J",
                "Router/R", "Router/S", "Assembly/A", "Entity/E", "Protocols/F", "Protocols/G", "View/V.xib",
            ] {
                let name = part.hasSuffix(".xib") ? part : part + ".swift"
                files.append(FileAddition(path: "App/Modules/M\(index)/\(name)", targets: ["App"]))
            }
            files.append(FileAddition(path: "AppTests/M\(index)/M\(index)Tests.swift", targets: ["AppTests"]))
        }
        let edit = try project.adding(files)
        let edited = try ProjectFile(bytes: edit.bytes, path: "x")
        // Per module 15 references, 15 build files and 9 groups; one `Modules` group for them all.
        #expect(edited.objects.objects.count == project.objects.objects.count + 200 * (15 * 2 + 9) + 1)
        #expect(onlyAddsLines(project.bytes, edit.bytes))
        #expect(try edited.adding(files).bytes == edit.bytes)
    }
}
