/// The outcome of comparing two values (Foundation-free, so the engine needs nothing beyond the standard library).
public enum ComparisonResultValue: Sendable {
    case less, equal, greater
}
