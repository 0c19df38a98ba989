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
