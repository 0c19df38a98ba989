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
