import TestExpectations
import TestSupport
import Testing

@testable import CurveKit

// The value table (BezierValueTable) answers value(at:) with one polynomial per row of x,
// each row kept only when a bound on its error, computed when the table is built, is at most
// 1e-13. These tests check that promise against the exact reference at the table's seams,
// check that the bound reacts to a wrong polynomial as much as the polynomial is wrong, and
// check when and how the table comes to be built.
@Suite("CubicBezier value table, against the exact reference")
struct CubicBezierValueTableTests {
    /// Ease, the curves of the solver's seam tests (flat ends, a small dx/dt, overshoot), and
    /// a nearly singular one.
    static let curves: [BezierFixtures.Curve] =
        [.init("ease", 0.25, 0.1, 0.25, 1)] + CubicBezierFastPathTests.curves + [.init("near-singular", 1, -1, 1e-6, 2)]

    /// The table's promise for the rows it keeps, plus the reference's own uncertainty.
    static let rowTolerance = BezierValueTable.tolerance + 1e-16

    /// Each coarse row boundary j/128 and its neighbours one ulp away; every boundary of the
    /// finest rows (1/1024) in the eight coarse rows next to each end; 1 − 2^-53.
    static let seams: [Double] = {
        var inputs = (1..<128).flatMap { j -> [Double] in
            let x = Double(j) / 128
            return [x.nextDown, x, x.nextUp]
        }
        for k in 1..<64 {
            let x = Double(k) / 1024
            inputs += [x.nextDown, x, x.nextUp, 1 - x]
        }
        return inputs + [(1.0).nextDown, 1e-300, 1e-20]
    }()

    /// The table's answer at x from x's coarse row, else its finer row; NaN where neither holds.
    static func tableValue(_ bezier: CubicBezier, at x: Double) -> Double {
        let table = bezier.cache.valueTable!
        let coarse = BezierValueTable.value(table, at: x)
        return coarse.isNaN ? BezierValueTable.fineValue(table, at: x) : coarse
    }

    @Test(arguments: curves)
    func rowsThatHoldAreWithinTheirBoundAtTheSeams(_ curve: BezierFixtures.Curve) throws {
        let bezier = try curve.bezier(on: .valueTable)
        let reference = curve.reference
        var inputs = Self.seams
        if let critical = curve.interiorCriticalInput {
            inputs += (-64...64).map { critical + Double($0) / 8192 }
        }
        var worst = BezierFixtures.WorstError()
        var served = 0
        for x in inputs where x > 0 && x < 1 {
            let exact = reference.solve(at: x)
            let tabulated = Self.tableValue(bezier, at: x)
            if !tabulated.isNaN {
                served += 1
                let error = exact.valueError(of: tabulated)
                worst.record(error, at: "x = \(x)")
                #expect(error <= Self.rowTolerance, "\(curve): the row at x = \(x) gives \(tabulated)")
            }
            // Whatever serves it, value(at:) keeps the contract.
            #expect(exact.valueError(of: bezier.value(at: x)) <= 1e-12, "\(curve) at x = \(x)")
        }
        #expect(served > inputs.count / 2, "\(curve): the table served \(served) of \(inputs.count) inputs")
        print("value table seams, \(curve): \(worst)")
    }

    /// Dense inside every coarse row of the random curves: the rows that hold are within 1e-13.
    @Test(Thorough.only) func rowsThatHoldAreWithinTheirBoundOnRandomCurves() throws {
        var generator = SplitMix64(seed: 0x7AB1E)
        var worst = BezierFixtures.WorstError()
        for curve in BezierFixtures.randomCurves.prefix(60) {
            let bezier = try curve.bezier(on: .valueTable)
            let reference = curve.reference
            for row in 0..<BezierValueTable.rowCount {
                let x = (Double(row) + generator.unit()) / Double(BezierValueTable.rowCount)
                let tabulated = Self.tableValue(bezier, at: x)
                guard !tabulated.isNaN, x > 0, x < 1 else { continue }
                let error = reference.solve(at: x).valueError(of: tabulated)
                worst.record(error, at: "\(curve) x = \(x)")
                #expect(error <= Self.rowTolerance, "\(curve) at x = \(x): \(tabulated)")
            }
        }
        print("value table, random curves: \(worst)")
    }

    // MARK: The bound

    /// The row polynomial of coarse row `row`, as powers c₀ … c₇ of f, and the roots at its ends.
    static func coarseRow(_ bezier: CubicBezier, _ row: Int) -> (coefficients: [Double], start: Double, end: Double) {
        let stored = BezierValueTable.rows(of: bezier.cache.valueTable!) + 8 * row
        var coefficients = [Double](repeating: 0, count: 8)
        for (slot, power) in [0, 4, 1, 5, 2, 6, 3, 7].enumerated() { coefficients[power] = stored[slot] }
        let solver = bezier.solver
        let ends = solver.pointee.valueRowEnds(guesses: BezierSolver.table(of: solver))
        return (coefficients, ends[row], ends[row + 1])
    }

    static func bound(_ bezier: CubicBezier, _ coefficients: [Double], row: Int, start: Double, end: Double) -> Double {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 22) { scratch in
            bezier.solver.pointee.valueRowError(
                coefficients, rowStart: Double(row) / 128, width: 1.0 / 128, from: start, to: end,
                scratch: scratch.baseAddress!)
        }
    }

    /// The exact reference's solutions at 513 points of the row, f = k/512 (x strictly inside
    /// (0, 1)): solved once and held against every polynomial tried on the row.
    static func rowSolutions(_ curve: BezierFixtures.Curve, row: Int) -> [(f: Double, solution: ExactBezierReference.Solution)] {
        let reference = curve.reference
        return (0...512).compactMap { k in
            let f = Double(k) / 512
            let x = (Double(row) + f) / 128
            return x > 0 && x < 1 ? (f, reference.solve(at: x)) : nil
        }
    }

    /// The largest |P(f) − y(x)| found at the row's points (``rowSolutions(_:row:)``).
    static func sampledError(_ solutions: [(f: Double, solution: ExactBezierReference.Solution)], _ coefficients: [Double]) -> Double {
        var largest = 0.0
        for (f, solution) in solutions {
            let p = coefficients.reversed().reduce(0.0) { $0 * f + $1 }
            largest = max(largest, solution.valueError(of: p))
        }
        return largest
    }

    /// A wrong polynomial gets a bound at least as large as its true error: shifted by 3e-13,
    /// bent by 1e-11·f⁷ or scaled by 1 + 1e-11, every row's bound is at least what sampling
    /// against the exact reference finds, and a row found wrong by more than 1e-13 is rejected.
    @Test(Thorough.only, arguments: [curves[0], curves[3], curves[4]])
    func theBoundIsAtLeastTheTrueErrorOfAWrongRow(_ curve: BezierFixtures.Curve) throws {
        let bezier = try curve.bezier(on: .valueTable)
        for row in stride(from: 3, to: 128, by: 20) {
            let (coefficients, start, end) = Self.coarseRow(bezier, row)
            guard !coefficients[0].isNaN else { continue }
            let honest = Self.bound(bezier, coefficients, row: row, start: start, end: end)
            #expect(honest <= BezierValueTable.tolerance, "\(curve) row \(row): bound \(honest)")
            let solutions = Self.rowSolutions(curve, row: row)
            #expect(Self.sampledError(solutions, coefficients) <= honest, "\(curve) row \(row)")
            var shifted = coefficients, bent = coefficients, scaled = coefficients
            shifted[0] += 3e-13
            bent[7] += 1e-11
            for k in 0..<8 { scaled[k] *= 1 + 1e-11 }
            #expect(Self.sampledError(solutions, shifted) > BezierValueTable.tolerance)
            for (name, wrong) in [("shifted", shifted), ("bent", bent), ("scaled", scaled)] {
                let bound = Self.bound(bezier, wrong, row: row, start: start, end: end)
                let sampled = Self.sampledError(solutions, wrong)
                #expect(sampled <= bound, "\(curve) row \(row) \(name): sampled \(sampled) > bound \(bound)")
                if sampled > BezierValueTable.tolerance {
                    #expect(bound > BezierValueTable.tolerance, "\(curve) row \(row) \(name): bound \(bound) passes")
                }
            }
        }
    }

    /// An interval that does not reach the row's ends cannot vouch for the row.
    @Test func theBoundRefusesAnIntervalThatMissesPartOfTheRow() throws {
        let bezier = try BezierFixtures.Curve("ease", 0.25, 0.1, 0.25, 1).bezier(on: .valueTable)
        let (coefficients, start, end) = Self.coarseRow(bezier, 40)
        #expect(Self.bound(bezier, coefficients, row: 40, start: start, end: end) <= BezierValueTable.tolerance)
        let short = start + 1e-6 * (end - start)
        #expect(Self.bound(bezier, coefficients, row: 40, start: short, end: end) == .infinity)
        #expect(Self.bound(bezier, coefficients, row: 40, start: start, end: end - 1e-6 * (end - start)) == .infinity)
    }

    // MARK: Building

    /// Common curves are served by the coarse rows almost everywhere: every row of ease and
    /// ease-in-out holds, and at most one row in ten of the harder curves needs finer rows.
    @Test func coarseRowsServeCommonCurves() throws {
        func splitRows(_ curve: BezierFixtures.Curve) throws -> Int {
            let bezier = try curve.bezier(on: .valueTable)
            return withExtendedLifetime(bezier) { bezier.cache.valueTable!.pointee.fineRows.filter { $0 != 0 }.count }
        }
        for curve in [Self.curves[0], BezierFixtures.Curve("ease-in-out", 0.42, 0, 0.58, 1)] {
            #expect(try splitRows(curve) == 0, "\(curve)")
        }
        for curve in Self.curves.prefix(5) {
            let split = try splitRows(curve)
            #expect(split <= 13, "\(curve): \(split) rows split")
        }
    }

    /// The table is built on the threshold-th evaluation inside (0, 1), not before; values
    /// before and after agree to within the two paths' accuracy.
    @Test func theTableIsBuiltAfterTheThreshold() throws {
        let bezier = try Self.curves[3].bezier
        let inputs = (1..<200).map { Double($0) / 200 }
        let before = inputs.map { bezier.value(at: $0) }
        for _ in 0..<10 { _ = bezier.value(at: 0); _ = bezier.value(at: 2) }  // outside: not counted
        for index in inputs.count..<(BezierSolverCache.valueTableThreshold - 1) {
            _ = bezier.value(at: Double(index % 199 + 1) / 200)
        }
        #expect(bezier.cache.valueTable == nil)
        _ = bezier.value(at: 0.5)
        #expect(bezier.cache.valueTable != nil)
        for (x, old) in zip(inputs, before) {
            expectClose(bezier.value(at: x), old, absolute: 2e-13, "x = \(x)")
        }
    }

    /// Copies share one cache, so the table built through one copy serves every copy.
    @Test func copiesShareTheTable() throws {
        let original = try Self.curves[1].bezier
        let copy = original
        BezierFixtures.buildValueTable(of: copy)
        #expect(original.cache.valueTable != nil)
    }

    /// Many threads crossing the threshold together publish one table, and all get the same
    /// values as one thread does.
    @Test func concurrentEvaluationBuildsOneTableAndAgrees() async throws {
        let curve = Self.curves[4]
        let expected = try curve.bezier(on: .valueTable)
        let shared = try curve.bezier
        let inputs = (1..<1000).map { Double($0) / 1000 }
        let results = await withTaskGroup(of: [Double].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    var values: [Double] = []
                    for round in 0..<4 {
                        for x in inputs {
                            let y = shared.value(at: x)
                            if round == 3 { values.append(y) }
                        }
                    }
                    return values
                }
            }
            return await group.reduce(into: [[Double]]()) { $0.append($1) }
        }
        #expect(shared.cache.valueTable != nil)
        for values in results {
            for (x, y) in zip(inputs, values) {
                expectClose(y, expected.value(at: x), absolute: 2e-13, "x = \(x)")
            }
        }
    }
}
