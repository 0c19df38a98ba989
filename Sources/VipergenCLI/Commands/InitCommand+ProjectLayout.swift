import Files
import VipergenKit

// Where the project says modules and tests go, and why: the notes init prints and the comments it writes in
// catalogs.yml, so that a guess is never silent.

extension InitCommand.Answers {
    /// The default module_path and test_path: the folder where the app keeps its screens, else `Modules` in the
    /// folder of its sources, with the tests in the same place under the test folder. Says why when the project
    /// decided and no option was given.
    mutating func proposedModuleFolders(project: XcodeProjectDefaults?, sourceFolder: String, testFolder: String)
        -> (modules: String, tests: String)
    {
        let explain = arguments.value(\.modulePath) == nil
        if let folder = project?.moduleFolder {
            let examples = folder.modules.prefix(3).joined(separator: ", ")
            let more = folder.modules.count > 3 ? ", ..." : ""
            let each = folder.layout == .folderPerScreen ? "one folder each" : "one file each"
            var why =
                "\(folder.path) holds the app's screens, \(each): \(folder.modules.count) of them "
                + "(\(examples)\(more))"
            if let others = project?.otherModuleFolders, !others.isEmpty {
                why +=
                    "; it is the shallowest of the folders of screens (also "
                    + others.prefix(3).map(\.path).joined(separator: ", ") + (others.count > 3 ? ", ..." : "") + ")"
            }
            if explain {
                context.console.error(
                    "note: module_path is \(folder.path), where new modules join the others: \(why)\n")
                comments["module_path", default: []].append("Proposed by init: \(why).")
            }
            return (folder.path, folder.testPath(sourceFolder: sourceFolder, testFolder: testFolder))
        }
        if let project, let share = project.sourceFolderShare, explain {
            let names = Set([project.appTarget, project.projectName].compactMap { $0 }).sorted().map { "'\($0)'" }
            let why =
                "\(sourceFolder) holds most of the app's sources (\(share.count) of \(share.total)); no folder named "
                + "\(names.joined(separator: " or ")) holds any"
            context.console.error("note: module_path is in \(sourceFolder): \(why)\n")
            comments["module_path", default: []].append("Proposed by init: \(why).")
        }
        return (Path.join(sourceFolder, "Modules"), Path.join(testFolder, "Modules"))
    }

    /// The question for test_targets, naming the unit-test bundles when there are several to choose from. Notes
    /// which one init proposes and by which rule, unless `--test-targets` is given.
    func testTargetsQuestion(project: XcodeProjectDefaults?) -> String {
        guard let project, let choice = project.testChoice, !choice.others.isEmpty else {
            return "Test targets, comma-separated"
        }
        let all = [choice.chosen] + choice.others
        if arguments.value(\.testTargets) == nil {
            context.console.error(
                "note: \(Path.base(project.projectPath)) has \(all.count) unit-test bundles; test_targets is "
                    + "\(choice.chosen) (\(Self.describe(choice, app: project.appTarget))); the others: "
                    + "\(choice.others.joined(separator: ", "))\n")
        }
        return "Test targets, comma-separated (unit-test bundles: \(all.joined(separator: ", ")))"
    }

    /// Comments in catalogs.yml on the unit-test bundles left out of `testTargets`, and a warning for each UI-test
    /// bundle in it: UI tests drive the app from another process and cannot import its code, so the tests gen
    /// writes would not compile there.
    mutating func reviewTestTargets(_ testTargets: [String], project: XcodeProjectDefaults?) {
        guard let project else { return }
        if let choice = project.testChoice {
            let left = ([choice.chosen] + choice.others).filter { !testTargets.contains($0) }
            if !left.isEmpty {
                if testTargets == [choice.chosen] {
                    comments["test_targets", default: []].append(
                        "init chose \(choice.chosen): \(Self.describe(choice, app: project.appTarget)).")
                }
                comments["test_targets", default: []].append(
                    "Other unit-test bundles in the project: \(left.joined(separator: ", ")).")
            }
        }
        let unitTests = project.testChoice.map { [$0.chosen] + $0.others } ?? []
        for target in testTargets where project.uiTestTargets.contains(target) {
            let instead = unitTests.isEmpty ? "" : " (\(unitTests.joined(separator: ", ")))"
            context.console.error(
                "warning: \(target) is a UI-test bundle: its tests drive the app from outside and cannot import "
                    + "the app's code, so the tests gen writes would not compile there; name a unit-test bundle in "
                    + "test_targets\(instead)\n")
        }
    }

    /// The rule that chose a test bundle, in the words of `init --help`.
    static func describe(_ choice: TestBundleChoice, app: String?) -> String {
        let app = app ?? "the app"
        switch choice.reason {
        case .onlyOne: return "the only one"
        case .namedAfterApp: return "named after the app target \(app)"
        case .testsApp: return "it depends on the app target \(app)"
        case .firstInProject: return "the first in the project; none is named \(app)Tests or depends on \(app)"
        }
    }
}
