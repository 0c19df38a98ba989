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
