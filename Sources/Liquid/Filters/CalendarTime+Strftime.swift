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
