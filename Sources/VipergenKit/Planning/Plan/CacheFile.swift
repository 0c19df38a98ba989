/// A file of vipergen's own cache (under `.vipergen/cache/`, which git ignores): what earlier runs learned, to make
/// later ones faster. Losing it, or a run killed while writing it, costs only time.
public struct CacheFile: Sendable, Equatable {
    /// Where it goes.
    public var path: String
    public var bytes: [UInt8]
}
