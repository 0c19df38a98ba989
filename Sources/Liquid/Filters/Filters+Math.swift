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

/// A number as the math filters see it.
enum LiquidNumber: Equatable {
    case int(Int)
    case double(Double)

    var value: Value {
        switch self {
        case .int(let integer): return .int(integer)
        case .double(let double): return .double(double)
        }
    }

    var doubleValue: Double {
        switch self {
        case .int(let integer): return Double(integer)
        case .double(let double): return double
        }
    }

    /// The number as an exact decimal; `nil` for infinities and NaN.
    var decimal: DecimalNumber? {
        switch self {
        case .int(let integer): return DecimalNumber(integer)
        case .double(let double): return DecimalNumber(double)
        }
    }

    /// The number as a count of decimal places for `round`, truncated and kept within ±400: a double has no
    /// digits beyond that, and the bound keeps the place arithmetic far from overflow.
    var decimalPlaces: Int {
        switch self {
        case .int(let integer): return Swift.min(Swift.max(integer, -400), 400)
        case .double(let double) where double.isNaN: return 0
        case .double(let double): return Int(Swift.min(Swift.max(double, -400), 400).rounded(.towardZero))
        }
    }

    /// `self > other`, exactly for two integers.
    func isGreater(than other: LiquidNumber) -> Bool {
        if case .int(let left) = self, case .int(let right) = other { return left > right }
        return doubleValue > other.doubleValue
    }
}

/// The operations behind `plus`, `minus`, `times`, `divided_by` and `modulo` (and `sum`).
enum ArithmeticOperation {
    case plus, minus, times, dividedBy, modulo

    /// `left` combined with `right`: exactly for two integers, as decimals when a double is involved, and as
    /// doubles only when the decimals would overflow or a double is infinite or NaN.
    func apply(_ left: LiquidNumber, _ right: LiquidNumber, _ call: FilterCall) throws(FilterError) -> LiquidNumber {
        if self == .dividedBy || self == .modulo, right.doubleValue == 0 { throw call.error("divided by 0") }
        if case .int(let a) = left, case .int(let b) = right {
            guard let result = integerResult(a, b) else { throw call.error("integer overflow") }
            return .int(result)
        }
        if let a = left.decimal, let b = right.decimal, let result = decimalResult(a, b) {
            // A decimal zero has no sign; Ruby's keeps the one IEEE arithmetic gives (-0.0 × 2 is -0.0).
            if result.isZero, self != .modulo { return .double(doubleResult(left.doubleValue, right.doubleValue)) }
            return .double(result.doubleValue)
        }
        return .double(doubleResult(left.doubleValue, right.doubleValue))
    }

    /// The result for two integers (the divisor not zero), or `nil` on overflow.
    func integerResult(_ a: Int, _ b: Int) -> Int? {
        let (result, overflow): (Int, Bool)
        switch self {
        case .plus: (result, overflow) = a.addingReportingOverflow(b)
        case .minus: (result, overflow) = a.subtractingReportingOverflow(b)
        case .times: (result, overflow) = a.multipliedReportingOverflow(by: b)
        case .dividedBy: return a.flooredDivision(by: b)
        case .modulo: return a.flooredModulo(b)
        }
        return overflow ? nil : result
    }

    /// The result for two decimals (the divisor not zero), or `nil` when it does not fit.
    func decimalResult(_ a: DecimalNumber, _ b: DecimalNumber) -> DecimalNumber? {
        switch self {
        case .plus: return a.combined(with: b) { $0.addingReportingOverflow($1) }
        case .minus: return a.combined(with: b) { $0.subtractingReportingOverflow($1) }
        case .times: return a.multiplied(by: b)
        case .dividedBy: return a.divided(by: b)
        case .modulo: return a.combined(with: b) { ($0.flooredModulo($1), false) }
        }
    }

    /// The result for two doubles, the fallback when decimals do not fit.
    func doubleResult(_ a: Double, _ b: Double) -> Double {
        switch self {
        case .plus: return a + b
        case .minus: return a - b
        case .times: return a * b
        case .dividedBy: return a / b
        case .modulo:
            let remainder = a.truncatingRemainder(dividingBy: b)
            return remainder != 0 && (remainder < 0) != (b < 0) ? remainder + b : remainder
        }
    }
}

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

// MARK: - Decimals

/// An exact decimal `significand × 10^exponent`, standing in for Ruby's BigDecimal.
///
/// A double enters as the shortest decimal that reads back as it (the digits Swift and Ruby print), so
/// `0.1 + 0.2` is `3 × 10^-1` here, where binary floating point makes it 0.30000000000000004. Operations
/// give `nil` when the significand would overflow; callers then fall back to `Double`.
struct DecimalNumber: Equatable {
    private(set) var significand: Int
    private(set) var exponent: Int

    /// The decimal, with trailing zeros of the significand moved into the exponent.
    init(significand: Int, exponent: Int) {
        var significand = significand
        var exponent = exponent
        while significand != 0, significand % 10 == 0 {
            significand /= 10
            exponent += 1
        }
        self.significand = significand
        self.exponent = significand == 0 ? 0 : exponent
    }

    init(_ integer: Int) {
        self.init(significand: integer, exponent: 0)
    }

    var isZero: Bool { significand == 0 }

    /// The shortest decimal that reads back as `double`; `nil` for infinities and NaN.
    init?(_ double: Double) {
        guard double.isFinite else { return nil }
        // `description` is "-1.25", "0.1", "1e-05" or "1.2345678901234568e+17".
        var significand = 0
        var exponent = 0
        var written = 0
        var isNegative = false
        var isExponentNegative = false
        var inExponent = false
        var afterPoint = false
        for byte in double.description.utf8 {
            switch byte {
            case UInt8(ascii: "-"):
                if inExponent { isExponentNegative = true } else { isNegative = true }
            case UInt8(ascii: "."):
                afterPoint = true
            case UInt8(ascii: "e"):
                inExponent = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int(byte - UInt8(ascii: "0"))
                if inExponent {
                    // Three digits at most: doubles end near 10^308.
                    written = written * 10 + digit
                } else {
                    let (shifted, shiftOverflow) = significand.multipliedReportingOverflow(by: 10)
                    let (next, digitOverflow) = shifted.addingReportingOverflow(digit)
                    guard !shiftOverflow, !digitOverflow else { return nil }
                    significand = next
                    if afterPoint { exponent -= 1 }
                }
            default:
                break
            }
        }
        self.init(
            significand: isNegative ? -significand : significand,
            exponent: exponent + (isExponentNegative ? -written : written))
    }

    /// The nearest double.
    var doubleValue: Double {
        // Swift's parser rounds correctly, which multiplying by powers of ten would not.
        Double("\(significand)e\(exponent)") ?? .nan
    }

    /// The decimal as an integer, or `nil` when it has a fraction or does not fit.
    var integerValue: Int? {
        guard exponent >= 0 else { return nil }
        return significand(scaledTo: 0)
    }

    /// The significand for a smaller `target` exponent, or `nil` when it does not fit.
    func significand(scaledTo target: Int) -> Int? {
        guard significand != 0 else { return 0 }
        var scaled = significand
        // A nonzero significand overflows within 19 steps, so the loop is short whatever the exponents.
        for _ in target..<Swift.max(target, exponent) {
            let (next, overflow) = scaled.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            scaled = next
        }
        return scaled
    }

    /// Both significands brought to the smaller exponent and combined by `operation`, which reports overflow.
    func combined(with other: DecimalNumber, by operation: (Int, Int) -> (Int, Bool)) -> DecimalNumber? {
        let exponent = Swift.min(self.exponent, other.exponent)
        guard let a = significand(scaledTo: exponent), let b = other.significand(scaledTo: exponent) else {
            return nil
        }
        let (result, overflow) = operation(a, b)
        return overflow ? nil : DecimalNumber(significand: result, exponent: exponent)
    }

    func multiplied(by other: DecimalNumber) -> DecimalNumber? {
        let (product, overflow) = significand.multipliedReportingOverflow(by: other.significand)
        return overflow ? nil : DecimalNumber(significand: product, exponent: exponent + other.exponent)
    }

    /// The quotient to 18 or more significant digits (more than a double holds), by long division.
    func divided(by other: DecimalNumber) -> DecimalNumber? {
        let (whole, overflow) = significand.dividedReportingOverflow(by: other.significand)
        guard !overflow else { return nil }
        var quotient = whole
        var remainder = significand % other.significand
        var exponent = self.exponent - other.exponent
        // The remainder is smaller than the divisor, which is therefore not ±1 here: no step can overflow
        // but the scaling, which is checked.
        while remainder != 0, quotient.magnitude < 100_000_000_000_000_000 {
            let (scaled, scaleOverflow) = remainder.multipliedReportingOverflow(by: 10)
            guard !scaleOverflow else { break }
            quotient = quotient * 10 + scaled / other.significand
            remainder = scaled % other.significand
            exponent -= 1
        }
        return DecimalNumber(significand: quotient, exponent: exponent)
    }

    /// Rounded half away from zero to `places` decimal places (negative places round to tens, hundreds, …),
    /// as `BigDecimal#round` does. `places` must be within ±400.
    func rounded(toPlaces places: Int) -> DecimalNumber {
        let dropped = -places - exponent
        guard dropped > 0 else { return self }
        // A significand is below 10^19, so dropping more than 19 digits leaves less than half a unit.
        guard dropped <= 19 else { return DecimalNumber(0) }
        var divisor: UInt = 1
        for _ in 0..<dropped { divisor *= 10 }
        let magnitude = significand.magnitude
        let remainder = magnitude % divisor
        // `remainder >= divisor - remainder` is `2 × remainder >= divisor` without overflowing at 10^19.
        let rounded = magnitude / divisor + (remainder >= divisor - remainder ? 1 : 0)
        // `rounded` is at most Int.max / 10 + 1, so it fits in an Int.
        return DecimalNumber(significand: significand < 0 ? -Int(rounded) : Int(rounded), exponent: -places)
    }
}
