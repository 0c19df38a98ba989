/// A type a source file declares at file scope: its name and the line of its name, 1-based.
public struct TypeDeclaration: Sendable, Hashable {
    /// The name as code refers to it, without backticks.
    public var name: String
    /// The line of the name, 1-based.
    public var line: Int

    /// A declaration of `name` on `line`.
    public init(name: String, line: Int) {
        self.name = name
        self.line = line
    }
}
