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
