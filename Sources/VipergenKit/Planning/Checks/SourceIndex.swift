import ByteWords
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
    private var folderLines: [String: SourceIndexLine] = [:]
    private var fileLines: [String: SourceIndexLine] = [:]
    /// Entries changed after this are read again: the cache's own modification time, less a second.
    private var trustedUntil: Int64 = .min
    /// What is kept: the lines this run found still true, and the entries it read anew.
    private var keptLines: [ArraySlice<UInt8>] = []
    private var newFolders: [String: Folder] = [:]
    private var newFiles: [String: File] = [:]
    /// Stamps taken ahead of `types(of:)` (`stampInAdvance`), by path, until it asks for them.
    private var advanceStamps: [String: FileStamp?] = [:]
    /// Whether the folders the cache lists were stamped ahead, as the first listing does.
    private var foldersStamped = false
    /// Whether anything was read from the disk rather than the cache, and can be kept (the disk gave its stamp).
    private(set) var changed = false

    /// How many folders and files a cache must describe to be worth writing: reading a handful again costs less
    /// than keeping a file for them.
    static let worthKeeping = 64

    /// How many folders and files the cache would describe if written now.
    var entryCount: Int { keptLines.count + newFolders.count + newFiles.count }

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
        if !foldersStamped {
            // The folders an earlier run listed are, nearly always, the ones this run lists.
            foldersStamped = true
            stampInAdvance(Array(folderLines.keys), fileSystem: fileSystem)
        }
        let stamp = advanceStamps.removeValue(forKey: folder) ?? fileSystem.stamp(folder)
        if let stamp, let line = folderLines.removeValue(forKey: folder), line.stamp == stamp,
            Self.isSettled(stamp, before: trustedUntil), let listing = line.listing
        {
            keptLines.append(line.bytes)
            return (listing, false)
        }
        guard let listing = try? fileSystem.listFolder(folder) else { return nil }
        if let stamp {
            newFolders[folder] = Folder(stamp: stamp, listing: listing)
            changed = true
        }
        return (listing, true)
    }

    /// Takes the stamps of `files` at once, on every core, for the calls of `types(of:)` that follow.
    mutating func stampInAdvance(_ files: [String], fileSystem: any FileSystem) {
        // Room for them all at once: growing the table hashed every path again, and an app has thousands.
        advanceStamps.reserveCapacity(advanceStamps.count + files.count)
        for (file, stamp) in zip(files, fileSystem.stamps(of: files)) {
            advanceStamps[file] = stamp
        }
    }

    /// The types the file declares at file scope, from the cache while the file's stamp is the one it was read at;
    /// `nil` when it cannot be read. `scan` finds them in the file's bytes.
    mutating func types(
        of file: String, fileSystem: any FileSystem, scan: ([UInt8]) -> [TypeDeclaration]
    ) -> [TypeDeclaration]? {
        let stamp = advanceStamps.removeValue(forKey: file) ?? fileSystem.stamp(file)
        if let stamp, let line = fileLines.removeValue(forKey: file), line.stamp == stamp,
            Self.isSettled(stamp, before: trustedUntil), let types = line.types
        {
            keptLines.append(line.bytes)
            return types
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
        let lines = ByteWords.split(bytes[...], separator: 0x0A)
        guard let first = lines.first, first.elementsEqual(Self.header.utf8) else { return false }
        folderLines.reserveCapacity(lines.count)
        fileLines.reserveCapacity(lines.count)
        for bytes in lines.dropFirst() {
            guard let line = SourceIndexLine(bytes) else { return false }
            let relative = line.path
            let path = relative.hasPrefix("/") ? relative : root + "/" + relative
            switch line.kind {
            case .folder: folderLines[path] = line
            case .file: fileLines[path] = line
            }
        }
        return true
    }
}
