// The limits a render stays within: output size, iterations and work (see `Environment.Limits`).

extension Renderer {
    /// What rendering one node costs against `Limits.processedBytes`, beyond the values it handles.
    static let nodeCost = 16

    /// Fails once the output is larger than `Limits.outputBytes`.
    func checkSize(_ output: borrowing RenderOutput, at offset: Int) throws(TemplateError) {
        if output.count > environment.limits.outputBytes {
            throw TemplateError(
                .limit, "output is larger than \(environment.limits.outputBytes) bytes",
                in: source, at: offset)
        }
    }

    /// Counts one loop iteration, or one render of the partial named `partial`, against `Limits.loopIterations`.
    mutating func countIteration(at offset: Int, partial: String? = nil) throws(TemplateError) {
        iterations += 1
        guard iterations > environment.limits.loopIterations else { return }
        let limit = environment.limits.loopIterations
        let message =
            partial.map {
                "loops and partials ran more than \(limit) iterations; '\($0.shortened)' is rendered too often"
            }
            ?? "loops ran more than \(limit) iterations; narrow the loop with 'limit:' or a smaller range"
        throw TemplateError(.limit, message, in: source, at: offset)
    }

    /// Counts `bytes` of work against `Limits.processedBytes`.
    ///
    /// Output is bounded by its own limit, but work that leaves no output is not: a loop can run a filter on a
    /// large value a million times and keep only its size. So every node rendered costs a little, and filters,
    /// comparisons, captures and lookups on strings cost the size of the values they read and make. The total
    /// bounds the time a render takes, whatever the template.
    mutating func charge(_ bytes: Int, at offset: Int) throws(TemplateError) {
        processed = Value.saturatingSum(processed, bytes)
        if processed > environment.limits.processedBytes {
            throw TemplateError(
                .limit,
                "rendering processed more than \(environment.limits.processedBytes) bytes; "
                    + "a loop probably repeats work on a large value", in: source, at: offset)
        }
    }
}
