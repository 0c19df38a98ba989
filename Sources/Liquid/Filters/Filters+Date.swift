// The standard library has no wall clock, so the C library supplies the current time, and only that: the
// calendar arithmetic and strftime below are our own, which keeps them the same on every platform.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

// Time zones: `date` shows timestamps and "now" in UTC, where Ruby uses the server's zone, so that generated
// files do not depend on the machine. Date strings show the fields they were written with: those without a
// zone are read as UTC, and those with an offset are shown at that offset, as Ruby shows them.

extension StandardFilters {
    /// The `date` filter with its own clock (seconds since 1970), for renderers that need a fixed "now".
    public static func makeDateFilter(now: @escaping @Sendable () -> Int64) -> Filter {
        dateDefinition(now: now).filter
    }

    /// The definition of `date`, reading "now" and "today" from `now`.
    static func dateDefinition(now: @escaping @Sendable () -> Int64) -> FilterDefinition {
        FilterDefinition("date", arguments: 1...1) { call in formattedDate(call, now: now) }
    }

    /// `date`: the input as a moment, formatted with strftime directives. The input may be "now" or "today",
    /// a Unix timestamp (an integer or a string of digits) or a date string (see `DateStringParser`). Anything
    /// else, and an empty format, give the input back unchanged, as in Ruby Liquid.
    static func formattedDate(_ call: FilterCall, now: () -> Int64) -> Value {
        let format = call.text(0)
        guard !format.isEmpty, let moment = Moment(call.input, now: now), let time = CalendarTime(moment) else {
            return call.input
        }
        return .string(time.formatted(format))
    }

    /// Seconds since 1970 by the system clock.
    static func currentUnixTime() -> Int64 {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin) || canImport(ucrt)
            return Int64(time(nil))
        #else
            return 0
        #endif
    }
}

// MARK: - Moments

/// A point in time: seconds since 1970 in UTC, nanoseconds past that second, and the UTC offset in seconds
/// whose wall-clock fields it shows.
struct Moment: Equatable {
    var seconds: Int64
    var nanoseconds = 0
    var offset = 0
}

extension Moment {
    /// The moment `input` names for `date`, or `nil` when it names none.
    init?(_ input: Value, now: () -> Int64) {
        switch input {
        case .int(let timestamp):
            self.init(seconds: Int64(timestamp))
        case .string(let raw):
            // Ruby Liquid lower-cases date strings before reading them.
            let text = raw.trimmingWhitespace().lowercased()
            if text == "now" || text == "today" {
                self.init(seconds: now())
            } else if !text.isEmpty, text.utf8.allSatisfy(\.isASCIIDigit) {
                guard let timestamp = Int64(text) else { return nil }
                self.init(seconds: timestamp)
            } else {
                var parser = DateStringParser(text)
                guard let moment = parser.parse() else { return nil }
                self = moment
            }
        default:
            // Ruby Liquid gives doubles back unchanged too.
            return nil
        }
    }
}

/// A moment's wall-clock fields, which the strftime directives print.
struct CalendarTime {
    let moment: Moment
    let year: Int64
    /// 1 to 12.
    let month: Int
    let day: Int
    let hour: Int
    let minute: Int
    let second: Int
    /// 0 (Sunday) to 6 (Saturday).
    let weekday: Int
    /// 1 to 366.
    let dayOfYear: Int

    /// The fields at the moment's offset; `nil` when adding the offset leaves the range of `Int64`.
    init?(_ moment: Moment) {
        let (local, overflow) = moment.seconds.addingReportingOverflow(Int64(moment.offset))
        guard !overflow else { return nil }
        let (days, secondOfDay) = Self.flooredDivision(local, 86_400)
        let date = Self.civil(fromDays: days)
        self.moment = moment
        (year, month, day) = date
        hour = Int(secondOfDay / 3_600)
        minute = Int(secondOfDay / 60 % 60)
        second = Int(secondOfDay % 60)
        weekday = Self.weekday(ofDay: days)
        dayOfYear = Int(days - Self.days(fromCivil: date.year, 1, 1)) + 1
    }

    /// The hour on a 12-hour clock, 1 to 12.
    var hour12: Int { hour % 12 == 0 ? 12 : hour % 12 }

    /// The ISO 8601 week-numbering year and week (`%G`, `%V`): weeks start on Monday, and week 1 is the one
    /// holding the year's first Thursday.
    var isoWeek: (year: Int64, week: Int) {
        let week = (dayOfYear - (weekday + 6) % 7 + 9) / 7
        if week < 1 { return (year - 1, Self.isoWeeks(in: year - 1)) }
        if week > Self.isoWeeks(in: year) { return (year + 1, 1) }
        return (year, week)
    }

    // MARK: Calendar arithmetic

    /// `(a ÷ b rounded down, the non-negative remainder)`; unlike `a - (a / b) * b`, this cannot overflow.
    static func flooredDivision(_ a: Int64, _ b: Int64) -> (quotient: Int64, remainder: Int64) {
        let remainder = a % b
        return remainder < 0 ? (a / b - 1, remainder + b) : (a / b, remainder)
    }

    /// The proleptic Gregorian date `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    static func civil(fromDays days: Int64) -> (year: Int64, month: Int, day: Int) {
        let shifted = days + 719_468  // Days since 0000-03-01, which puts leap days at the end of a year.
        let era = flooredDivision(shifted, 146_097).quotient
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = Int(dayOfYear - (153 * monthFromMarch + 2) / 5 + 1)
        let month = Int(monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9)
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    static func days(fromCivil year: Int64, _ month: Int, _ day: Int) -> Int64 {
        let marchYear = month <= 2 ? year - 1 : year
        let era = flooredDivision(marchYear, 400).quotient
        let yearOfEra = marchYear - era * 400
        let monthFromMarch = Int64(month > 2 ? month - 3 : month + 9)
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// 0 (Sunday) to 6 (Saturday) for the day `days` after 1970-01-01, a Thursday.
    static func weekday(ofDay days: Int64) -> Int {
        Int(flooredDivision(days + 4, 7).remainder)
    }

    static func isLeap(_ year: Int64) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    static func daysInMonth(_ month: Int, of year: Int64) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// 53 for years that start on a Thursday and leap years that start on a Wednesday, 52 for the rest.
    static func isoWeeks(in year: Int64) -> Int {
        let firstWeekday = weekday(ofDay: days(fromCivil: year, 1, 1))
        return firstWeekday == 4 || (firstWeekday == 3 && isLeap(year)) ? 53 : 52
    }

    static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]
    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
}

// MARK: - strftime

extension CalendarTime {
    /// `format` with its directives replaced, as Ruby's `Time#strftime` does. Unknown directives, and a "%"
    /// at the end, are printed as written.
    func formatted(_ format: String) -> String {
        let scalars = Array(format.unicodeScalars)
        var result = ""
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                result.unicodeScalars.append(scalars[index])
                index += 1
                continue
            }
            var directive = StrftimeDirective()
            let conversion = directive.read(scalars, from: index + 1)
            if conversion < scalars.count, let text = expand(scalars[conversion], directive) {
                result += text
            } else {
                result.unicodeScalars.append(contentsOf: scalars[index..<min(conversion + 1, scalars.count)])
            }
            index = conversion + 1
        }
        return result
    }

    /// What one conversion prints, or `nil` for a conversion strftime does not have.
    func expand(_ conversion: Unicode.Scalar, _ directive: StrftimeDirective) -> String? {
        switch conversion {
        // Date
        case "Y": return directive.number(year, width: year < 0 ? 5 : 4)
        case "C": return directive.number(Self.flooredDivision(year, 100).quotient, width: 2)
        case "y": return directive.number(Self.flooredDivision(year, 100).remainder, width: 2)
        case "G": return directive.number(isoWeek.year, width: isoWeek.year < 0 ? 5 : 4)
        case "g": return directive.number(Self.flooredDivision(isoWeek.year, 100).remainder, width: 2)
        case "m": return directive.number(month, width: 2)
        case "B": return directive.text(Self.monthNames[month - 1])
        case "b", "h": return directive.text(String(Self.monthNames[month - 1].prefix(3)))
        case "d": return directive.number(day, width: 2)
        case "e": return directive.number(day, width: 2, padding: .spaces)
        case "j": return directive.number(dayOfYear, width: 3)
        // Weekdays and weeks
        case "A": return directive.text(Self.weekdayNames[weekday])
        case "a": return directive.text(String(Self.weekdayNames[weekday].prefix(3)))
        case "u": return directive.number(weekday == 0 ? 7 : weekday, width: 1)
        case "w": return directive.number(weekday, width: 1)
        case "U": return directive.number((dayOfYear + 6 - weekday) / 7, width: 2)
        case "W": return directive.number((dayOfYear + 6 - (weekday + 6) % 7) / 7, width: 2)
        case "V": return directive.number(isoWeek.week, width: 2)
        // Time of day
        case "H": return directive.number(hour, width: 2)
        case "k": return directive.number(hour, width: 2, padding: .spaces)
        case "I": return directive.number(hour12, width: 2)
        case "l": return directive.number(hour12, width: 2, padding: .spaces)
        case "p": return directive.text(hour < 12 ? "AM" : "PM")
        case "P": return directive.text(hour < 12 ? "am" : "pm")
        case "M": return directive.number(minute, width: 2)
        case "S": return directive.number(second, width: 2)
        case "L": return directive.fraction(moment.nanoseconds, digits: 3)
        case "N": return directive.fraction(moment.nanoseconds, digits: 9)
        // Zone and epoch
        case "z": return directive.offset(moment.offset)
        case "Z": return directive.text(moment.offset == 0 ? "UTC" : StrftimeDirective(colons: 1).offset(moment.offset))
        case "s": return directive.number(moment.seconds, width: 1)
        // Literals
        case "n": return "\n"
        case "t": return "\t"
        case "%": return "%"
        // Combinations
        case "c": return directive.text(formatted("%a %b %e %H:%M:%S %Y"))
        case "D", "x": return directive.text(formatted("%m/%d/%y"))
        case "F": return directive.text(formatted("%Y-%m-%d"))
        case "T", "X": return directive.text(formatted("%H:%M:%S"))
        case "R": return directive.text(formatted("%H:%M"))
        case "r": return directive.text(formatted("%I:%M:%S %p"))
        case "v": return directive.text(formatted("%e-%^b-%Y"))
        case "+": return directive.text(formatted("%a %b %e %H:%M:%S %Z %Y"))
        default: return nil
        }
    }
}

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

// MARK: - Date strings

/// Reads the date strings `date` knows, after lower-casing: a date `2024-03-15`, `2024/03/15`, `15/03/2024`
/// (day first, as Ruby reads it), `march 15, 2024` or `15 mar 2024`, possibly after a weekday (`fri, `);
/// then possibly a time after a space or "t": `10:30`, `10:30:45` or `10:30:45.123`, possibly with `am` or
/// `pm`; then possibly a zone: `z`, `utc`, `gmt`, `+02:00`, `+0200` or `+02`. Without a zone, UTC.
///
/// Ruby's `Time.parse` reads much more; these are the forms templates meet in practice.
struct DateStringParser {
    private let bytes: [UInt8]
    private var position = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The moment the whole text names, or `nil` when it is in no known form or names no real date and time.
    mutating func parse() -> Moment? {
        skipWeekday()
        guard let date = parseDate(), (1...12).contains(date.month),
            (1...CalendarTime.daysInMonth(date.month, of: date.year)).contains(date.day)
        else { return nil }
        let time = parseTime() ?? (hour: 0, minute: 0, second: 0, nanoseconds: 0)
        let offset = parseZone() ?? 0
        skipSpaces()
        guard position == bytes.count else { return nil }
        // Four-digit years keep all of this far from overflow.
        let days = CalendarTime.days(fromCivil: date.year, date.month, date.day)
        let secondOfDay = time.hour * 3_600 + time.minute * 60 + time.second - offset
        return Moment(seconds: days * 86_400 + Int64(secondOfDay), nanoseconds: time.nanoseconds, offset: offset)
    }

    /// Skips a leading weekday name, which only repeats what the date says.
    private mutating func skipWeekday() {
        let start = position
        guard let name = word(), CalendarTime.weekdayNames.contains(where: { Self.names($0, name) }) else {
            position = start
            return
        }
        take(",")
        skipSpaces()
    }

    private mutating func parseDate() -> (year: Int64, month: Int, day: Int)? {
        if let name = word() {  // march 15, 2024
            guard let month = Self.month(named: name), skipSpaces(), let day = number(maxDigits: 2) else {
                return nil
            }
            take(",")
            guard skipSpaces(), let year = year() else { return nil }
            return (year, month, day.value)
        }
        guard let first = number(maxDigits: 4) else { return nil }
        if first.digits == 4 {  // 2024-03-15 or 2024/03/15
            let separator = take("-") ? "-" : take("/") ? "/" : nil
            guard let separator, let month = number(maxDigits: 2), take(separator), let day = number(maxDigits: 2)
            else { return nil }
            return (Int64(first.value), month.value, day.value)
        }
        if take("/") {  // 15/03/2024
            guard let month = number(maxDigits: 2), take("/"), let year = year() else { return nil }
            return (year, month.value, first.value)
        }
        // 15 march 2024
        guard skipSpaces(), let name = word(), let month = Self.month(named: name) else { return nil }
        take(",")
        guard skipSpaces(), let year = year() else { return nil }
        return (year, month, first.value)
    }

    private mutating func parseTime() -> (hour: Int, minute: Int, second: Int, nanoseconds: Int)? {
        let start = position
        guard take("t") || skipSpaces(), let hour = number(maxDigits: 2), take(":"),
            let minute = number(maxDigits: 2), minute.digits == 2
        else {
            position = start
            return nil
        }
        var second = 0
        var nanoseconds = 0
        if take(":") {
            guard let seconds = number(maxDigits: 2), seconds.digits == 2 else {
                position = start
                return nil
            }
            second = seconds.value
            if take(".") || take(",") {
                guard let fraction = fraction() else {
                    position = start
                    return nil
                }
                nanoseconds = fraction
            }
        }
        var hourOfDay = hour.value
        let beforeMeridiem = position
        skipSpaces()
        let isAM = take("am")
        let isPM = !isAM && take("pm")
        if isAM || isPM {
            guard (1...12).contains(hourOfDay) else {
                position = start
                return nil
            }
            hourOfDay = hourOfDay % 12 + (isPM ? 12 : 0)
        } else {
            position = beforeMeridiem
        }
        // Second 60 is a leap second, which rolls over into the next minute as in Ruby.
        guard hourOfDay <= 23, minute.value <= 59, second <= 60 else {
            position = start
            return nil
        }
        return (hourOfDay, minute.value, second, nanoseconds)
    }

    /// The zone's offset from UTC in seconds, or `nil` when there is no zone.
    private mutating func parseZone() -> Int? {
        let start = position
        skipSpaces()
        if take("z") || take("utc") || take("gmt") { return 0 }
        let isNegative = take("-")
        guard isNegative || take("+"), let hours = number(maxDigits: 2), hours.digits == 2 else {
            position = start
            return nil
        }
        var minutes = 0
        if take(":") || peek()?.isASCIIDigit == true {
            guard let written = number(maxDigits: 2), written.digits == 2 else {
                position = start
                return nil
            }
            minutes = written.value
        }
        guard hours.value <= 23, minutes <= 59 else {
            position = start
            return nil
        }
        let offset = hours.value * 3_600 + minutes * 60
        return isNegative ? -offset : offset
    }

    // MARK: Pieces

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    /// Consumes `literal` if the text continues with it.
    @discardableResult
    private mutating func take(_ literal: String) -> Bool {
        let end = position + literal.utf8.count
        guard end <= bytes.count, bytes[position..<end].elementsEqual(literal.utf8) else { return false }
        position = end
        return true
    }

    /// Consumes spaces; whether there were any.
    @discardableResult
    private mutating func skipSpaces() -> Bool {
        let start = position
        while peek() == UInt8(ascii: " ") { position += 1 }
        return position > start
    }

    /// Consumes up to `maxDigits` digits: their value and how many there were, or `nil` for none.
    private mutating func number(maxDigits: Int) -> (value: Int, digits: Int)? {
        var value = 0
        var digits = 0
        while digits < maxDigits, let byte = peek(), byte.isASCIIDigit {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
            position += 1
        }
        return digits > 0 ? (value, digits) : nil
    }

    /// Consumes a four-digit year.
    private mutating func year() -> Int64? {
        guard let year = number(maxDigits: 4), year.digits == 4 else { return nil }
        return Int64(year.value)
    }

    /// Consumes the digits of a fraction of a second: nanoseconds, further digits ignored.
    private mutating func fraction() -> Int? {
        var nanoseconds = 0
        var digits = 0
        while let byte = peek(), byte.isASCIIDigit {
            if digits < 9 { nanoseconds = nanoseconds * 10 + Int(byte - UInt8(ascii: "0")) }
            digits += 1
            position += 1
        }
        guard digits > 0 else { return nil }
        for _ in min(digits, 9)..<9 { nanoseconds *= 10 }
        return nanoseconds
    }

    /// Consumes a run of letters.
    private mutating func word() -> String? {
        let start = position
        while let byte = peek(), (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) { position += 1 }
        return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
    }

    /// 1 to 12 for a month's name or its first three letters ("sept" too).
    private static func month(named name: String) -> Int? {
        if name == "sept" { return 9 }
        return CalendarTime.monthNames.firstIndex { names($0, name) }.map { $0 + 1 }
    }

    /// Whether `written` is `name` or its first three letters, ignoring case.
    private static func names(_ name: String, _ written: String) -> Bool {
        let lowered = name.lowercased()
        return written == lowered || written == lowered.prefix(3)
    }
}
