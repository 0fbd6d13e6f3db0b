import Foundation

/// Building the rows of a ``BezierValueTable`` and bounding their error (see there).
extension BezierSolver {
    /// The roots of x(t) = j/128, j = 0 … 128: the parameter table's at even j, the others
    /// from its guesses.
    func valueRowEnds(guesses: UnsafePointer<Double>) -> [Double] {
        var ends = [Double](repeating: 0, count: 2 * Self.cellCount + 1)
        for j in 0...Self.cellCount { ends[2 * j] = roots[j] }
        for j in 0..<Self.cellCount {
            ends[2 * j + 1] = nodeParameter(at: Double(2 * j + 1) / Double(2 * Self.cellCount), above: roots[j], guesses: guesses)
        }
        return ends
    }

    /// Fills the coarse rows of a value table (one per `ends` interval); returns the rows
    /// that did not pass (left NaN) and have room for finer rows.
    func fillValueRows(_ rows: UnsafeMutablePointer<Double>, ends: [Double], guesses: UnsafePointer<Double>) -> [Int] {
        let count = ends.count - 1
        var failed: [Int] = []
        withUnsafeTemporaryAllocation(of: Double.self, capacity: ValueRowScratch.count) { buffer in
            // A non-empty allocation has an address.
            guard let scratch = buffer.baseAddress else { preconditionFailure("an empty scratch allocation") }
            for row in 0..<count {
                let passed = fillValueRow(
                    rows + Self.cellStride * row, from: ends[row], to: ends[row + 1],
                    rowStart: Double(row) / Double(count), width: 1 / Double(count), guesses: guesses,
                    scratch: scratch)
                if !passed && ends[row + 1] > ends[row] { failed.append(row) }
            }
        }
        return failed
    }

    /// The finer rows of coarse row `row` of `count`: 2^depth equal parts, for the smallest
    /// depth up to `deepest` at which every part passes (at the deepest, parts that still do
    /// not pass hold NaN). Returns the depth and the parts' rows, 8 values each.
    func fineValueRows(
        of row: Int, from start: Double, to end: Double, count: Int, deepest: Int,
        guesses: UnsafePointer<Double>
    ) -> (depth: Int, rows: [Double]) {
        let finest = 1 << deepest
        // Roots at x = (finest·row + k)/(finest·count), k = 0 … finest, solved as needed.
        var ends = [Double](repeating: .nan, count: finest + 1)
        (ends[0], ends[finest]) = (start, end)
        var rows: [Double] = []
        var chosen = deepest
        withUnsafeTemporaryAllocation(of: Double.self, capacity: ValueRowScratch.count + 8) { buffer in
            // A non-empty allocation has an address.
            guard let scratch = buffer.baseAddress else { preconditionFailure("an empty scratch allocation") }
            let entry = scratch + ValueRowScratch.count
            for depth in 1...deepest {
                let parts = 1 << depth, stride = finest >> depth
                let width = 1 / Double(count * parts)
                rows.removeAll(keepingCapacity: true)
                var passed = true
                for part in 0..<parts {
                    let (first, last) = (part * stride, (part + 1) * stride)
                    if ends[last].isNaN {
                        let x = Double(finest * row + last) / Double(finest * count)
                        ends[last] = nodeParameter(at: x, above: ends[first], guesses: guesses)
                    }
                    passed =
                        fillValueRow(
                            entry, from: ends[first], to: ends[last],
                            rowStart: Double(parts * row + part) * width, width: width,
                            guesses: guesses, scratch: scratch) && passed
                    rows.append(contentsOf: UnsafeBufferPointer(start: entry, count: Self.cellStride))
                }
                if passed || depth == deepest {
                    chosen = depth
                    return
                }
            }
        }
        return (chosen, rows)
    }

    /// One row (or finer row) of the value table for x ∈ [rowStart, rowStart + width], whose
    /// ends solve x(t) = x at t = `start` and `end`: the polynomial through y at the row's
    /// Chebyshev–Lobatto points if its error bound passes, else NaN. Returns whether it passed.
    @discardableResult
    private func fillValueRow(
        _ entry: UnsafeMutablePointer<Double>, from start: Double, to end: Double, rowStart: Double, width: Double,
        guesses: UnsafePointer<Double>, scratch: UnsafeMutablePointer<Double>
    ) -> Bool {
        entry.update(repeating: .nan, count: Self.cellStride)
        guard end > start else { return false }
        let constants = ValueRowConstants.shared
        let values = scratch + ValueRowScratch.values
        let chebyshev = scratch + ValueRowScratch.chebyshev
        let coefficients = scratch + ValueRowScratch.coefficients
        for k in 0..<8 {
            let t =
                k == 0
                ? start
                : k == 7
                    ? end
                    : nodeParameter(at: rowStart + constants.lobattoPoints[k] * width, above: start, guesses: guesses)
            values[k] = y(at: t)
        }
        // The chord from the first value to the last is taken out first, so that the rest is
        // small and its rounding too: then P(0) is y at the row's start exactly and P(1) y at
        // its end to within an ulp, and neighbouring rows meet.
        let (first, last) = (values[0], values[7])
        for k in 0..<8 { values[k] -= first + (last - first) * constants.lobattoPoints[k] }
        // The rest: values → Chebyshev coefficients → power coefficients (see ValueRowConstants).
        for m in 0..<8 {
            var sum = 0.0
            for k in 0..<8 { sum += constants.chebyshevTransform[8 * k + m] * values[k] }
            chebyshev[m] = sum
        }
        for i in 0..<8 {
            var sum = 0.0
            for m in i..<8 { sum += constants.shiftedChebyshev[8 * m + i] * chebyshev[m] }
            coefficients[i] = sum
        }
        coefficients[0] = first
        coefficients[1] += last - first
        let bound = valueRowError(
            coefficients, rowStart: rowStart, width: width, from: start, to: end,
            scratch: scratch + ValueRowScratch.error)
        guard bound <= BezierValueTable.tolerance else { return false }
        for (slot, power) in [0, 4, 1, 5, 2, 6, 3, 7].enumerated() { entry[slot] = coefficients[power] }
        return true
    }

    /// y(t) in Bernstein form.
    private func y(at t: Double) -> Double {
        let u = 1 - t
        return 3 * u * t * (u * yControl1 + t * yControl2) + t * t * t
    }

    /// The root of x(t) = `x` for x inside a row whose start solves at `start`: two Newton
    /// steps from the parameter table's guess, with the residual expanded around the guess
    /// row's start as ``evaluate(_:at:x:rowStart:)`` does; where that row holds NaN, the
    /// safeguarded iteration. Its accuracy decides how good the row's polynomial is, not
    /// whether the row's bound holds.
    private func nodeParameter(at x: Double, above start: Double, guesses: UnsafePointer<Double>) -> Double {
        let count = Double(Self.cellCount)
        let row = min(max(Int(x * count), 0), Self.cellCount - 1)
        let rowStart = Double(row) / count
        let entry = guesses + Self.cellStride * row
        let guess = evaluate(entry, at: (x - rowStart) * count, x: x, rowStart: rowStart).t
        guard guess.isFinite else { return root(at: x, above: start) }
        let residual = rowResidual(entry, x: x, rowStart: rowStart)
        var d = guess - entry[0]
        for _ in 0..<2 { d -= residual.value(d) / residual.derivative(d) }
        let t = entry[0] + d
        return t.isFinite ? t : root(at: x, above: start)
    }

    /// A bound on |P(f) − y(x)| over the row, as ``BezierValueTable`` explains, including
    /// every rounding; +infinity where [start − δ, end + δ] does not provably cover the row.
    /// `scratch` holds 22 values.
    func valueRowError(
        _ coefficients: UnsafePointer<Double>, rowStart: Double, width: Double, from start: Double, to end: Double,
        scratch e: UnsafeMutablePointer<Double>
    ) -> Double {
        let delta = 1e-12
        let (low, high) = (start - delta, end + delta)
        let span = high - low
        // x(low) < rowStart and x(low + span) > rowStart + width, exactly.
        let below = exactX(DoubleDouble(low)).minus(DoubleDouble(rowStart))
        let above = exactX(DoubleDouble.twoSum(low, span)).minus(DoubleDouble(rowStart + width))
        guard below.hi < 0, above.hi > 0 else { return .infinity }
        let scale = 1 / width
        // F(s) = (x(low + s·span) − rowStart)/width and Y(s) = y(low + s·span), as Taylor
        // series at low.
        let f0 = below.value * scale
        let f1 = xDerivative(at: low) * span * scale
        let f2 = (3 * a * low + b) * span * span * scale
        let f3 = a * span * span * span * scale
        let (yCubic, yQuadratic, yLinear) = (ySlopeCubic, ySlopeQuadratic, ySlopeLinear)
        let y0 = y(at: low)
        let y1 = ((yCubic * low + yQuadratic) * low + yLinear) * span
        let y2 = (yCubic * low + yQuadratic / 2) * span * span
        let y3 = yCubic / 3 * span * span * span
        // E(s) = P(F(s)) − Y(s) by Horner's scheme on polynomials in s: multiplying by F in
        // place from the top, each coefficient is final once every lower one is added in.
        e.update(repeating: 0, count: 22)
        e[0] = coefficients[7]
        var degree = 0
        for k in (0..<7).reversed() {
            var i = degree
            while i >= 0 {
                let term = e[i]
                e[i] = term * f0
                e[i + 1] += term * f1
                e[i + 2] += term * f2
                e[i + 3] += term * f3
                i -= 1
            }
            degree += 3
            e[0] += coefficients[k]
        }
        e[0] -= y0
        e[1] -= y1
        e[2] -= y2
        e[3] -= y3
        // Bernstein coefficients b_k = Σ_{i ≤ k} C(k, i)·αᵢ with αᵢ = eᵢ/C(21, i): each level
        // of Pascal-triangle sums αᵢ + αᵢ₊₁ starts with the next b_k.
        let inverseBinomials = ValueRowConstants.shared.inverseBinomials
        for i in 0..<22 { e[i] *= inverseBinomials[i] }
        var largest = abs(e[0])
        for level in 1..<22 {
            for i in 0..<(22 - level) { e[i] += e[i + 1] }
            largest = max(largest, abs(e[0]))
        }
        // Rounding. S bounds |F(s)|, so |P|(S) bounds every term of the composition (and of
        // the Pascal sums), and Σ k|cₖ|S^(k−1) bounds |P′|, which turns F's rounding (a few
        // ulps of S) into y.
        let bound = abs(f0) + abs(f1) + abs(f2) + abs(f3)  // S
        var (absolute, derivative, power, absoluteSum, slopeInF) = (abs(coefficients[0]), 0.0, 1.0, abs(coefficients[0]), 0.0)
        for k in 1..<8 {
            let magnitude = abs(coefficients[k])
            derivative += Double(k) * magnitude * power  // S^(k−1)
            power *= bound
            absolute += magnitude * power
            absoluteSum += magnitude
            slopeInF += Double(k) * magnitude
        }
        let composition = 1e-14 * (absolute + abs(y0) + abs(y1) + abs(y2) + abs(y3))
        let inputs = 1e-15 * (derivative * bound + 1 + 3 * abs(yControl1) + 3 * abs(yControl2))
        // At run time: Estrin's rounding, and f from 1 + x (x moves by up to 2^-53 = 1.1e-16).
        let evaluation = 1e-15 * absoluteSum + 1.2e-16 * slopeInF * scale
        return largest + composition + inputs + evaluation
    }

    /// x(t) from the exact coefficients, in double-double.
    private func exactX(_ t: DoubleDouble) -> DoubleDouble {
        exactCubic.times(t).plus(exactQuadratic).times(t).plus(exactLinear).times(t)
    }

}

/// Where a row's working values live in its scratch buffer.
enum ValueRowScratch {
    static let values = 0, chebyshev = 8, coefficients = 16, error = 24
    static let count = 46
}

/// The constants of building value-table rows, computed once.
struct ValueRowConstants: @unchecked Sendable {
    /// The Chebyshev–Lobatto points of [0, 1]: (1 − cos(kπ/7))/2, k = 0 … 7.
    let lobattoPoints: UnsafeMutablePointer<Double>
    /// At 8k + m: how the value at point k enters the Chebyshev coefficient aₘ of the
    /// polynomial through the points, in g = 2f − 1 (point k is g = cos((7 − k)π/7)): the
    /// discrete cosine transform, a well-conditioned step.
    let chebyshevTransform: UnsafeMutablePointer<Double>
    /// At 8m + i: the coefficient of fⁱ in Tₘ(2f − 1) (integers, exact in doubles). The large
    /// ones multiply the small Chebyshev coefficients of high order, so going through the
    /// Chebyshev form keeps the power coefficients accurate where solving for them directly
    /// from the values would lose four digits.
    let shiftedChebyshev: UnsafeMutablePointer<Double>
    /// 1/C(21, i), i = 0 … 21: from powers of s to the Bernstein basis of degree 21.
    let inverseBinomials: UnsafeMutablePointer<Double>

    static let shared = ValueRowConstants()

    private init() {
        lobattoPoints = .allocate(capacity: 8)
        for k in 0..<8 {
            lobattoPoints[k] = k == 0 ? 0 : k == 7 ? 1 : (1 - cos(Double(k) * Double.pi / 7)) / 2
        }
        chebyshevTransform = .allocate(capacity: 64)
        for k in 0..<8 {
            let j = 7 - k
            for m in 0..<8 {
                let endpoint: Double = (j == 0 || j == 7) ? 0.5 : 1
                let edge: Double = (m == 0 || m == 7) ? 0.5 : 1
                chebyshevTransform[8 * k + m] = 2.0 / 7 * endpoint * edge * cos(Double(j * m) * Double.pi / 7)
            }
        }
        // T*₀ = 1, T*₁ = 2f − 1, T*ₘ₊₁ = 2(2f − 1)·T*ₘ − T*ₘ₋₁.
        shiftedChebyshev = .allocate(capacity: 64)
        shiftedChebyshev.initialize(repeating: 0, count: 64)
        (shiftedChebyshev[0], shiftedChebyshev[8], shiftedChebyshev[9]) = (1, -1, 2)
        for m in 2..<8 {
            for i in 0..<8 {
                let shifted: Double = i > 0 ? 4 * shiftedChebyshev[8 * (m - 1) + i - 1] : 0
                shiftedChebyshev[8 * m + i] = shifted - 2 * shiftedChebyshev[8 * (m - 1) + i] - shiftedChebyshev[8 * (m - 2) + i]
            }
        }
        inverseBinomials = .allocate(capacity: 22)
        var binomial = 1.0
        for i in 0...21 {
            inverseBinomials[i] = 1 / binomial
            binomial = binomial * Double(21 - i) / Double(i + 1)
        }
    }
}
