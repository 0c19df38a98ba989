import Files
import SourceDeclarations

/// What the clash checks learned of the app's files in earlier runs, kept in vipergen's own cache
/// (`.vipergen/cache/sources`, ignored by git): each folder's listing and each source file's file-scope types, with
/// the stamp (size, modification and inode change times) they were read at. A run lists a folder again only when its stamp
/// changed (an entry added, removed or renamed), and reads a file again only when its stamp changed, so a check of
/// a large app stats its files instead of reading them.
///
/// An entry changed within a second of the time the cache was written is not trusted: a file changed again in that
/// second could keep its stamp. What a run did not look at is not kept.
struct SourceIndex {
    /// Where the cache is, under the project's folder.
    static let path = ".vipergen/cache/sources"
    private static let header = "vipergen sources 2"

    private struct Folder {
        var stamp: FileStamp
        var listing: FolderListing
    }

    private struct File {
        var stamp: FileStamp
        var types: [TypeDeclaration]
    }

    private var folders: [String: Folder] = [:]
    private var files: [String: File] = [:]
    /// Entries changed after this are read again: the cache's own modification time, less a second.
    private var trustedUntil: Int64 = .min
    /// The entries this run used or made, which are what is saved.
    private var seenFolders: [String: Folder] = [:]
    private var seenFiles: [String: File] = [:]
    /// Whether anything was read from the disk rather than the cache, and can be kept (the disk gave its stamp).
    private(set) var changed = false

    /// An empty index: everything is read.
    init() {}

    /// The cache of the project at `root`; empty when there is none or it cannot be read.
    static func load(root: String, fileSystem: any FileSystem) -> SourceIndex {
        let path = Path.join(root, Self.path)
        guard let stamp = fileSystem.stamp(path), let bytes = try? fileSystem.contents(of: path) else {
            return SourceIndex()
        }
        var index = SourceIndex(parsing: bytes) ?? SourceIndex()
        index.trustedUntil = stamp.modified - 1_000_000_000
        return index
    }

    // MARK: - Asking

    /// The folder's listing, from the cache while the folder's stamp is the one it was listed at (`fromDisk`
    /// false).
    mutating func listing(of folder: String, fileSystem: any FileSystem) -> (listing: FolderListing, fromDisk: Bool)? {
        let stamp = fileSystem.stamp(folder)
        if let stamp, let known = folders[folder], known.stamp == stamp, Self.isSettled(stamp, before: trustedUntil) {
            seenFolders[folder] = known
            return (known.listing, false)
        }
        guard let listing = try? fileSystem.listFolder(folder) else { return nil }
        if let stamp {
            seenFolders[folder] = Folder(stamp: stamp, listing: listing)
            changed = true
        }
        return (listing, true)
    }

    /// The types the file declares at file scope, from the cache while the file's stamp is the one it was read at;
    /// `nil` when it cannot be read. `scan` finds them in the file's bytes.
    mutating func types(
        of file: String, fileSystem: any FileSystem, scan: ([UInt8]) -> [TypeDeclaration]
    ) -> [TypeDeclaration]? {
        let stamp = fileSystem.stamp(file)
        if let stamp, let known = files[file], known.stamp == stamp, Self.isSettled(stamp, before: trustedUntil) {
            seenFiles[file] = known
            return known.types
        }
        guard let bytes = try? fileSystem.contents(of: file) else { return nil }
        let types = scan(bytes)
        if let stamp {
            seenFiles[file] = File(stamp: stamp, types: types)
            changed = true
        }
        return types
    }

    private static func isSettled(_ stamp: FileStamp, before time: Int64) -> Bool {
        stamp.modified < time && stamp.changed < time
    }

    // MARK: - Storing

    /// The cache as it is written: a header line, then one line per folder (`D`) and per file (`F`), fields apart
    /// by tabs, list items by NUL. A path or name holding a tab, a line break or NUL is left out (read each time).
    func serialized() -> [UInt8] {
        var text = Self.header + "\n"
        for (path, folder) in seenFolders.sorted(by: { $0.key < $1.key }) {
            let names = folder.listing.files + folder.listing.folders + [path]
            guard names.allSatisfy(Self.isStorable) else { continue }
            text += "D\t\(Self.text(folder.stamp))\t\(path)\t"
            text += folder.listing.files.joined(separator: "\0") + "\t" + folder.listing.folders.joined(separator: "\0")
            text += "\n"
        }
        for (path, file) in seenFiles.sorted(by: { $0.key < $1.key }) where Self.isStorable(path) {
            text += "F\t\(Self.text(file.stamp))\t\(path)\t"
            text += file.types.map { "\($0.name):\($0.line)" }.joined(separator: "\0") + "\n"
        }
        return Array(text.utf8)
    }

    private static func text(_ stamp: FileStamp) -> String {
        "\(stamp.size)\t\(stamp.modified)\t\(stamp.changed)"
    }

    private static func isStorable(_ text: String) -> Bool {
        !text.utf8.contains { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x00 }
    }

    /// The index a cache file holds; `nil` when it is not one this version wrote (then everything is read again).
    private init?(parsing bytes: [UInt8]) {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard let first = lines.first, String(decoding: first, as: UTF8.self) == Self.header else { return nil }
        for line in lines.dropFirst() where !line.isEmpty {
            let fields = line.split(separator: 0x09, omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self)
            }
            guard fields.count >= 6, let size = Int(fields[1]), let modified = Int64(fields[2]),
                let changed = Int64(fields[3])
            else { return nil }
            let stamp = FileStamp(size: size, modified: modified, changed: changed)
            let list = { (field: String) in field.isEmpty ? [] : field.split(separator: "\0").map(String.init) }
            switch fields[0] {
            case "D" where fields.count == 7:
                folders[fields[4]] = Folder(
                    stamp: stamp, listing: FolderListing(files: list(fields[5]), folders: list(fields[6])))
            case "F" where fields.count == 6:
                var types: [TypeDeclaration] = []
                for item in list(fields[5]) {
                    guard let colon = item.lastIndex(of: ":"), let line = Int(item[item.index(after: colon)...])
                    else { return nil }
                    types.append(TypeDeclaration(name: String(item[..<colon]), line: line))
                }
                files[fields[4]] = File(stamp: stamp, types: types)
            default:
                return nil
            }
        }
    }
}
