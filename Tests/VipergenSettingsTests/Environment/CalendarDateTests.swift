import Testing

@testable import VipergenSettings

/// The day written into headers: from a Unix time in UTC, or today; printed as Generamba and the lock print it.
@Suite("Calendar dates")
struct CalendarDateTests {
    @Test(
        arguments: [
            (0, "1970-01-01"), (86_399, "1970-01-01"), (86_400, "1970-01-02"), (-1, "1969-12-31"),
            (-86_400, "1969-12-31"), (-86_401, "1969-12-30"), (951_782_400, "2000-02-29"),
            (1_709_251_199, "2024-02-29"),
            (1_795_305_600, "2026-11-22"), (4_102_444_800, "2100-01-01"), (253_402_300_799, "9999-12-31"),
            (-62_135_596_800, "0001-01-01"),
        ] as [(Int64, String)])
    func theUTCDayOfAUnixTime(_ seconds: Int64, _ day: String) {
        #expect(CalendarDate(unixTime: seconds).isoFormat == day)
    }

    /// Every day of four years, leap day included, follows the one before it.
    @Test func consecutiveDaysFollowTheCalendar() {
        let daysInMonth = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        var expected = CalendarDate(year: 2023, month: 1, day: 1)
        let start: Int64 = 1_672_531_200  // 2023-01-01T00:00:00Z
        for day in 0..<(4 * 366) {
            let date = CalendarDate(unixTime: start + Int64(day) * 86_400 + 43_200)
            #expect(date == expected, "day \(day)")
            guard date == expected else { return }
            let isLeap = expected.year % 4 == 0 && (expected.year % 100 != 0 || expected.year % 400 == 0)
            let length = expected.month == 2 && isLeap ? 29 : daysInMonth[expected.month - 1]
            if expected.day < length {
                expected.day += 1
            } else if expected.month < 12 {
                expected = CalendarDate(year: expected.year, month: expected.month + 1, day: 1)
            } else {
                expected = CalendarDate(year: expected.year + 1, month: 1, day: 1)
            }
        }
    }

    @Test(arguments: [
        (CalendarDate(year: 2026, month: 11, day: 22), "22/11/2026", "2026-11-22"),
        (CalendarDate(year: 2026, month: 1, day: 2), "02/01/2026", "2026-01-02"),
        (CalendarDate(year: 12_026, month: 10, day: 31), "31/10/12026", "12026-10-31"),
    ])
    func formats(_ date: CalendarDate, _ generamba: String, _ iso: String) {
        #expect(date.generambaFormat == generamba)
        #expect(date.isoFormat == iso)
    }

    @Test func sourceDateEpochFixesToday() throws {
        #expect(
            try CalendarDate.today(environment: ["SOURCE_DATE_EPOCH": "1795305600"])
                == CalendarDate(year: 2026, month: 11, day: 22))
        #expect(try CalendarDate.today(environment: ["SOURCE_DATE_EPOCH": "-1"]).isoFormat == "1969-12-31")
        #expect(try sourceDateEpoch(environment: [:]) == nil)
        #expect(try sourceDateEpoch(environment: ["SOURCE_DATE_EPOCH": "0"]) == 0)
    }

    @Test func withoutSourceDateEpochTodayIsARealDay() throws {
        let today = try CalendarDate.today(environment: [:])
        #expect(today.year >= 2025 && (1...12).contains(today.month) && (1...31).contains(today.day))
    }

    @Test(arguments: ["", "soon", "1.5", "1e9", " 1795305600", "99999999999999999999"])
    func aSourceDateEpochThatIsNotWholeSecondsIsAnError(_ value: String) {
        let error = #expect(throws: SourceDateEpochError.self) {
            try CalendarDate.today(environment: ["SOURCE_DATE_EPOCH": value])
        }
        #expect(
            error?.description
                == "error: SOURCE_DATE_EPOCH is '\(value)'; it must be a whole number of seconds since 1970 (as `date +%s` prints)"
        )
    }

    /// `SOURCE_DATE_EPOCH` comes from the user's environment: any whole number it holds gives a day or an error,
    /// and none stops the process.
    @Test func theSmallestInt64DoesNotStopTheProcess() async {
        await #expect(processExitsWith: .success) {
            _ = try? CalendarDate.today(environment: ["SOURCE_DATE_EPOCH": "-9223372036854775808"])
        }
    }

    @Test func theLargestInt64DoesNotStopTheProcess() async {
        await #expect(processExitsWith: .success) {
            _ = try? CalendarDate.today(environment: ["SOURCE_DATE_EPOCH": "9223372036854775807"])
        }
    }
}
