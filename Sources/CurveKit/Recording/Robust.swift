/// Order statistics that one wild value cannot move far: the median and the median absolute
/// deviation, scaled to estimate a normal distribution's standard deviation.
enum Robust {
    /// The middle value (the mean of the two middle ones for an even count); nil when empty.
    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The median of values that the caller has shown are not empty (each call says why); no
    /// values at all is a programming error and stops the program.
    static func median(ofNonEmpty values: [Double]) -> Double {
        guard let median = median(values) else { preconditionFailure("the median of no values") }
        return median
    }

    /// 1.4826 · median |vᵢ − median|: σ for normally distributed values, unmoved by a few
    /// outliers. 0 for fewer than two values.
    static func deviation(_ values: [Double]) -> Double {
        guard values.count >= 2, let centre = median(values) else { return 0 }
        return 1.4826 * (median(values.map { abs($0 - centre) }) ?? 0)
    }

    /// vᵢ₊₁ − 2vᵢ + vᵢ₋₁ for each inner value: white noise of deviation σ gives deviation σ√6,
    /// a smooth motion sampled finely almost nothing.
    static func secondDifferences(_ values: [Double]) -> [Double] {
        guard values.count >= 3 else { return [] }
        var result: [Double] = []
        result.reserveCapacity(values.count - 2)
        for index in 1..<(values.count - 1) {
            let outer: Double = values[index + 1] + values[index - 1]
            result.append(outer - 2 * values[index])
        }
        return result
    }

    /// σ of white noise from its second differences: 1.4826 · MAD / √6.
    static func noise(_ values: [Double]) -> Double {
        deviation(secondDifferences(values)) / 6.0.squareRoot()
    }

    /// √(mean d²) of the deviations within max(3 · 1.4826 · MAD, `quantum`) of 0: the spread
    /// of values about a known centre, wild ones left out.
    ///
    /// When most deviations are exactly 0 and the values are not whole (no `quantum` to fall
    /// back on), the MAD is 0 and says nothing of the others: then the scale is 1.4826 × the
    /// median of the others within `wildBeyond` (those beyond it are wild). A screen
    /// recording's still frames sit on one value, but for a few a tenth of a pixel off in
    /// compression noise; left out, they made σ = 0 and read as motion.
    static func trimmedDeviation(_ deviations: [Double], quantum: Double, wildBeyond: Double) -> Double {
        var scale = deviation(deviations)
        if scale == 0 && quantum == 0 {
            scale = 1.4826 * (median(deviations.map(abs).filter { $0 > 0 && $0 <= wildBeyond }) ?? 0)
        }
        let limit = max(3 * scale, quantum)
        let kept = deviations.filter { abs($0) <= limit }
        guard !kept.isEmpty else { return 0 }
        return (kept.map { $0 * $0 }.reduce(0, +) / Double(kept.count)).squareRoot()
    }
}
