/// A piecewise curve as CAKeyframeAnimation builds one from `values`, `keyTimes` and
/// `timingFunctions`: at key time tᵢ the value is vᵢ, and between tᵢ and tᵢ₊₁ the value
/// moves from vᵢ to vᵢ₊₁ paced by the segment's own curve:
///
/// ```
/// y(x) = vᵢ + (vᵢ₊₁ − vᵢ) · curveᵢ((x − tᵢ) / (tᵢ₊₁ − tᵢ))   for tᵢ ≤ x ≤ tᵢ₊₁
/// ```
///
/// Key times start at 0, end at 1 and strictly increase. Every key value is hit exactly at
/// its key time. Inputs outside [0, 1] are clamped.
public struct Keyframes: Sendable, Equatable {
    /// A segment's pacing curve and the name it was given by (for display and saving).
    public struct Segment: Sendable, Equatable {
        /// The name the segment's curve was given by (`ease`, `bounce-out`, a session's curve).
        public let name: String
        /// The curve that paces the segment, run over its own [0, 1].
        public let curve: Curve

        /// A segment paced by `curve`, shown and saved as `name`.
        public init(name: String, curve: Curve) {
            self.name = name
            self.curve = curve
        }
    }

    /// The key times t₀ = 0 < t₁ < … < tₙ = 1, in input progress.
    public let times: [Double]
    /// The key values vᵢ, one per key time, in output progress.
    public let values: [Double]
    /// The pacing of each span between two key times: one fewer than the key times.
    public let segments: [Segment]

    /// The most key times a keyframes curve takes.
    public static let maximumKeys = 10_000

    /// Keyframes from key times, key values and one segment per span; throws ``CurveError`` naming
    /// the member at fault when the times do not start at 0, end at 1 and increase, when a count
    /// does not match, or when a number is not finite.
    public init(times: [Double], values: [Double], segments: [Segment]) throws(CurveError) {
        guard times.count >= 2 else { throw CurveError("keyframes need at least two key times (0 and 1)", parameter: "times") }
        guard times.count <= Self.maximumKeys else {
            throw CurveError("keyframes can have at most \(Self.maximumKeys) key times (got \(times.count))", parameter: "times")
        }
        guard values.count == times.count else {
            throw CurveError(
                "keyframes need one value per key time and one curve between each two "
                    + "(\(times.count) key times, \(values.count) values)", parameter: "values")
        }
        guard segments.count == times.count - 1 else {
            throw CurveError(
                "keyframes need one value per key time and one curve between each two "
                    + "(\(times.count) key times, \(segments.count) curves)", parameter: "curves")
        }
        guard times.allSatisfy(\.isFinite) else { throw CurveError("key times and values must be finite numbers", parameter: "times") }
        guard values.allSatisfy(\.isFinite) else { throw CurveError("key times and values must be finite numbers", parameter: "values") }
        guard times.first == 0, times.last == 1 else {
            throw CurveError(
                "key times must start at 0 and end at 1 (got \(TextFormat.shortest(times[0])) … \(TextFormat.shortest(times[times.count - 1])))",
                parameter: "times")
        }
        for index in 1..<times.count where !(times[index] > times[index - 1]) {
            throw CurveError(
                "key times must strictly increase: \(TextFormat.shortest(times[index])) follows \(TextFormat.shortest(times[index - 1])) (key \(index + 1))",
                parameter: "times")
        }
        self.times = times
        self.values = values
        self.segments = segments
    }

    /// y at input progress `input`, clamped to [0, 1]: the segment's curve between its two key values.
    public func value(at input: Double) -> Double {
        value(at: input) { curve, local in curve.value(at: local) }
    }

    /// ``value(at:)`` with every segment's curve evaluated through
    /// ``Curve/reproducibleValue(at:)``: the same bits whatever was evaluated before.
    public func reproducibleValue(at input: Double) -> Double {
        value(at: input) { curve, local in curve.reproducibleValue(at: local) }
    }

    private func value(at input: Double, segmentValue: (Curve, Double) -> Double) -> Double {
        let x = min(max(input, 0), 1)
        let index = segmentIndex(containing: x)
        let start = times[index], end = times[index + 1]
        if x == start { return values[index] }
        if x == end { return values[index + 1] }
        let local = (x - start) / (end - start)
        let progress = segmentValue(segments[index].curve, local)
        return values[index] + (values[index + 1] - values[index]) * progress
    }

    /// The i with tᵢ ≤ x < tᵢ₊₁ (the last segment for x = 1), by binary search.
    func segmentIndex(containing x: Double) -> Int {
        var low = 0, high = times.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if times[middle] <= x { low = middle } else { high = middle }
        }
        return low
    }
}
