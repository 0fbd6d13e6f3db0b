import Foundation
import TestExpectations
import Testing

@testable import CurveKit

// PathFitter: paths that are exactly cubic pieces come back exactly, free breakpoints are
// placed at least as well as a brute-force scan, tolerance gives the fewest segments, and the
// error figures agree with the test's own dense check.

extension FittingFixtures {
    /// A path of cubic Bézier segments evaluated the slow way, sharing no code with
    /// ``BezierPath``: for each segment, t with x(t) = x by 200 bisection steps on the Bernstein
    /// form written out, then y(t).
    static func slowPath(_ points: [(x: [Double], y: [Double])]) -> @Sendable (Double) -> Double {
        { x in
            let segment = points.first { x <= $0.x[3] } ?? points[points.count - 1]
            func bernstein(_ p: [Double], _ t: Double) -> Double {
                let u = 1 - t
                return u * u * u * p[0] + 3 * u * u * t * p[1] + 3 * u * t * t * p[2] + t * t * t * p[3]
            }
            var low = 0.0, high = 1.0
            for _ in 0..<200 {
                let middle = 0.5 * (low + high)
                if bernstein(segment.x, middle) < x { low = middle } else { high = middle }
            }
            return bernstein(segment.y, 0.5 * (low + high))
        }
    }

    /// Material 3's emphasized easing as MDC-Android writes it (platforms.md §4.1):
    /// M 0,0 C 0.05,0 0.133333,0.06 0.166666,0.4 C 0.208333,0.82 0.25,1 1,1.
    static let emphasized = slowPath([
        (x: [0, 0.05, 0.133333, 0.166666], y: [0, 0, 0.06, 0.4]),
        (x: [0.166666, 0.208333, 0.25, 1], y: [0.4, 0.82, 1, 1]),
    ])

    /// The largest |path − target| at `intervals + 1` even points, computed here.
    static func denseError(_ path: BezierPath, _ target: (Double) -> Double, intervals: Int = 100_000) -> Double {
        denseError(of: { path.value(at: $0) }, target, intervals: intervals)
    }
}

@Suite("Path fitting")
struct PathFitterTests {
    typealias F = FittingFixtures

    @Test("Material's emphasized path comes back exactly from two segments", Thorough.only)
    func emphasizedIsExact() throws {
        let fit = try PathFitter.fit(F.emphasized, segments: 2)
        #expect(fit.path.segments.count == 2)
        #expect(F.denseError(fit.path, F.emphasized) <= 1e-9)
        #expect(fit.maxError <= 1e-9)
        let join = fit.path.segments[0].x[3]
        expectClose(join, 0.166666, absolute: 1e-6, "breakpoint at \(join)")
        let expected = [[0, 0.05, 0.133333, 0.166666], [0, 0, 0.06, 0.4], [0.166666, 0.208333, 0.25, 1], [0.4, 0.82, 1, 1]]
        let found = [fit.path.segments[0].x, fit.path.segments[0].y, fit.path.segments[1].x, fit.path.segments[1].y]
        for (want, got) in zip(expected.joined(), found.joined()) {
            expectClose(got, want, absolute: 1e-5, "\(found) vs \(expected)")
        }
    }

    @Test(
        "cubic polynomials in x joined at free breakpoints are recovered",
        arguments: [
            // y = p(x) piece by piece, continuous at the joins (written out here).
            [0.35],
            [0.2, 0.55],
            [0.3, 0.5, 0.8],
        ])
    func piecewiseCubicsAreExact(joins: [Double]) throws {
        let edges = [0.0] + joins + [1.0]
        // Piece k: y = v_k + a·(x − e_k) + b·(x − e_k)² + c·(x − e_k)³ with different a, b, c.
        var starts = [0.0]
        let coefficients: [(Double, Double, Double)] = [(0.2, 3, -2), (1.5, -4, 6), (0.4, 2, -5), (1, -1, 3)]
        for k in 0..<(edges.count - 1) {
            let (a, b, c) = coefficients[k]
            let w = edges[k + 1] - edges[k]
            starts.append(starts[k] + a * w + b * w * w + c * w * w * w)
        }
        let target: (Double) -> Double = { x in
            let k = (0..<(edges.count - 1)).last { edges[$0] <= x } ?? 0
            let (a, b, c) = coefficients[k]
            let d = x - edges[k]
            return starts[k] + a * d + b * d * d + c * d * d * d
        }
        let fit = try PathFitter.fit(target, segments: edges.count - 1)
        let error = F.denseError(fit.path, target)
        #expect(error <= 1e-9, "max error \(error), joins \(fit.path.segments.map { $0.x[3] })")
        #expect(fit.rms <= 1e-10)
    }

    @Test("a parabola is one segment: x runs at thirds, y = 0, 0, 1/3, 1")
    func parabola() throws {
        let fit = try PathFitter.fit({ $0 * $0 }, segments: 1)
        let segment = fit.path.segments[0]
        for (got, want) in zip(segment.x + segment.y, [0, 1.0 / 3, 2.0 / 3, 1, 0, 0, 1.0 / 3, 1]) {
            expectClose(got, want, absolute: 1e-9, "\(segment)")
        }
    }

    /// The best two-segment path of `target` found by scanning the breakpoint on a grid, each
    /// side fitted as a one-segment path of the stretch: the minimax error over the grid.
    static func scannedTwoSegmentError(_ target: @escaping (Double) -> Double, step: Double) throws -> Double {
        var best = Double.infinity
        for b in stride(from: step, to: 1 - step / 2, by: step) {
            let leftValues = (target(0), target(b)), rightValues = (target(b), target(1))
            func piece(_ a: Double, _ e: Double, _ values: (Double, Double)) throws -> Double {
                // The stretch's shape on [0, 1], fitted alone; its error scaled back.
                let rise = values.1 - values.0
                guard abs(rise) > 1e-12 else { return .infinity }
                let fit = try PathFitter.fit({ (target(a + (e - a) * $0) - values.0) / rise }, segments: 1)
                return fit.maxError * abs(rise)
            }
            best = min(best, max(try piece(0, b, leftValues), try piece(b, 1, rightValues)))
        }
        return best
    }

    @Test(
        "two segments place their breakpoint at least as well as a brute-force scan", Thorough.only,
        arguments: [
            Penner(.back, .out), Penner(.elastic, .out), Penner(.circ, .inOut), Penner(.sine, .in), Penner(.bounce, .out),
        ])
    func beatsTheScan(curve: Penner) throws {
        let target: @Sendable (Double) -> Double = { curve.value(at: $0) }
        let fit = try PathFitter.fit(target, segments: 2)
        let scanned = try Self.scannedTwoSegmentError(target, step: 0.025)
        #expect(fit.maxError <= scanned * 1.001 + 1e-14, "fit \(fit.maxError), scan \(scanned)")
        expectClose(F.denseError(fit.path, target), fit.maxError, absolute: 1e-3 * fit.maxError + 1e-15)
    }

    @Test(
        "tolerance gives a path within it, and one segment fewer is not",
        Thorough.only,
        arguments: [
            (Penner(.elastic, .out), 1e-3), (Penner(.back, .inOut), 1e-4), (Penner(.bounce, .out), 1e-5),
        ])
    func toleranceIsFewest(curve: Penner, tolerance: Double) throws {
        let target: @Sendable (Double) -> Double = { curve.value(at: $0) }
        let fit = try PathFitter.fit(target, tolerance: tolerance)
        #expect(F.denseError(fit.path, target) <= tolerance)
        let count = fit.path.segments.count
        if count > 1 {
            let fewer = try PathFitter.fit(target, segments: count - 1)
            #expect(fewer.maxError > tolerance, "\(count - 1) segments reach \(fewer.maxError)")
        }
    }

    @Test("tolerance on an exact path gives its own segment count")
    func toleranceOnExactPath() throws {
        let fit = try PathFitter.fit(F.emphasized, tolerance: 1e-9)
        #expect(fit.path.segments.count == 2)
    }

    @Test("RMS and R² are over the samples, as written out here")
    func rmsOverSamples() throws {
        let target: @Sendable (Double) -> Double = { Penner(.bounce, .out).value(at: $0) }
        let fit = try PathFitter.fit(target, segments: 3, samples: 200)
        var squares = 0.0, values = [Double]()
        for i in 0...200 {
            let x = Double(i) / 200
            values.append(target(x))
            squares += pow(fit.path.value(at: x) - target(x), 2)
        }
        let mean = values.reduce(0, +) / 201
        let total = values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +)
        expectClose(fit.rms, (squares / 201).squareRoot(), absolute: 1e-12)
        expectClose(fit.rSquared, 1 - squares / total, absolute: 1e-12)
        #expect(fit.segmentErrors.count == 3)
    }

    @Test("smooth paths have equal slopes where their segments meet")
    func smoothTangentsMeet() throws {
        let target: @Sendable (Double) -> Double = { Penner(.back, .inOut).value(at: $0) }
        let fit = try PathFitter.fit(target, segments: 3, smooth: true)
        for (left, right) in zip(fit.path.segments, fit.path.segments.dropFirst()) {
            let leftSlope = (left.y[3] - left.y[2]) / (left.x[3] - left.x[2])
            let rightSlope = (right.y[1] - right.y[0]) / (right.x[1] - right.x[0])
            expectClose(rightSlope, leftSlope, absolute: 1e-6, relative: 1e-6, "\(leftSlope) vs \(rightSlope)")
        }
    }

    @Test("bad arguments and cancellation are errors")
    func badArguments() {
        #expect(throws: KeyframeFitError.self) { try PathFitter.fit({ $0 }, segments: 0) }
        #expect(throws: KeyframeFitError.self) { try PathFitter.fit({ $0 }, tolerance: 0) }
        #expect(throws: KeyframeFitError.cancelled) { try PathFitter.fit({ $0 * $0 }, segments: 3, isCancelled: { true }) }
    }
}
