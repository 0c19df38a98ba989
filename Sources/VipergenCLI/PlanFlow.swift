import VipergenKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `gen` and `update` do once their plan is made: report it, stop where it must not be written (a dry run,
/// a refusal such as conflicts), write it as one transaction, report what was written, and end with an exit code.
/// The commands differ only in the texts and checks they give it.
struct PlanFlow {
    /// How the plan is shown: the flags both commands take.
    struct Output {
        var dryRun: Bool
        var json: Bool
        var quiet: Bool
        var verbose = false
    }

    var output: Output
    /// The first line of a dry run's text, saying what is planned.
    var heading: (GenerationPlan, PlanReport) -> String
    /// Why the plan must not be written, as the error to print; `nil` when it may be.
    var refusal: (GenerationPlan) -> String?
    /// What is left to say once the plan is written (or, after a dry run, would be), and the exit code.
    var ending: (GenerationPlan, _ written: Bool) -> (message: String?, exit: ExitCode) = { _, _ in (nil, .success) }
    /// Whether a summary line (`generated Cart from 'bviper': 14 created`) closes a written plan's text.
    var summarizes = false

    /// Runs the flow for `plan`; only a run that is neither a dry run nor refused writes anything.
    /// - Throws: `WriteError` when writing fails (everything written is undone), `InterruptedRun` on a signal.
    func run(_ plan: GenerationPlan, context: CommandContext) throws -> ExitCode {
        let report = PlanReport(plan: plan, context: context)
        if output.dryRun {
            if output.json {
                context.console.output(report.json(dryRun: true))
            } else if !output.quiet {
                context.console.output(heading(plan, report) + " (dry run, nothing written):\n")
                context.console.output(report.text(diffs: true, verbose: output.verbose))
            }
            if let refusal = refusal(plan) {
                context.console.error(refusal + "\n")
                return .failure
            }
            return end(plan, written: false, context: context)
        }
        if let refusal = refusal(plan) {
            if output.json { context.console.output(report.json(dryRun: false)) }
            context.console.error(refusal + "\n")
            return .failure
        }
        try Self.write(plan, context: context)
        if output.json {
            context.console.output(report.json(dryRun: false))
        } else if !output.quiet {
            context.console.output(report.text(diffs: false, verbose: false))
            if summarizes { context.console.error(report.summary + "\n") }
        }
        return end(plan, written: true, context: context)
    }

    private func end(_ plan: GenerationPlan, written: Bool, context: CommandContext) -> ExitCode {
        let (message, exit) = ending(plan, written)
        if let message { context.console.error(message + "\n") }
        return exit
    }

    /// Writes the plan as one transaction; SIGINT or SIGTERM undoes it and ends the run with the signal's code.
    static func write(_ plan: GenerationPlan, context: CommandContext) throws {
        let writer = PlanWriter(fileSystem: context.fileSystem)
        let outcome = Interruption.catching { () -> Result<Void, WriteError> in
            Result { () throws(WriteError) in
                try writer.write(plan, isCancelled: { Interruption.signalNumber != nil })
            }
        }
        switch outcome {
        case .success: break
        case .failure(.interrupted): throw InterruptedRun(signal: Interruption.signalNumber ?? SIGINT)
        case .failure(let error): throw error
        }
    }
}
