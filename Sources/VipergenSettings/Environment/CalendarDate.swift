#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A calendar day, from a Unix time in UTC or local time, without Foundation's calendar machinery.
public struct CalendarDate: Sendable, Equatable {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The UTC day of `seconds` since 1970 (the civil-from-days algorithm, valid for any Int64 day count).
    public init(unixTime seconds: Int64) {
        // Floor division written so that it cannot overflow, even for Int64.min.
        let days = seconds >= 0 ? seconds / 86_400 : -((-(seconds + 1)) / 86_400) - 1
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = Int(dayOfYear - (153 * monthIndex + 2) / 5 + 1)
        month = Int(monthIndex < 10 ? monthIndex + 3 : monthIndex - 9)
        year = Int(yearOfEra + era * 400 + (month <= 2 ? 1 : 0))
    }

    /// `dd/MM/yyyy`, Generamba's `date`.
    package var generambaFormat: String {
        "\(Self.pad(day, 2))/\(Self.pad(month, 2))/\(year)"
    }

    /// `n` with leading zeros to `width` digits.
    static func pad(_ n: Int, _ width: Int) -> String {
        let digits = String(n)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

extension CalendarDate {
    /// Today: from `SOURCE_DATE_EPOCH` (in UTC) when it is set, so output is reproducible, else the local day.
    /// - Throws: `SourceDateEpochError` when the variable is set but is not a whole number of seconds.
    public static func today(environment: [String: String]) throws(SourceDateEpochError) -> CalendarDate {
        if let seconds = try sourceDateEpoch(environment: environment) {
            return CalendarDate(unixTime: seconds)
        }
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return CalendarDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    }
}
extension CalendarDate {
    /// `yyyy-MM-dd`.
    package var isoFormat: String {
        "\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2))"
    }
}

extension CalendarDate {
    /// The day `yyyy-MM-dd` names; `nil` for any other text.
    package init?(isoFormat text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }
}
