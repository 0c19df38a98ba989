/// What a block scalar does with the line breaks at its end, as its header's `-` or `+` says.
enum Chomping {
    /// `-`: drop them all.
    case strip
    /// No indicator: keep the one that ends the last line of content.
    case clip
    /// `+`: keep them all, including those of trailing empty lines.
    case keep
}
