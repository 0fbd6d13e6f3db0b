import TestExpectations
import Testing

@testable import CurveKit

/// Keyframes paced by cubic Béziers as one path (`Keyframes.bezierPath`): at every x the path's
/// y is the keyframes' formula, vᵢ + (vᵢ₊₁ − vᵢ)·bezierᵢ((x − tᵢ)/(tᵢ₊₁ − tᵢ)), with each timing
/// curve solved by ``ReferenceBezier`` (bisection, written apart from CurveKit's solver).
@Suite("Keyframes as a path of cubic Béziers")
struct KeyframesBezierPathTests {
    /// docs/exact-forms.md's keyframes: 0:0 ease-in 0.4:1 ease-out 0.7:0.8 ease-in-out 1:1.
    static let times = [0, 0.4, 0.7, 1.0]
    static let values = [0, 1, 0.8, 1.0]
    static let timing: [[Double]] = [[0.42, 0, 1, 1], [0, 0, 0.58, 1], [0.42, 0, 0.58, 1]]

    static func reference(_ x: Double, times: [Double], values: [Double], timing: [[Double]?]) -> Double {
        let i = (0..<(times.count - 1)).last { times[$0] <= x } ?? 0
        let local = (x - times[i]) / (times[i + 1] - times[i])
        let eased = timing[i].map { ReferenceBezier($0).value(local) } ?? local
        return values[i] + (values[i + 1] - values[i]) * eased
    }

    static func keyframes(_ timing: [[Double]?]) throws -> Keyframes {
        try Keyframes(
            times: times, values: values,
            segments: timing.map { points in
                Keyframes.Segment(
                    name: "s", curve: .bezier(try points.map { try CubicBezier(x1: $0[0], y1: $0[1], x2: $0[2], y2: $0[3]) } ?? .linear))
            })
    }

    @Test("the path is the keyframes' formula at every x, within 1e-9")
    func pathIsTheKeyframes() throws {
        let path = try #require(try Self.keyframes(Self.timing).bezierPath)
        #expect(path.segments.count == 3)
        for k in 0...2000 {
            let x = Double(k) / 2000
            let expected = Self.reference(x, times: Self.times, values: Self.values, timing: Self.timing)
            #expect(abs(path.value(at: x) - expected) <= 1e-9, "x = \(x): \(path.value(at: x)) against \(expected)")
        }
    }

    @Test("a linear segment becomes a straight segment of the path")
    func linearSegmentIsStraight() throws {
        let timing: [[Double]?] = [nil, [0, 0, 0.58, 1], nil]
        let path = try #require(try Self.keyframes(timing).bezierPath)
        #expect(path.segments.map(\.isStraight) == [true, false, true])
        for k in 0...200 {
            let x = Double(k) / 200
            #expect(abs(path.value(at: x) - Self.reference(x, times: Self.times, values: Self.values, timing: timing)) <= 1e-9)
        }
    }

    @Test("keyframes with a segment that is no cubic Bézier have no path")
    func elasticSegmentHasNoPath() throws {
        let keyframes = try Keyframes(
            times: [0, 0.5, 1], values: [0, 0.5, 1],
            segments: [
                .init(name: "elastic-out", curve: .penner(Penner(.elastic, .out))), .init(name: "linear", curve: .bezier(.linear)),
            ])
        #expect(keyframes.bezierPath == nil)
    }
}
