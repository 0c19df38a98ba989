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
