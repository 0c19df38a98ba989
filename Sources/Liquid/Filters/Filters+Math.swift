// Math filters read numbers as Ruby Liquid's `Utils.to_number` does: integers and doubles as they are, a string
// by its leading integer ("12px" is 12) unless it is a decimal like "-1.5", and anything else as 0.
// Integers with integers give integers (an overflow is an error, where Ruby would switch to big integers); a
// double anywhere gives a double. Ruby computes with doubles as BigDecimal; `DecimalNumber` does the same here,
// so `0.1 | plus: 0.2` is 0.3 in both.

extension StandardFilters {
    /// Filters on numbers.
    static let mathFilters: [FilterDefinition] = [
        FilterDefinition("plus", arguments: 1...1) { call throws(FilterError) in try arithmetic(.plus, call) },
        FilterDefinition("minus", arguments: 1...1) { call throws(FilterError) in try arithmetic(.minus, call) },
        FilterDefinition("times", arguments: 1...1) { call throws(FilterError) in try arithmetic(.times, call) },
        FilterDefinition("divided_by", arguments: 1...1) { call throws(FilterError) in
            try arithmetic(.dividedBy, call)
        },
        FilterDefinition("modulo", arguments: 1...1) { call throws(FilterError) in try arithmetic(.modulo, call) },
        FilterDefinition("abs", absolute),
        FilterDefinition("ceil") { call throws(FilterError) in try roundedToInteger(call, .up) },
        FilterDefinition("floor") { call throws(FilterError) in try roundedToInteger(call, .down) },
        FilterDefinition("round", arguments: 0...1, round),
        FilterDefinition("at_least", arguments: 1...1) { call throws(FilterError) in try bounded(call, below: true) },
        FilterDefinition("at_most", arguments: 1...1) { call throws(FilterError) in try bounded(call, below: false) },
        FilterDefinition("sum", arguments: 0...1, sum),
    ]

    /// `plus`, `minus`, `times`, `divided_by` and `modulo`. Integer division floors (-7 / 2 is -4) and a
    /// modulo takes the divisor's sign, as in Ruby; dividing by zero is an error, by 0.0 too, as with BigDecimal.
    static func arithmetic(_ operation: ArithmeticOperation, _ call: FilterCall) throws(FilterError) -> Value {
        let left = try call.number(call.input)
        let right = try call.number(call.argument(0) ?? .nil)
        return try operation.apply(left, right, call).value
    }

    /// `abs`: the number without its sign.
    static func absolute(_ call: FilterCall) throws(FilterError) -> Value {
        switch try call.number(call.input) {
        case .int(let value):
            guard value != .min else { throw call.error("integer overflow") }
            return .int(Int(value.magnitude))
        case .double(let value):
            return .double(value.magnitude)
        }
    }

    /// `ceil` and `floor`: the integer at or above (or at or below) the number.
    static func roundedToInteger(_ call: FilterCall, _ rule: FloatingPointRoundingRule) throws(FilterError) -> Value {
        switch try call.number(call.input) {
        case .int(let value): return .int(value)
        case .double(let value): return try integer(value.rounded(rule), call)
        }
    }

    /// `round`: to the nearest integer, giving an integer, or to a number of decimal places (negative places
    /// round to tens, hundreds, …, and give an integer). Halves round away from zero, and 1.005 rounds to 1.01
    /// at two places, as with Ruby's BigDecimal, though the double nearest 1.005 is a little below it.
    static func round(_ call: FilterCall) throws(FilterError) -> Value {
        let number = try call.number(call.input)
        var places = 0
        if let argument = call.argument(0) { places = try call.number(argument).decimalPlaces }
        switch number {
        case .int(let value):
            // Rounding to decimal places leaves an integer as it is; only tens, hundreds, … change it.
            guard places < 0 else { return .int(value) }
            guard let rounded = DecimalNumber(value).rounded(toPlaces: places).integerValue else {
                throw call.error("integer overflow")
            }
            return .int(rounded)
        case .double(let value):
            if places == 0 { return try integer(value.rounded(.toNearestOrAwayFromZero), call) }
            guard let decimal = DecimalNumber(value) else {
                return places < 0 ? try integer(value, call) : .double(value)
            }
            let rounded = decimal.rounded(toPlaces: places)
            // Ruby's BigDecimal rounds to tens, hundreds, … as an integer: 1234.5 rounds to 1200, not 1200.0.
            guard places < 0 else { return .double(rounded.doubleValue) }
            guard let whole = rounded.integerValue else { throw call.error("integer overflow") }
            return .int(whole)
        }
    }

    /// A whole double as an integer; infinities, NaN and values beyond `Int` are errors.
    static func integer(_ value: Double, _ call: FilterCall) throws(FilterError) -> Value {
        guard let integer = Int(exactly: value) else {
            throw call.error("cannot convert \(Value.double(value).text) to an integer")
        }
        return .int(integer)
    }

    /// `at_least` and `at_most`: the input, or the bound when the input is below (or above) it.
    static func bounded(_ call: FilterCall, below: Bool) throws(FilterError) -> Value {
        let number = try call.number(call.input)
        let bound = try call.number(call.argument(0) ?? .nil)
        let isOutside = below ? bound.isGreater(than: number) : number.isGreater(than: bound)
        return (isOutside ? bound : number).value
    }

    /// `sum`: the items (or their property: 0 for an item without `[]`) added up as `plus` adds them.
    static func sum(_ call: FilterCall) throws(FilterError) -> Value {
        let items = call.input.flattenedItems
        var values = items
        if let property = call.argument(0), property != .nil {
            values = []
            for item in items {
                switch item.rubySubscript(property) {
                case .found(let value): values.append(value)
                case .noSubscript: values.append(0)
                case .typeError: throw propertyError(property, call)
                }
            }
        }
        var total = LiquidNumber.int(0)
        // Flattened again because properties may hold arrays, which Ruby Liquid also sums into the total.
        for value in Value.array(values).flattenedItems {
            total = try ArithmeticOperation.plus.apply(total, call.number(value), call)
        }
        return total.value
    }
}

extension FilterCall {
    /// `value` as a number, as Ruby Liquid's `Utils.to_number` reads it (see the top of this file). Only an
    /// integer too large for `Int` is an error.
    func number(_ value: Value) throws(FilterError) -> LiquidNumber {
        switch value {
        case .int(let integer):
            return .int(integer)
        case .double(let double):
            return .double(double)
        case .string(let text):
            let trimmed = StandardFilters.stripped(text, leading: true, trailing: true)
            if Self.isDecimalLiteral(trimmed), let double = Double(trimmed) { return .double(double) }
            guard let integer = Self.leadingInteger(of: trimmed) else {
                throw error("\(Self.describe(value)) is too large for an integer")
            }
            return .int(integer)
        case .nil, .bool, .array, .dictionary, .range:
            return .int(0)
        }
    }

    /// Whether `text` is digits, a point and digits, with an optional minus: what Ruby Liquid reads as a decimal.
    static func isDecimalLiteral(_ text: String) -> Bool {
        var rest = text.utf8[...]
        if rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
        guard let point = rest.firstIndex(of: UInt8(ascii: ".")) else { return false }
        let whole = rest[..<point]
        let fraction = rest[rest.index(after: point)...]
        return !whole.isEmpty && !fraction.isEmpty && whole.allSatisfy(\.isASCIIDigit)
            && fraction.allSatisfy(\.isASCIIDigit)
    }

    /// The integer `text` starts with, as Ruby's `String#to_i` reads it: an optional sign, then digits, with
    /// single underscores allowed between them; 0 when there are none; `nil` when it does not fit in `Int`.
    static func leadingInteger(of text: String) -> Int? {
        var rest = text.utf8[...]
        let isNegative = rest.first == UInt8(ascii: "-")
        if isNegative || rest.first == UInt8(ascii: "+") { rest = rest.dropFirst() }
        var result = 0
        var followsDigit = false
        for byte in rest {
            if byte.isASCIIDigit {
                // Accumulating toward the sign reaches Int.min, whose magnitude no Int holds.
                let digit = Int(byte - UInt8(ascii: "0"))
                let (shifted, shiftOverflow) = result.multipliedReportingOverflow(by: 10)
                let (next, digitOverflow) =
                    isNegative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
                guard !shiftOverflow, !digitOverflow else { return nil }
                result = next
                followsDigit = true
            } else if byte == UInt8(ascii: "_"), followsDigit {
                followsDigit = false
            } else {
                break
            }
        }
        return result
    }
}

// MARK: - Numbers

extension Int {
    /// `self / divisor` rounded toward negative infinity, as Ruby's `Integer#/`; `nil` for `Int.min / -1`
    /// and division by zero.
    func flooredDivision(by divisor: Int) -> Int? {
        let (quotient, overflow) = dividedReportingOverflow(by: divisor)
        guard !overflow else { return nil }
        // Truncation rounded a negative quotient up if anything remained; one less cannot overflow then.
        let isInexact = self % divisor != 0
        return isInexact && (self < 0) != (divisor < 0) ? quotient - 1 : quotient
    }

    /// `self % divisor` with the divisor's sign, as Ruby's `Integer#%`. The divisor must not be zero.
    func flooredModulo(_ divisor: Int) -> Int {
        // `Int.min % -1` overflows only in the quotient; the remainder reported, 0, is right.
        let remainder = remainderReportingOverflow(dividingBy: divisor).partialValue
        // Adding the divisor to a remainder of the opposite sign cannot overflow.
        return remainder != 0 && (remainder < 0) != (divisor < 0) ? remainder + divisor : remainder
    }
}

extension UInt8 {
    /// "0" to "9".
    var isASCIIDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
}
