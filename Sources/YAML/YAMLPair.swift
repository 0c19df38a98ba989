/// One entry of a mapping. Keys are always scalars here: complex keys are outside the supported subset.
public struct YAMLPair: Sendable, Equatable {
    public var key: YAMLScalar
    /// Where the key starts, for diagnostics about the key itself ("unknown key").
    public var keyMark: YAMLMark
    public var value: YAMLNode

    public init(key: YAMLScalar, keyMark: YAMLMark, value: YAMLNode) {
        self.key = key
        self.keyMark = keyMark
        self.value = value
    }
}
