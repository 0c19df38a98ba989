/// A token of a Swift file, as far as reading a manifest (`Package.swift`, Tuist's `Project.swift`) needs: names,
/// string literals (an interpolated one has no single value and reads as `.other`), and punctuation.
public enum SwiftToken: Sendable, Equatable {
    case identifier(String)
    case string(String)
    case punctuation(String)
    case other
}
