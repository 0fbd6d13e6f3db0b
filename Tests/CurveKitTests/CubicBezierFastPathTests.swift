import Testing

@testable import CurveKit

// Before a curve has its value table (and where a row of it does not pass), value(at:) takes
// a guess from the solver's table of 64 rows of x (and, where a row's
// guess is too rough, from 16 finer rows), makes one Taylor step and keeps it only when the
// residual is below the row's bound. These tests aim at the seams of that scheme: the row
// boundaries, the rows next to flat ends and around a small dx/dt, where the finer rows serve,
// and x = 1 − 2⁻⁵³, the one input whose 1 + x rounds to 2 (row 64).
@Suite("CubicBezier fast path at its seams, against the exact reference")
struct CubicBezierFastPathTests {
    static let curves: [BezierFixtures.Curve] = [
        .init("ease-in (flat end)", 0.42, 0, 1, 1),
        .init("ease-out (flat start)", 0, 0, 0.58, 1),
        .init("interior minimum of dx/dt", 1, 0, 0.75, 1),
        .init("back in-out", 0.68, -0.6, 0.32, 1.6),
        .init("small dx/dt, overshooting", 0.9, -0.4, 0.2, 1.3),
    ]

    /// Each row boundary j/64 and its neighbours one ulp away.
    static let rowBoundaries: [Double] = (1..<64).flatMap { j -> [Double] in
        let x = Double(j) / 64
        return [x.nextDown, x, x.nextUp]
    }

    /// 128 evenly spaced inputs across the four rows next to each end, and across the finer
    /// rows' boundaries there (steps of 1/1024).
    static let nearTheEnds: [Double] = (1..<128).flatMap { i -> [Double] in
        let offset = Double(i) / 2048
        return [offset, 1 - offset]
    }

    @Test(arguments: curves)
    func valueMatchesTheExactReferenceAtTheSeams(_ curve: BezierFixtures.Curve) throws {
        let bezier = try curve.bezier
        let reference = curve.reference
        var inputs = Self.rowBoundaries + Self.nearTheEnds + [(1.0).nextDown, (1.0).nextDown.nextDown]
        if let critical = curve.interiorCriticalInput {
            inputs += (-32...32).map { critical + Double($0) / 4096 }
        }
        var worst = BezierFixtures.WorstError()
        for x in inputs where x > 0 && x < 1 {
            let got = bezier.value(at: x)
            let error = reference.solve(at: x).valueError(of: got)
            worst.record(error, at: "x = \(x)")
            #expect(error <= 1e-12, "\(curve) at x = \(x): got \(got)")
        }
        print("fast path seams, \(curve): \(worst)")
    }

    /// A copy of the curve evaluated first at a hard input (which builds the table through the
    /// slow path) gives the same values as one evaluated first at an easy input.
    @Test(arguments: curves)
    func firstEvaluationDoesNotChangeLaterOnes(_ curve: BezierFixtures.Curve) throws {
        let (first, second) = (try curve.bezier, try curve.bezier)
        _ = first.value(at: (1.0).nextDown)
        _ = second.value(at: 0.5)
        for x in Self.rowBoundaries + Self.nearTheEnds {
            #expect(first.value(at: x) == second.value(at: x), "\(curve) at x = \(x)")
        }
    }
}
