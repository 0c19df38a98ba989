import Liquid
import VipergenSettings

/// Renders every file and injection of the modules, each with its own scope, and records the template used.
/// Template errors are collected across files and modules and reported together.
struct RenderStep: ModuleStep {
    func run(_ draft: inout PlanDraft, for context: ModuleContext) throws {
        let template = context.template
        // Generamba templates declare no parameters and read any `custom_parameters`.
        let parameters = try ParameterValues.resolve(
            context.parameters, spec: template.spec, acceptsAny: template.isGenerambaFormat)
        let partials = PartialCache(load: { (name) throws(TemplateError) in try template.loadPartial(name) })
        let environment = Environment(
            mode: template.isGenerambaFormat ? .lax : .strict,
            filters: context.now.map { now in StandardFilters.filters(now: { now }) } ?? StandardFilters.all,
            loadPartial: { (name) throws(TemplateError) in try partials.template(named: name) },
            partialNames: { template.partialNames() },
            lateVariable: ModuleScope.lateVariable(context.configuration))
        let renderer = ModuleRenderer(template: template, environment: environment, bodies: TemplateCache())

        var errors: [TemplateError] = []
        for moduleName in context.modules {
            let scope = ModuleScope(
                moduleName: moduleName.value, description: context.description(of: moduleName),
                configuration: context.configuration, date: context.date, customParameters: parameters)
            let spec = try renderer.renderedSpec(scope: scope)
            let used = GenerationPlan.Template(name: spec.name, version: template.spec.version)
            if !draft.plan.templates.contains(used) { draft.plan.templates.append(used) }
            do {
                draft.plan.files += try renderer.renderFiles(of: spec, scope: scope, errors: &errors)
                draft.insertions += try renderer.renderInjections(of: spec, scope: scope).map {
                    var insertion = $0
                    insertion.module = moduleName.value
                    return insertion
                }
            } catch let error as TemplateError {
                errors.append(error)
            }
        }
        if !errors.isEmpty { throw GenerationError.templateErrors(errors) }
    }
}
