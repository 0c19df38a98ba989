/// How strings are written in a project file: the escapes a reader must decode, and the quoting Xcode applies
/// when it writes.
package enum QuotedString {
    /// Decodes the text between the quotes of a quoted string, as CoreFoundation reads it.
    ///
    /// `\a \b \f \n \r \t \v \\ \" \'` are the usual control characters and quotes; `\` and one to three octal
    /// digits is that code point; `\U` and up to four hex digits is a UTF-16 unit, and two such units that form a
    /// surrogate pair make one character. A backslash before any other character stands for that character.
    /// Code points from octal escapes above 127 are read as Latin-1, where CoreFoundation would use the NeXTSTEP
    /// encoding; Xcode never writes such escapes.
    static func decode(_ content: ArraySlice<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(content.count)
        var position = content.startIndex
        let end = content.endIndex
        while position < end {
            let byte = content[position]
            position += 1
            guard byte == .backslash, position < end else {
                output.append(byte)
                continue
            }
            let escaped = content[position]
            position += 1
            switch escaped {
            case UInt8(ascii: "a"): output.append(0x07)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(.lineFeed)
            case UInt8(ascii: "r"): output.append(.carriageReturn)
            case UInt8(ascii: "t"): output.append(.tab)
            case UInt8(ascii: "v"): output.append(0x0B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, position < end, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(content[position]) {
                    value = value * 8 + UInt32(content[position] - UInt8(ascii: "0"))
                    position += 1
                    digits += 1
                }
                appendScalar(value, to: &output)
            case UInt8(ascii: "U"):
                guard let unit = hexUnit(in: content, at: &position) else {
                    output.append(escaped)
                    break
                }
                if (0xD800..<0xDC00).contains(unit), let low = lowSurrogate(in: content, at: &position) {
                    appendScalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00), to: &output)
                } else {
                    appendScalar(unit, to: &output)
                }
            default:
                // `\\`, `\"`, `\'` and any other character: the character itself, with the rest of its UTF-8.
                output.append(escaped)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Reads up to four hex digits at `position`, or returns `nil` when there are none.
    private static func hexUnit(in content: ArraySlice<UInt8>, at position: inout Int) -> UInt32? {
        var value: UInt32 = 0
        var digits = 0
        while digits < 4, position < content.endIndex, let digit = content[position].hexDigitValue {
            value = value * 16 + UInt32(digit)
            position += 1
            digits += 1
        }
        return digits == 0 ? nil : value
    }

    /// Reads `\Uxxxx` at `position` when it is a low surrogate, leaving `position` alone otherwise.
    private static func lowSurrogate(in content: ArraySlice<UInt8>, at position: inout Int) -> UInt32? {
        var probe = position
        guard probe + 1 < content.endIndex, content[probe] == .backslash, content[probe + 1] == UInt8(ascii: "U")
        else { return nil }
        probe += 2
        guard let unit = hexUnit(in: content, at: &probe), (0xDC00..<0xE000).contains(unit) else { return nil }
        position = probe
        return unit
    }

    /// Appends the UTF-8 of a code point; a lone surrogate or an invalid value becomes U+FFFD.
    private static func appendScalar(_ value: UInt32, to output: inout [UInt8]) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        output.append(contentsOf: UTF8.encode(scalar)!)
    }

    /// `text` as Xcode writes a string: bare when it is non-empty, made only of `A-Z a-z 0-9 _ $ . /`, holds no
    /// `//` and does not start with `___`; otherwise in double quotes, with `\\`, `\"`, `\n` and `\t` escaped and
    /// other control characters written as `\U` escapes.
    package static func xcodeStyle(_ text: String) -> String {
        if isBare(text) {
            return text
        }
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                quoted += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    /// Whether Xcode writes `text` without quotes.
    static func isBare(_ text: String) -> Bool {
        guard !text.isEmpty, !text.hasPrefix("___") else { return false }
        var previousWasSlash = false
        for byte in text.utf8 {
            let isSlash = byte == UInt8(ascii: "/")
            guard byte.isXcodeBareCharacter, !(isSlash && previousWasSlash) else { return false }
            previousWasSlash = isSlash
        }
        return true
    }
}

extension UInt8 {
    /// Whether Xcode writes this byte in an unquoted string: the reading set without `:` and `-`.
    fileprivate var isXcodeBareCharacter: Bool {
        isUnquotedCharacter && self != UInt8(ascii: ":") && self != UInt8(ascii: "-")
    }
}
