/// The vertical extent of a plot: [0, 1] grown to fit the data, with grown
/// ends rounded outward to a tenth of the span's order of magnitude so the
/// end labels are short and exactly true; or, for a plot of differences, ±m
/// around 0 (`symmetric`).
import CurveKit

struct PlotRange: Equatable, Sendable {
    var lower: Double
    var upper: Double
    /// Decimals needed to print the range's ends (and 0 and 1) exactly.
    var decimals: Int

    /// Beyond this, values are clipped: labels stay short and arithmetic finite.
    static let limit = 1e6

    /// The range covering [0, 1] and every finite value; non-finite values are ignored.
    static func fitting<S: Sequence>(_ values: S) -> PlotRange where S.Element == Double {
        var low = 0.0
        var high = 1.0
        for value in values where value.isFinite {
            low = min(low, value)
            high = max(high, value)
        }
        low = max(low, -limit)
        high = min(high, limit)
        if low == 0 && high == 1 {
            return PlotRange(lower: 0, upper: 1, decimals: 0)
        }
        // The span is at least 1, so the step is at least 0.1.
        let exponent = Int((high - low).log10Floor) - 1
        // The slack absorbs representation error (e.g. -0.1 / 0.1 ≠ -1 exactly).
        let slack = 1e-9
        let lowSteps = (low.scaledByPowerOfTen(-exponent) + slack).rounded(.down)
        let highSteps = (high.scaledByPowerOfTen(-exponent) - slack).rounded(.up)
        return PlotRange(
            lower: min(0, lowSteps.scaledByPowerOfTen(exponent)),
            upper: max(1, highSteps.scaledByPowerOfTen(exponent)),
            decimals: max(0, -exponent)
        )
    }

    /// The range ±m for a plot of differences: m is the largest finite |value| rounded up to
    /// 1, 2 or 5 × 10ᵏ, so the end labels are short and exact; ±1 when every value is 0.
    /// Values beyond `limit` are clipped; m is at least 1e-300 so tiny differences still show.
    static func symmetric<S: Sequence>(_ values: S) -> PlotRange where S.Element == Double {
        var largest = 0.0
        for value in values where value.isFinite { largest = max(largest, abs(value)) }
        guard largest > 0 else { return PlotRange(lower: -1, upper: 1, decimals: 0) }
        largest = min(max(largest, 1e-300), limit)
        var exponent = 0
        while 1.0.scaledByPowerOfTen(exponent) > largest { exponent -= 1 }
        while 1.0.scaledByPowerOfTen(exponent + 1) <= largest { exponent += 1 }
        // largest ∈ [10ᵏ, 10ᵏ⁺¹): the first of 1, 2, 5, 10 × 10ᵏ that covers it.
        let digit = [1.0, 2, 5, 10].first { $0.scaledByPowerOfTen(exponent) * (1 + 1e-12) >= largest } ?? 10
        let bound = digit == 10 ? 1.0.scaledByPowerOfTen(exponent + 1) : digit.scaledByPowerOfTen(exponent)
        let decimals = digit == 10 ? max(0, -exponent - 1) : max(0, -exponent)
        return PlotRange(lower: -bound, upper: bound, decimals: decimals)
    }

    var span: Double { upper - lower }

    /// `value` as a label: fixed `decimals`, trailing zeros dropped, never "-0" — written as
    /// the SVG figure writes its labels.
    func label(_ value: Double) -> String {
        decimals > Self.maximumFixedDecimals ? scientificLabel(value) : TextFormat.trimmed(value, decimals: decimals)
    }

    /// Beyond this many decimals, labels are written as `2e-15`.
    static let maximumFixedDecimals = 6

    /// `value` as a whole number of 10⁻ᵈᵉᶜⁱᵐᵃˡˢ, e.g. `-5e-9`.
    private func scientificLabel(_ value: Double) -> String {
        let units = value.scaledByPowerOfTen(decimals).rounded()
        guard units != 0 else { return "0" }
        guard abs(units) < 1e15 else { return "\(value)" }
        return "\(Int64(units))e-\(decimals)"
    }
}

extension Double {
    /// ⌊log10(self)⌋ for self ≥ 1, by counting, to avoid Foundation.
    fileprivate var log10Floor: Double {
        var exponent = 0.0
        var rest = self
        while rest >= 10 {
            rest /= 10
            exponent += 1
        }
        return exponent
    }

    /// self × 10^exponent, dividing for negative exponents so that results
    /// such as 13 × 10⁻¹ come out as the nearest double to 1.3.
    fileprivate func scaledByPowerOfTen(_ exponent: Int) -> Double {
        var power = 1.0
        for _ in 0..<abs(exponent) { power *= 10 }
        return exponent < 0 ? self / power : self * power
    }
}
