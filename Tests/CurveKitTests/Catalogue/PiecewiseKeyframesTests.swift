import TestExpectations
import Testing

@testable import CurveKit

/// Penner's polynomial in-outs, `linear()`, sampled data and SKBounceAnimation's oscillation as
/// keyframes of timing Béziers: each keyframe's Bézier evaluated by the plain reference
/// (bisection, ``ReferenceBezier``) and scaled between its keys, against Penner's original
/// ActionScript and against each curve's own function.
@Suite("Curve.bezierKeyframes: polynomial in-outs, linear(), data and oscillation as keyframes")
struct PiecewiseKeyframesTests {
    static func expectSame(_ keyframes: Keyframes, _ curve: (Double) -> Double, _ name: String, tolerance: Double = 1e-12) {
        for index in 0...4000 {
            let x = Double(index) / 4000
            expectClose(BezierKeyframesTests.referenceValue(keyframes, at: x), curve(x), absolute: tolerance, "\(name) at x = \(x)")
        }
    }

    @Test(arguments: [
        ("quad-in-out", "easeInOutQuad"), ("cubic-in-out", "easeInOutCubic"), ("back-in-out", "easeInOutBack"),
    ])
    func polynomialInOutIsItsTwoHalvesExactly(name: String, original: String) throws {
        let penner = try #require(Penner(named: name))
        let keyframes = try #require(Curve.penner(penner).bezierKeyframes)
        let equation = try #require(PennerOriginal.equations[original])
        #expect(keyframes.times == [0, 0.5, 1])
        Self.expectSame(keyframes, { equation($0, 0, 1, 1) }, name)
    }

    @Test func cubicInOutHalvesAreTheCubicBeziers() throws {
        let keyframes = try #require(Curve.penner(Penner(.cubic, .inOut)).bezierKeyframes)
        // y = s³ and y = 1 − (1 − s)³ with x(s) = s: Bernstein coefficients 0, 0, 0, 1 and 0, 1, 1, 1.
        let beziers = keyframes.segments.compactMap { segment -> [Double]? in
            guard case .bezier(let bezier) = segment.curve else { return nil }
            return [bezier.x1, bezier.y1, bezier.x2, bezier.y2]
        }
        let expected: [[Double]] = [[1.0 / 3, 0, 2.0 / 3, 0], [1.0 / 3, 1, 2.0 / 3, 1]]
        #expect(beziers == expected)
    }

    @Test func linearStopsAreStraightKeys() throws {
        let stops = LinearStops(
            stops: [(0, 0), (0.25, 0.4), (0.5, 0.8), (1, 1)], css: "linear(0, 0.4 25%, 0.8 50%, 1)", maxError: 0, maxErrorAt: 0)
        let keyframes = try #require(Curve.linear(stops).bezierKeyframes)
        #expect(keyframes.times == [0, 0.25, 0.5, 1])
        #expect(keyframes.values == [0, 0.4, 0.8, 1])
        // Straight lines between the stops, written out.
        Self.expectSame(keyframes, { x in x < 0.25 ? 1.6 * x : x < 0.5 ? 0.4 + 1.6 * (x - 0.25) : 0.8 + 0.4 * (x - 0.5) }, "linear()")
    }

    @Test func linearStopsWithAJumpHaveNoKeyframes() {
        let stops = LinearStops(
            stops: [(0, 0), (0.5, 0.2), (0.5, 0.8), (1, 1)], css: "linear(0, 0.2 50%, 0.8 50%, 1)", maxError: 0, maxErrorAt: 0)
        #expect(Curve.linear(stops).bezierKeyframes == nil)
    }

    @Test func dataIsItsMonotoneCubicPieceByPiece() throws {
        let times = (0...19).map { Double($0) / 19 }
        let values = times.map { Penner(.cubic, .inOut).value(at: $0) }
        let data = try DataCurve(times: times, values: values, source: "test")
        let keyframes = try #require(Curve.data(data).bezierKeyframes)
        #expect(keyframes.times == times)
        Self.expectSame(keyframes, data.value(at:), "data")
    }

    /// Samples outside [0, 1] (a recording's still frames) are cut at 0 and 1; samples that start
    /// after 0 hold their first value before.
    @Test func dataBeyondTheUnitSpanIsCutAndHeld() throws {
        let cut = try DataCurve(times: [-0.2, 0.1, 0.6, 1.3], values: [0, 0.1, 0.9, 1], source: "test")
        Self.expectSame(try #require(Curve.data(cut).bezierKeyframes), cut.value(at:), "cut", tolerance: 1e-12)
        let held = try DataCurve(times: [0.2, 0.5, 0.7], values: [0.1, 0.1, 0.6], source: "test")
        Self.expectSame(try #require(Curve.data(held).bezierKeyframes), held.value(at:), "held", tolerance: 1e-12)
    }

    @Test(arguments: [(2, false, false, 0.5), (3, true, false, 1.0), (4, false, true, 0.75)])
    func oscillationIsItsFramesJoinedByStraightLines(bounces: Int, overshoot: Bool, shake: Bool, duration: Double) throws {
        let oscillation = try Oscillation(bounces: bounces, stiffness: .medium, overshoot: overshoot, shake: shake, duration: duration)
        let keyframes = try #require(Curve.oscillation(oscillation).bezierKeyframes)
        let frames = oscillation.frameValues(duration: duration)
        #expect(keyframes.values == frames)
        // Frame t at x = t/(n − 1), straight lines between: the interpolation written out.
        let last = Double(frames.count - 1)
        Self.expectSame(
            keyframes,
            { x in
                let position = x * last, index = min(Int(position), frames.count - 2)
                return frames[index] + (frames[index + 1] - frames[index]) * (position - Double(index))
            }, "oscillation")
    }
}
