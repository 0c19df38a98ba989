/// A piece of template source: literal text, an `{{ output }}` or a `{% tag %}`, as byte ranges into the source.
struct Token: Sendable {
    enum Kind: Sendable, Equatable {
        case text
        case output
        case tag(name: String)
    }

    var kind: Kind
    /// Offset of the `{{` or `{%` (or of the text), for error locations.
    var start: Int
    /// The text itself, or the markup inside the delimiters (after the tag name, for tags).
    var content: Range<Int>
    /// `{{-` / `{%-`: strip white space before the token.
    var trimsBefore = false
    /// `-}}` / `-%}`: strip white space after the token.
    var trimsAfter = false
}
