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
