import CurveKit
import Foundation
import TestSupport

/// y(x) for cubic Béziers: per call over a mix of curves, 1M-point sweeps, and the cost per call
/// as more curves are alive at once.
enum EvaluationBenchmarks {
    /// The 5 CSS presets, a curve with a slow middle, and an overshooting back-in-out.
    static let mix: [(name: String, points: (Double, Double, Double, Double))] = [
        ("linear", (0, 0, 1, 1)),
        ("ease", (0.25, 0.1, 0.25, 1)),
        ("ease-in", (0.42, 0, 1, 1)),
        ("ease-out", (0, 0, 0.58, 1)),
        ("ease-in-out", (0.42, 0, 0.58, 1)),
        ("(1, 0, 0.75, 1)", (1, 0, 0.75, 1)),
        ("(0.68, -0.6, 0.32, 1.6)", (0.68, -0.6, 0.32, 1.6)),
    ]

    /// The curve of control points that the benchmarks choose valid (x1 and x2 in [0, 1]); an
    /// invalid one stops the run, naming it.
    static func bezier(_ p: (Double, Double, Double, Double)) -> CubicBezier {
        do {
            return try CubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
        } catch {
            fatalError("benchmark curve \(p): \(error.message)")
        }
    }

    /// Pseudo-random inputs in (0, 1).
    static func inputs(_ count: Int, seed: UInt64) -> [Double] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in generator.unit() }
    }

    /// Σ value(at:) over `xs` for one curve, held in a local (the way a caller evaluates a curve
    /// many times; see `alive` for a different curve on every call).
    @inline(never)
    static func sum(_ curve: CubicBezier, _ xs: [Double]) -> Double {
        var total = 0.0
        for x in xs { total += curve.value(at: x) }
        return total
    }

    /// ns per value(at:) call: each curve of the mix on the same 4,096 pseudo-random inputs.
    static func evaluation(into report: inout Report, quick: Bool) {
        let xs = inputs(4096, seed: 0x5EED)
        var perCurve: [(String, Any)] = []
        var medians: [Double] = []
        for (name, points) in mix {
            let curve = bezier(points)
            let samples = measureCPU(warmUp: 3, repetitions: quick ? 9 : 31, perRun: Double(xs.count)) { blackHole(sum(curve, xs)) }
            medians.append(samples.median)
            perCurve.append((name, samples.median))
        }
        // The mix: every curve on every input, interleaved by curve, timed as a whole.
        let curves = mix.map { bezier($0.points) }
        let whole = measureCPU(warmUp: 3, repetitions: quick ? 9 : 31, perRun: Double(xs.count * curves.count)) {
            var total = 0.0
            for curve in curves { total += sum(curve, xs) }
            blackHole(total)
        }
        report.add(
            "eval_ns_per_call", "y(x) of a Bézier, mix of 7 curves", whole.median, unit: "ns/call",
            target: "≤ 10 ns", limit: 10)
        report.add(extra: "eval_ns_per_call_by_curve", Report.OrderedObject(perCurve))
        report.add(extra: "eval_ns_per_call_spread", Report.OrderedObject([("min", whole.minimum), ("max", whole.maximum)]))
    }

    /// One pass of the mix, for `valgrind --tool=callgrind` (instruction counts are repeatable
    /// where times are not): 7 × 65,536 calls.
    static func evaluationOnce() -> Double {
        let xs = inputs(65536, seed: 0x5EED)
        var total = 0.0
        for (_, points) in mix { total += sum(bezier(points), xs) }
        return total
    }

    /// 1,000,000 evenly spaced points of one Bézier (ease), through the sweep API, and through
    /// value(at:) point by point for comparison; also each curve of the mix, and
    /// Curve.sample (value and slope).
    static func sweep(into report: inout Report, quick: Bool) {
        let count = 1_000_000
        let repetitions = quick ? 5 : 11
        let ease = bezier(mix[1].points)
        let sweep = measureCPU(warmUp: 1, repetitions: repetitions, perRun: 1e6) { blackHole(ease.values(atEvenlySpaced: count)) }
        report.add("sample_1m_ms", "1,000,000 evenly spaced y(x) of ease", sweep.median, unit: "ms", target: "≤ 5 ms", limit: 5)
        let pointwise = measureCPU(warmUp: 1, repetitions: quick ? 3 : 5, perRun: 1e6) {
            let last = Double(count - 1)
            var values = [Double](repeating: 0, count: count)
            for index in 0..<count { values[index] = ease.value(at: Double(index) / last) }
            blackHole(values)
        }
        report.add("sample_1m_pointwise_ms", "… the same with value(at:) per point", pointwise.median, unit: "ms")
        var byCurve: [(String, Any)] = []
        for (name, points) in mix {
            let curve = bezier(points)
            let samples = measureCPU(warmUp: 1, repetitions: quick ? 3 : 5, perRun: 1e6) { blackHole(curve.values(atEvenlySpaced: count)) }
            byCurve.append((name, samples.median))
        }
        report.add(extra: "sample_1m_ms_by_curve", Report.OrderedObject(byCurve))
        let curve = Curve.bezier(ease)
        let points = measureCPU(warmUp: 1, repetitions: quick ? 3 : 5, perRun: 1e6) { blackHole(curve.sample(intervals: count - 1)) }
        report.add("sample_points_1m_ms", "Curve.sample: 1,000,000 points with slopes", points.median, unit: "ms")
    }

    /// ns per call with 1, 100 and 10,000 random curves alive, each call on a different curve
    /// (a pseudo-random one) at a pseudo-random x: the cost of reaching a curve's data once it
    /// no longer sits in the cache.
    static func alive(into report: inout Report, quick: Bool) {
        var generator = SplitMix64(seed: 0xA11CE)
        var rows: [(String, Any)] = []
        var lines: [String] = []
        let calls = 200_000
        let xs = inputs(calls, seed: 0xF00D)
        for count in [1, 100, 10_000] {
            let curves = (0..<count).map { _ in
                bezier((generator.unit(), generator.uniform(-0.5, 1.5), generator.unit(), generator.uniform(-0.5, 1.5)))
            }
            let order = (0..<calls).map { _ in Int(generator.next() % UInt64(count)) }
            // Every curve evaluated once first: the one-off cost of building its table is not
            // what this measures.
            for curve in curves { blackHole(curve.value(at: 0.5)) }
            let samples = measureCPU(warmUp: 1, repetitions: quick ? 5 : 11, perRun: Double(calls)) {
                blackHole(evaluate(curves, order, xs))
            }
            rows.append((String(count), samples.median))
            lines.append("\(count) curve\(count == 1 ? "" : "s") alive: \(String(format: "%.1f", samples.median)) ns/call")
        }
        report.add(extra: "eval_ns_per_call_by_curves_alive", Report.OrderedObject(rows))
        report.section("Evaluation cost per call with N random curves alive (a random one per call):", lines)
    }

    @inline(never)
    static func evaluate(_ curves: [CubicBezier], _ order: [Int], _ xs: [Double]) -> Double {
        var total = 0.0
        for index in 0..<order.count { total += curves[order[index]].value(at: xs[index]) }
        return total
    }

    /// The one-off cost of a curve's first evaluation (building its table), and of creating it.
    static func construction(into report: inout Report, quick: Bool) {
        var generator = SplitMix64(seed: 0xC0FFEE)
        let points = (0..<10_000).map { _ in
            (generator.unit(), generator.uniform(-0.5, 1.5), generator.unit(), generator.uniform(-0.5, 1.5))
        }
        let create = measureCPU(warmUp: 1, repetitions: quick ? 3 : 7, perRun: Double(points.count)) {
            blackHole(points.map(bezier))
        }
        let first = measureCPU(warmUp: 1, repetitions: quick ? 3 : 7, perRun: Double(points.count)) {
            var total = 0.0
            for p in points { total += bezier(p).value(at: 0.3) }
            blackHole(total)
        }
        report.add("bezier_init_ns", "CubicBezier(x1:y1:x2:y2:)", create.median, unit: "ns")
        report.add("bezier_first_eval_ns", "… plus its first value(at:) (builds the solver)", first.median, unit: "ns")
        // A curve gets its value table on its 8,192nd evaluation: the first 8,192 calls of a new
        // curve, per curve, include building both tables.
        let inputs = Self.inputs(8192, seed: 0xBEEF)
        let warmUp = measureCPU(warmUp: 1, repetitions: quick ? 3 : 7, perRun: 200) {
            var total = 0.0
            for p in points.prefix(200) {
                let curve = bezier(p)
                for x in inputs { total += curve.value(at: x) }
            }
            blackHole(total)
        }
        report.add("bezier_warm_up_us", "… its first 8,192 value(at:) (builds the value table)", warmUp.median / 1000, unit: "µs")
    }
}
