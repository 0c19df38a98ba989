import DiagnosticText

/// Problems with files that are not the file system's own errors.
public enum FileSystemError: Error, CustomStringConvertible, Equatable {
    /// The file is not UTF-8 text: `byte`, at `line` and `column`, cannot start or continue a character there.
    case notUTF8(String, line: Int, column: Int, byte: UInt8)
    /// The file is UTF-16 text (it starts with a UTF-16 byte order mark).
    case utf16(String)
    /// The file is larger than vipergen reads as text.
    case tooLarge(String, size: Int, limit: Int)
    /// The path is a device, a pipe or a socket, which could be endless: vipergen reads only regular files.
    case notRegularFile(String)
    /// A template's file lies outside the folder of the catalog it came from, through `..` or a symbolic link.
    case outsideCatalog(String, catalog: String)
    /// A folder to be removed only when empty is not empty (or not a folder).
    case notEmptyFolder(String)

    /// The file the problem is in.
    public var path: String {
        switch self {
        case .notUTF8(let path, _, _, _), .utf16(let path), .tooLarge(let path, _, _), .notRegularFile(let path),
            .outsideCatalog(let path, _), .notEmptyFolder(let path):
            return path
        }
    }

    /// The 1-based line of the problem; 0 when it concerns the whole file.
    public var line: Int {
        if case .notUTF8(_, let line, _, _) = self { return line }
        return 0
    }

    /// The 1-based column of the problem; 0 when it concerns the whole file.
    public var column: Int {
        if case .notUTF8(_, _, let column, _) = self { return column }
        return 0
    }

    /// What is wrong and what to do, without the file's name and the location, for a `Diagnostic`.
    public var message: String {
        switch self {
        case .notUTF8(_, _, _, let byte):
            let hex = String(byte, radix: 16, uppercase: true)
            return "the file is not UTF-8 text (byte 0x\(hex) here); save it as UTF-8"
        case .utf16:
            return "the file is UTF-16 text; save it as UTF-8"
        case .tooLarge(_, let size, let limit):
            return "the file is \(size) bytes, more than the limit of \(limit) bytes for templates and settings"
        case .notRegularFile:
            return "not a regular file; vipergen reads only regular files"
        case .outsideCatalog(_, let catalog):
            return "the file lies outside its catalog \(catalog) (through '..' or a symbolic link); "
                + "a template reads only its catalog's files"
        case .notEmptyFolder:
            return "the folder is not empty, so it was not removed"
        }
    }

    /// `path:line:column: error: message`, or `path: error: message` for a problem with the whole file.
    public var description: String {
        DiagnosticText.error(message, file: path, line: line, column: column)
    }
}
