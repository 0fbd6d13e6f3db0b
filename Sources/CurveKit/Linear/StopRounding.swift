import Foundation

/// Rounds a polyline's stops to the shortest decimals that keep it within `budget` of the
/// unrounded one, and writes the CSS.
///
/// Stops are taken left to right; for each, pairs of (decimals of y, decimals of the
/// percentage) are tried in order of their total, and the first pair is kept for which the
/// change of the polyline, |rounded − unrounded|, is at most `budget` everywhere the stop
/// influences (checked exactly at the breakpoints of both polylines, between which the
/// change is linear) and at most budget / 2 at the stop itself, so that the next stop still
/// has room. The x of the first and last stop, and of a jump, are kept exact; their y gets the
/// fewest decimals within budget / 2 (see `roundEnd`).
struct StopRounder {
    let original: LinearPolyline
    let budget: Double
    /// The last stop is where a snapping curve's motion arrives, not the curve's end: its y
    /// gets the fewest decimals within budget / 2, as an inner stop's.
    var freeEnd = false
    /// The first stop's y was measured (a recording's first frame), not written: it gets the
    /// fewest decimals within budget / 2, as an inner stop's.
    var freeStart = false

    struct Result {
        var polyline: LinearPolyline
        var css: String
    }

    func round(isCancelled: () -> Bool) throws(CurveError) -> Result {
        let n = original.count
        var current = original
        var numbers = [String](repeating: "", count: n)
        var percents = [String](repeating: "", count: n)
        numbers[0] = roundEnd(0, in: &current)
        percents[0] = TextFormat.exactPercent(original.xs[0])
        if n > 1 {
            numbers[n - 1] = roundEnd(n - 1, in: &current)
            percents[n - 1] = TextFormat.exactPercent(original.xs[n - 1])
        }
        if n > 2 {
            for index in 1..<(n - 1) {
                if index % 64 == 0, isCancelled() { throw CurveError.cancelled }
                let (number, percent) = roundStop(index, in: &current)
                numbers[index] = number
                percents[index] = percent
            }
        }
        return Result(polyline: current, css: Self.css(numbers: numbers, percents: percents, xs: current.xs))
    }

    /// The y of the first or last stop, exact — except floating-point noise: a y within
    /// `endNoise` of a whole number, or one ulp from a decimal of at most `noiseDecimals`
    /// places (and within budget / 2 either way), is written as that number, so back-out's
    /// y(0) = 1 − c3 + c1 = 2.2e-16 becomes 0 and a spring's y(1) = 0.9990000000000001
    /// becomes 0.999. Stored in `current`.
    private func roundEnd(_ index: Int, in current: inout LinearPolyline) -> String {
        let y = original.ys[index], whole = y.rounded()
        if freeEnd && index == original.count - 1 || freeStart && index == 0, let text = TextFormat.fewestDecimals(y, within: budget / 2) {
            current.ys[index] = text.value
            return text.text
        }
        if y != whole, abs(y - whole) <= min(Self.endNoise, budget / 2), let text = TextFormat.rounded(whole, decimals: 0) {
            current.ys[index] = text.value
            return text.text
        }
        for decimals in 1...Self.noiseDecimals {
            if let text = TextFormat.rounded(y, decimals: decimals), text.value != y,
                text.value == y.nextUp || text.value == y.nextDown, (text.value - y).magnitude <= budget / 2
            {
                current.ys[index] = text.value
                return text.text
            }
        }
        return TextFormat.exact(y)
    }

    /// How close to a whole number an end stop's y must be to count as that number.
    static let endNoise = 1e-12
    /// An end stop's y one ulp from a decimal with at most this many places is that decimal.
    static let noiseDecimals = 6

    /// Chooses the texts of stop `index` and stores their values in `current`.
    private func roundStop(_ index: Int, in current: inout LinearPolyline) -> (String, String) {
        let x = original.xs[index], y = original.ys[index]
        let fixedX = original.xs[index - 1] == x || original.xs[index + 1] == x
        // Candidates as (integer, decimals, value); texts are made only for the one kept.
        var ys: [(integer: Int64, decimals: Int, value: Double)] = []
        for decimals in 0...15 {
            if let candidate = TextFormat.scaled(y, decimals: decimals) {
                ys.append((candidate.integer, decimals, candidate.value))
            }
        }
        // Percentages: the fraction to decimals + 2 places.
        var xs: [(integer: Int64, decimals: Int, value: Double)] = []
        if !fixedX {
            for decimals in 0...13 {
                if let candidate = TextFormat.scaled(x, decimals: decimals + 2) {
                    xs.append((candidate.integer, decimals, candidate.value))
                }
            }
        }
        let xCount = fixedX ? 1 : xs.count
        if budget > 0, !ys.isEmpty, xCount > 0 {
            for total in 0..<(ys.count + xCount - 1) {
                for yIndex in 0...(total < ys.count - 1 ? total : ys.count - 1) {
                    let xIndex = total - yIndex
                    guard xIndex < xCount else { continue }
                    let candidateX = fixedX ? x : xs[xIndex].value
                    if accepts(index, x: candidateX, y: ys[yIndex].value, fixedX: fixedX, current: &current) {
                        let number = TextFormat.text(ys[yIndex].integer, decimals: ys[yIndex].decimals)
                        let percent =
                            fixedX
                            ? TextFormat.exactPercent(x)
                            : TextFormat.text(xs[xIndex].integer, decimals: xs[xIndex].decimals)
                        return (number, percent)
                    }
                }
            }
        }
        current.xs[index] = x
        current.ys[index] = y
        return (TextFormat.exact(y), TextFormat.exactPercent(x))
    }

    /// Whether stop `index` at (x, y) keeps the change within budget; leaves it in `current`.
    private func accepts(
        _ index: Int, x: Double, y: Double, fixedX: Bool, current: inout LinearPolyline
    ) -> Bool {
        let previous = current.xs[index - 1], next = original.xs[index + 1]
        if fixedX {
            guard x >= previous, x <= next else { return false }
        } else {
            guard x > previous, x < next else { return false }
        }
        current.xs[index] = x
        current.ys[index] = y
        // Only stops index − 2 ... index + 1 matter for points in this stretch.
        let lo = index >= 2 ? index - 2 : 0, hi = index + 1
        let nextIsRoundedLater = index + 1 < original.count - 1
        let half = nextIsRoundedLater ? budget / 2 : budget
        let own = original.xs[index]
        for point in [original.xs[index - 1], previous, own, x, next] {
            let limit = point == own || point == x ? half : budget
            for left in [false, true] {
                let change = Self.local(current, lo, hi, point, left) - Self.local(original, lo, hi, point, left)
                if !(change.magnitude <= limit) { return false }
            }
        }
        return true
    }

    /// The polyline's value at x (CSS semantics, or the left limit) using stops lo ... hi only.
    @inline(__always)
    private static func local(_ polyline: LinearPolyline, _ lo: Int, _ hi: Int, _ x: Double, _ left: Bool) -> Double {
        var segment = lo
        var k = lo + 1
        while k < hi, left ? polyline.xs[k] < x : polyline.xs[k] <= x {
            segment = k
            k += 1
        }
        return polyline.segmentValue(segment, at: x)
    }

    /// `linear(…)`, leaving out every percentage CSS would infer: the first (0%) and last
    /// (100%) and the inner stops of each run of evenly spaced inputs (exact decimal test).
    static func css(numbers: [String], percents: [String], xs: [Double]) -> String {
        let n = numbers.count
        var shown = [Bool](repeating: true, count: n)
        if n > 0, xs[0] == 0 { shown[0] = false }
        if n > 1, xs[n - 1] == 1 { shown[n - 1] = false }
        // A run a ... b of equal steps between shown anchors: a + 1 ... b − 1 are inferred.
        let values: [Decimal?] = percents.map { text in
            text.count > 30 ? nil : Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
        }
        var anchor = 0
        while anchor < n - 1 {
            guard let start = values[anchor], let second = values[anchor + 1] else {
                anchor += 1
                continue
            }
            let step = second - start
            var end = anchor + 1
            while end + 1 < n, let following = values[end + 1], let current = values[end],
                following - current == step
            {
                end += 1
            }
            if end >= anchor + 2 {
                for inner in (anchor + 1)..<end { shown[inner] = false }
            }
            anchor = end
        }
        // Only the first stop may go without a percentage at the start and only the last at
        // the end; an inner stop's percentage may go only between two shown or implied ones,
        // which the runs guarantee (their ends stay shown, or are the implied 0% / 100%).
        var items: [String] = []
        for index in 0..<n {
            items.append(shown[index] ? "\(numbers[index]) \(percents[index])%" : numbers[index])
        }
        return "linear(\(items.joined(separator: ", ")))"
    }
}
