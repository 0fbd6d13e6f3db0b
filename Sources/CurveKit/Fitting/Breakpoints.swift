/// A point inside (0, 1) where a keyframe fit should put a key time: where the target turns
/// (an extremum), where its slope jumps (a corner, such as a bounce's contact), or where a
/// constant stretch begins or ends.
struct Breakpoint: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A smooth local extremum: the slope is 0 there.
        case extremum
        /// The slope jumps from `leftSlope` to `rightSlope` (an extremum or not).
        case corner(leftSlope: Double, rightSlope: Double)
        /// An end of a stretch where the target is exactly constant: the slope is 0 there.
        case plateauEnd
    }

    let x: Double
    let kind: Kind

    /// The slope a C¹ keyframe curve should have here: 0 at extrema and plateau ends, the
    /// mean of the one-sided slopes at a corner (no single slope fits both sides).
    var smoothSlope: Double {
        switch kind {
        case .extremum, .plateauEnd: 0
        case .corner(let left, let right): (left + right) / 2
        }
    }
}

/// Finding ``Breakpoint``s of a target on [0, 1].
///
/// The target is sampled on a grid of `intervals` (default 20,000) equal steps; from the
/// chord slopes dⱼ of the grid:
///
/// - a *corner* is where the change of slope |dⱼ − dⱼ₋₁| (two consecutive ones summed)
///   exceeds 20 times that two cells away on either side: a slope jump Δs shows as Δs·h
///   where smooth curvature shows as f''·h². It is then located by repeatedly keeping, of
///   three overlapping halves of the bracket, the one whose midpoint defect
///   f(l) + f(r) − 2f((l + r)/2) (signed like the jump) is largest — the defect of a slope
///   jump is Δs times its distance to the nearer end, so the half where the corner is most
///   central wins — down to a few ulp;
/// - a *smooth extremum* is where dⱼ changes sign away from corners, located by bisection on
///   the sign of the fourth-order central difference
///   8(f(x + h) − f(x − h)) − (f(x + 2h) − f(x − 2h)) with h ≤ 2e-4 (exact for parabolas;
///   bias O(h⁴·f⁽⁵⁾/f'') otherwise), to a few ulp;
/// - a *plateau end* is an end of a run of at least two grid steps where the target is
///   exactly constant, located by bisection on f(x) = constant.
///
/// Features closer than three grid steps to 0 or 1, or to each other, are not separated;
/// slope jumps smaller than about 20·f''·h are not seen.
enum BreakpointFinder {
    /// The target's breakpoints in (0, 1), sorted, or an error naming a point where the target
    /// is not finite.
    static func breakpoints(
        of target: (Double) -> Double, intervals: Int = 20_000
    ) throws(KeyframeFitError) -> [Breakpoint] {
        let m = intervals
        var f = [Double](repeating: 0, count: m + 1)
        for j in 0...m {
            let x = Double(j) / Double(m)
            let value = target(x)
            guard value.isFinite else { throw KeyframeFitError.nonFiniteTarget(at: x) }
            f[j] = value
        }
        let h = 1 / Double(m)
        var d = [Double](repeating: 0, count: m)
        for j in 0..<m { d[j] = f[j + 1] - f[j] }
        let scale = f.reduce(0) { max($0, abs($1)) }
        let noise = 1e-11 * max(scale, 1e-300)
        var found = [Breakpoint]()

        // Corners.
        var change = [Double](repeating: 0, count: m)  // change[j] = |d[j] − d[j − 1]|
        for j in 1..<m { change[j] = abs(d[j] - d[j - 1]) }
        var cornerCells = [Int]()
        if m >= 8 {
            var j = 3
            while j <= m - 4 {
                let pair = change[j] + change[j + 1]
                let reference = max(change[j - 2], change[j + 3])
                let previous = change[j - 1] + change[j]
                let next = change[j + 1] + change[j + 2]
                if pair > 20 * reference + noise, pair >= previous, pair > next {
                    cornerCells.append(j)
                    j += 3
                } else {
                    j += 1
                }
            }
        }
        for j in cornerCells {
            let x = Double(j) / Double(m)
            let jump = d[j + 1] - d[j - 1]
            let location = locateCorner(target, low: x - h, high: x + 2 * h, convex: jump > 0)
            found.append(
                Breakpoint(
                    x: location,
                    kind: .corner(
                        leftSlope: oneSidedSlope(target, at: location, direction: -1),
                        rightSlope: oneSidedSlope(target, at: location, direction: 1))))
        }
        let nearCorner = { (j: Int) in cornerCells.contains { abs($0 - j) <= 3 } }

        // Smooth extrema and plateaus, from the signs of the chord slopes.
        var lastNonzero = -1  // index of the last nonzero chord slope
        for j in 0..<m where d[j] != 0 {
            defer { lastNonzero = j }
            guard lastNonzero >= 0 else {
                if j >= 2 {
                    // The target is constant on [0, x_j]: its end is a breakpoint.
                    found.append(
                        Breakpoint(
                            x: locatePlateauEnd(target, constant: f[0], inside: 0, outside: Double(j + 1) / Double(m)), kind: .plateauEnd))
                }
                continue
            }
            let zeros = j - lastNonzero - 1
            if zeros >= 2 {
                let constant = f[lastNonzero + 1]
                let start = Double(lastNonzero + 1) / Double(m), end = Double(j) / Double(m)
                found.append(
                    Breakpoint(
                        x: locatePlateauEnd(target, constant: constant, inside: start, outside: Double(lastNonzero) / Double(m)),
                        kind: .plateauEnd))
                found.append(
                    Breakpoint(
                        x: locatePlateauEnd(target, constant: constant, inside: end, outside: Double(j + 1) / Double(m)), kind: .plateauEnd)
                )
            } else if (d[j] > 0) != (d[lastNonzero] > 0) {
                // The extremum is near x_j (x_{j−1} … x_{j+1} when a zero step intervenes).
                let cell = j
                guard cell >= 3, cell <= m - 3, !nearCorner(cell) else { continue }
                found.append(Breakpoint(x: locateExtremum(target, cell: cell, intervals: m, others: cornerCells), kind: .extremum))
            }
        }
        if lastNonzero >= 0, m - 1 - lastNonzero >= 2 {
            // Constant from some x to 1.
            found.append(
                Breakpoint(
                    x: locatePlateauEnd(
                        target, constant: f[m], inside: Double(lastNonzero + 1) / Double(m), outside: Double(lastNonzero) / Double(m)),
                    kind: .plateauEnd))
        }
        found.sort { $0.x < $1.x }
        // Drop points at the ends or on top of each other.
        var result = [Breakpoint]()
        // Of coinciding points keep a plateau end (f is exactly constant up to it), else a
        // corner.
        func rank(_ point: Breakpoint) -> Int {
            switch point.kind {
            case .plateauEnd: 2
            case .corner: 1
            case .extremum: 0
            }
        }
        for point in found where point.x > 1e-9 && point.x < 1 - 1e-9 {
            if let last = result.last, point.x - last.x < 1e-9 {
                if rank(point) > rank(last) { result[result.count - 1] = point }
                continue
            }
            result.append(point)
        }
        return result
    }

    /// The corner inside [low, high] (see the type's documentation). `convex` says whether the
    /// slope increases across it.
    static func locateCorner(_ f: (Double) -> Double, low: Double, high: Double, convex: Bool) -> Double {
        var (low, high) = (max(low, 0), min(high, 1))
        let sign: Double = convex ? 1 : -1
        func defect(_ l: Double, _ r: Double) -> Double {
            sign * (f(l) + f(r) - 2 * f(0.5 * (l + r)))
        }
        for _ in 0..<200 {
            let width = high - low
            let quarter = 0.25 * width
            let middle = low + 2 * quarter
            guard middle > low, middle < high, low + quarter > low, high - quarter < high else { break }
            let left = defect(low, middle)
            let centre = defect(low + quarter, high - quarter)
            let right = defect(middle, high)
            if centre >= left && centre >= right {
                (low, high) = (low + quarter, high - quarter)
            } else if left > right {
                high = middle
            } else {
                low = middle
            }
        }
        return 0.5 * (low + high)
    }

    /// The smooth extremum near grid point `cell` (see the type's documentation).
    static func locateExtremum(_ f: (Double) -> Double, cell: Int, intervals m: Int, others: [Int]) -> Double {
        let x = Double(cell) / Double(m)
        var room = min(x, 1 - x)
        for other in others { room = min(room, abs(Double(other - cell)) / Double(m)) }
        let h = min(2e-4, 0.2 * room)
        func slopeSign(_ x: Double) -> Double {
            8 * (f(x + h) - f(x - h)) - (f(x + 2 * h) - f(x - 2 * h))
        }
        for width in [1, 2, 3] {
            var low = Double(cell - width) / Double(m)
            var high = Double(cell + width) / Double(m)
            let atLow = slopeSign(low), atHigh = slopeSign(high)
            guard atLow != 0, atHigh != 0, (atLow > 0) != (atHigh > 0) else { continue }
            let rising = atLow > 0
            for _ in 0..<200 {
                let middle = 0.5 * (low + high)
                guard middle > low, middle < high else { break }
                let sign = slopeSign(middle)
                if sign == 0 { return middle }
                if (sign > 0) == rising { low = middle } else { high = middle }
            }
            return 0.5 * (low + high)
        }
        return x
    }

    /// The boundary between a stretch where f = `constant` (containing `inside`) and the
    /// point `outside` where it is not, by bisection.
    static func locatePlateauEnd(_ f: (Double) -> Double, constant: Double, inside: Double, outside: Double) -> Double {
        var (a, b) = (inside, outside)
        for _ in 0..<200 {
            let middle = 0.5 * (a + b)
            guard middle != a, middle != b else { break }
            if f(middle) == constant { a = middle } else { b = middle }
        }
        return a
    }

    /// The slope on one side of x (`direction` −1: left, +1: right), by the second-order
    /// one-sided difference with step 1e-7.
    static func oneSidedSlope(_ f: (Double) -> Double, at x: Double, direction: Double) -> Double {
        let h = 1e-7 * direction
        return (-3 * f(x) + 4 * f(x + h) - f(x + 2 * h)) / (2 * h)
    }
}
