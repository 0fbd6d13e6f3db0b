import Foundation

/// How far one arrow press moves: a power of ten, at first the one suited to the selected
/// number (``suited(to:)``: 0.01 for numbers below 10, 1 for 170); `+` multiplies it by 10 and
/// `-` divides it by 10, within 1e-6 … 1e6.
struct EditorStep: Sendable, Equatable {
    /// The step is 10^exponent.
    private(set) var exponent = -2

    static let exponents = -6...6

    var size: Double { exponent < 0 ? 1 / Self.power(-exponent) : Self.power(exponent) }

    /// The step suited to `value`: one that changes its third significant digit, and 0.01 at
    /// the least, so a stiffness of 170 moves by 1 (not by an invisible 0.01) and a control
    /// point of 0.25 by 0.01.
    static func suited(to value: Double) -> EditorStep {
        var step = EditorStep()
        guard value.isFinite, value != 0 else { return step }
        let magnitude = Int(Foundation.log10(abs(value)).rounded(.down))
        step.exponent = min(max(magnitude - 2, step.exponent), exponents.upperBound)
        return step
    }

    mutating func coarser() { exponent = min(exponent + 1, Self.exponents.upperBound) }
    mutating func finer() { exponent = max(exponent - 1, Self.exponents.lowerBound) }

    /// `value` moved by `count` steps, as the decimal sum: 0.25 + 0.01 is 0.26 (the double
    /// nearest 0.26, which prints as 0.26), not 0.26000000000000001. The sum is rounded to
    /// twelve decimals (or fewer for large numbers: fifteen significant digits), far below any step.
    func moved(_ value: Double, by count: Int) -> Double {
        Self.rounded(value + Double(count) * size)
    }

    /// `value` rounded to this step's decimals (where a mouse puts a point): 0.4137 → 0.41 at
    /// step 0.01; at a step of 1 or more, to whole numbers.
    func snapped(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        return exponent < 0 ? (value * Self.power(-exponent)).rounded() / Self.power(-exponent) : value.rounded()
    }

    /// The size as text: 0.01, 1, 1000.
    var text: String {
        exponent < 0 ? "0." + String(repeating: "0", count: -exponent - 1) + "1" : "1" + String(repeating: "0", count: exponent)
    }

    static func rounded(_ value: Double) -> Double {
        guard value.isFinite, value != 0 else { return value }
        let digits = Int(Foundation.log10(abs(value)).rounded(.up))
        let decimals = min(12, 15 - max(digits, 0))
        guard decimals > 0 else { return value.rounded() }
        let scale = power(decimals)
        return (value * scale).rounded() / scale
    }

    /// 10^n for n ≥ 0, exactly (up to 10^22).
    private static func power(_ n: Int) -> Double {
        var result = 1.0
        for _ in 0..<n { result *= 10 }
        return result
    }
}
