import Testing

@testable import XcodeProject

@Suite("A target's files")
struct TargetFilesTests {
    @Test("build phases list sources and localized resources, not linked frameworks (countries fixture)")
    func listedFiles() throws {
        let file = try ProjectFile(
            bytes: TestFiles.read(TestFiles.folder + "/Fixtures/countries/project.pbxproj"), path: "countries")
        let files = try #require(file.files(ofTarget: "CountriesSwiftUI"))
        #expect(files.synchronizedFolders.isEmpty)
        #expect(files.listed.contains { $0.hasSuffix("/en.lproj/Localizable.strings") })
        #expect(files.listed.contains { $0.hasSuffix("/fr.lproj/Localizable.strings") })
        #expect(files.listed.contains { $0.hasSuffix("/CountriesList.swift") })
        #expect(!files.listed.contains { $0.hasSuffix("/RequestMocking.swift") }, "a unit-test file")
        #expect(!files.listed.contains { $0.contains("ViewInspector") }, "a package product, linked")
        #expect(Set(files.listed).count == files.listed.count)
        let tests = try #require(file.files(ofTarget: "UnitTests"))
        #expect(tests.listed.contains { $0.hasSuffix("/RequestMocking.swift") })
        #expect(file.files(ofTarget: "Countries") == nil)
    }

    @Test("a synchronized folder with the target's exceptions (axterm fixture)")
    func synchronizedFolders() throws {
        let file = try ProjectFile(
            bytes: TestFiles.read(TestFiles.folder + "/Fixtures/axterm/project.pbxproj"), path: "axterm")
        let files = try #require(file.files(ofTarget: "AXTerm"))
        #expect(files.listed.allSatisfy { !$0.hasSuffix(".swift") })
        #expect(
            files.synchronizedFolders == [TargetFiles.SynchronizedFolder(folder: "AXTerm", excluded: ["Info.plist"])])
        let folder = files.synchronizedFolders[0]
        #expect(folder.includes("AXTerm/Views/Main.swift"))
        #expect(!folder.includes("AXTerm/Info.plist"))
        #expect(!folder.includes("AXTerm"))
        #expect(!folder.includes("AXTermTests/AXTermTests.swift"))
    }
}
