import Foundation
import Testing

@testable import VipergenMerging

@Suite("MergeDriverSetup: the command git's config runs")
struct MergeDriverSetupTests {
    @Test func theRunningExecutableIsNamedByItsPathQuotedForTheShell() {
        let command = MergeDriverSetup.command(executable: "/home/ann/it's tools/vipergen")
        #expect(
            command
                == "'/home/ann/it'\\''s tools/vipergen' merge-driver --marker-size %L --ours-label=%X --theirs-label=%Y --base-label=%S %O %A %B %P"
        )
        #expect(MergeDriverSetup.program(of: command) == "/home/ann/it's tools/vipergen")
        // Run in-process (no executable known): the name.
        #expect(
            MergeDriverSetup.command(executable: nil)
                == "vipergen merge-driver --marker-size %L --ours-label=%X --theirs-label=%Y --base-label=%S %O %A %B %P"
        )
    }

    @Test(arguments: [
        ("vipergen merge-driver %O %A %B", "vipergen"),
        ("  '/opt/homebrew/bin/vipergen' merge-driver", "/opt/homebrew/bin/vipergen"),
        ("/usr/local/bin/vipergen merge-driver", "/usr/local/bin/vipergen"),
        ("'/a b/vipergen'", "/a b/vipergen"),
    ])
    func theProgramOfACommandLine(command: String, program: String) {
        #expect(MergeDriverSetup.program(of: command) == program)
    }

    @Test func aCommandLineWithExpansionsIsNotSecondGuessed() {
        #expect(MergeDriverSetup.program(of: "\"$HOME/bin/vipergen\" merge-driver") == nil)
        #expect(MergeDriverSetup.program(of: "'unclosed merge-driver") == nil)
    }
}
