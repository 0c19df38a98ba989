/// One Xcode file template (`<name>.xctemplate`) made from a vipergen template, for Xcode's New File dialog: its
/// `TemplateInfo.plist` and its files, whose names and text carry Xcode's macros (`___VARIABLE_productName___`,
/// `___FULLUSERNAME___`, `___DATE___`...), so that Xcode's text substitution gives what `vipergen gen` gives.
public struct XcodeTemplate: Sendable, Equatable {
    /// The folder's name without `.xctemplate`: `bviper`, `bviper Tests`, `bviper Shared`.
    public var name: String
    /// Every file of the folder by its path inside it, `TemplateInfo.plist` included.
    public var files: [String: [UInt8]]
    /// What the export could not carry over and the dialog's user must do by hand (an injection's lines).
    public var notes: [String]
}
