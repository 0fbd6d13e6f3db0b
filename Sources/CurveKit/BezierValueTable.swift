import Foundation

/// The value table: y(x) itself, one polynomial of degree 7 per row, each row's error bounded
/// when the table is built.
///
/// **Rows.** Row j covers x ∈ [j/128, (j+1)/128) with f = 128·x − j; a row that does not pass
/// gets 2, 4 or 8 finer rows (as few as pass, down to 1/1024). A row holds the polynomial P(f)
/// through y at the eight Chebyshev–Lobatto points of the row (both ends among them, so
/// neighbouring rows meet to within rounding), 64 bytes, one cache line. value(at:) is then
/// one table lookup and eight multiply-adds: no solving at all. With 128 rows, all but a few
/// rows pass on common curves (all of them on ease and ease-in-out), so the branch to the
/// finer rows is rarely taken.
///
/// **Why a row can be trusted.** For t in [t₀ − δ, t₁ + δ] (t₀, t₁ the roots at the row's ends,
/// δ = 1e-12), write t = t₀ − δ + s·D, s ∈ [0, 1]. Then f = F(s) = 128·(x(t) − j/128) is a cubic
/// in s and the error E(s) = P(F(s)) − y(t) is a polynomial of degree 21 in s, built exactly
/// from the row's coefficients. A polynomial on [0, 1] lies between the smallest and the
/// largest of its Bernstein coefficients, so their largest magnitude bounds |E| for every x in
/// the row: exact double-double arithmetic checks that x(t₀ − δ) < j/128 and
/// x(t₁ + δ) > (j+1)/128, so every x of the row has its t in the interval. To that bound the
/// row adds the rounding of everything it computed in doubles (the composition, F's and y's
/// coefficients), the rounding of evaluating P at run time (Estrin's scheme, f ∈ [0, 1]), and
/// the effect of f dropping the bits of x below 2^-53; a row is kept only when the sum is at
/// most ``tolerance`` = 1e-13. Rows right next to a vertical or flat end, or where dx/dt
/// nearly vanishes, do not pass even at 1/1024 and hold NaN; value(at:) then falls back to
/// the solver.
///
/// The table is a separate allocation, built from a curve's ``BezierSolver`` once the curve
/// has been evaluated often enough (see ``BezierSolverCache``): this header, then the 128
/// coarse rows, a NaN row, and the finer rows.
@usableFromInline
struct BezierValueTable {
    /// Whether y(t) = x(t): no rows are filled, value(at:) returns x.
    @usableFromInline let isIdentity: Bool
    /// The clamp of value(at:): [0, 1] when y1, y2 lie in it, else (−∞, ∞).
    @usableFromInline let lowest: Double
    @usableFromInline let highest: Double
    /// For each coarse row that did not pass, its first finer row (among all rows) shifted
    /// left by 8, plus the depth d: its 2^d finer rows each cover 1/(128·2^d) of x. Zero for
    /// the others.
    let fineRows: [UInt64]

    /// The number of coarse rows; row j covers x ∈ [j/128, (j+1)/128).
    static let rowCount = 128
    /// The finest rows are 2^3 times narrower: 1/1024 of x.
    static let deepest = 3
    /// The largest error a row may have: 1e-13, a tenth of value(at:)'s promise.
    static let tolerance = 1e-13

    /// Byte offset of the rows from the start of the allocation (a cache line boundary).
    @inlinable static var rowsOffset: Int { (MemoryLayout<BezierValueTable>.stride + 63) & ~63 }

    /// Builds the table for the curve `solver` solves.
    static func make(from solver: UnsafePointer<BezierSolver>) -> UnsafeMutablePointer<BezierValueTable> {
        let stride = BezierSolver.cellStride
        // The coarse rows, a NaN row for x = 1 − 2^-53 (whose 1 + x rounds to 2), the finer rows.
        var rows = [Double](repeating: .nan, count: stride * (rowCount + 1))
        var fineRows = [UInt64](repeating: 0, count: rowCount)
        if !solver.pointee.isIdentity {
            let guesses = BezierSolver.table(of: solver)
            let ends = solver.pointee.valueRowEnds(guesses: guesses)
            let failed = rows.withUnsafeMutableBufferPointer {
                // stride · (rowCount + 1) > 0 values, so the buffer has an address.
                guard let base = $0.baseAddress else { preconditionFailure("an empty value table") }
                return solver.pointee.fillValueRows(base, ends: ends, guesses: guesses)
            }
            for row in failed {
                let (depth, values) = solver.pointee.fineValueRows(
                    of: row, from: ends[row], to: ends[row + 1], count: rowCount, deepest: deepest, guesses: guesses)
                fineRows[row] = UInt64(rows.count / stride) << 8 | UInt64(depth)
                rows += values
            }
        }
        let raw = UnsafeMutableRawPointer.allocate(byteCount: rowsOffset + 8 * rows.count, alignment: 64)
        (raw + rowsOffset).initializeMemory(as: Double.self, from: rows, count: rows.count)
        let header = BezierValueTable(
            isIdentity: solver.pointee.isIdentity, lowest: solver.pointee.lowest, highest: solver.pointee.highest,
            fineRows: fineRows)
        return raw.initializeMemory(as: BezierValueTable.self, repeating: header, count: 1)
    }

    static func release(_ table: UnsafeMutablePointer<BezierValueTable>) {
        table.deinitialize(count: 1)
        UnsafeMutableRawPointer(table).deallocate()
    }

    /// The rows, after the header.
    @inlinable
    static func rows(of table: UnsafePointer<BezierValueTable>) -> UnsafePointer<Double> {
        (UnsafeRawPointer(table) + rowsOffset).assumingMemoryBound(to: Double.self)
    }

    /// y(x) from x's coarse row, for x in (0, 1), within 1e-13; NaN where the row did not pass.
    ///
    /// The row and f come from the bits of 1 + x (whose top 7 fraction bits are ⌊128x⌋), with
    /// no conversion to an integer: 1 + x drops the bits of x below 2^-53, which the rows'
    /// bounds allow for. Only x = 1 − 2^-53 rounds 1 + x up to 2 and lands on row 128, a NaN row.
    @inlinable @inline(__always)
    static func value(_ table: UnsafePointer<BezierValueTable>, at x: Double) -> Double {
        let bits = (1 + x).bitPattern
        let row = Int(truncatingIfNeeded: bits >> 45) &- 0x1FF80
        let f = Double(bitPattern: (bits & 0x1FFF_FFFF_FFFF) << 7 | 0x3FF0_0000_0000_0000) - 1
        return septic(rows(of: table) + 8 &* row, at: f)
    }

    /// y(x) from x's finer row, for x in (0, 1) whose coarse row did not pass; NaN where the
    /// finer row did not pass either.
    static func fineValue(_ table: UnsafePointer<BezierValueTable>, at x: Double) -> Double {
        let bits = (1 + x).bitPattern
        let row = Int(truncatingIfNeeded: bits >> 45) &- 0x1FF80
        guard row < rowCount else { return .nan }
        let entry = table.pointee.fineRows[row]
        guard entry != 0 else { return .nan }
        // The next d bits of x pick the finer row; the bits below are f.
        let depth = entry & 0xFF
        let part = (bits >> (45 - depth)) & ((1 << depth) - 1)
        let f = Double(bitPattern: (bits << (7 + depth)) & 0xF_FFFF_FFFF_FFFF | 0x3FF0_0000_0000_0000) - 1
        return septic(rows(of: table) + 8 * Int(truncatingIfNeeded: (entry >> 8) + part), at: f)
    }

    /// c₀ + c₁f + … + c₇f⁷ for a row stored as [c₀, c₄, c₁, c₅, c₂, c₆, c₃, c₇], by Estrin's
    /// scheme: the halves c₀…c₃ and c₄…c₇ side by side in one vector, then low + high·f⁴.
    /// For f ∈ [0, 1] its rounding error is below 1e-15·Σ|cᵢ|.
    @inlinable @inline(__always)
    static func septic(_ row: UnsafePointer<Double>, at f: Double) -> Double {
        let raw = UnsafeRawPointer(row)
        let f2 = f * f
        let linear = raw.load(as: SIMD2<Double>.self) + raw.load(fromByteOffset: 16, as: SIMD2<Double>.self) * f
        let quadratic = raw.load(fromByteOffset: 32, as: SIMD2<Double>.self) + raw.load(fromByteOffset: 48, as: SIMD2<Double>.self) * f
        let halves = linear + quadratic * f2
        return halves[0] + halves[1] * (f2 * f2)
    }
}
