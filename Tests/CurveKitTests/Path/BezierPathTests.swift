import TestExpectations
import Testing

@testable import CurveKit

/// Paths of cubic segments, against single Béziers evaluated by CubicBezier's own solver (a
/// different algorithm) and against curves split by de Casteljau's construction.
@Suite("BezierPath: cubic segments in the unit box")
struct BezierPathTests {
    static func segment(_ bezier: CubicBezier) -> BezierPath.Segment {
        BezierPath.Segment(x: [0, bezier.x1, bezier.x2, 1], y: [0, bezier.y1, bezier.y2, 1])
    }

    /// de Casteljau at t: the two halves' control points.
    static func split(_ p: [Double], at t: Double) -> ([Double], [Double]) {
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        let a = lerp(p[0], p[1]), b = lerp(p[1], p[2]), c = lerp(p[2], p[3])
        let d = lerp(a, b), e = lerp(b, c), f = lerp(d, e)
        return ([p[0], a, d, f], [f, e, c, p[3]])
    }

    @Test(arguments: [(0.25, 0.1, 0.25, 1.0), (0.42, 0, 0.58, 1), (0.68, -0.55, 0.265, 1.55), (1, 0, 0, 1), (0, 0, 1, 1)])
    func oneSegmentIsTheBezier(x1: Double, y1: Double, x2: Double, y2: Double) throws {
        let bezier = try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        let path = try BezierPath(segments: [Self.segment(bezier)])
        for index in 0...1000 {
            let x = Double(index) / 1000
            expectClose(path.value(at: x), bezier.reproducibleValue(at: x), absolute: 1e-14, "x = \(x)")
        }
    }

    @Test(arguments: [0.1, 0.4, 0.77])
    func aBezierSplitInTwoIsTheSameCurve(at t: Double) throws {
        let bezier = try CubicBezier(x1: 0.3, y1: -0.4, x2: 0.6, y2: 1.3)
        let (x0, x1) = Self.split([0, 0.3, 0.6, 1], at: t)
        let (y0, y1) = Self.split([0, -0.4, 1.3, 1], at: t)
        let path = try BezierPath(segments: [BezierPath.Segment(x: x0, y: y0), BezierPath.Segment(x: x1, y: y1)])
        for index in 0...997 {
            let x = Double(index) / 997
            expectClose(path.value(at: x), bezier.reproducibleValue(at: x), absolute: 1e-13, "x = \(x)")
        }
    }

    @Test func aVerticalSegmentIsAJumpTakenFromTheRight() throws {
        let path = try BezierPath(segments: [
            .line(from: (0, 0), to: (0.5, 0)), .line(from: (0.5, 0), to: (0.5, 1)), .line(from: (0.5, 1), to: (1, 1)),
        ])
        #expect(path.value(at: 0.5.nextDown) == 0)
        #expect(path.value(at: 0.5) == 1)
        #expect(path.value(at: 0.25) == 0 && path.value(at: 0.75) == 1)
        #expect(path.value(at: -3) == 0 && path.value(at: 7) == 1)
        let jumpAtStart = try BezierPath(segments: [.line(from: (0, 0), to: (0, 1)), .line(from: (0, 1), to: (1, 1))])
        #expect(jumpAtStart.value(at: 0) == 1)
    }

    @Test(
        "bad paths are refused with what is accepted",
        arguments: [
            ([BezierPath.Segment(x: [0.1, 0.2, 0.3, 1], y: [0, 0, 1, 1])], "a path starts at x = 0"),
            ([BezierPath.Segment(x: [0, 0.2, 0.3, 0.9], y: [0, 0, 1, 1])], "a path ends at x = 1"),
            ([BezierPath.Segment(x: [0, 0.2, 0.4, 0.8], y: [0, 0, 1, 1])], "a path ends at x = 1"),
            ([BezierPath.Segment(x: [0, 1.5, -0.5, 1], y: [0, 0, 1, 1])], "x decreases in segment 1"),
            ([.line(from: (0, 0), to: (0.5, 0.5)), .line(from: (0.5, 0.6), to: (1, 1))], "segment 2 does not start where segment 1 ends"),
            (
                [.line(from: (0, 0), to: (0.5, 0.5)), .line(from: (0.5, 0.5), to: (0.4, 0.7)), .line(from: (0.4, 0.7), to: (1, 1))],
                "x decreases in segment 2"
            ),
            ([], "a path needs at least one segment"),
        ])
    func badPaths(segments: [BezierPath.Segment], message: String) {
        #expect(throws: CurveError.self) { try BezierPath(segments: segments) }
        do { _ = try BezierPath(segments: segments) } catch { #expect(error.message.hasPrefix(message), "\(error.message)") }
    }

    /// x(t) may pass beyond x3 in its control points and still never decrease.
    @Test func monotoneWithAControlPointBeyondTheEnd() throws {
        let path = try BezierPath(segments: [BezierPath.Segment(x: [0, 1.2, 0.9, 1], y: [0, 0.5, 0.8, 1])])
        var last = -Double.infinity
        for index in 0...500 {
            let y = path.value(at: Double(index) / 500)
            #expect(y.isFinite)
            last = max(last, y)
        }
        #expect(path.value(at: 1) == 1)
    }
}
