import Files
import TestFileSystems
import Testing

@testable import VipergenKit
@testable import VipergenSettings

/// `ModuleGenerator`: the order of its steps, and the plan the whole sequence makes — files, bases and lock.
@Suite("Planning: module generator")
struct ModuleGeneratorTests {
    /// A step that adds a file saying its name, what the draft held when it ran, and for which modules.
    struct Recording: ModuleStep, PlanStep {
        let name: String

        func run(_ draft: inout PlanDraft, for modules: ModuleContext) throws {
            let names = modules.modules.map(\.value).joined(separator: "+")
            record("\(name) for \(names)", in: &draft)
        }

        func run(_ draft: inout PlanDraft, in context: PlanContext) throws { record(name, in: &draft) }

        func record(_ text: String, in draft: inout PlanDraft) {
            draft.plan.files.append(
                planned("/app/M/\(draft.plan.files.count).swift", "\(text) after \(draft.plan.files.count) files"))
        }
    }

    struct Failing: PlanStep {
        struct Failure: Error, Equatable {}

        func run(_ draft: inout PlanDraft, in context: PlanContext) throws { throw Failure() }
    }

    /// The plan of the full sequence for the built-in bviper in a project at /app with catalogs.yml.
    func plan(_ modules: [String] = ["Cart"], disk: MemoryFileSystem = MemoryFileSystem()) throws -> GenerationPlan {
        let context = try planningContext(modules: modules, fileSystem: disk) { $0.file = "/app/catalogs.yml" }
        return try ModuleGenerator(fileSystem: disk).plan(
            context.request, template: context.template, configuration: context.configuration)
    }

    /// `disk` after writing `plan`, as `PlanWriter` would.
    func written(_ plan: GenerationPlan, to disk: MemoryFileSystem) -> MemoryFileSystem {
        var disk = disk
        for file in plan.files {
            switch file.action {
            case .create, .overwrite, .modify: disk.files[file.path] = file.contents
            case .delete: disk.files[file.path] = nil
            case .unchanged, .skip, .conflict: break
            }
        }
        return disk
    }

    static func names(_ steps: [Any]) -> [String] { steps.map { String(describing: type(of: $0)) } }

    @Test func thePipelinesRunTheirStepsInTheDocumentedOrder() {
        #expect(Self.names(Pipeline.generation.moduleSteps) == ["RenderStep", "OriginStep"])
        #expect(
            Self.names(Pipeline.generation.planSteps) == [
                "MergeStep", "LocalPackageStep", "ProjectSpecStep", "NoTestTargetStep", "TemplateSwitchStep",
                "OutputBoundaryStep", "KeptFilesStep", "FileNameClashStep", "TypeClashStep", "ClassifyStep",
                "PackageTargetStep", "InjectionStep", "GitAttributesStep", "SynchronizedFolderStep", "XcodeProjectStep",
                "LockStep", "LockMigrationStep", "ReadOnlyFileStep", "SourceIndexStep",
            ])
        #expect(Self.names(Pipeline.update.moduleSteps) == ["RenderStep", "OriginStep"])
        #expect(
            Self.names(Pipeline.update.planSteps) == [
                "MergeStep", "LocalPackageStep", "ProjectSpecStep", "TemplateSwitchStep", "OlderTemplateStep",
                "OutputBoundaryStep", "ClassifyStep", "ThreeWayMergeStep", "FileNameClashStep", "TypeClashStep",
                "PackageTargetStep",
                "InjectionStep", "DroppedInjectionStep", "RemovedDeclarationUsesStep", "SynchronizedFolderStep",
                "XcodeProjectStep", "LockStep",
                "LockMigrationStep", "ReadOnlyFileStep", "SourceIndexStep",
            ])
        #expect(Self.names(Pipeline.preview.moduleSteps) == ["RenderStep"])
        #expect(Self.names(Pipeline.preview.planSteps) == ["MergeStep", "OutputBoundaryStep", "ClassifyStep"])
        #expect(Self.names(Pipeline.removal.moduleSteps) == ["RenderStep"])
        #expect(
            Self.names(Pipeline.removal.planSteps) == [
                "PackageTargetStep", "RemovalStep", "RemovedDeclarationUsesStep", "OutputBoundaryStep",
                "GitAttributesRemovalStep", "XcodeProjectStep", "UnlockStep", "HandOverStep", "LockMigrationStep",
                "ReadOnlyFileStep",
            ])
    }

    @Test func moduleStepsRunPerTemplateThenPlanStepsOnceEachSeeingTheDraftBeforeIt() throws {
        let disk = MemoryFileSystem()
        let batch = try planningContext(modules: ["Cart", "Checkout"], fileSystem: disk)
        let single = try planningContext(modules: ["Shop"], fileSystem: disk)
        let pipeline = Pipeline(
            moduleSteps: [Recording(name: "Origin"), Recording(name: "Render")],
            planSteps: [Recording(name: "First"), Recording(name: "Second")])
        let plan = try pipeline.plan([batch.modules, single.modules], in: batch.plan)
        #expect(
            plan.files.map(\.contents) == [
                "Origin for Cart+Checkout after 0 files", "Render for Cart+Checkout after 1 files",
                "Origin for Shop after 2 files", "Render for Shop after 3 files", "First after 4 files",
                "Second after 5 files",
            ])
        // The draft starts with every module, in order.
        #expect(plan.modules == ["Cart", "Checkout", "Shop"])
    }

    @Test func aFailingStepStopsThePlan() throws {
        let context = try planningContext(fileSystem: MemoryFileSystem())
        let pipeline = Pipeline(
            moduleSteps: [Recording(name: "First")], planSteps: [Failing(), Recording(name: "Never")])
        #expect(throws: Failing.Failure()) { try pipeline.plan([context.modules], in: context.plan) }
    }

    @Test func thePlanNamesTheTemplateOnce() throws {
        let plan = try plan(["Cart", "Checkout"])
        let template = try TemplateCatalog(folders: [], fileSystem: MemoryFileSystem()).template(named: "bviper")
        #expect(plan.templates == [.init(name: "bviper", version: template.spec.version)])
    }

    @Test func aProjectGetsTheModuleFilesTheirBasesAndTheLockEntry() throws {
        let plan = try plan()
        let moduleFiles = plan.files.filter { $0.module == "Cart" }
        #expect(moduleFiles.contains { $0.path == "/app/Cart/Presenter/CartPresenter.swift" && $0.role == .code })
        #expect(
            moduleFiles.contains { $0.path == "/app/Tests/Cart/Presenter/CartPresenterTests.swift" && $0.role == .test }
        )
        #expect(plan.files.contains { $0.path == "/app/Router.swift" && $0.role == .shared })
        #expect(plan.files.allSatisfy { $0.action == .create }, "an empty disk: everything is new")
        // Every module file's text is kept as a base in the module's folder, named by its hash.
        let bases = plan.files.filter { $0.role == .base }
        #expect(
            Set(bases.map(\.path))
                == Set(moduleFiles.map { "/app/.vipergen/modules/Cart/bases/" + SHA256.hex(Array($0.contents.utf8)) }))
        // The module's record comes last, in its own file, with its origin.
        let lockFile = try #require(plan.files.last)
        #expect(lockFile.path == "/app/.vipergen/modules/Cart/record.json" && lockFile.role == .lock)
        let lock = try ModuleLock.load(
            root: "/app", fileSystem: MemoryFileSystem([lockFile.path: lockFile.contents]))
        let cart = try #require(lock.modules.first)
        #expect(lock.modules.count == 1 && cart.name == "Cart" && cart.template == "bviper")
        #expect(cart.generated == "2026-11-25" && cart.templateSource == "built-in")
        #expect(cart.templateHash == plan.records.origins["Cart"]?.templateHash && cart.templateHash != nil)
        #expect(
            Set(cart.files.map(\.path)) == Set(moduleFiles.map { Path.relative($0.path, to: "/app") }))
    }

    @Test func aBatchSharesItsSharedFilesAndLocksEveryModule() throws {
        let plan = try plan(["Cart", "Checkout"])
        #expect(plan.files.filter { $0.path == "/app/Router.swift" }.count == 1)
        #expect(Set(plan.records.origins.keys) == ["Cart", "Checkout"])
        let records = plan.files.filter { $0.role == .lock }
        #expect(
            records.map(\.path) == [
                "/app/.vipergen/modules/Cart/record.json", "/app/.vipergen/modules/Checkout/record.json",
            ])
        let lock = try ModuleLock.load(
            root: "/app",
            fileSystem: MemoryFileSystem(Dictionary(uniqueKeysWithValues: records.map { ($0.path, $0.contents) })))
        #expect(lock.modules.map(\.name) == ["Cart", "Checkout"])
    }

    @Test func planningAgainOverWhatWasWrittenChangesNothing() throws {
        let first = try plan()
        let disk = written(first, to: MemoryFileSystem())
        let second = try plan(disk: disk)
        #expect(second.files.map(\.path) == first.files.map(\.path))
        #expect(second.writes.isEmpty)
        // The shared file now holds the module's injected line, so it differs from its render: it is kept.
        let changed = second.files.filter { $0.action != .unchanged }
        #expect(changed.map(\.path) == ["/app/Router.swift"] && changed.map(\.action) == [.skip])
    }

    @Test func anEditedFileIsAConflictUnderTheDefaultPolicy() throws {
        let presenter = "/app/Cart/Presenter/CartPresenter.swift"
        var disk = written(try plan(), to: MemoryFileSystem())
        disk.files[presenter]! += "// mine\n"
        let plan = try plan(disk: disk)
        #expect(plan.conflicts.map(\.path) == [presenter])
        #expect(plan.files.first { $0.path == presenter }?.previousContents == Array(disk.files[presenter]!.utf8))
    }

    @Test func withoutCatalogsYmlThereIsNoOriginNoBaseAndNoLock() throws {
        let disk = MemoryFileSystem()
        let context = try planningContext(fileSystem: disk)
        let plan = try ModuleGenerator(fileSystem: disk).plan(
            context.request, template: context.template, configuration: context.configuration)
        #expect(!plan.files.isEmpty && plan.records.origins.isEmpty)
        #expect(plan.files.allSatisfy { $0.role != .lock && $0.role != .base })
    }

    @Test func anUndeclaredParameterFailsThePlan() throws {
        let disk = MemoryFileSystem()
        let context = try planningContext(fileSystem: disk, parameters: ["use_combin": "true"])
        let error = #expect(throws: GenerationError.self) {
            try ModuleGenerator(fileSystem: disk).plan(
                context.request, template: context.template, configuration: context.configuration)
        }
        guard case .unknownParameter(let name, _, _) = error else {
            Issue.record("expected an unknown parameter, got \(String(describing: error))")
            return
        }
        #expect(name == "use_combin")
    }
}
