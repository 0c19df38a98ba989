import Testing

@testable import VipergenSettings

/// git's `wildmatch` with `WM_PATHNAME`, as `includeIf` conditions match: each case as git's own wildmatch tests
/// (t3070) and documentation describe it.
@Suite("GitPattern: git's wildmatch for includeIf")
struct GitPatternTests {
    static let cases: [(pattern: String, text: String, matches: Bool)] = [
        ("/home/*/work", "/home/jane/work", true),
        ("/home/*/work", "/home/jane/x/work", false),
        ("/home/?ane", "/home/jane", true),
        ("/home/?", "/home//", false),
        ("**/repo/.git", "/home/jane/work/repo/.git", true),
        ("**/repo/.git", "repo/.git", true),
        ("/home/jane/work/**", "/home/jane/work/a/b/.git", true),
        ("/home/jane/work/**", "/home/jane/works/.git", false),
        ("/a/**/b", "/a/b", true),
        ("/a/**/b", "/a/x/y/b", true),
        ("/a/x**/b", "/a/xy/b", true),
        ("/a/x**/b", "/a/xy/z/b", false),
        ("/[a-c]at", "/bat", true),
        ("/[!a-c]at", "/bat", false),
        ("/[!a-c]at", "/rat", true),
        ("/[]]x", "/]x", true),
        ("/a\\*b", "/a*b", true),
        ("/a\\*b", "/axb", false),
        ("/[ab", "/a", false),
    ]

    @Test func matchesAsGitDoes() {
        for (pattern, text, expected) in Self.cases {
            #expect(GitPattern(pattern)?.matches(text) == expected, "\(pattern) on \(text)")
        }
    }

    @Test func ignoresCaseOnlyWhenAsked() {
        #expect(GitPattern("/Home/[J]ANE/**")?.matches("/home/jane/x") == false)
        #expect(GitPattern("/Home/[J]ANE/**", ignoresCase: true)?.matches("/home/jane/x") == true)
    }

    @Test func aNamedSetIsLeftToGit() {
        #expect(GitPattern("/[[:alpha:]]") == nil)
    }
}
