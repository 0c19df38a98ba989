import Testing

@testable import VipergenSettings

@Suite("GitAttributes")
struct GitAttributesTests {
    static let lines = ["*.pbxproj merge=vipergen", "App/Router.swift merge=vipergen"]

    @Test func addsOnlyMissingLinesKeepingTheUsersLines() throws {
        let user = Array("*.png binary\n*.pbxproj   merge=vipergen\n".utf8)
        let added = try #require(GitAttributes.adding(Self.lines, to: user))
        #expect(
            String(decoding: added, as: UTF8.self)
                == "*.png binary\n*.pbxproj   merge=vipergen\nApp/Router.swift merge=vipergen\n")
        #expect(GitAttributes.adding(Self.lines, to: added) == nil)
    }

    @Test func keepsCRLFAndEndsAnUnfinishedLastLine() throws {
        let user = Array("*.png binary\r\n*.jpg binary".utf8)
        let added = try #require(GitAttributes.adding(Self.lines, to: user))
        #expect(
            String(decoding: added, as: UTF8.self)
                == "*.png binary\r\n*.jpg binary\r\n*.pbxproj merge=vipergen\r\nApp/Router.swift merge=vipergen\r\n")
    }

    @Test func createsTheFileFromNothing() throws {
        let added = try #require(GitAttributes.adding(Self.lines, to: []))
        #expect(String(decoding: added, as: UTF8.self) == Self.lines.map { $0 + "\n" }.joined())
    }

    @Test func patternsAreAnchoredAndQuotedWhenNeeded() {
        #expect(GitAttributes.pattern(for: "/repo/App/Router.swift", root: "/repo") == "App/Router.swift")
        #expect(GitAttributes.pattern(for: "/repo/Router.swift", root: "/repo") == "/Router.swift")
        #expect(GitAttributes.line(for: "My App/Router.swift") == "\"My App/Router.swift\" merge=vipergen")
    }

    @Test func knowsWhetherTheFileNamesTheDriver() {
        #expect(GitAttributes.namesDriver(Array("*.pbxproj merge=vipergen\n".utf8)))
        #expect(!GitAttributes.namesDriver(Array("*.pbxproj merge=union\n# merge=vipergen\n".utf8)))
    }
}
