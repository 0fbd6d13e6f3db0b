import TestExpectations
import Testing

@testable import CurveKit

/// Piecewise cubic curves as keyframes of timing Béziers: each keyframe's Bézier evaluated by
/// the plain reference (bisection, ``ReferenceBezier``) and scaled between its keys, against
/// Penner's original ActionScript bounce and against the path itself.
@Suite("Curve.bezierKeyframes: piecewise cubics as keyframes of timing Béziers")
struct BezierKeyframesTests {
    /// The keyframes evaluated without CurveKit's solver: find the key span, run its Bézier.
    static func referenceValue(_ keyframes: Keyframes, at x: Double) -> Double {
        let index = max(0, (keyframes.times.lastIndex { $0 <= x } ?? 0).clamped(to: keyframes.segments.count - 1))
        let (t0, t1) = (keyframes.times[index], keyframes.times[index + 1])
        guard case .bezier(let bezier) = keyframes.segments[index].curve else { return .nan }
        let local = ReferenceBezier([bezier.x1, bezier.y1, bezier.x2, bezier.y2]).value((x - t0) / (t1 - t0))
        return keyframes.values[index] + (keyframes.values[index + 1] - keyframes.values[index]) * local
    }

    @Test(arguments: [("bounce-out", "easeOutBounce"), ("bounce-in", "easeInBounce"), ("bounce-in-out", "easeInOutBounce")])
    func bounceIsItsArcsExactly(name: String, original: String) throws {
        let penner = try #require(Penner(named: name))
        let keyframes = try #require(Curve.penner(penner).bezierKeyframes)
        let equation = try #require(PennerOriginal.equations[original])
        for index in 0...4000 {
            let x = Double(index) / 4000
            expectClose(Self.referenceValue(keyframes, at: x), equation(x, 0, 1, 1), absolute: 1e-13, "\(name) at x = \(x)")
        }
    }

    @Test func bounceOutHasAKeyAtEachArcsEndsAndVertex() throws {
        let keyframes = try #require(Curve.penner(Penner(.bounce, .out)).bezierKeyframes)
        #expect(keyframes.values == [0, 1, 0.75, 1, 0.9375, 1, 0.984375, 1])
        let expectedTimes = [0, 1, 1.5, 2, 2.25, 2.5, 2.625, 2.75].map { $0 / 2.75 }
        for (time, expected) in zip(keyframes.times, expectedTimes) { expectClose(time, expected, ulps: 2) }
    }

    @Test func everySegmentIsAValidTimingBezier() throws {
        for penner in [Penner(.bounce, .in), Penner(.bounce, .out), Penner(.bounce, .inOut)] {
            let keyframes = try #require(Curve.penner(penner).bezierKeyframes)
            for segment in keyframes.segments {
                guard case .bezier(let bezier) = segment.curve else {
                    Issue.record("\(penner.name): \(segment.name) is not a Bézier")
                    continue
                }
                #expect((0...1).contains(bezier.x1) && (0...1).contains(bezier.x2))
            }
        }
    }

    @Test func aPathIsItsSegmentsScaled() throws {
        let path = try BezierPath(segments: [
            .init(x: [0, 0.1, 0.2, 0.4], y: [0, 0.5, 0.9, 1.1]),
            .init(x: [0.4, 0.5, 0.7, 1], y: [1.1, 1.2, 0.95, 1]),
        ])
        let keyframes = try #require(Curve.path(path).bezierKeyframes)
        #expect(keyframes.times == [0, 0.4, 1])
        for index in 0...2000 {
            let x = Double(index) / 2000
            expectClose(Self.referenceValue(keyframes, at: x), path.value(at: x), absolute: 1e-12, "x = \(x)")
        }
    }

    /// A segment from the floor back to the floor moves 0 between its keys: no timing curve can
    /// scale it, so it is split where it turns.
    @Test func aPathSegmentWithEqualEndsIsSplitWhereItTurns() throws {
        let path = try BezierPath(segments: [.init(x: [0, 1.0 / 3, 2.0 / 3, 1], y: [0, 1, 1, 0])])
        let keyframes = try #require(Curve.path(path).bezierKeyframes)
        #expect(keyframes.times.count == 3)
        expectClose(keyframes.times[1], 0.5, absolute: 1e-15)
        expectClose(keyframes.values[1], 0.75, absolute: 1e-15)
        for index in 0...2000 {
            let x = Double(index) / 2000
            expectClose(Self.referenceValue(keyframes, at: x), 3 * x * (1 - x), absolute: 1e-12, "x = \(x)")
        }
    }

    @Test func aPathWithAJumpHasNoKeyframes() throws {
        let path = try BezierPath(segments: [
            .line(from: (0, 0), to: (0.5, 0.5)), .line(from: (0.5, 0.5), to: (0.5, 1)), .line(from: (0.5, 1), to: (1, 1)),
        ])
        #expect(Curve.path(path).bezierKeyframes == nil)
    }

    @Test func aCurveThatIsNotPiecewiseCubicHasNone() {
        #expect(Curve.penner(Penner(.elastic, .out)).bezierKeyframes == nil)
        #expect(Curve.bezier(.linear).bezierKeyframes == nil)
    }
}

extension Int {
    fileprivate func clamped(to upper: Int) -> Int { Swift.min(self, upper) }
}
