import Files
import SourceDeclarations

/// What the clash checks learned of the app's files in earlier runs, kept in vipergen's own cache
/// (`.vipergen/cache/sources`, ignored by git): each folder's listing and each source file's file-scope types, with
/// the stamp (size, modification and inode change times) they were read at. A run lists a folder again only when
/// its stamp changed (an entry added, removed or renamed), and reads a file again only when its stamp changed, so a
/// check of a large app stats its files instead of reading them.
///
/// An entry changed within a second of the time the cache was written is not trusted: a file changed again in that
/// second could keep its stamp. What a run did not look at is not kept. Loading splits the cache into lines and
/// reads a line only when its folder or file is asked for; a line still true is written back as it was.
struct SourceIndex {
    /// Where the cache is, under the project's folder.
    static let path = ".vipergen/cache/sources"
    private static let header = "vipergen sources 3"

    private struct Folder {
        var stamp: FileStamp
        var listing: FolderListing
    }

    private struct File {
        var stamp: FileStamp
        var types: [TypeDeclaration]
    }

    /// The project's folder: paths inside it are kept relative to it.
    private var root = ""
    /// The cache's lines by the folder or file they describe, not yet read.
    private var folderLines: [String: ArraySlice<UInt8>] = [:]
    private var fileLines: [String: ArraySlice<UInt8>] = [:]
    /// Entries changed after this are read again: the cache's own modification time, less a second.
    private var trustedUntil: Int64 = .min
    /// What is kept: the lines this run found still true, and the entries it read anew.
    private var keptLines: [ArraySlice<UInt8>] = []
    private var newFolders: [String: Folder] = [:]
    private var newFiles: [String: File] = [:]
    /// Whether anything was read from the disk rather than the cache, and can be kept (the disk gave its stamp).
    private(set) var changed = false

    /// An empty index: everything is read.
    init() {}

    /// The cache of the project at `root`; empty when there is none or it cannot be read.
    static func load(root: String, fileSystem: any FileSystem) -> SourceIndex {
        var index = SourceIndex()
        index.root = root
        let path = Path.join(root, Self.path)
        guard let stamp = fileSystem.stamp(path), let bytes = try? fileSystem.contents(of: path),
            index.split(bytes)
        else {
            index.folderLines = [:]
            index.fileLines = [:]
            return index
        }
        index.trustedUntil = stamp.modified - 1_000_000_000
        return index
    }

    // MARK: - Asking

    /// The folder's listing, from the cache while the folder's stamp is the one it was listed at (`fromDisk`
    /// false).
    mutating func listing(of folder: String, fileSystem: any FileSystem) -> (listing: FolderListing, fromDisk: Bool)? {
        let stamp = fileSystem.stamp(folder)
        if let stamp, let line = folderLines.removeValue(forKey: folder), let known = Self.folder(line),
            known.stamp == stamp, Self.isSettled(stamp, before: trustedUntil)
        {
            keptLines.append(line)
            return (known.listing, false)
        }
        guard let listing = try? fileSystem.listFolder(folder) else { return nil }
        if let stamp {
            newFolders[folder] = Folder(stamp: stamp, listing: listing)
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
        if let stamp, let line = fileLines.removeValue(forKey: file), let known = Self.file(line),
            known.stamp == stamp, Self.isSettled(stamp, before: trustedUntil)
        {
            keptLines.append(line)
            return known.types
        }
        guard let bytes = try? fileSystem.contents(of: file) else { return nil }
        let types = scan(bytes)
        if let stamp {
            newFiles[file] = File(stamp: stamp, types: types)
            changed = true
        }
        return types
    }

    private static func isSettled(_ stamp: FileStamp, before time: Int64) -> Bool {
        stamp.modified < time && stamp.changed < time
    }

    // MARK: - Storing

    /// The cache as it is written: a header line, then one line per folder (`D`) and per file (`F`), fields apart
    /// by tabs, list items by NUL, paths relative to the project's folder when inside it. A path or name holding a
    /// tab, a line break or NUL is left out (read each time).
    func serialized() -> [UInt8] {
        var bytes = Array((Self.header + "\n").utf8)
        for line in keptLines {
            bytes += line
            bytes.append(0x0A)
        }
        var text = ""
        for (path, folder) in newFolders {
            let names = folder.listing.files + folder.listing.folders + [path]
            guard names.allSatisfy(Self.isStorable) else { continue }
            text += "D\t\(Self.text(folder.stamp))\t\(relative(path))\t"
            text += folder.listing.files.joined(separator: "\0") + "\t" + folder.listing.folders.joined(separator: "\0")
            text += "\n"
        }
        for (path, file) in newFiles where Self.isStorable(path) {
            text += "F\t\(Self.text(file.stamp))\t\(relative(path))\t"
            text += file.types.map { "\($0.name):\($0.line)" }.joined(separator: "\0") + "\n"
        }
        return bytes + Array(text.utf8)
    }

    private func relative(_ path: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    private static func text(_ stamp: FileStamp) -> String {
        "\(stamp.size)\t\(stamp.modified)\t\(stamp.changed)"
    }

    private static func isStorable(_ text: String) -> Bool {
        !text.utf8.contains { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x00 }
    }

    // MARK: - Reading

    /// Files each line of a cache file under the path it describes; false when the file is not one this version
    /// wrote (then everything is read again).
    private mutating func split(_ bytes: [UInt8]) -> Bool {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: true)
        guard let first = lines.first, first.elementsEqual(Self.header.utf8) else { return false }
        for line in lines.dropFirst() {
            // The path is the fifth field: after the kind and the three numbers of the stamp.
            var tabs: [Int] = []
            for index in line.indices where line[index] == 0x09 {
                tabs.append(index)
                if tabs.count == 5 { break }
            }
            guard tabs.count == 5, tabs[0] == line.startIndex + 1 else { return false }
            let relative = String(decoding: line[(tabs[3] + 1)..<tabs[4]], as: UTF8.self)
            let path = relative.hasPrefix("/") ? relative : root + "/" + relative
            switch line[line.startIndex] {
            case UInt8(ascii: "D"): folderLines[path] = line
            case UInt8(ascii: "F"): fileLines[path] = line
            default: return false
            }
        }
        return true
    }

    /// The fields of a line, as text.
    private static func fields(_ line: ArraySlice<UInt8>) -> [String] {
        line.split(separator: 0x09, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func stamp(_ fields: [String]) -> FileStamp? {
        guard let size = Int(fields[1]), let modified = Int64(fields[2]), let changed = Int64(fields[3]) else {
            return nil
        }
        return FileStamp(size: size, modified: modified, changed: changed)
    }

    private static func list(_ field: String) -> [String] {
        field.isEmpty ? [] : field.split(separator: "\0").map(String.init)
    }

    /// A `D` line's folder; `nil` when the line is damaged.
    private static func folder(_ line: ArraySlice<UInt8>) -> Folder? {
        let fields = fields(line)
        guard fields.count == 7, let stamp = stamp(fields) else { return nil }
        return Folder(stamp: stamp, listing: FolderListing(files: list(fields[5]), folders: list(fields[6])))
    }

    /// An `F` line's file; `nil` when the line is damaged.
    private static func file(_ line: ArraySlice<UInt8>) -> File? {
        let fields = fields(line)
        guard fields.count == 6, let stamp = stamp(fields) else { return nil }
        var types: [TypeDeclaration] = []
        for item in list(fields[5]) {
            guard let colon = item.lastIndex(of: ":"), let number = Int(item[item.index(after: colon)...]) else {
                return nil
            }
            types.append(TypeDeclaration(name: String(item[..<colon]), line: number))
        }
        return File(stamp: stamp, types: types)
    }
}
