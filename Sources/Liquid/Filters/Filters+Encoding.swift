extension StandardFilters {
    /// Filters that escape or encode text for HTML, URLs and Base64.
    static let markupFilters: [FilterDefinition] = [
        FilterDefinition("escape", escape),
        FilterDefinition("h", escape),
        FilterDefinition("escape_once") { .string(htmlEscaped($0.text, keepingReferences: true)) },
        FilterDefinition("url_encode") { call in call.input == .nil ? .nil : .string(urlEncoded(call.text)) },
        FilterDefinition("url_decode", urlDecode),
        FilterDefinition("strip_html") { .string(strippingHTML($0.text)) },
        FilterDefinition("base64_encode") { .string(base64Encoded($0.text, urlSafe: false)) },
        FilterDefinition("base64_decode") { call throws(FilterError) in try base64Decode(call, urlSafe: false) },
        FilterDefinition("base64_url_safe_encode") { .string(base64Encoded($0.text, urlSafe: true)) },
        FilterDefinition("base64_url_safe_decode") { call throws(FilterError) in
            try base64Decode(call, urlSafe: true)
        },
    ]

    /// `escape` (and its alias `h`): the text with `& < > " '` as entities; `nil` stays `nil`, as in Ruby.
    static func escape(_ call: FilterCall) -> Value {
        call.input == .nil ? .nil : .string(htmlEscaped(call.text, keepingReferences: false))
    }

    /// `escape` and `escape_once`: `& < > " '` as entities; `escape_once` keeps the "&" of character
    /// references already there. This walks Unicode scalars, not characters, on purpose: "<" followed by a
    /// combining mark is one Character unequal to "<", yet a browser still reads the "<".
    static func htmlEscaped(_ text: String, keepingReferences: Bool) -> String {
        let scalars = text.unicodeScalars
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for index in scalars.indices {
            switch scalars[index] {
            case "&":
                let isReference = keepingReferences && startsCharacterReference(scalars[scalars.index(after: index)...])
                result += isReference ? "&" : "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case let scalar: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether the text after an "&" completes a character reference, `name;` or `#digits;`, as Ruby Liquid's
    /// `&(?!([a-zA-Z]+|(#\d+));)` decides.
    static func startsCharacterReference(_ rest: Substring.UnicodeScalarView) -> Bool {
        let isNumeric = rest.first == "#"
        let body = isNumeric ? rest.dropFirst() : rest
        let name = body.prefix { isNumeric ? ("0"..."9").contains($0) : $0.isASCIILetter }
        return !name.isEmpty && body[name.endIndex...].first == ";"
    }

    /// `url_encode`: Ruby's `CGI.escape`: letters, digits and `_.-~` as they are, spaces as "+", and every
    /// other UTF-8 byte as `%XX`.
    static func urlEncoded(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if byte.isURLUnreserved {
                bytes.append(byte)
            } else if byte == UInt8(ascii: " ") {
                bytes.append(UInt8(ascii: "+"))
            } else {
                bytes += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// `url_decode`: Ruby's `CGI.unescape`: "+" as a space and `%XX` as a byte, malformed escapes as written.
    /// Bytes that are not UTF-8 are an error, as in Ruby Liquid; `nil` stays `nil`.
    static func urlDecode(_ call: FilterCall) throws(FilterError) -> Value {
        if call.input == .nil { return .nil }
        let source = Array(call.text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.count)
        var index = 0
        while index < source.count {
            if source[index] == UInt8(ascii: "%"), index + 2 < source.count,
                let high = hexValue(source[index + 1]), let low = hexValue(source[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(source[index] == UInt8(ascii: "+") ? UInt8(ascii: " ") : source[index])
                index += 1
            }
        }
        guard let text = String(validUTF8: bytes) else { throw call.error("invalid byte sequence in UTF-8") }
        return .string(text)
    }

    /// The value of a hexadecimal digit, either case.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// `strip_html`: Ruby Liquid's two passes: first `<script>` and `<style>` elements and comments go with
    /// their content, then every remaining tag.
    static func strippingHTML(_ text: String) -> String {
        let blocks = [("<script", "</script>"), ("<!--", "-->"), ("<style", "</style>")]
        return removingSpans(from: removingSpans(from: text, blocks), [("<", ">")])
    }

    /// Removes every span from an opener to the nearest closer after it, left to right, trying the pairs in
    /// order at each position: Ruby's `gsub(/open1.*?close1|open2.*?close2/m, "")` without a regex engine.
    static func removingSpans(from text: String, _ pairs: [(open: String, close: String)]) -> String {
        let scalars = Array(text.unicodeScalars)
        var finders = pairs.map { SpanFinder(open: $0.open, close: $0.close) }
        var result = String.UnicodeScalarView()
        var index = 0
        scanning: while index < scalars.count {
            for pair in finders.indices {
                if let end = finders[pair].spanEnd(in: scalars, at: index) {
                    index = end
                    continue scanning
                }
            }
            result.append(scalars[index])
            index += 1
        }
        return String(result)
    }

    // MARK: Base64

    private static let base64Alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// `base64_encode` and `base64_url_safe_encode`: the text's UTF-8 bytes in padded Base64; the URL-safe
    /// alphabet has "-" and "_" in place of "+" and "/".
    static func base64Encoded(_ text: String, urlSafe: Bool) -> String {
        let bytes = Array(text.utf8)
        var symbols: [UInt8] = []
        symbols.reserveCapacity((bytes.count + 2) / 3 * 4)
        for start in stride(from: 0, to: bytes.count, by: 3) {
            let group = bytes[start..<min(start + 3, bytes.count)]
            let bits = group.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * $1.offset) }
            // n bytes fill n + 1 symbols; "=" pads the group to four.
            for position in 0..<4 {
                if position <= group.count {
                    symbols.append(base64Symbol(Int(bits >> (18 - 6 * position) & 0x3F), urlSafe: urlSafe))
                } else {
                    symbols.append(UInt8(ascii: "="))
                }
            }
        }
        return String(decoding: symbols, as: UTF8.self)
    }

    /// `base64_decode` and `base64_url_safe_decode`: strict Base64 back to text, like Ruby's
    /// `strict_decode64`; the URL-safe form may leave out its padding, as `urlsafe_decode64` allows.
    /// Malformed Base64, or bytes that are not UTF-8 text, are errors.
    static func base64Decode(_ call: FilterCall, urlSafe: Bool) throws(FilterError) -> Value {
        var symbols = Array(call.text.utf8)
        if urlSafe, symbols.last != UInt8(ascii: "=") {
            symbols += repeatElement(UInt8(ascii: "="), count: (4 - symbols.count % 4) % 4)
        }
        guard let bytes = base64Bytes(symbols, urlSafe: urlSafe) else { throw call.error("invalid base64") }
        guard let text = String(validUTF8: bytes) else { throw call.error("decoded bytes are not UTF-8 text") }
        return .string(text)
    }

    /// The bytes padded Base64 `symbols` encode, or `nil` when they are not well-formed.
    static func base64Bytes(_ symbols: [UInt8], urlSafe: Bool) -> [UInt8]? {
        let padding = symbols.reversed().prefix { $0 == UInt8(ascii: "=") }.count
        guard symbols.count % 4 == 0, padding <= 2 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(symbols.count / 4 * 3)
        var bits: UInt32 = 0
        for (position, symbol) in symbols.dropLast(padding).enumerated() {
            guard let value = base64Value(symbol, urlSafe: urlSafe) else { return nil }
            bits = bits << 6 | UInt32(value)
            if position % 4 == 3 {
                for shift: UInt32 in [16, 8, 0] { bytes.append(UInt8(truncatingIfNeeded: bits >> shift)) }
                bits = 0
            }
        }
        // A padded last group holds 18 bits (two bytes and two spare bits) or 12 bits (one byte and four).
        switch padding {
        case 1: bytes += [UInt8(truncatingIfNeeded: bits >> 10), UInt8(truncatingIfNeeded: bits >> 2)]
        case 2: bytes.append(UInt8(truncatingIfNeeded: bits >> 4))
        default: break
        }
        return bytes
    }

    /// The symbol for a six-bit value.
    static func base64Symbol(_ value: Int, urlSafe: Bool) -> UInt8 {
        switch (value, urlSafe) {
        case (62, true): return UInt8(ascii: "-")
        case (63, true): return UInt8(ascii: "_")
        default: return base64Alphabet[value]
        }
    }

    /// The six-bit value of a symbol, or `nil` for a byte outside the alphabet.
    static func base64Value(_ symbol: UInt8, urlSafe: Bool) -> UInt8? {
        switch symbol {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return symbol - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return symbol - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return symbol - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+") where !urlSafe, UInt8(ascii: "-") where urlSafe: return 62
        case UInt8(ascii: "/") where !urlSafe, UInt8(ascii: "_") where urlSafe: return 63
        default: return nil
        }
    }
}

extension Unicode.Scalar {
    /// "a" to "z" or "A" to "Z".
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}

extension UInt8 {
    /// The bytes `url_encode` keeps: ASCII letters and digits and `_ . - ~`.
    var isURLUnreserved: Bool {
        switch self {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"),
            UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }
}
