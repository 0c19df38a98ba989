/// A file to add to the project: where it is, which group shows it, what it is for and which targets get it.
public struct FileAddition: Sendable, Hashable {
    /// The file, relative to the project folder, `/`-separated: `App/Modules/Foo/View/FooViewController.swift`.
    public var path: String
    /// The group to show the file in, as display names from the main group down; `nil` makes (or reuses) one
    /// group per folder of `path`, so that the groups mirror the folders.
    public var groupPath: [String]?
    /// Whether the targets compile the file, copy it as a resource, or only show it.
    public var role: FileRole
    /// The names of the targets that get the file.
    public var targets: [String]

    /// - Parameters:
    ///   - path: The file, relative to the project folder.
    ///   - groupPath: The group to show it in; `nil` mirrors the folders of `path`.
    ///   - role: What the targets do with the file; `nil` picks it from the extension (see `FileRole(forPath:)`).
    ///   - targets: The names of the targets that get the file.
    public init(path: String, groupPath: [String]? = nil, role: FileRole? = nil, targets: [String]) {
        self.path = path
        self.groupPath = groupPath
        self.role = role ?? FileRole(forPath: path)
        self.targets = targets
    }
}
