/// A curve given by samples (tᵢ, yᵢ), interpolated with a monotone cubic (Fritsch–Carlson):
/// between two samples the curve never leaves the range of their values, so it invents no
/// overshoot, and where the data are monotone so is the curve. Inputs outside the samples'
/// range take the nearest end value.
///
/// Accuracy: the interpolant reproduces every sample exactly and is C¹; between samples it
/// matches a smooth function to O(h³) (h = sample spacing) inside, O(h²) in the first and
/// last intervals (whose end slopes are one-sided), and straight-line data exactly. Between
/// two equal samples it is exactly constant.
public struct DataCurve: Sendable, Equatable {
    /// The samples' inputs tᵢ, strictly increasing.
    public let times: [Double]
    /// The samples' values yᵢ.
    public let values: [Double]
    /// Where the samples came from (a file name, or the curve that was frozen), for display.
    public let source: String
    /// What the analysis of a recorded motion found, when the samples are one (`times` are
    /// then x = seconds from the motion's start / its duration, a few still frames outside
    /// [0, 1] included, and `values` its progress).
    public let recording: RecordingSummary?
    let slopes: [Double]

    /// The most samples a data curve holds.
    public static let maximumSamples = 1_000_001

    /// A curve through the samples; throws ``CurveError`` when the counts differ, there are fewer
    /// than two samples or more than ``maximumSamples``, a number is not finite, or the times do
    /// not increase.
    public init(times: [Double], values: [Double], source: String, recording: RecordingSummary? = nil) throws(CurveError) {
        guard times.count == values.count else {
            throw CurveError("each t needs one y (\(times.count) times, \(values.count) values)", parameter: "values")
        }
        guard times.count >= 2 else { throw CurveError("data need at least two samples (got \(times.count))", parameter: "times") }
        guard times.count <= Self.maximumSamples else {
            throw CurveError("data can have at most \(Self.maximumSamples) samples (got \(times.count))", parameter: "times")
        }
        guard times.allSatisfy(\.isFinite) else { throw CurveError("samples must be finite numbers", parameter: "times") }
        guard values.allSatisfy(\.isFinite) else { throw CurveError("samples must be finite numbers", parameter: "values") }
        for index in 1..<times.count where !(times[index] > times[index - 1]) {
            throw CurveError(
                "t must increase: \(TextFormat.shortest(times[index])) follows \(TextFormat.shortest(times[index - 1])) (sample \(index + 1))",
                parameter: "times")
        }
        self.times = times
        self.values = values
        self.source = source
        self.recording = recording
        slopes = Self.monotoneSlopes(times: times, values: values)
        if let index = slopes.firstIndex(where: { !$0.isFinite }) {
            throw CurveError(
                "the samples are too extreme to interpolate: the slope at sample \(index + 1) is not a finite number", parameter: "values")
        }
    }

    public static func == (a: DataCurve, b: DataCurve) -> Bool {
        a.times == b.times && a.values == b.values && a.source == b.source && a.recording == b.recording
    }

    /// The interpolant at `x` (the end values outside the samples' range; NaN for NaN).
    public func value(at x: Double) -> Double {
        if x.isNaN { return x }
        if x <= times[0] { return values[0] }
        if x >= times[times.count - 1] { return values[values.count - 1] }
        var low = 0, high = times.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if times[middle] <= x { low = middle } else { high = middle }
        }
        let h = times[high] - times[low]
        let s = (x - times[low]) / h
        // Cubic Hermite basis on [0, 1].
        let s2 = s * s, s3 = s2 * s
        let h10 = s3 - 2 * s2 + s
        let h01 = -2 * s3 + 3 * s2
        let h11 = s3 - s2
        // v_low + Δv·h01 (rather than h00·v_low + h01·v_high) is exact when Δv = 0; the clamp
        // keeps rounding inside the neighbours' range, where the exact interpolant stays.
        let (first, second) = (values[low], values[high])
        let fromValues: Double = first + (second - first) * h01
        let fromSlopes: Double = h * (h10 * slopes[low] + h11 * slopes[high])
        return min(max(fromValues + fromSlopes, min(first, second)), max(first, second))
    }

    /// Fritsch–Carlson tangents: the three-point average, set to zero at local extrema and
    /// scaled down where it would overshoot (α² + β² ≤ 9).
    static func monotoneSlopes(times: [Double], values: [Double]) -> [Double] {
        let n = times.count
        var secants = [Double](repeating: 0, count: n - 1)
        for index in 0..<(n - 1) {
            let rise: Double = values[index + 1] - values[index]
            let run: Double = times[index + 1] - times[index]
            secants[index] = rise / run
        }
        var slopes = [Double](repeating: 0, count: n)
        slopes[0] = secants[0]
        slopes[n - 1] = secants[n - 2]
        for index in 1..<(n - 1) {
            let (before, after) = (secants[index - 1], secants[index])
            slopes[index] = before * after <= 0 ? 0 : (before + after) / 2
        }
        for index in 0..<(n - 1) {
            if secants[index] == 0 {
                slopes[index] = 0
                slopes[index + 1] = 0
                continue
            }
            let alpha: Double = slopes[index] / secants[index]
            let beta: Double = slopes[index + 1] / secants[index]
            let squares: Double = alpha * alpha + beta * beta
            if squares > 9 {
                let tau: Double = 3 / squares.squareRoot()
                let secant: Double = secants[index]
                slopes[index] = tau * alpha * secant
                slopes[index + 1] = tau * beta * secant
            }
        }
        return slopes
    }
}
