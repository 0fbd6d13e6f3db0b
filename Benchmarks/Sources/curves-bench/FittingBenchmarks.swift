import CurveKit
import Foundation
import Workbench

/// Fitting (BezierFitter, KeyframeFitter) and `linear` (LinearApproximator).
enum FittingBenchmarks {
    /// The 24 non-bouncing Penner curves: 8 families × in / out / in-out.
    static let pennerNames: [String] = ["sine", "quad", "cubic", "quart", "quint", "expo", "circ", "back"]
        .flatMap { family in ["in", "out", "in-out"].map { "\(family)-\($0)" } }

    /// A damped spring with ζ = 0.3 that makes 5 oscillations over x ∈ [0, 1]:
    /// y = 1 − e^(−ζωx)·(cos ω_d x + ζ/√(1 − ζ²)·sin ω_d x), ω_d = 10π, ω = ω_d/√(1 − ζ²).
    static func spring(_ x: Double) -> Double {
        let zeta = 0.3
        let damped = 10 * Double.pi
        let natural = damped / (1 - zeta * zeta).squareRoot()
        let x = min(max(x, 0), 1)
        return 1 - exp(-zeta * natural * x) * (cos(damped * x) + zeta / (1 - zeta * zeta).squareRoot() * sin(damped * x))
    }

    static func fit(into report: inout Report, quick: Bool) {
        var perCurve: [(String, Any)] = []
        var medians: [Double] = []
        for name in pennerNames {
            guard let penner = Penner(named: name) else { fatalError("'\(name)' is not a Penner curve's name") }
            let samples = measureCPU(warmUp: 1, repetitions: quick ? 3 : 5, perRun: 1e6) {
                blackHole(try? BezierFitter.fit({ penner.value(at: $0) }, samples: 1000))
            }
            medians.append(samples.median)
            perCurve.append((name, samples.median))
        }
        let median = Samples(values: medians).median
        report.add(
            "fit_median_ms", "fit a Bézier to 1,001 samples (median of 24 Penner curves)", median,
            unit: "ms", target: "≤ 20 ms", limit: 20)
        report.add(extra: "fit_ms_by_curve", Report.OrderedObject(perCurve))
        report.add(extra: "fit_max_ms", medians.max() ?? .nan)

        // Growth with the number of samples, on one curve.
        let target = Penner(.cubic, .inOut)
        var growth: [(String, Any)] = []
        var lines: [String] = []
        var previous: Double?
        for samples in [100, 1_000, 10_000, 100_000] {
            let time = measureCPU(warmUp: samples >= 100_000 ? 0 : 1, repetitions: quick || samples >= 100_000 ? 1 : 3, perRun: 1e6) {
                blackHole(try? BezierFitter.fit({ target.value(at: $0) }, samples: samples))
            }.median
            growth.append((String(samples), time))
            let ratio = previous.map { String(format: " (×%.1f for ×10 samples)", time / $0) } ?? ""
            lines.append(
                "\(samples) samples: \(String(format: "%.2f", time)) ms, \(String(format: "%.0f", time * 1e6 / Double(samples))) ns/sample\(ratio)"
            )
            previous = time
        }
        report.add(extra: "fit_ms_by_samples", Report.OrderedObject(growth))
        report.section("fit of cubic-in-out as the samples grow (linear growth: ×10 per row):", lines)
    }

    static func keyframes(into report: inout Report, quick: Bool) {
        let samples = measureCPU(warmUp: 1, repetitions: quick ? 3 : 5, perRun: 1e6) {
            blackHole(try? KeyframeFitter.fit(spring, tolerance: 1e-4))
        }
        report.add(
            "keyframe_fit_ms", "keyframe fit of a ζ = 0.3 spring, 5 oscillations, to 1e-4", samples.median,
            unit: "ms", target: "≤ 100 ms", limit: 100)
    }

    static func linear(into report: inout Report, quick: Bool) {
        let bounce = Penner(.bounce, .out)
        let samples = measureCPU(warmUp: 1, repetitions: quick ? 5 : 11, perRun: 1e6) {
            blackHole(try? LinearApproximator.approximate({ bounce.value(at: $0) }, tolerance: 1e-3))
        }
        report.add("linear_ms", "linear() stops for bounce-out to 1e-3", samples.median, unit: "ms", target: "≤ 20 ms", limit: 20)
    }

    /// The spring fits (`fit … family=spring` and `spring-velocity`) of back-out on 1,001 samples.
    static func spring(into report: inout Report, quick: Bool) {
        let back = Penner(.back, .out)
        let values = (0...1000).map { back.value(at: Double($0) / 1000) }
        let samples = measureCPU(warmUp: 1, repetitions: quick ? 5 : 11, perRun: 1e6) {
            blackHole(try? SpringFitter.fit(values: values))
        }
        report.add("spring_fit_ms", "spring fit of back-out to 1,001 samples", samples.median, unit: "ms", target: "≤ 30 ms", limit: 30)
        let moving = measureCPU(warmUp: 1, repetitions: quick ? 5 : 11, perRun: 1e6) {
            blackHole(try? SpringFitter.fit(values: values, freeVelocity: true))
        }
        report.add(
            "spring_velocity_fit_ms", "spring-velocity fit of back-out to 1,001 samples", moving.median, unit: "ms",
            target: "≤ 60 ms", limit: 60)
    }

    /// Path fits (`fit … family=path segments=4`) of elastic-out and bounce-out.
    static func path(into report: inout Report, quick: Bool) {
        let elastic = Penner(.elastic, .out), bounce = Penner(.bounce, .out)
        let samples = measureCPU(warmUp: 1, repetitions: quick ? 3 : 7, perRun: 1e6) {
            blackHole(try? PathFitter.fit({ elastic.value(at: $0) }, segments: 4))
        }
        report.add("path_fit_ms", "path fit of elastic-out, 4 segments", samples.median, unit: "ms", target: "≤ 100 ms", limit: 100)
        let bouncing = measureCPU(warmUp: 1, repetitions: quick ? 3 : 7, perRun: 1e6) {
            blackHole(try? PathFitter.fit({ bounce.value(at: $0) }, segments: 4))
        }
        report.add("path_fit_bounce_ms", "path fit of bounce-out, 4 segments", bouncing.median, unit: "ms", target: "≤ 100 ms", limit: 100)
        for target in ["back-out", "bounce-out", "elastic-out"] {
            var interpreter = Interpreter(settings: Settings(), fileSystem: LocalFileSystem())
            let all = measureCPU(warmUp: 1, repetitions: quick ? 3 : 5, perRun: 1e6) {
                let reply = interpreter.execute("fit \(target) family=all")
                precondition(reply.error == nil, "fit \(target) family=all failed")
                blackHole(reply)
            }
            report.add(
                "fit_all_\(target.replacingOccurrences(of: "-", with: "_"))_ms",
                "fit \(target) family=all (every family, through the interpreter)",
                all.median, unit: "ms", target: "≤ 300 ms", limit: 300)
        }
    }

    /// `export NAME all` (every platform's code, approximations fitted once) for a bounce, a spring
    /// and SKBounceAnimation's oscillation (30 frames with straight lines between, ending at 1.04).
    static func exports(into report: inout Report, quick: Bool) {
        for (key, definition) in [
            ("bounce", "c = bounce-out"), ("spring", "c = spring stiffness=170 damping=8 velocity=6"), ("oscillation", "c = oscillation"),
        ] {
            var interpreter = Interpreter(settings: Settings(), fileSystem: LocalFileSystem())
            precondition(interpreter.execute(definition).error == nil)
            let samples = measureCommand("export c all", in: &interpreter, repetitions: quick ? 3 : 7)
            report.add(
                "export_all_\(key)_ms", "export all of \(definition.dropFirst(4)) (every platform)", samples.median,
                unit: "ms", target: "≤ 300 ms", limit: 300)
            // The same curve in an animation (0 → 236 over 1 s): every platform's animation.
            precondition(interpreter.execute("anim a transform.translation.y 0 236 duration=1 curve=c").error == nil)
            let animation = measureCommand("export a all", in: &interpreter, repetitions: quick ? 3 : 7)
            report.add(
                "export_anim_all_\(key)_ms", "export all of an animation on \(definition.dropFirst(4)) (every platform)",
                animation.median, unit: "ms", target: "≤ 300 ms", limit: 300)
        }
    }
}
