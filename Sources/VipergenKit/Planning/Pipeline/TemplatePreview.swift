import Files
import VipergenSettings

/// What a template produces for a sample module, rendered in memory against an empty disk: for `template show`.
/// Only the template's own files are planned: injections and the Xcode project edit concern a project, which a
/// preview has none of.
public struct TemplatePreview: Sendable {
    /// The module name previews use unless told otherwise.
    public static let sampleModuleName = "Sample"

    /// One file of the preview, relative to the folder its role writes to (`module_path` or `test_path`).
    public struct File: Sendable, Equatable {
        /// Code, test or shared.
        public var role: PlannedFile.Role
        /// Relative to the folder its role writes to.
        public var path: String
    }

    /// The sample module's name.
    public var moduleName: String
    /// The files, in the spec's order.
    public var files: [File]
    /// The parameter values the preview used, declared defaults and sample values included.
    public var parameters: [String: String]

    /// Renders `template` for `moduleName` with `parameters`; a required parameter with no value gets a sample.
    /// Returns the plan (against an empty disk, in folders of its own) and the preview of it.
    /// - Throws: `GenerationError` or `Diagnostics` when the template does not render.
    static func render(
        _ template: TemplatePackage, moduleName: ModuleName, parameters given: [String: String],
        configuration: ProjectConfiguration, date: CalendarDate
    ) throws -> (GenerationPlan, TemplatePreview) {
        var parameters = given
        for parameter in template.spec.parameters where parameters[parameter.name] == nil {
            if parameter.defaultValue == nil, parameter.isRequired {
                parameters[parameter.name] = sampleValue(for: parameter.kind)
            }
        }
        let moduleRoot = "/vipergen-preview/module"
        let testRoot = "/vipergen-preview/tests"
        var sample = configuration
        sample.modulePath = moduleRoot
        sample.testPath = testRoot
        sample.file = nil
        sample.xcodeProject = nil
        let request = GenerationRequest(moduleName: moduleName, parameters: parameters, date: date, now: 0)
        let plan = try ModuleGenerator(fileSystem: EmptyFileSystem()).plan(
            request, template: template, configuration: sample, pipeline: .preview)
        let files = plan.files.map { file in
            let root = Path.isInside(file.path, testRoot) ? testRoot : moduleRoot
            return File(role: file.role, path: Path.relative(file.path, to: root))
        }
        return (plan, TemplatePreview(moduleName: moduleName.value, files: files, parameters: parameters))
    }

    /// A value of the right type for a required parameter the user did not give.
    static func sampleValue(for kind: TemplateSpec.Parameter.Kind) -> String {
        switch kind {
        case .string: return "Sample"
        case .bool: return "true"
        case .list: return "First,Second"
        }
    }
}
