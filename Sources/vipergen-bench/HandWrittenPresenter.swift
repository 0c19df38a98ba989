import Liquid

/// The benchmark template's output built by hand with string appends: the floor the engine is measured against.
///
/// It reads the same context values (as typed fields decoded once, as a hand-written generator would hold them)
/// and produces the same bytes as `Tests/Benchmark/expected.txt`.
struct HandWrittenPresenter {
    struct Action {
        var verb: String
        var param: String
        var type: String
    }

    var name: String
    var fileName: String
    var projectName: String
    var title: String
    var summary: String?
    var hasInteractor: Bool
    var hasRouter: Bool
    var developerName: String
    var company: String
    var date: String
    var year: String
    var prefix: String
    var actions: [Action]

    /// Reads the benchmark context once, outside the measured loop.
    init(_ context: [String: Value]) {
        let module = context["module_info"] ?? .nil
        name = module["name"].text
        fileName = module["file_name"].text
        projectName = module["project_name"].text
        title = module["title"].text
        summary = module["summary"] == .nil ? nil : module["summary"].text
        hasInteractor = module["has_interactor"].isTruthy
        hasRouter = module["has_router"].isTruthy
        developerName = (context["developer"] ?? .nil)["name"].text
        company = (context["developer"] ?? .nil)["company"].text
        date = context["date"]?.text ?? ""
        year = context["year"]?.text ?? ""
        prefix = context["prefix"]?.text ?? ""
        actions = (context["actions"] ?? .nil).items.map {
            Action(verb: $0["verb"].text, param: $0["param"].text, type: $0["type"].text)
        }
    }

    func render() -> String {
        var out = ""
        out.reserveCapacity(1_600)
        out += "//\n//  \(fileName)\n//  \(projectName)\n//\n//  Created by \(developerName) on \(date).\n"
        out += "//  Copyright © \(year) \(company). All rights reserved.\n//\n\nimport UIKit\n\n"
        out += "protocol \(name)ModuleInput: AnyObject {\n    func configure(with moduleId: String)\n}\n\n"
        out += "final class \(name)Presenter {\n\n    // MARK: - Properties\n\n"
        out += "    weak var view: \(name)ViewInput?"
        out += hasInteractor ? "\n    var interactor: \(name)InteractorInput!" : "\n    // no interactor"
        out += hasRouter ? "\n    var router: \(name)RouterInput!" : "\n    // no router for \(name.lowercased())"
        out += "\n\n    private let moduleId = \"\(prefix.lowercased()).\(name.lowercased())\"\n"
        out += "    private let screenTitle = \"\(title.uppercased())\"\n"
        out += "    private let summary = \"\(summary ?? "No summary")\"\n\n    // MARK: - Actions"
        for (index, action) in actions.enumerated() {
            let verb = action.verb.prefix(1).uppercased() + action.verb.dropFirst().lowercased()
            out += "\n\n    /// \(index + 1). \(verb) via \(action.param)\n"
            out += "    func didTap\(verb)(_ \(action.param): \(action.type)) {\n"
            out += "        view?.update(\(action.param))\n    }"
        }
        out += "\n}\n\n// MARK: - \(name)ViewOutput\n\nextension \(name)Presenter: \(name)ViewOutput {\n\n"
        out += "    func viewIsReady() {\n        view?.setupInitialState(title: screenTitle)\n    }\n}\n\n"
        out += "// MARK: - \(name)ModuleInput\n\nextension \(name)Presenter: \(name)ModuleInput {\n\n"
        out += "    func configure(with moduleId: String) {\n"
        out += "        print(\"\(developerName.uppercased()) configured \(projectName)\", moduleId)\n    }\n}\n"
        return out
    }
}
