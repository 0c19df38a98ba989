import Liquid

/// The first step: renders every file and injection of every module of the request, with the module's scope.
/// Template errors are collected across files and modules and reported together.
struct RenderStep: PlanningStep {
    func run(_ draft: inout PlanDraft, in context: PlanningContext) throws {
        let template = context.template
        let request = context.request
        // Generamba templates declare no parameters and read any `custom_parameters`.
        let parameters = try ParameterValues.resolve(
            request.parameters, spec: template.spec, acceptsAny: template.isGenerambaFormat)
        let partials = PartialCache(load: { (name) throws(TemplateError) in try template.loadPartial(name) })
        let environment = Environment(
            mode: template.isGenerambaFormat ? .lax : .strict,
            filters: request.now.map { now in StandardFilters.filters(now: { now }) } ?? StandardFilters.all,
            loadPartial: { (name) throws(TemplateError) in try partials.template(named: name) })
        let renderer = ModuleRenderer(template: template, environment: environment, bodies: TemplateCache())

        var errors: [TemplateError] = []
        for moduleName in request.moduleNames {
            let scope = ModuleScope(
                moduleName: moduleName.value,
                description: request.description ?? "\(moduleName.value) module",
                configuration: context.configuration, date: request.date, customParameters: parameters)
            let spec = try renderer.renderedSpec(scope: scope)
            draft.plan.templateName = spec.name
            do {
                draft.plan.files += try renderer.renderFiles(of: spec, scope: scope, errors: &errors)
                draft.insertions += try renderer.renderInjections(of: spec, scope: scope)
            } catch let error as TemplateError {
                errors.append(error)
            }
        }
        if !errors.isEmpty { throw GenerationError.templateErrors(errors) }
    }
}
