/// Text as bytes read by offset: a project file's bytes, or the text an edit's additions make of them
/// (`SplicedText`). The questions about lines that the writer and the remover ask before they splice are answered
/// here, once for both.
package protocol ByteText: RandomAccessCollection where Element == UInt8, Index == Int {}

extension Array: ByteText where Element == UInt8 {}

extension ByteText {
    /// The offset of the first byte of the line that holds `offset`.
    package func lineStart(of offset: Int) -> Int {
        var position = offset
        while position > startIndex && !self[position - 1].isLineBreak {
            position -= 1
        }
        return position
    }

    /// Whether only spaces and tabs precede `offset` on its line.
    package func beginsLine(_ offset: Int) -> Bool {
        isBlank(lineStart(of: offset)..<offset)
    }

    /// Whether `range` holds nothing but spaces and tabs.
    package func isBlank(_ range: Range<Int>) -> Bool {
        self[range].allSatisfy { $0 == .space || $0 == .tab }
    }

    /// The spaces and tabs that start the line holding `offset`.
    package func indentation(ofLineContaining offset: Int) -> String {
        let start = lineStart(of: offset)
        return String(decoding: self[start..<pastSpaces(start)], as: UTF8.self)
    }

    /// Past the spaces and tabs at `offset`.
    package func pastSpaces(_ offset: Int) -> Int {
        var position = offset
        while position < endIndex && (self[position] == .space || self[position] == .tab) {
            position += 1
        }
        return position
    }

    /// Past the line break at `offset` (`\r\n` counting as one), or `offset` at the end of the text.
    package func pastLineBreak(_ offset: Int) -> Int {
        guard offset < endIndex else { return offset }
        if self[offset] == .carriageReturn && offset + 1 < endIndex && self[offset + 1] == .lineFeed {
            return offset + 2
        }
        return offset + 1
    }

    /// Past the `/* */` comments (and the spaces and tabs around them) that follow `offset` before `end`, so that
    /// `ID /* name */` is taken whole; past `terminator` as well when it comes first after them.
    package func pastComments(after offset: Int, before end: Int? = nil, through terminator: UInt8? = nil) -> Int {
        let end = end ?? endIndex
        var position = offset
        var result = offset
        while position < end {
            let byte = self[position]
            if byte == .space || byte == .tab {
                position += 1
            } else if let terminator, byte == terminator {
                return position + 1
            } else if byte == .slash && position + 1 < end && self[position + 1] == .asterisk {
                var close = position + 2
                while close + 1 < end && !(self[close] == .asterisk && self[close + 1] == .slash) {
                    close += 1
                }
                guard close + 1 < end else { return result }
                position = close + 2
                result = position
            } else {
                return result
            }
        }
        return result
    }

    /// Whether `range` holds a line break.
    package func containsLineBreak(_ range: Range<Int>) -> Bool {
        self[range].contains { $0.isLineBreak }
    }
}
