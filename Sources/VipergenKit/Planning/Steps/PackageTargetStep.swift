import Files
import VipergenSettings

/// For `gen --package DIR`: the module is a new target of the package in `DIR`, with its test target and a library
/// product. Its lines in `Package.swift` are insertions like a template's injections: `InjectionStep` adds them, the
/// record keeps them (so `status` sees them lost), `update` keeps them (and puts back lost ones), and `RemovalStep`
/// takes them out again, byte for byte. A template whose modules share files cannot have a target per module (the
/// shared file would belong to none of them) and is refused, saying how else to put modules in a package.
struct PackageTargetStep: PlanStep {
    /// The record's setting that names the package a module is a target of.
    static let settingKey = "package"

    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        if let update = context.update {
            // `update` and `remove`: the lines the record says `gen --package` added.
            for module in update.lock.modules where draft.plan.modules.contains(module.name) {
                guard let package = module.settings?[Self.settingKey] else { continue }
                let manifest = Path.join(Path.absolute(package, in: update.root), LocalPackage.manifestName)
                let relative = Path.relative(manifest, to: update.root)
                let text = try context.fileSystem.text(of: manifest) ?? ""
                draft.plan.records.origins[module.name]?.settings[Self.settingKey] = package
                for injected in module.injections ?? [] where injected.path == relative {
                    draft.insertions.append(
                        Self.insertion(injected.lines.map(\.trimmed), into: manifest, text: text, module: module.name))
                }
            }
            return
        }
        guard let package = context.newPackageTarget else { return }
        let manifest = Path.join(package, LocalPackage.manifestName)
        guard let module = draft.plan.modules.first, draft.plan.modules.count == 1 else {
            throw GenerationError.packageManifest(
                path: manifest, reason: "--package makes one module a target; generate the others one by one")
        }
        if let shared = draft.plan.files.first(where: { $0.role == .shared }) {
            throw GenerationError.sharedFileInPackageTarget(file: Path.base(shared.path), module: module)
        }
        guard let text = try context.fileSystem.text(of: manifest) else {
            throw GenerationError.packageManifest(path: manifest, reason: "there is no Package.swift there")
        }
        let withTests = draft.plan.files.contains { $0.role == .test }
        let edit = try PackageTargetEdit.make(module: module, withTests: withTests, manifest: text, path: manifest)
        for addition in edit.additions {
            draft.insertions.append(
                Insertion(
                    path: manifest,
                    injection: TemplateSpec.Injection(
                        file: LocalPackage.manifestName, anchor: .after(addition.anchor), content: "",
                        location: SpecLocation(file: manifest, line: addition.line, column: 1)),
                    lines: addition.lines, module: module))
        }
        if let root = context.projectRoot {
            draft.plan.records.origins[module]?.settings[Self.settingKey] = Path.relative(package, to: root)
        }
    }

    /// Recorded lines as an insertion after the line that opens their list (`products: [` for the product,
    /// `targets: [` for the targets): where `update` puts them back if they were lost.
    static func insertion(_ lines: [String], into manifest: String, text: String, module: String) -> Insertion {
        let label = lines.first?.hasPrefix(".library(") == true ? "products" : "targets"
        let anchor = PackageTargetEdit.opening(label, in: InjectionTarget.lines(of: text))?.anchor ?? label + ": ["
        return Insertion(
            path: manifest,
            injection: TemplateSpec.Injection(
                file: LocalPackage.manifestName, anchor: .after(anchor), content: "",
                location: SpecLocation(file: manifest, line: 1, column: 1)),
            lines: lines, module: module)
    }
}
