import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// The springs Compose and Android write — `spring<Float>(dampingRatio, stiffness)` and
/// `SpringForce().setStiffness(…).setDampingRatio(…)` —, as a curve and in an animation, compiled
/// as printed by kotlinc (javac for Android's Java stand-ins) and run against stand-ins that
/// follow the platforms' sources, compared with the curve.
///
/// - Compose (androidx/androidx, compose/animation/animation-core/src/commonMain/kotlin/androidx/
///   compose/animation/core/SpringSimulation.kt at 13d5e2efb6ca3077b4bd3f6040c5a15b504397d3, and
///   FloatAnimationSpec.kt's `FloatSpringSpec.getValueFromNanos`): the value at a play time is
///   `updateValues(initial value, initial velocity, play time in whole milliseconds)` from the
///   start, with the natural frequency √stiffness and, by the damping ratio ζ, the over-damped
///   (ζ > 1), critically damped (ζ = 1) or under-damped closed form in Double, the value returned
///   as a Float.
/// - Android (androidx/androidx, dynamicanimation/dynamicanimation/src/main/java/androidx/
///   dynamicanimation/animation/SpringForce.java at fd79a569793acda1e955ddefad9b964cff70909f):
///   the same closed forms in `updateValues(last displacement, last velocity, elapsed ms)`, which
///   a `SpringAnimation` calls once a frame from its last value and velocity, each kept as a
///   Float; the stand-in steps 16 ms frames.
///
/// Compared at times before the curve's end (where a curve of a spring snaps to 1 and the
/// platform's spring, which has no duration, keeps settling): within the export's stated error
/// plus Float's precision, 1e-6 of the move (2e-6 for Android, whose Float state is carried from
/// frame to frame).
@Suite("exported springs of Compose and Android, run")
struct SpringFormRunTests {
    static let composeSpring = """
        package androidx.compose.animation.core

        import kotlin.math.*

        class SpringSpec<T>(val dampingRatio: Float, val stiffness: Float)
        fun <T> spring(dampingRatio: Float = 1f, stiffness: Float = 1500f, visibilityThreshold: T? = null): SpringSpec<T> =
            SpringSpec(dampingRatio, stiffness)

        /// The value `playTimeMillis` (whole milliseconds) after the start of a move from rest at `from` to `to`.
        fun SpringSpec<Float>.valueAt(playTimeMillis: Long, from: Float, to: Float): Float {
            val omega = sqrt(stiffness.toDouble())
            val zeta = dampingRatio
            val x0 = (from - to).toDouble()
            val v0 = 0.0
            val t = playTimeMillis / 1000.0
            val displacement = if (zeta > 1) {
                val root = omega * sqrt(zeta * zeta.toDouble() - 1)
                val plus = -zeta * omega + root
                val minus = -zeta * omega - root
                val b = (minus * x0 - v0) / (minus - plus)
                (x0 - b) * exp(minus * t) + b * exp(plus * t)
            } else if (zeta == 1f) {
                (x0 + (v0 + omega * x0) * t) * exp(-omega * t)
            } else {
                val damped = omega * sqrt(1 - zeta * zeta.toDouble())
                val sine = (zeta * omega * x0 + v0) / damped
                exp(-zeta * omega * t) * (x0 * cos(damped * t) + sine * sin(damped * t))
            }
            return (displacement + to).toFloat()
        }
        """

    static let androidSpringForce = """
        package androidx.dynamicanimation.animation;

        public class SpringForce {
            double omega = Math.sqrt(1500);
            double zeta = 0.5;
            double finalPosition;
            public SpringForce() { this(0f); }
            public SpringForce(float finalPosition) { this.finalPosition = finalPosition; }
            public SpringForce setStiffness(float stiffness) { omega = Math.sqrt(stiffness); return this; }
            public SpringForce setDampingRatio(float dampingRatio) { zeta = dampingRatio; return this; }
            public SpringForce setFinalPosition(float position) { finalPosition = position; return this; }
            /** The value and velocity `elapsed` ms after `value`, `velocity`, each as a Float. */
            float[] updateValues(double value, double velocity, long elapsed) {
                double t = elapsed / 1000d;
                double x0 = value - finalPosition;
                double x, v;
                if (zeta > 1) {
                    double root = omega * Math.sqrt(zeta * zeta - 1);
                    double plus = -zeta * omega + root, minus = -zeta * omega - root;
                    double b = (minus * x0 - velocity) / (minus - plus), a = x0 - b;
                    x = a * Math.exp(minus * t) + b * Math.exp(plus * t);
                    v = a * minus * Math.exp(minus * t) + b * plus * Math.exp(plus * t);
                } else if (zeta == 1) {
                    double b = velocity + omega * x0;
                    x = (x0 + b * t) * Math.exp(-omega * t);
                    v = (x0 + b * t) * Math.exp(-omega * t) * -omega + b * Math.exp(-omega * t);
                } else {
                    double damped = omega * Math.sqrt(1 - zeta * zeta);
                    double sine = (zeta * omega * x0 + velocity) / damped;
                    x = Math.exp(-zeta * omega * t) * (x0 * Math.cos(damped * t) + sine * Math.sin(damped * t));
                    v = x * -omega * zeta + Math.exp(-zeta * omega * t)
                        * (-damped * x0 * Math.sin(damped * t) + damped * sine * Math.cos(damped * t));
                }
                return new float[] { (float) (x + finalPosition), (float) v };
            }
        }
        """

    static let androidFloatValueHolder = """
        package androidx.dynamicanimation.animation;

        public class FloatValueHolder {
            final float value;
            public FloatValueHolder(float value) { this.value = value; }
        }
        """

    static let androidSpringAnimation = """
        package androidx.dynamicanimation.animation;

        public class SpringAnimation {
            final float start;
            SpringForce spring;
            public SpringAnimation(FloatValueHolder holder) { start = holder.value; }
            public SpringAnimation setSpring(SpringForce force) { spring = force; return this; }
            public SpringAnimation setMinimumVisibleChange(float change) { return this; }
            /** The value at each of `count` frames `frameMillis` apart, from the start. */
            public float[] frames(long frameMillis, int count) {
                float[] values = new float[count];
                float value = start, velocity = 0f;
                for (int i = 0; i < count; i++) {
                    values[i] = value;
                    float[] state = spring.updateValues(value, velocity, frameMillis);
                    value = state[0];
                    velocity = state[1];
                }
                return values;
            }
        }
        """

    /// Android's frame, in milliseconds.
    static let frameMillis = 16.0

    struct Run {
        let platform: Platform
        let definition: String
        let curve: Curve
        let isAnimation: Bool
        let maxError: Double
        /// The times compared, in milliseconds after the start, and the curve's x at each.
        let times: [Double]
        let xs: [Double]
        let scale: Double
    }

    /// Whether `code` is the platform's spring (as a curve's line or an animation's text).
    static func isSpring(_ code: String, _ platform: Platform) -> Bool {
        let lines = code.split(separator: "\n").filter { !$0.hasPrefix("//") }.joined(separator: "\n")
        return platform == .compose ? lines.contains("spring<Float>(") : lines.contains("SpringForce(")
    }

    /// The table's curves whose curve or animation `platform` writes as its spring, by kind.
    static func kinds(_ platform: Platform, animation: Bool) -> Set<String> {
        ExportRuns.timingKinds(platform, animation: animation) { isSpring($0, platform) }
    }

    /// The times before the end of a span of `seconds`: every `step` ms for Compose, every frame
    /// for Android.
    static func times(_ platform: Platform, seconds: Double) -> [Double] {
        let step = platform == .compose ? 2.0 : frameMillis
        return stride(from: 0.0, to: seconds * 1000, by: step).map { $0 }
    }

    @Test(
        "Compose's spring and Android's SpringForce, compiled by kotlinc against stand-ins of the platforms' springs and run, are the curves",
        .enabled(
            if: FunctionFormTools.shouldRun(FunctionFormTools.kotlinc, FunctionFormTools.javac, FunctionFormTools.java),
            FunctionFormTools.missing(["kotlinc", "javac", "java"])), Thorough.only)
    func composeAndAndroid() throws {
        var files: [String: String] = [
            "ComposeSpring.kt": Self.composeSpring,
            "androidx/dynamicanimation/animation/SpringForce.java": Self.androidSpringForce,
            "androidx/dynamicanimation/animation/FloatValueHolder.java": Self.androidFloatValueHolder,
            "androidx/dynamicanimation/animation/SpringAnimation.java": Self.androidSpringAnimation,
        ]
        let imports = ["import androidx.compose.animation.core.*", "import androidx.dynamicanimation.animation.*"]
        var runs: [Run] = []
        var calls: [String] = []
        func printed(_ values: String) -> String { "for (v in \(values)) out.append(v).append('\\n')" }
        for platform in [Platform.compose, .android] {
            for (index, (definition, curve)) in CSSBrowserRunTests.curves.enumerated() {
                let curveCode = try ExportPipeline.curve(curve, named: "c", format: platform.rawValue)
                if curveCode.form == .timing, let line = curveCode.line, Self.isSpring(line, platform), let spring = curve.spring {
                    let name = "\(platform.rawValue)SpringCurve\(index)"
                    files["\(name).kt"] = imports.joined(separator: "\n") + "\n\nval \(name) = \(line)\n"
                    let times = Self.times(platform, seconds: spring.timeSpan)
                    if platform == .compose {
                        calls.append(printed("(0 until \(times.count)).map { \(name).valueAt(it * 2L, 0f, 1f) }"))
                    } else {
                        calls.append(
                            printed(
                                "SpringAnimation(FloatValueHolder(0f)).setSpring(\(name).setFinalPosition(1f))"
                                    + ".frames(\(Int(Self.frameMillis))L, \(times.count)).toList()"))
                    }
                    runs.append(
                        Run(
                            platform: platform, definition: definition, curve: curve, isAnimation: false, maxError: curveCode.maxError,
                            times: times, xs: times.map { $0 / 1000 / spring.timeSpan }, scale: 1))
                }
                let animation = try KeyframeAnimationRunTests.animation(curve)
                let played = try ExportPipeline.animation(animation, format: platform.rawValue)
                guard played.form == .timing, Self.isSpring(played.text, platform) else { continue }
                let body = played.text.split(separator: "\n").filter { !$0.hasPrefix("import ") && !$0.hasPrefix("//") }
                    .joined(separator: "\n")
                let name = "\(platform.rawValue)SpringAnimation\(index)"
                let times = Self.times(platform, seconds: animation.duration)
                let travel = Int(KeyframeAnimationRunTests.travel)
                if platform == .compose {
                    files["\(name).kt"] =
                        imports.joined(separator: "\n") + "\n\n" + body.replacingOccurrences(of: "val aSpec", with: "val \(name)")
                    calls.append(printed("(0 until \(times.count)).map { \(name).valueAt(it * 2L, 0f, \(travel)f) }"))
                } else {
                    let variable = try #require(
                        body.firstMatch(of: #/val (\w+) = SpringAnimation\(/#).map { String($0.1) }, "no SpringAnimation in\n\(body)")
                    files["\(name).kt"] =
                        imports.joined(separator: "\n") + "\n\nfun \(name)(): SpringAnimation {\n\(body)\nreturn \(variable)\n}\n"
                    calls.append(printed("\(name)().frames(\(Int(Self.frameMillis))L, \(times.count)).toList()"))
                }
                runs.append(
                    Run(
                        platform: platform, definition: definition, curve: curve, isAnimation: true, maxError: played.maxError,
                        times: times, xs: times.map { $0 / 1000 / animation.duration }, scale: KeyframeAnimationRunTests.travel))
            }
        }
        try #require(!runs.isEmpty, "no curve of the table is written as a spring")
        let (printed, output) = try FunctionFormTools.kotlinValues(files: files, imports: imports, calls: calls)
        var values = printed[...]
        for run in runs {
            try #require(values.count >= run.xs.count, "too few values printed:\n\(output.prefix(2000))")
            var worst = (difference: 0.0, at: 0.0)
            for x in run.xs {
                guard let value = values.popFirst() ?? nil else { continue }
                let difference = abs(value - run.scale * run.curve.value(at: x))
                if !(difference <= worst.difference) { worst = (difference, x) }
            }
            let bound = run.scale * (run.maxError + (run.platform == .compose ? 1e-6 : 2e-6))
            let what = "\(run.platform.rawValue) \(run.isAnimation ? "animation" : "curve") \(run.definition)"
            print("\(what): \(run.xs.count) times, max difference \(worst.difference) at x = \(worst.at) (bound \(bound))")
            #expect(worst.difference <= bound, "\(what): \(worst.difference) at x = \(worst.at)")
        }
        #expect(values.isEmpty, "\(values.count) values left over")
    }
}
