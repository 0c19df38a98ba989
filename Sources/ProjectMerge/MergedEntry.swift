/// An entry of a merged dictionary.
struct MergedEntry {
    var name: String
    /// The entry in ours, when ours has the key.
    var ours: MergeSide.Entry?
    /// The entry in theirs, when theirs has the key.
    var theirs: MergeSide.Entry?
    var value: MergedValue
    /// The entry in the base, when the base has the key: for conflicts written in git's `diff3` style.
    var base: MergeSide.Entry? = nil
}
