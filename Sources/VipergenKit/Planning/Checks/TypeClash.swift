/// A type the module would declare that the target it joins declares already.
public struct TypeClash: Sendable, Equatable {
    /// A file and the line of a declaration in it.
    public struct Place: Sendable, Equatable {
        public var file: String
        public var line: Int
    }

    /// The type's name.
    public var name: String
    /// Where the module would declare it.
    public var new: Place
    /// Where the target declares it now.
    public var existing: Place
}
