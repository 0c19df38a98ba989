/// How every line of a file ends, when every line ends alike: objects the merge takes from theirs, or writes anew,
/// end their lines as ours does, so that a file ours converted to CRLF (a checkout with `core.autocrlf`) does not
/// come out of the merge with two kinds of line ending.
enum LineEnding: Equatable {
    case lf
    case crlf

    /// The ending all of `bytes`' lines share; `nil` when they mix the two, or there is no line break.
    init?(of bytes: [UInt8]) {
        var sawLF = false
        var sawCRLF = false
        for index in bytes.indices where bytes[index] == 0x0A {
            if index > 0 && bytes[index - 1] == 0x0D { sawCRLF = true } else { sawLF = true }
            if sawLF && sawCRLF { return nil }
        }
        if sawCRLF {
            self = .crlf
        } else if sawLF {
            self = .lf
        } else {
            return nil
        }
    }

    /// `bytes` with each line break made this ending; the bytes themselves when they end their lines so already.
    func applied(to bytes: [UInt8]) -> [UInt8] {
        guard LineEnding(of: bytes) != self else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 32)
        for index in bytes.indices {
            let byte = bytes[index]
            switch self {
            case .crlf:
                if byte == 0x0A, index == 0 || bytes[index - 1] != 0x0D { result.append(0x0D) }
                result.append(byte)
            case .lf:
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { continue }
                result.append(byte)
            }
        }
        return result
    }
}
