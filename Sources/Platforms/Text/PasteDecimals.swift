import CurveKit

/// How many decimals the numbers of code meant for pasting get: `export … digits=N`,
/// `fit … digits=N`.
public enum Digits: Sendable, Equatable {
    /// The fewest decimals that keep the curve within ``PasteDecimals/bound`` of the exact one
    /// (the default).
    case fewest
    /// Every number rounded to exactly N decimals after the point (0 … 17), trailing zeros
    /// dropped; N larger than a number needs gives its shortest exact form. The curve may then
    /// differ from the exact one by more than the bound: the user asked for it.
    case decimals(Int)
    /// Every number in its shortest round-trip form, unrounded (as sessions store them).
    case exact

    /// The largest N of `digits=N`.
    package static let maximumDecimals = 17
}

/// Numbers of a curve as the fewest decimals that keep the curve where it was: the one place
/// where exported timing numbers become text (next to ``DecimalText``, which does the rounding).
///
/// **Rule.** Given the numbers that define a curve (a Bézier's control points, a keyframes
/// curve's key times and values) and a measure of how far the curve they define is from the
/// exact one, each number is rounded to the fewest decimals such that the rounded curve stays
/// within ``bound`` (1e-7) of the unrounded one:
///
/// 0. a number whose shortest exact form has at most 6 decimals (``shortDecimals``) is kept
///    as it is: it was typed (0.42, 1.70158), not computed, and carries no noise;
/// 1. the smallest number of decimals d (0 … 15) that, applied to every other number, keeps
///    the deviation within the bound — or, if none does, every number in its shortest
///    round-trip form (deviation 0);
/// 2. then, for up to ``greedyLimit`` numbers, each number in turn gets the fewest decimals
///    below d that still keep the deviation (with the others as chosen so far) within the bound.
///
/// **Measure.** For a cubic Bézier (``bezierDeviation(_:_:)``): max |y_rounded(x) − y(x)| over
/// 1,025 evenly spaced x in [0, 1], each local maximum of that grid then refined by a
/// golden-section search between its neighbours (the critical points of the difference,
/// where it is smooth; the 8 largest), and the ends. For a keyframes curve: the same grid and refinement
/// plus both sides of every key time of either curve, where the difference can jump.
package enum PasteDecimals {
    /// How far (in progress, 0 … 1) the rounded curve may be from the unrounded one.
    static let bound = 1e-7
    /// Step 2 runs only for at most this many numbers (its cost grows with their square).
    static let greedyLimit = 64

    /// The doubles that texts made here denote. They are decimal numbers that Swift wrote
    /// (digits, a point, an exponent), so each reads back; anything else is a programming error.
    static func doubles(_ texts: [String]) -> [Double] {
        texts.map { text in
            guard let value = Double(text) else { preconditionFailure("'\(text)' is not a decimal number") }
            return value
        }
    }

    /// The texts of `values` under `digits`; `deviation` measures the curve the rounded
    /// values define against the exact one.
    ///   `greedy` false skips step 2 (for many numbers whose curve is slow to measure).
    ///   `keep`: indices of numbers that ``Digits/fewest`` writes unrounded, as if short (where
    ///   the curve is so steep that no rounding of them stays within the bound).
    static func texts(
        _ values: [Double], digits: Digits, bound: Double = bound, greedy: Bool = true, keep: Set<Int> = [],
        deviation: ([Double]) -> Double
    ) -> [String] {
        switch digits {
        case .exact: return values.map(exact)
        case .decimals(let count): return values.map { rounded($0, decimals: count).text }
        case .fewest: break
        }
        // Numbers already short (typed, not computed) stay as they are; only the others are rounded.
        let long = values.indices.filter { !isShort(values[$0]) && !keep.contains($0) }
        guard !long.isEmpty else { return values.map(exact) }
        var decimals = Array(repeating: Int?.none, count: values.count)
        var current = values
        var uniform: Int?
        for candidate in 0...15 {
            var trial = values
            for index in long { trial[index] = rounded(values[index], decimals: candidate).value }
            if deviation(trial) <= bound {
                uniform = candidate
                current = trial
                break
            }
        }
        guard let uniform else { return values.map(exact) }
        for index in long { decimals[index] = uniform }
        if greedy, long.count <= greedyLimit, uniform > 0 {
            for index in long {
                for fewer in 0..<uniform {
                    let value = rounded(values[index], decimals: fewer).value
                    var trial = current
                    trial[index] = value
                    if value == current[index] || deviation(trial) <= bound {
                        current = trial
                        decimals[index] = fewer
                        break
                    }
                }
            }
        }
        return values.indices.map { index in
            decimals[index].map { rounded(values[index], decimals: $0).text } ?? exact(values[index])
        }
    }

    /// At most this many decimals (and no exponent) in its shortest exact form: a number as
    /// someone typed it, kept as it is.
    static let shortDecimals = 6

    static func isShort(_ value: Double) -> Bool {
        let text = exact(value)
        guard !text.contains("e") else { return false }
        guard let dot = text.firstIndex(of: ".") else { return true }
        return text.distance(from: dot, to: text.endIndex) - 1 <= shortDecimals
    }

    /// The four control points of `bezier`, as texts for code.
    package static func bezier(_ bezier: CubicBezier, digits: Digits, bound: Double = bound) -> [String] {
        let exactCurve = bezier
        let grid = DeviationGrid { exactCurve.value(at: $0) }
        return texts(bezier.controlPoints, digits: digits, bound: bound) { points in
            guard let rounded = try? CubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3]) else {
                return .infinity
            }
            return grid.deviation { rounded.value(at: $0) }
        }
    }

    /// `bezier` as code written with ``bezier(_:digits:bound:)`` and ``Digits/fewest`` reads it
    /// back: every control point rounded, the curve within the bound.
    package static func roundedBezier(_ bezier: CubicBezier) -> CubicBezier {
        let p = doubles(Self.bezier(bezier, digits: .fewest))
        return (try? CubicBezier(x1: p[0], y1: p[1], x2: p[2], y2: p[3])) ?? bezier
    }

    /// SVG path data of `path` (`M x,y C … L …`, straight segments as `L`) whose numbers have the
    /// fewest decimals, all alike (step 1 only), that keep the path within `bound`, measured as
    /// for keyframes with both sides of every segment's start.
    /// `number` writes each number's text as the platform's code holds it (a Float's shortest
    /// text where the platform reads the data into Floats: ``Kotlin/shortestFloat(_:)``).
    static func pathData(_ path: BezierPath, digits: Digits, bound: Double = bound, number: (String) -> String = { $0 }) -> String {
        let texts = pathTexts(path, digits: digits, bound: bound).map(number)
        var data = ["M\(texts[0]),\(texts[1])"], index = 2
        for segment in path.segments {
            if segment.isStraight {
                data.append("L\(texts[index]),\(texts[index + 1])")
                index += 2
            } else {
                data.append(
                    "C\(texts[index]),\(texts[index + 1]) \(texts[index + 2]),\(texts[index + 3]) \(texts[index + 4]),\(texts[index + 5])")
                index += 6
            }
        }
        return data.joined(separator: " ")
    }

    /// `path` as a reader of ``pathData(_:digits:bound:)`` with ``Digits/fewest`` gets it back:
    /// every number rounded as that data writes it, so the path stays within `bound` of `path`.
    package static func roundedPath(_ path: BezierPath, bound: Double = bound) -> BezierPath {
        let numbers = pathNumbers(path)
        let texts = pathTexts(path, digits: .fewest, bound: bound)
        let rounded = zip(texts, numbers).map { text, number in Double(text) ?? number }
        return rebuilt(path, from: rounded) ?? path
    }

    /// The numbers of `path`'s data in the order they are written: the start, then each
    /// segment's two handles and end (a straight segment: its end).
    private static func pathNumbers(_ path: BezierPath) -> [Double] {
        let first = path.segments[0]
        var numbers = [first.x[0], first.y[0]]
        for segment in path.segments {
            numbers +=
                segment.isStraight
                ? [segment.x[3], segment.y[3]] : [segment.x[1], segment.y[1], segment.x[2], segment.y[2], segment.x[3], segment.y[3]]
        }
        return numbers
    }

    /// Indices in ``pathNumbers(_:)`` of the x of each end of a curved segment whose handle
    /// has that same x (a vertical tangent there), and of that handle's x.
    private static func verticalTangentXs(_ path: BezierPath) -> Set<Int> {
        var keep: Set<Int> = []
        var start = 0, index = 2
        for segment in path.segments {
            if segment.isStraight {
                (start, index) = (index, index + 2)
                continue
            }
            if segment.x[1] == segment.x[0] { keep.formUnion([start, index]) }
            if segment.x[2] == segment.x[3] { keep.formUnion([index + 2, index + 4]) }
            (start, index) = (index + 4, index + 6)
        }
        return keep
    }

    /// `path`'s segments rebuilt from `numbers` (as ``pathNumbers(_:)`` orders them); nil when
    /// they no longer make a path (x decreasing).
    private static func rebuilt(_ path: BezierPath, from n: [Double]) -> BezierPath? {
        var segments: [BezierPath.Segment] = []
        var from = (x: n[0], y: n[1]), index = 2
        for segment in path.segments {
            if segment.isStraight {
                let to = (x: n[index], y: n[index + 1])
                segments.append(.line(from: from, to: to))
                (from, index) = (to, index + 2)
            } else {
                segments.append(
                    BezierPath.Segment(
                        x: [from.x, n[index], n[index + 2], n[index + 4]], y: [from.y, n[index + 1], n[index + 3], n[index + 5]]))
                (from, index) = ((n[index + 4], n[index + 5]), index + 6)
            }
        }
        return try? BezierPath(segments: segments)
    }

    /// The texts of `path`'s numbers (``pathNumbers(_:)``) as `digits` asks, the fewest keeping
    /// the path within `bound`. Where a segment starts or ends with a vertical tangent (a handle
    /// at its end point's x), that x and the handle's are kept: near such an end y moves as the
    /// square root of a shift in x, so no rounding of them keeps the path within the bound, while
    /// every other number can still be rounded.
    private static func pathTexts(_ path: BezierPath, digits: Digits, bound: Double) -> [String] {
        let grid = DeviationGrid(extraPoints: path.segments.map { $0.x[0] }) { path.value(at: $0) }
        return texts(pathNumbers(path), digits: digits, bound: bound, greedy: false, keep: verticalTangentXs(path)) { n in
            rebuilt(path, from: n).map { rounded in grid.deviation { rounded.value(at: $0) } } ?? .infinity
        }
    }

    /// max |rounded(x) − exact(x)| for two Béziers, measured as the type's documentation says.
    static func bezierDeviation(_ rounded: CubicBezier, _ exact: CubicBezier) -> Double {
        DeviationGrid { exact.value(at: $0) }.deviation { rounded.value(at: $0) }
    }

    /// Key times and values of a keyframes curve: texts for each, such that the keyframes
    /// curve with the rounded times and values (and the same segments) stays within `bound`.
    static func keyframes(_ keyframes: Keyframes, digits: Digits, bound: Double = bound) -> (times: [String], values: [String]) {
        let exactCurve = keyframes
        let grid = DeviationGrid(extraPoints: keyframes.times) { exactCurve.value(at: $0) }
        let count = keyframes.times.count
        let texts = texts(keyframes.times + keyframes.values, digits: digits, bound: bound) { numbers in
            guard
                let rounded = try? Keyframes(
                    times: Array(numbers[..<count]), values: Array(numbers[count...]), segments: exactCurve.segments)
            else { return .infinity }
            return grid.deviation(extraPoints: rounded.times) { rounded.value(at: $0) }
        }
        return (Array(texts[..<count]), Array(texts[count...]))
    }

    /// `keyframes` as code written with ``Digits/fewest`` reads it back: each segment's Bézier
    /// rounded as ``roundedBezier(_:)``, then the key times and values as
    /// ``keyframes(_:digits:bound:)`` writes them (each step within the bound).
    package static func roundedKeyframes(_ keyframes: Keyframes) -> Keyframes {
        let segments = keyframes.segments.map { segment in
            guard let bezier = segment.curve.bezier else { return segment }
            return Keyframes.Segment(name: segment.name, curve: .bezier(roundedBezier(bezier)))
        }
        guard let eased = try? Keyframes(times: keyframes.times, values: keyframes.values, segments: segments) else { return keyframes }
        let texts = Self.keyframes(eased, digits: .fewest)
        return (try? Keyframes(times: doubles(texts.times), values: doubles(texts.values), segments: segments)) ?? eased
    }

    /// `spring` with its stiffness, damping and start velocity (its mass and span kept) rounded to
    /// the fewest decimals that keep its motion within the bound over its span; `spring` itself
    /// where one of them would round to 0 (a spring without damping is another kind of motion).
    package static func roundedSpring(_ spring: Spring) -> Spring {
        func withNumbers(_ p: [Double]) throws -> Spring {
            try Spring(mass: spring.mass, stiffness: p[0], damping: p[1], initialVelocity: p[2], duration: spring.duration)
        }
        let numbers = [spring.stiffness, spring.damping, spring.initialVelocity]
        let rounded = doubles(Self.spring(numbers, digits: .fewest, exact: spring, span: spring.timeSpan, build: withNumbers))
        guard !zip(numbers, rounded).contains(where: { $0 != 0 && $1 == 0 }) else { return spring }
        return (try? withNumbers(rounded)) ?? spring
    }

    /// A spring's parameters (in the order `build` takes them), such that the motion of the
    /// spring `build` makes from the rounded ones stays within `bound` of `exact`'s over
    /// `span` seconds (its progress p(t), measured as a curve of x = t / span).
    static func spring(
        _ parameters: [Double], digits: Digits, exact: Spring, span: Double, build: @escaping ([Double]) throws -> Spring
    ) -> [String] {
        let grid = DeviationGrid { exact.position(atTime: $0 * span) }
        return texts(parameters, digits: digits) { numbers in
            guard let rounded = try? build(numbers) else { return .infinity }
            return grid.deviation { rounded.position(atTime: $0 * span) }
        }
    }

    /// The key times of values joined by straight lines (an animation sampled at its
    /// frames): the polyline through (time, progress) with the rounded times stays within
    /// `bound` of the exact one, measured exactly at every key of both (the difference of two
    /// polylines is largest at one of them). Times must stay increasing.
    static func keyTimes(_ times: [Double], progress: [Double], digits: Digits) -> [String] {
        texts(times, digits: digits) { rounded in
            guard zip(rounded, rounded.dropFirst()).allSatisfy({ $0 < $1 }) else { return .infinity }
            // Both polylines are continuous with the same values, so the difference is largest at
            // a key of one of them: walk both key lists in order, each polyline with a cursor.
            var exact = PolylineWalk(xs: times, ys: progress), candidate = PolylineWalk(xs: rounded, ys: progress)
            var (i, j) = (0, 0)
            var worst = 0.0
            while i < times.count || j < rounded.count {
                let x: Double
                if j >= rounded.count || (i < times.count && times[i] <= rounded[j]) {
                    x = times[i]
                    i += 1
                } else {
                    x = rounded[j]
                    j += 1
                }
                worst = max(worst, abs(candidate.value(at: x) - exact.value(at: x)))
            }
            return worst
        }
    }

    /// `value` rounded to `decimals` places: its text (trailing zeros dropped) and the double
    /// that text denotes; the shortest exact form when that is shorter or rounding cannot apply.
    static func rounded(_ value: Double, decimals: Int) -> (text: String, value: Double) {
        let exactText = exact(value)
        guard value.isFinite else { return (exactText, value) }
        let text = TextFormat.trimmed(value, decimals: decimals)
        guard !text.contains("e"), let parsed = Double(text) else { return (exactText, value) }
        if parsed == value || text.count >= exactText.count && !exactText.contains("e") { return (exactText, value) }
        return (text == "-0" ? "0" : text, parsed == 0 ? 0 : parsed)
    }

    /// The shortest round-trip form, integers without a fraction.
    package static func exact(_ value: Double) -> String { TextFormat.shortest(value) }
}

/// The exact curve's values on the grid of ``PasteDecimals``, computed once, and the
/// measurement of a rounded curve against them.
struct DeviationGrid {
    static let intervals = 1024
    /// How many of the largest local maxima on the grid are refined.
    static let refinedPeaks = 8
    let exact: (Double) -> Double
    let xs: [Double]
    let ys: [Double]
    let extraPoints: [Double]

    init(extraPoints: [Double] = [], exact: @escaping (Double) -> Double) {
        self.exact = exact
        xs = (0...Self.intervals).map { Double($0) / Double(Self.intervals) }
        ys = xs.map(exact)
        self.extraPoints = extraPoints
    }

    /// max |rounded − exact| over the grid, its refined local maxima, and both sides of the
    /// extra points (breakpoints) of either curve.
    func deviation(extraPoints more: [Double] = [], of rounded: (Double) -> Double) -> Double {
        let differences = zip(xs, ys).map { abs(rounded($0) - $1) }
        var worst = differences.max() ?? 0
        if worst.isNaN { return .infinity }
        let peaks = differences.indices.filter { isLocalMaximum(differences, $0) }
            .sorted { differences[$0] > differences[$1] }.prefix(Self.refinedPeaks)
        for index in peaks {
            let lo = xs[max(index - 1, 0)], hi = xs[min(index + 1, xs.count - 1)]
            worst = max(worst, refine(lo, hi, rounded))
        }
        for point in extraPoints + more where point >= 0 && point <= 1 {
            for x in [point.nextDown, point, point.nextUp] where x >= 0 && x <= 1 {
                worst = max(worst, abs(rounded(x) - exact(x)))
            }
        }
        return worst.isNaN ? .infinity : worst
    }

    private func isLocalMaximum(_ values: [Double], _ index: Int) -> Bool {
        let value = values[index]
        guard value > 0 else { return false }
        return (index == 0 || values[index - 1] <= value) && (index == values.count - 1 || values[index + 1] <= value)
    }

    /// Golden-section search for the largest |rounded − exact| in [lo, hi].
    private func refine(_ lo: Double, _ hi: Double, _ rounded: (Double) -> Double) -> Double {
        let ratio = (5.0.squareRoot() - 1) / 2
        var (a, b) = (lo, hi)
        func f(_ x: Double) -> Double { abs(rounded(x) - exact(x)) }
        var c = b - ratio * (b - a), d = a + ratio * (b - a)
        var fc = f(c), fd = f(d)
        var worst = max(fc, fd)
        for _ in 0..<40 where b - a > 1e-15 {
            if fc > fd {
                b = d; d = c; fd = fc
                c = b - ratio * (b - a); fc = f(c)
            } else {
                a = c; c = d; fc = fd
                d = a + ratio * (b - a); fd = f(d)
            }
            worst = max(worst, fc, fd)
        }
        return worst
    }
}

/// A polyline evaluated at increasing x, walking forward (flat beyond its ends).
struct PolylineWalk {
    let xs: [Double]
    let ys: [Double]
    var index = 0

    mutating func value(at x: Double) -> Double {
        guard let last = xs.indices.last else { return .nan }
        if x <= xs[0] { return ys[0] }
        if x >= xs[last] { return ys[last] }
        while index + 1 < last, xs[index + 1] <= x { index += 1 }
        let (x0, x1) = (xs[index], xs[index + 1])
        return ys[index] + (x - x0) / (x1 - x0) * (ys[index + 1] - ys[index])
    }
}
