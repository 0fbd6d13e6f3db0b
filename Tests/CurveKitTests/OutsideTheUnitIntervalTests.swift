import TestExpectations
import Testing

@testable import CurveKit

/// Inputs outside [0, 1]. The kinds CSS defines continue as CSS Easing Level 2 says; the others
/// hold their end values. References: the spec's rules written out here (css-easing-2,
/// "Output of a cubic bézier easing function", the linear() and step algorithms) and the
/// expectations of Chromium's ui/gfx/geometry/cubic_bezier_unittest.cc (tests InputOutOfRange
/// and UnclampedYValues).
@Suite("x outside [0, 1]")
struct OutsideTheUnitIntervalTests {
    /// CSS Easing 2: before 0, the line through P0 and P1 if x1 > 0, else through P0 and P2 if
    /// x2 > 0, else 0; after 1, the line through P2 and P3 if x2 < 1, else through P1 and P3
    /// if x1 < 1, else 1.
    static func specExtension(_ p: (Double, Double, Double, Double), at x: Double) -> Double {
        let (x1, y1, x2, y2) = p
        if x < 0 {
            if x1 > 0 { return y1 / x1 * x }
            if x2 > 0 { return y2 / x2 * x }
            return 0
        }
        if x2 < 1 { return 1 + (y2 - 1) / (x2 - 1) * (x - 1) }
        if x1 < 1 { return 1 + (y1 - 1) / (x1 - 1) * (x - 1) }
        return 1
    }

    @Test(
        "Béziers follow the spec's tangent lines",
        arguments: [
            (0.25, 0.1, 0.25, 1.0), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.68, -0.6, 0.32, 1.6), (1, 0, 0.75, 1),
            (0, 0.5, 0.3, 1.2), (0.5, 0, 1, 0.5), (0, 0, 0, 0), (1, 1, 1, 1), (0, 1, 1, 0),
        ] as [(Double, Double, Double, Double)])
    func bezierTangents(points: (Double, Double, Double, Double)) throws {
        let curve = try CubicBezier(x1: points.0, y1: points.1, x2: points.2, y2: points.3)
        for x in [-1e6, -3, -1, -0.25, -1e-9, 1 + 1e-9, 1.25, 2, 7, 1e6] {
            let expected = Self.specExtension(points, at: x)
            expectClose(curve.value(at: x), expected, absolute: 1e-12, relative: 1e-12, "\(points) at \(x)")
            #expect(curve.value(at: x) == Curve.bezier(curve).value(at: x))
        }
    }

    /// Chromium's InputOutOfRange, where Chromium and the spec agree.
    @Test("Chromium's InputOutOfRange expectations")
    func chromiumInputOutOfRange() throws {
        let cases: [((Double, Double, Double, Double), Double, Double)] = [
            ((0.5, 1.0, 0.5, 1.0), -1.0, -2.0), ((0.5, 1.0, 0.5, 1.0), 2.0, 1.0),  // simple
            ((0.5, 1.0, 0.5, 1.0), 0.0, 0.0), ((0.5, 1.0, 0.5, 1.0), 1.0, 1.0),  // at_edge_of_range
            ((0.0, 0.0, 1.0, 1.0), -1.0, -1.0), ((0.0, 0.0, 1.0, 1.0), 2.0, 2.0),  // coincident_endpoints
            ((0.0, 1.0, 1.0, 0.0), -1.0, 0.0), ((0.0, 1.0, 1.0, 0.0), 2.0, 1.0),  // vertical_gradient
            ((0.1, 0.2, 0.8, 0.8), -1.0, -2.0), ((0.1, 0.2, 0.8, 0.8), 2.0, 2.0),  // distinct_endpoints
            ((0.0, 0.0, 0.5, 1.0), -1.0, -2.0), ((0.0, 0.0, 0.5, 1.0), 2.0, 1.0),  // coincident_leading_endpoint
            ((1.0, 0.5, 1.0, 1.0), -1.0, -0.5), ((1.0, 0.5, 1.0, 1.0), 2.0, 1.0),  // coincident_trailing_endpoint
            ((0.5, 0.0, 1.0, 0.5), -1.0, 0.0),  // vertical_trailing_gradient, before 0
        ]
        for (p, x, expected) in cases {
            let curve = try CubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
            expectClose(curve.value(at: x), expected, absolute: 1e-15, "\(p) at \(x)")
        }
    }

    /// Where Chromium departs from the spec (platforms.md §1.5), `curves` follows the spec:
    /// vertical_trailing_gradient (0.5, 0, 1, 0.5) at 2 is 3 by the spec (line through P1 and
    /// P3), 1 in Chromium; all_zeros (0, 0, 0, 0) at −1 is 0 by the spec, −1 in Chromium;
    /// all_ones (1, 1, 1, 1) at 2 is 1 by the spec, 2 in Chromium.
    @Test("where Chromium departs from the spec, the spec wins")
    func chromiumDepartures() throws {
        #expect(try CubicBezier(x1: 0.5, y1: 0, x2: 1, y2: 0.5).value(at: 2) == 3)
        #expect(try CubicBezier(x1: 0, y1: 0, x2: 0, y2: 0).value(at: -1) == 0)
        #expect(try CubicBezier(x1: 1, y1: 1, x2: 1, y2: 1).value(at: 2) == 1)
    }

    /// Chromium's UnclampedYValues: (0.5, −1, 0.5, 2) inside [0, 1], to its 1.5e-4.
    @Test("Chromium's UnclampedYValues expectations")
    func chromiumUnclampedYValues() throws {
        let curve = try CubicBezier(x1: 0.5, y1: -1, x2: 0.5, y2: 2)
        let expected: [(Double, Double)] = [
            (0.0, 0.0), (0.05, -0.08954), (0.1, -0.15613), (0.15, -0.19641), (0.2, -0.20651), (0.25, -0.18232),
            (0.3, -0.11992), (0.35, -0.01672), (0.4, 0.12660), (0.45, 0.30349), (0.5, 0.50000), (0.55, 0.69651),
            (0.6, 0.87340), (0.65, 1.01672), (0.7, 1.11992), (0.75, 1.18232), (0.8, 1.20651), (0.85, 1.19641),
            (0.9, 1.15613), (0.95, 1.08954), (1.0, 1.0),
        ]
        for (x, y) in expected { expectClose(curve.value(at: x), y, absolute: 0.00015, "at \(x)") }
    }

    @Test("linear() continues along its first and last segments")
    func linearStops() throws {
        // linear(0, 0.25 50%, 1): slope 0.5 before the first stop, 1.5 after the last.
        let stops = LinearStops(stops: [(0, 0), (0.5, 0.25), (1, 1)], css: "", maxError: 0, maxErrorAt: 0)
        #expect(Curve.linear(stops).value(at: -1) == -0.5)
        #expect(Curve.linear(stops).value(at: 2) == 2.5)
        // A vertical last segment (two stops at 100 %) holds: the spec's "1 100% 100%" idiom.
        let held = LinearStops(stops: [(0, 0), (1, 0.5), (1, 1)], css: "", maxError: 0, maxErrorAt: 0)
        #expect(Curve.linear(held).value(at: 3) == 1)
    }

    @Test("steps() goes on as a staircase, as CSS's step algorithm says")
    func steps() throws {
        let end = try Steps(count: 4, position: .jumpEnd)
        #expect(end.value(at: -0.1) == -0.25)  // floor(−0.4) = −1, not held at 0 below 0
        #expect(end.value(at: 2) == 2)  // floor(8) = 8 levels of 1/4, not held at 1 above 1
        #expect(end.value(at: 1) == 1)
        let start = try Steps(count: 4, position: .jumpStart)
        #expect(start.value(at: -0.1) == 0)  // −1 + 1
        #expect(end.value(at: 1e300).isFinite)
    }

    @Test("the other kinds hold their end values")
    func holdEnds() throws {
        let curves: [Curve] = [
            .penner(Penner(.bounce, .out)), .penner(Penner(.elastic, .in)),
            .exponentialDecay(try ExponentialDecay(rate: 3)), .secondOrder(try SecondOrderResponse(damping: 0.3, frequency: 20)),
        ]
        for curve in curves {
            #expect(curve.value(at: -2) == curve.value(at: 0))
            #expect(curve.value(at: 5) == curve.value(at: 1))
        }
    }
}
