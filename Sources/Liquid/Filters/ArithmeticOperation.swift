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
