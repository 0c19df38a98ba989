/// The flags, width and colons between "%" and its conversion, like the "-" of "%-d" or the ":" of "%:z".
struct StrftimeDirective {
    enum Padding { case unpadded, spaces, zeros }

    /// Wider fields are cut to this, so that a format cannot ask for gigabytes.
    static let maximumWidth = 1_024

    /// "-" (none), "_" (spaces) or "0" (zeros); `nil` for the conversion's own padding.
    var padding: Padding?
    /// "^": upper case.
    var upcase = false
    /// "#": swapped case.
    var swapCase = false
    var width: Int?
    var colons = 0

    /// Reads the flags, width and colons that start at `start`; returns where the conversion character is.
    mutating func read(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        flags: while index < scalars.count {
            switch scalars[index] {
            case "-": padding = .unpadded
            case "_": padding = .spaces
            case "0": padding = .zeros
            case "^": upcase = true
            case "#": swapCase = true
            default: break flags
            }
            index += 1
        }
        while index < scalars.count, ("0"..."9").contains(scalars[index]) {
            let digit = Int(scalars[index].value - Unicode.Scalar("0").value)
            width = min((width ?? 0) * 10 + digit, Self.maximumWidth)
            index += 1
        }
        while index < scalars.count, scalars[index] == ":" {
            colons += 1
            index += 1
        }
        return index
    }

    /// A number padded to the directive's width, or else `width`, with its padding, or else `padding`.
    func number(_ value: some BinaryInteger, width defaultWidth: Int, padding defaultPadding: Padding = .zeros)
        -> String
    {
        let digits = String(value.magnitude)
        let sign = value < 0 ? "-" : ""
        let fill = max(0, (width ?? defaultWidth) - sign.count - digits.count)
        switch padding ?? defaultPadding {
        case .unpadded: return sign + digits
        case .spaces: return String(repeating: " ", count: fill) + sign + digits
        case .zeros: return sign + String(repeating: "0", count: fill) + digits
        }
    }

    /// A word in the directive's case, padded with spaces (zeros with "0") to its width, if it has one.
    func text(_ word: String) -> String {
        var result = upcase ? word.uppercased() : word
        if swapCase {
            // Ruby's "#" swaps case: "AM" becomes "am" and "March" becomes "MARCH".
            result = result.contains(where: \.isLowercase) ? result.uppercased() : result.lowercased()
        }
        let fill = max(0, (width ?? 0) - result.count)
        guard fill > 0, padding != .unpadded else { return result }
        return String(repeating: padding == .zeros ? "0" : " ", count: fill) + result
    }

    /// A fraction of a second to the directive's width in digits, or else `digits`, cut rather than rounded.
    func fraction(_ nanoseconds: Int, digits defaultDigits: Int) -> String {
        let digits = width ?? defaultDigits
        let nine = StrftimeDirective().number(nanoseconds, width: 9)
        return digits <= 9 ? String(nine.prefix(digits)) : nine + String(repeating: "0", count: digits - 9)
    }

    /// A UTC offset as "+hhmm", or "+hh:mm" with one colon ("%:z") and "+hh:mm:ss" with two.
    func offset(_ seconds: Int) -> String {
        let magnitude = seconds.magnitude
        let parts = [magnitude / 3_600, magnitude / 60 % 60, magnitude % 60].map {
            StrftimeDirective().number($0, width: 2)
        }
        let sign = seconds < 0 ? "-" : "+"
        switch colons {
        case 0: return sign + parts[0] + parts[1]
        case 1: return sign + parts[0] + ":" + parts[1]
        default: return sign + parts.joined(separator: ":")
        }
    }
}
