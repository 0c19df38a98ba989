/// Finds the classes and protocols an Objective-C file declares (`@interface Name`, `@protocol Name`), skipping
/// comments, string and character literals and preprocessor lines. Categories and class extensions
/// (`@interface Name (…)`), forward declarations (`@protocol Name;`) and `@protocol(Name)` expressions declare
/// nothing new.
public enum ObjectiveCDeclarationScanner {
    /// The class and protocol declarations of the Objective-C source `bytes`, in order.
    public static func types(in bytes: [UInt8]) -> [TypeDeclaration] {
        var cursor = SourceCursor(bytes)
        var declarations: [TypeDeclaration] = []
        var atLineStart = true
        while !cursor.isAtEnd {
            let byte = cursor.peek()
            if byte == UInt8(ascii: "\n") {
                atLineStart = true
                cursor.advance()
                continue
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                cursor.advance()
                continue
            }
            if atLineStart, byte == UInt8(ascii: "#") {
                skipDirective(&cursor)
                continue
            }
            atLineStart = false
            if cursor.starts(with: "//") {
                cursor.skipLine()
            } else if cursor.starts(with: "/*") {
                cursor.skipBlockComment(nested: false)
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                skipLiteral(&cursor, closing: byte)
            } else if byte == UInt8(ascii: "@") {
                cursor.advance()
                let keyword = cursor.identifier()
                guard keyword == "interface" || keyword == "protocol" else { continue }
                skipBlanks(&cursor)
                let line = cursor.line
                let name = cursor.identifier()
                skipBlanks(&cursor)
                let next = cursor.peek()
                let declares =
                    !name.isEmpty
                    && (keyword == "interface"
                        ? next != UInt8(ascii: "(")
                        : next != UInt8(ascii: ";") && next != UInt8(ascii: ","))
                if declares { declarations.append(TypeDeclaration(name: name, line: line)) }
            } else if SourceCursor.isIdentifierStart(byte) {
                _ = cursor.identifier()
            } else {
                cursor.advance()
            }
        }
        return declarations
    }

    private static func skipBlanks(_ cursor: inout SourceCursor) {
        while [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n")].contains(cursor.peek()) {
            cursor.advance()
        }
    }

    /// Moves past a preprocessor line and the lines it continues onto with a trailing backslash.
    private static func skipDirective(_ cursor: inout SourceCursor) {
        while !cursor.isAtEnd {
            let byte = cursor.peek()
            if byte == UInt8(ascii: "\n") { return }
            if byte == UInt8(ascii: "\\"), cursor.peek(1) == UInt8(ascii: "\n") {
                cursor.advance(2)
                continue
            }
            if cursor.starts(with: "/*") {
                cursor.skipBlockComment(nested: false)
                continue
            }
            cursor.advance()
        }
    }

    /// Moves past a string or character literal; an unterminated one ends at its line.
    private static func skipLiteral(_ cursor: inout SourceCursor, closing: UInt8) {
        cursor.advance()
        while !cursor.isAtEnd {
            let byte = cursor.peek()
            if byte == UInt8(ascii: "\\") {
                cursor.advance(2)
                continue
            }
            if byte == UInt8(ascii: "\n") { return }
            cursor.advance()
            if byte == closing { return }
        }
    }
}
