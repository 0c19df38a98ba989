/// The options of `xcode-templates`.
struct XcodeTemplatesOptions: CommandOptions {
    let into: Option<PathArgument> = .path(
        "into", "DIR", "Folder to write the .xctemplate folders to (default: Xcode's File Templates/vipergen).")

    /// Every option, in the order declared (a test checks this list against the properties).
    var everyOption: [OptionSpec] {
        [into.spec]
    }
}
