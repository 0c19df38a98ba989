import DiagnosticText

/// `SOURCE_DATE_EPOCH`, the fixed "now" of reproducible builds, when it is set.
/// - Throws: `SourceDateEpochError` when it is set but is not a whole number of seconds.
public func sourceDateEpoch(environment: [String: String]) throws(SourceDateEpochError) -> Int64? {
    guard let text = environment["SOURCE_DATE_EPOCH"] else { return nil }
    guard let seconds = Int64(text) else { throw SourceDateEpochError(value: text) }
    return seconds
}

/// `SOURCE_DATE_EPOCH` is set to something that is not a Unix time.
public struct SourceDateEpochError: Error, Sendable, CustomStringConvertible {
    public var value: String
    public var description: String {
        DiagnosticText.error(
            "SOURCE_DATE_EPOCH is '\(value)'; it must be a whole number of seconds since 1970 (as `date +%s` prints)")
    }
}
