/// A member a Swift file declares at the top level of a type's body or an extension's: a property, a method, an
/// enum case, a nested type or a type alias.
public struct MemberDeclaration: Sendable, Hashable {
    /// The type the body belongs to, as its declaration or extension names it (`Router`, `Foo.Bar`).
    public var type: String
    /// The member's name, without backticks.
    public var name: String
    /// Whether code reaches it through the type's name (`Router.home`): a `static` or `class` member, a nested type,
    /// a type alias. Otherwise through a value, or as `.name` where the type is inferred (an enum case).
    public var isStatic: Bool
    /// The line of the name, 1-based.
    public var line: Int

    public init(type: String, name: String, isStatic: Bool, line: Int) {
        self.type = type
        self.name = name
        self.isStatic = isStatic
        self.line = line
    }
}
