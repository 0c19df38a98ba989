import Foundation
import Testing

@testable import VipergenCLI

/// Declared parameters (typed, defaulted, required), conditional files and one file per list item.
@Suite("Template parameters and optional files")
struct TemplateParametersTests {
    static let spec = """
        name: usecases
        summary: Use cases from a list
        parameters:
          - {name: use_cases, type: list, description: One file per use case}
          - {name: with_router, type: bool, default: false}
          - {name: service, description: The service type, required: true}
        code_files:
          - {name: Presenter.swift, path: presenter.liquid}
          - {name: Router.swift, path: router.liquid, condition: custom_parameters.with_router}
          - {name: UseCases/UseCase.swift, path: usecase.liquid, for_each: use_cases}

        """

    func makeSandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("catalogs:\n  - Templates\n", to: "catalogs.yml")
        try sandbox.write(Self.spec, to: "Templates/usecases/template.yml")
        try sandbox.write(
            "uses {{ custom_parameters.service }}, {{ custom_parameters.use_cases.size }} use cases\n",
            to: "Templates/usecases/presenter.liquid")
        try sandbox.write("router\n", to: "Templates/usecases/router.liquid")
        try sandbox.write("struct {{ item }}UseCase {}\n", to: "Templates/usecases/usecase.liquid")
        return sandbox
    }

    @Test func listParametersDriveOneFilePerItemAndConditionsGateFiles() throws {
        let sandbox = try makeSandbox()
        let run = sandbox.run([
            "gen", "Cart", "usecases", "--output", "out", "--param", "use_cases=Fetch, Save", "--param", "service=API",
        ])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(
            try sandbox.files(under: "out") == [
                "out/Cart/CartPresenter.swift", "out/Cart/UseCases/CartFetchUseCase.swift",
                "out/Cart/UseCases/CartSaveUseCase.swift",
            ])
        #expect(try sandbox.read("out/Cart/UseCases/CartSaveUseCase.swift") == "struct SaveUseCase {}\n")
        #expect(try sandbox.read("out/Cart/CartPresenter.swift") == "uses API, 2 use cases\n")

        let withRouter = sandbox.run([
            "gen", "Shop", "usecases", "--output", "out", "--param", "with_router=yes", "--param", "service=API",
        ])
        #expect(withRouter.exitCode == 0, "\(withRouter.standardError)")
        #expect(try sandbox.files(under: "out/Shop") == ["out/Shop/ShopPresenter.swift", "out/Shop/ShopRouter.swift"])
    }

    @Test func parameterProblemsAreClearErrors() throws {
        let sandbox = try makeSandbox()
        let missing = sandbox.run(["gen", "Cart", "usecases", "--output", "out"])
        #expect(missing.exitCode == 1)
        #expect(
            missing.standardError
                == "error: the template needs the parameter 'service' (The service type); pass --param service=VALUE\n")

        let unknown = sandbox.run(["gen", "Cart", "usecases", "--output", "out", "--param", "servce=API"])
        #expect(unknown.exitCode == 1)
        #expect(
            unknown.standardError.hasPrefix("error: the template has no parameter 'servce'; did you mean 'service'?\n"))

        let badBool = sandbox.run([
            "gen", "Cart", "usecases", "--output", "out", "--param", "service=API", "--param", "with_router=maybe",
        ])
        #expect(badBool.exitCode == 1)
        #expect(badBool.standardError == "error: parameter 'with_router' is 'maybe', but it must be true or false\n")

        let malformed = sandbox.run(["gen", "Cart", "usecases", "--param", "service"])
        #expect(malformed.exitCode == 64)
        #expect(malformed.standardError.hasPrefix("error: '--param service' must look like key=value\n"))
        #expect(try sandbox.files(under: "out").isEmpty)
    }

    @Test func generambaStyleCustomParametersAreAccepted() throws {
        let sandbox = try makeSandbox()
        let run = sandbox.run([
            "gen", "Cart", "usecases", "--output", "out", "--custom_parameters", "service:Store", "use_cases:One",
        ])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(try sandbox.read("out/Cart/CartPresenter.swift") == "uses Store, 1 use cases\n")
    }

    @Test func aForEachWithoutAListParameterIsASpecError() throws {
        let sandbox = try makeSandbox()
        try sandbox.write(
            "name: usecases\ncode_files:\n  - {name: A.swift, path: a.liquid, for_each: things}\n",
            to: "Templates/usecases/template.yml")
        let run = sandbox.run(["gen", "Cart", "usecases", "--output", "out"])
        #expect(run.exitCode == 1)
        #expect(
            run.standardError.hasPrefix(
                "\(sandbox.path)/Templates/usecases/template.yml:3:47: error: 'for_each: things' needs a parameter 'things' declared with 'type: list'"
            ))
    }
}
