/// The entries of a folder, sorted by name and told apart: the folders (a link to a folder counts as one) and the
/// rest.
public struct FolderListing: Sendable, Equatable {
    public var files: [String]
    public var folders: [String]

    public init(files: [String], folders: [String]) {
        self.files = files
        self.folders = folders
    }
}
