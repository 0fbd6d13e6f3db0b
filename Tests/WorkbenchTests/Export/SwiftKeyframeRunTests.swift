import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// The keyframe forms SwiftUI and UIKit write for a curve — a `KeyframeTimeline` of
/// `LinearKeyframe`s, a `CAKeyframeAnimation`'s `keyTimes`, `values` and `timingFunctions` (or
/// its discrete calculation mode) —, and SwiftUI's keyframe animations, compiled as printed by swiftc against stand-ins of the types
/// they use (SwiftUI and Core Animation are not on Linux) and run: the stand-ins hold what the
/// code sets and compute the value as Apple documents it, and what they compute at 1,001 x is
/// compared with the curve.
///
/// - SwiftUI (developer.apple.com, KeyframeTimeline, LinearKeyframe, UnitCurve): the timeline
///   plays its keyframes one after another from `initialValue`, each for its `duration`; a
///   `LinearKeyframe(to, duration:, timingCurve:)` interpolates linearly from the value before it
///   to `to`, its progress through the unit curve; `UnitCurve.bezier(startControlPoint:
///   endControlPoint:)` is the cubic Bézier from (0, 0) to (1, 1), its control points' x clamped
///   to [0, 1] when it is evaluated, `.linear` the identity.
/// - SwiftUI's `Animation` (developer.apple.com, Animation.timingCurve, spring(response:
///   dampingFraction:blendDuration:), interpolatingSpring(mass:stiffness:damping:initialVelocity:),
///   and Spring, whose example gives Spring(duration: 0.5, bounce: 0.3) mass 1, stiffness 157.9,
///   damping 17.6): `timingCurve` is its Bézier over its `duration` (0.35 s by default); a spring
///   solves m·u″ + c·u′ + k·u = 0 with no duration of its own; `response` ("the stiffness of
///   the spring, defined as an approximate duration in seconds") is taken as the undamped period,
///   as Spring's `duration` is (Apple's example: (2π/0.5)² = 157.9), so k = (2π/response)² with
///   mass 1 — Apple implies this but states no formula —, and `dampingFraction` "a fraction of … the amount needed to produce critical damping",
///   c = fraction · 2√(k·m) ((1 − 0.3) · 2√157.9 = 17.6); `initialVelocity` is in moves per
///   second ("the magnitude of the value being animated"); `blendDuration` only blends with an
///   animation already running.
/// - UIKit and Core Animation springs (developer.apple.com, UISpringTimingParameters
///   init(mass:stiffness:damping:initialVelocity:), whose velocity is "normalized to the total
///   distance of the animation", and CASpringAnimation mass, stiffness, damping, initialVelocity,
///   duration): the same oscillator; a CASpringAnimation plays for its `duration` and then the
///   layer shows its model value. Its `settlingDuration` ("estimated duration required for the
///   spring system to be considered at rest") is an estimate Apple does not specify, so the
///   stand-in has none: the export sets `duration` itself.
/// - Core Animation (developer.apple.com, CAKeyframeAnimation keyTimes, timingFunctions,
///   calculationMode): at time t in keyTimes[i] … keyTimes[i + 1] the value goes from values[i]
///   to values[i + 1], the segment's fraction paced by timingFunctions[i] (linear without them);
///   in the discrete mode keyTimes has one more entry than values and values[i] holds from
///   keyTimes[i] to keyTimes[i + 1]. `CAMediaTimingFunction(controlPoints:)` takes Floats.
///
/// Within the export's stated error plus the rounding its numbers are written with
/// (``PasteDecimals/bound``) and, for Core Animation, Float's in the control points (1e-6).
@Suite("exported keyframe curves of SwiftUI and UIKit, run")
struct SwiftKeyframeRunTests {
    static let standIns = """
        import Foundation

        struct UnitPoint { var x: Double; var y: Double }

        struct UnitCurve {
            let points: [Double]
            static let linear = UnitCurve(points: [0, 0, 1, 1])
            static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
                // "The x components of the control points are clamped to the range [0,1] when the curve is evaluated."
                UnitCurve(points: [min(max(startControlPoint.x, 0), 1), startControlPoint.y, min(max(endControlPoint.x, 0), 1), endControlPoint.y])
            }
            func value(at progress: Double) -> Double { standInBezier(points, progress) }
        }

        func standInBezier(_ p: [Double], _ x: Double) -> Double {
            func coordinate(_ a: Double, _ b: Double, _ t: Double) -> Double { 3 * a * t * (1 - t) * (1 - t) + 3 * b * t * t * (1 - t) + t * t * t }
            if x <= 0 { return 0 }
            if x >= 1 { return 1 }
            var (low, high) = (0.0, 1.0)
            for _ in 0..<200 {
                let middle = (low + high) / 2
                if coordinate(p[0], p[2], middle) < x { low = middle } else { high = middle }
            }
            return coordinate(p[1], p[3], (low + high) / 2)
        }

        struct LinearKeyframe {
            let to: Double
            let duration: Double
            let timingCurve: UnitCurve
            init(_ to: Double, duration: Double, timingCurve: UnitCurve = .linear) {
                self.to = to
                self.duration = duration
                self.timingCurve = timingCurve
            }
        }

        @resultBuilder enum KeyframeTrackContentBuilder {
            static func buildBlock(_ keyframes: LinearKeyframe...) -> [LinearKeyframe] { keyframes }
        }

        struct KeyframeTimeline {
            let initialValue: Double
            let keyframes: [LinearKeyframe]
            init(initialValue: Double, @KeyframeTrackContentBuilder content: () -> [LinearKeyframe]) {
                self.initialValue = initialValue
                keyframes = content()
            }
            var duration: Double { keyframes.reduce(0) { $0 + $1.duration } }
            func value(time: Double) -> Double {
                var (start, from) = (0.0, initialValue)
                for keyframe in keyframes {
                    if time < start + keyframe.duration {
                        let progress = max(time - start, 0) / keyframe.duration
                        return from + (keyframe.to - from) * keyframe.timingCurve.value(at: progress)
                    }
                    start += keyframe.duration
                    from = keyframe.to
                }
                return from
            }
        }

        class CAMediaTimingFunction {
            let points: [Double]
            init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
                points = [Double(c1x), Double(c1y), Double(c2x), Double(c2y)]
            }
        }

        enum CAAnimationCalculationMode { case linear, discrete }

        class CAKeyframeAnimation {
            var keyPath: String?
            var duration = 0.0
            init() {}
            init(keyPath: String) { self.keyPath = keyPath }
            var keyTimes: [Double] = []
            var values: [Double] = []
            var timingFunctions: [CAMediaTimingFunction]? = nil
            var calculationMode = CAAnimationCalculationMode.linear
            func value(at t: Double) -> Double {
                guard let last = keyTimes.last, t < last else { return values[values.count - 1] }
                let i = max(keyTimes.lastIndex { $0 <= t } ?? 0, 0)
                if calculationMode == .discrete { return values[min(i, values.count - 1)] }
                let fraction = (t - keyTimes[i]) / (keyTimes[i + 1] - keyTimes[i])
                let paced = timingFunctions.map { standInBezier($0[i].points, fraction) } ?? fraction
                return values[i] + (values[i + 1] - values[i]) * paced
            }
        }

        class CABasicAnimation {
            var keyPath: String
            var fromValue = 0.0
            var toValue = 0.0
            var timingFunction: CAMediaTimingFunction? = nil
            var duration = 0.0
            init(keyPath: String) { self.keyPath = keyPath }
            func value(at t: Double) -> Double {
                fromValue + (toValue - fromValue) * (timingFunction.map { standInBezier($0.points, t) } ?? t)
            }
        }

        /// The damped oscillator m·u″ + c·u′ + k·u = 0 started one move short of rest (u(0) = −1)
        /// at `velocity` moves per second: the share of the move done after `time` seconds, 1 + u.
        func standInSpring(mass m: Double, stiffness k: Double, damping c: Double, velocity: Double, time t: Double) -> Double {
            let discriminant = c * c - 4 * m * k
            let decay = c / (2 * m)
            if discriminant < 0 {
                let frequency = (-discriminant).squareRoot() / (2 * m)
                return 1 + exp(-decay * t) * (-cos(frequency * t) + (velocity - decay) / frequency * sin(frequency * t))
            }
            if discriminant == 0 { return 1 + exp(-decay * t) * (-1 + (velocity - decay) * t) }
            let spread = discriminant.squareRoot() / (2 * m)
            let (slow, fast) = (-decay + spread, -decay - spread)
            let fastPart = (velocity + slow) / (fast - slow)
            return 1 + (-1 - fastPart) * exp(slow * t) + fastPart * exp(fast * t)
        }

        /// SwiftUI's `Animation` as the share of the move done `time` seconds after it starts.
        struct Animation {
            let duration: Double?
            let progress: (Double) -> Double
            func progress(at time: Double) -> Double { progress(time) }
            static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation {
                let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y))
                return Animation(duration: duration) { curve.value(at: min(max($0 / duration, 0), 1)) }
            }
            /// The response is the undamped period, 2π√(m/k) with mass 1; the damping fraction the
            /// damping ratio, c = fraction · 2√(k·m).
            static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
                let stiffness = (2 * Double.pi / response) * (2 * Double.pi / response)
                let damping = dampingFraction * 2 * stiffness.squareRoot()
                return Animation(duration: nil) { standInSpring(mass: 1, stiffness: stiffness, damping: damping, velocity: 0, time: $0) }
            }
            static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
                Animation(duration: nil) { standInSpring(mass: mass, stiffness: stiffness, damping: damping, velocity: initialVelocity, time: $0) }
            }
        }

        extension CAMediaTimingFunction {
            var duration: Double? { 1 }
            func progress(at x: Double) -> Double { standInBezier(points, x) }
        }

        struct CGVector { var dx: Double; var dy: Double }

        /// UIKit's spring timing: the velocity's components in moves per second.
        class UISpringTimingParameters {
            let mass: Double, stiffness: Double, damping: Double, initialVelocity: CGVector
            init(mass: Double, stiffness: Double, damping: Double, initialVelocity: CGVector) {
                (self.mass, self.stiffness, self.damping, self.initialVelocity) = (mass, stiffness, damping, initialVelocity)
            }
            var duration: Double? { nil }
            func progress(at time: Double) -> Double {
                standInSpring(mass: mass, stiffness: stiffness, damping: damping, velocity: initialVelocity.dx, time: time)
            }
        }

        /// Core Animation's spring: from fromValue to toValue for `duration` seconds, then the
        /// layer's model value (the target); initialVelocity in moves per second.
        class CASpringAnimation: CABasicAnimation {
            var mass = 1.0
            var stiffness = 100.0
            var damping = 10.0
            var initialVelocity = 0.0
            override func value(at t: Double) -> Double {
                guard t < duration else { return toValue }
                let share = standInSpring(mass: mass, stiffness: stiffness, damping: damping, velocity: initialVelocity, time: t)
                return fromValue + (toValue - fromValue) * share
            }
        }
        """

    /// The table's curves that `platform` writes as keyframes.
    static func keyframeCurves(_ platform: Platform) -> [(definition: String, curve: Curve)] {
        CSSBrowserRunTests.curves.filter {
            (try? ExportPipeline.curve($0.curve, named: "c", format: platform.rawValue))?.form == .keyframes
        }
    }

    static let xs = (0...1000).map { Double($0) / 1000 }

    /// The table's animations (``KeyframeAnimationRunTests/animation(_:)``, 0 → 236 over 1 s)
    /// that UIKit writes as a `CAKeyframeAnimation` or a `CABasicAnimation` (not a spring).
    static func uikitAnimationCurves() -> [(definition: String, curve: Curve)] {
        CSSBrowserRunTests.curves.filter { _, curve in
            guard let animation = try? KeyframeAnimationRunTests.animation(curve),
                let code = try? ExportPipeline.animation(animation, format: "uikit")
            else { return false }
            return code.text.contains("= CAKeyframeAnimation(") || code.text.contains("= CABasicAnimation(")
        }
    }

    /// The table's animations (``KeyframeAnimationRunTests/animation(_:)``) that SwiftUI writes
    /// as a `KeyframeTimeline`.
    static func swiftUIAnimationCurves() -> [(definition: String, curve: Curve)] {
        CSSBrowserRunTests.curves.filter { _, curve in
            guard let animation = try? KeyframeAnimationRunTests.animation(curve),
                let code = try? ExportPipeline.animation(animation, format: "swiftui")
            else { return false }
            return code.form == .keyframes && code.text.contains("= KeyframeTimeline(")
        }
    }

    @Test(
        "SwiftUI's KeyframeTimeline and UIKit's CAKeyframeAnimation and CABasicAnimation of an animation, compiled by swiftc against stand-ins and run, are the curves",
        .enabled(if: FunctionFormTools.shouldRun(ExportToolchain.swiftc), FunctionFormTools.missing(["swiftc"])), Thorough.only)
    func animations() throws {
        var files = ["StandIns.swift": Self.standIns]
        var runs: [(what: String, curve: Curve, bound: Double, discrete: Bool)] = []
        var calls: [String] = []
        let travel = KeyframeAnimationRunTests.travel
        for platform in [Platform.swiftui, .uikit] {
            let curves = platform == .swiftui ? Self.swiftUIAnimationCurves() : Self.uikitAnimationCurves()
            for (index, (definition, curve)) in curves.enumerated() {
                let code = try ExportPipeline.animation(try KeyframeAnimationRunTests.animation(curve), format: platform.rawValue)
                let match = try #require(
                    code.text.firstMatch(of: #/let (\w+) = (KeyframeTimeline|CAKeyframeAnimation|CABasicAnimation)\(/#),
                    "no keyframes or Bézier animation in\n\(code.text)")
                let (variable, type) = (String(match.1), String(match.2))
                let function = "\(platform.rawValue)Animation\(index)"
                let body = code.text.split(separator: "\n").filter { !$0.hasPrefix("//") }.joined(separator: "\n")
                files["\(function).swift"] = "func \(function)() -> \(type) {\n\(body)\nreturn \(variable)\n}\n"
                let value = type == "KeyframeTimeline" ? "k.value(time: x * k.duration)" : "k.value(at: x * k.duration)"
                calls.append("do { let k = \(function)(); for x in xs { out += \"\\(\(value) / \(travel))\\n\" } }")
                // Core Animation's Float control points (1e-6).
                let float = platform == .uikit ? 1e-6 : 0
                runs.append(
                    (
                        "\(platform.rawValue) anim \(definition)", curve, code.maxError + PasteDecimals.bound + float,
                        code.text.contains(".discrete")
                    ))
            }
        }
        try #require(runs.count >= 15, "only \(runs.count) of the table's animations are SwiftUI or Core Animation keyframes or Béziers")
        try Self.runAndCompare(files: files, calls: calls, runs: runs)
    }

    @Test(
        "SwiftUI's KeyframeTimeline and UIKit's CAKeyframeAnimation of a curve, compiled by swiftc against stand-ins and run, are the curves",
        .enabled(if: FunctionFormTools.shouldRun(ExportToolchain.swiftc), FunctionFormTools.missing(["swiftc"])), Thorough.only)
    func swiftUIAndUIKit() throws {
        var files = ["StandIns.swift": Self.standIns]
        var runs: [(what: String, curve: Curve, bound: Double, discrete: Bool)] = []
        var calls: [String] = []
        for platform in [Platform.swiftui, .uikit] {
            for (index, (definition, curve)) in Self.keyframeCurves(platform).enumerated() {
                let code = try ExportPipeline.curve(curve, named: "c", format: platform.rawValue)
                let type = platform == .swiftui ? "KeyframeTimeline" : "CAKeyframeAnimation"
                let variable = try #require(
                    code.text.firstMatch(of: #/let (\w+) = (KeyframeTimeline|CAKeyframeAnimation)\(/#).map { String($0.1) },
                    "no \(type) in\n\(code.text)")
                let function = "\(platform.rawValue)Keyframes\(index)"
                let body = code.text.split(separator: "\n").filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
                files["\(function).swift"] = "func \(function)() -> \(type) {\n\(body)\nreturn \(variable)\n}\n"
                let call = platform == .swiftui ? "value(time: x)" : "value(at: x)"
                calls.append("do { let k = \(function)(); for x in xs { out += \"\\(k.\(call))\\n\" } }")
                let float = platform == .uikit ? 1e-6 : 0
                runs.append(
                    (
                        "\(platform.rawValue) \(definition)", curve, code.maxError + PasteDecimals.bound + float,
                        code.text.contains(".discrete")
                    ))
            }
        }
        try #require(!runs.isEmpty, "no curve of the table is written as keyframes")
        try Self.runAndCompare(files: files, calls: calls, runs: runs)
    }

    /// Compiles `files` with a `main.swift` that runs `calls` (each appending a value a line for
    /// every x in `xs` to `out`) and prints them, and compares the values with each run's
    /// curve within its bound (a discrete animation before x = 1 only).
    static func runAndCompare(
        files: [String: String], calls: [String], runs: [(what: String, curve: Curve, bound: Double, discrete: Bool)],
        xs: [Double] = xs
    ) throws {
        var files = files
        files["main.swift"] = """
            let xs: [Double] = [\(xs.map { "\($0)" }.joined(separator: ", "))]
            var out = ""
            \(calls.joined(separator: "\n"))
            print(out, terminator: "")

            """
        let output = try FunctionFormTools.run(
            files: files, commands: [[ExportToolchain.swiftc!, "-o", "program"] + files.keys.sorted(), ["./program"]])
        var values = output.split(separator: "\n").map { Double(String($0)) }[...]
        for run in runs {
            try #require(values.count >= xs.count, "too few values printed:\n\(output.prefix(2000))")
            var worst = (difference: 0.0, at: 0.0)
            // A discrete CAKeyframeAnimation's last value lasts until its last key time, where the
            // animation is over and the layer shows its model value: steps are compared before it.
            for x in xs {
                guard let value = values.popFirst() ?? nil, x < 1 || !run.discrete else { continue }
                let difference = abs(value - run.curve.value(at: x))
                if !(difference <= worst.difference) { worst = (difference, x) }
            }
            print("\(run.what): max difference \(worst.difference) at x = \(worst.at) (bound \(run.bound))")
            #expect(worst.difference <= run.bound, "\(run.what): \(worst.difference) at x = \(worst.at)")
        }
        #expect(values.isEmpty, "\(values.count) values left over")
    }
}
