import TestExpectations
import Testing

@testable import CurveKit

// Keyframes as CAKeyframeAnimation defines them (values, keyTimes, timingFunctions): the
// value at each key time is that key's value; in between, the segment's timing function
// paces the move from one value to the next. References: straight-line interpolation for
// `linear` segments, and for eased segments a cubic Bézier solved here by plain bisection
// (no CurveKit code), so the check is independent of CubicBezier's solver.

@Suite("Keyframes")
struct KeyframesTests {
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Curve {
        .bezier(try! CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))
    }

    static let linear = Keyframes.Segment(name: "linear", curve: bezier(0, 0, 1, 1))
    /// Core Animation's kCAMediaTimingFunctionEaseIn: cubic Bézier (0.42, 0, 1, 1).
    static let easeIn = Keyframes.Segment(name: "ease-in", curve: bezier(0.42, 0, 1, 1))
    /// kCAMediaTimingFunctionEaseOut: (0, 0, 0.58, 1).
    static let easeOut = Keyframes.Segment(name: "ease-out", curve: bezier(0, 0, 0.58, 1))

    /// y of the cubic Bézier (x1, y1, x2, y2) at input x, solving x(t) = x by 200 bisection
    /// steps (x(t) is increasing because x1, x2 ∈ [0, 1]).
    static func referenceBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func coordinate(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if coordinate(x1, x2, middle) < x { low = middle } else { high = middle }
        }
        return coordinate(y1, y2, (low + high) / 2)
    }

    static func keyframes(_ times: [Double], _ values: [Double], _ segments: [Keyframes.Segment]) -> Keyframes {
        do {
            return try Keyframes(times: times, values: values, segments: segments)
        } catch {
            Issue.record("keyframes rejected: \(error)")
            return try! Keyframes(times: [0, 1], values: [0, 1], segments: [linear])
        }
    }

    // MARK: The bouncing ball

    /// The bouncing ball of Apple's Core Animation Programming Guide style: the ball falls
    /// from y = 32 to the floor at y = 268 and bounces three times, lower each time, with
    /// y mapped to (y − 32)/236 so the fall runs from 0 to 1. Falls speed up (ease-in),
    /// rises slow down (ease-out).
    static let ballTimes: [Double] = [0, 0.3, 0.5, 0.7, 0.8, 0.9, 0.95, 1]
    static let ballHeights: [Double] = [32, 268, 140, 268, 220, 268, 250, 268]
    static let ballValues = ballHeights.map { ($0 - 32) / 236 }
    static let ballSegments = [easeIn, easeOut, easeIn, easeOut, easeIn, easeOut, easeIn]
    static let ball = keyframes(ballTimes, ballValues, ballSegments)

    /// At each key time the ball is exactly at its key value.
    @Test func ballIsAtEachKeyValueAtItsKeyTime() {
        for (time, value) in zip(Self.ballTimes, Self.ballValues) {
            #expect(Self.ball.value(at: time) == value, "t = \(time)")
        }
        #expect(Self.ball.value(at: 0) == 0)
        #expect(Self.ball.value(at: 0.3) == 1)
        #expect(Self.ball.value(at: 1) == 1)
    }

    /// Between two keys the ball moves monotonically from one key value to the next: down
    /// to the floor on the falls, up on the rises, never beyond either value.
    @Test func ballMovesMonotonicallyBetweenKeys() {
        for index in 0..<(Self.ballTimes.count - 1) {
            let (t0, t1) = (Self.ballTimes[index], Self.ballTimes[index + 1])
            let (v0, v1) = (Self.ballValues[index], Self.ballValues[index + 1])
            let direction = v1 > v0 ? 1.0 : -1.0
            var previous = v0
            for k in 0...500 {
                let y = Self.ball.value(at: t0 + (t1 - t0) * Double(k) / 500)
                #expect((y - previous) * direction >= 0, "segment \(index + 1), step \(k)")
                #expect(y >= min(v0, v1) && y <= max(v0, v1), "segment \(index + 1), step \(k): \(y)")
                previous = y
            }
            #expect(previous == v1)
        }
    }

    /// Inside each segment the value is vᵢ + (vᵢ₊₁ − vᵢ)·bezier((x − tᵢ)/(tᵢ₊₁ − tᵢ)) with the
    /// segment's ease-in or ease-out, checked against the bisection Bézier to 1e-12.
    @Test func ballSegmentsArePacedByTheirTimingFunctions() {
        for index in 0..<(Self.ballTimes.count - 1) {
            let (t0, t1) = (Self.ballTimes[index], Self.ballTimes[index + 1])
            let (v0, v1) = (Self.ballValues[index], Self.ballValues[index + 1])
            let falling = index % 2 == 0
            for k in 1..<20 {
                let local = Double(k) / 20
                let x = t0 + (t1 - t0) * local
                let paced =
                    falling
                    ? Self.referenceBezier(0.42, 0, 1, 1, at: (x - t0) / (t1 - t0))
                    : Self.referenceBezier(0, 0, 0.58, 1, at: (x - t0) / (t1 - t0))
                let expected = v0 + (v1 - v0) * paced
                expectClose(Self.ball.value(at: x), expected, absolute: 1e-12, "segment \(index + 1) at \(x)")
            }
        }
    }

    /// Falls accelerate into the floor: on each fall the ball covers less than half the drop
    /// in the first half of the segment (ease-in), and more than half on each rise (ease-out).
    @Test func fallsAccelerateAndRisesDecelerate() {
        for index in 0..<(Self.ballTimes.count - 1) {
            let (t0, t1) = (Self.ballTimes[index], Self.ballTimes[index + 1])
            let (v0, v1) = (Self.ballValues[index], Self.ballValues[index + 1])
            let halfway = (Self.ball.value(at: (t0 + t1) / 2) - v0) / (v1 - v0)
            if index % 2 == 0 { #expect(halfway < 0.5) } else { #expect(halfway > 0.5) }
        }
    }

    // MARK: General behaviour

    /// With `linear` segments (the Bézier (0, 0, 1, 1)) keyframes are straight-line
    /// interpolation between the keys, to 1e-14.
    @Test func linearSegmentsInterpolateInStraightLines() {
        let times = [0, 0.2, 0.55, 0.6, 1]
        let values = [0, 0.7, 0.1, -0.4, 1]
        let curve = Self.keyframes(times, values, Array(repeating: Self.linear, count: 4))
        for k in 0...1000 {
            let x = Double(k) / 1000
            let index = (0..<4).last { times[$0] <= x }!
            let expected = values[index] + (values[index + 1] - values[index]) * (x - times[index]) / (times[index + 1] - times[index])
            expectClose(curve.value(at: x), expected, absolute: 1e-14, "x = \(x)")
        }
    }

    /// Every key value is hit exactly at its key time even when a segment's own curve does
    /// not end at 1 (a second-order response still ringing) or overshoots (elastic, back).
    @Test func keyValuesAreHitExactlyWhateverTheSegmentCurves() throws {
        let ringing = Curve.secondOrder(try SecondOrderResponse(damping: 0.1, frequency: 10))
        let segments = [
            Keyframes.Segment(name: "ringing", curve: ringing),
            Keyframes.Segment(name: "elastic-out", curve: .penner(Penner(.elastic, .out))),
            Keyframes.Segment(name: "back-in", curve: .penner(Penner(.back, .in))),
            Keyframes.Segment(name: "steps", curve: .steps(try Steps(count: 3, position: .jumpBoth))),
        ]
        let times = [0, 0.1, 0.35, 0.6000000000000001, 1]
        let values = [0.3, -2.5, 1e-7, 3.14159, 0.9]
        let curve = Self.keyframes(times, values, segments)
        for (time, value) in zip(times, values) {
            #expect(curve.value(at: time) == value, "t = \(time)")
        }
    }

    /// Keys may hold any values: they need not start at 0 or end at 1.
    @Test func valuesNeedNotRunFromZeroToOne() {
        let curve = Self.keyframes([0, 1], [5, -3], [Self.linear])
        #expect(curve.value(at: 0) == 5)
        #expect(curve.value(at: 0.5) == 1)
        #expect(curve.value(at: 1) == -3)
    }

    /// Inputs outside [0, 1] are clamped to the first and last key values.
    @Test func clampsInputs() {
        #expect(Self.ball.value(at: -1) == 0)
        #expect(Self.ball.value(at: 2) == 1)
    }

    // MARK: Errors

    /// Key times must start at 0 and end at 1; the message says so and shows the range given.
    @Test(arguments: [([0.1, 0.5, 1.0], "0.1 … 1"), ([0, 0.5, 0.9], "0 … 0.9"), ([-0.5, 0.5, 1], "-0.5 … 1"), ([0, 0.5, 2], "0 … 2")])
    func rejectsKeyTimesNotFromZeroToOne(times: [Double], shown: String) {
        let error = #expect(throws: CurveError.self) {
            try Keyframes(times: times, values: [0, 0.5, 1], segments: [Self.linear, Self.linear])
        }
        let message = error?.message ?? ""
        #expect(message.contains("start at 0 and end at 1"), "\(message)")
        #expect(message.contains(shown), "\(message)")
    }

    /// Key times must strictly increase; the message names the offending key (1-based) and
    /// the two times.
    @Test(arguments: [
        ([0, 0.5, 0.5, 1.0], "0.5 follows 0.5 (key 3)"), ([0, 0.6, 0.4, 1], "0.4 follows 0.6 (key 3)"),
        ([0, 0.2, 0.7, 0.7, 1], "0.7 follows 0.7 (key 4)"), ([0, 0, 0.5, 1], "0 follows 0 (key 2)"),
    ])
    func rejectsKeyTimesThatDoNotStrictlyIncrease(times: [Double], named: String) {
        let error = #expect(throws: CurveError.self) {
            try Keyframes(
                times: times, values: Array(repeating: 0, count: times.count),
                segments: Array(repeating: Self.linear, count: times.count - 1))
        }
        let message = error?.message ?? ""
        #expect(message.contains("strictly increase"), "\(message)")
        #expect(message.contains(named), "\(message)")
    }

    /// One value per key time and one segment between each two: any other counts are
    /// rejected.
    @Test(arguments: [(2, 2), (4, 2), (3, 1), (3, 3), (3, 0)])
    func rejectsMismatchedCounts(values: Int, segments: Int) {
        let error = #expect(throws: CurveError.self) {
            try Keyframes(
                times: [0, 0.5, 1], values: Array(repeating: 0, count: values),
                segments: Array(repeating: Self.linear, count: segments))
        }
        #expect(error?.message.contains("one value per key time and one curve between each two") == true, "\(error?.message ?? "")")
    }

    /// The counts the mismatched-count test departs from (three times, three values, two
    /// segments) are valid, so that test exercises the counts and nothing else.
    @Test func threeTimesThreeValuesTwoSegmentsIsValid() throws {
        _ = try Keyframes(times: [0, 0.5, 1], values: [0, 0, 0], segments: [Self.linear, Self.linear])
    }

    /// A single key time (or none) cannot span [0, 1].
    @Test(arguments: [[Double](), [0.0], [1.0]])
    func rejectsFewerThanTwoKeys(times: [Double]) {
        let error = #expect(throws: CurveError.self) {
            try Keyframes(times: times, values: times, segments: [])
        }
        #expect(error?.message.contains("at least two") == true, "\(error?.message ?? "")")
    }

    /// NaN or infinite times or values are rejected.
    @Test(arguments: [([0, Double.nan, 1], [0, 0.5, 1]), ([0, 0.5, 1], [0, Double.infinity, 1]), ([0, 0.5, 1], [Double.nan, 0.5, 1])])
    func rejectsNonFiniteNumbers(times: [Double], values: [Double]) {
        let error = #expect(throws: CurveError.self) {
            try Keyframes(times: times, values: values, segments: [Self.linear, Self.linear])
        }
        #expect(error?.message.contains("finite") == true, "\(error?.message ?? "")")
    }
}
