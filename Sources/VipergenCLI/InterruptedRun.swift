import VipergenKit

/// A run stopped by SIGINT or SIGTERM after undoing its writes; exits with 128 + the signal, as shells expect.
struct InterruptedRun: Error, CustomStringConvertible {
    var signal: Int32
    var description: String { "\(WriteError.interrupted)" }
}
