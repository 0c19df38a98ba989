/// How many of a target's sources a folder holds, for saying why `vipergen init` proposes that folder.
public struct SourceShare: Sendable, Equatable {
    /// The sources in the folder.
    public var count: Int
    /// The target's sources in all.
    public var total: Int

    /// `count` of `total` sources.
    public init(count: Int, total: Int) {
        self.count = count
        self.total = total
    }
}
