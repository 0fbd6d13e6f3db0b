import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// The keyframe forms SwiftUI and UIKit write for a curve — a `KeyframeTimeline` of
/// `LinearKeyframe`s, a `CAKeyframeAnimation`'s `keyTimes`, `values` and `timingFunctions` (or
/// its discrete calculation mode) — compiled as printed by swiftc against stand-ins of the types
/// they use (SwiftUI and Core Animation are not on Linux) and run: the stand-ins hold what the
/// code sets and compute the value as Apple documents it, and what they compute at 1,001 x is
/// compared with the curve.
///
/// - SwiftUI (developer.apple.com, KeyframeTimeline, LinearKeyframe, UnitCurve): the timeline
///   plays its keyframes one after another from `initialValue`, each for its `duration`; a
///   `LinearKeyframe(to, duration:, timingCurve:)` interpolates linearly from the value before it
///   to `to`, its progress through the unit curve; `UnitCurve.bezier(startControlPoint:
///   endControlPoint:)` is the cubic Bézier from (0, 0) to (1, 1), `.linear` the identity.
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
        struct UnitPoint { var x: Double; var y: Double }

        struct UnitCurve {
            let points: [Double]
            static let linear = UnitCurve(points: [0, 0, 1, 1])
            static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
                UnitCurve(points: [startControlPoint.x, startControlPoint.y, endControlPoint.x, endControlPoint.y])
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

    @Test(
        "UIKit's CAKeyframeAnimation and CABasicAnimation of an animation, compiled by swiftc against stand-ins and run, are the curves",
        .enabled(if: FunctionFormTools.shouldRun(ExportToolchain.swiftc), FunctionFormTools.missing(["swiftc"])), Thorough.only)
    func uikitAnimations() throws {
        var files = ["StandIns.swift": Self.standIns]
        var runs: [(what: String, curve: Curve, bound: Double, discrete: Bool)] = []
        var calls: [String] = []
        let travel = KeyframeAnimationRunTests.travel
        for (index, (definition, curve)) in Self.uikitAnimationCurves().enumerated() {
            let code = try ExportPipeline.animation(try KeyframeAnimationRunTests.animation(curve), format: "uikit")
            let type = code.text.contains("= CABasicAnimation(") ? "CABasicAnimation" : "CAKeyframeAnimation"
            let function = "uikitAnimation\(index)"
            let body = code.text.split(separator: "\n").filter { !$0.hasPrefix("//") }.joined(separator: "\n")
            files["\(function).swift"] = "func \(function)() -> \(type) {\n\(body)\nreturn a\n}\n"
            calls.append("do { let k = \(function)(); for x in xs { out += \"\\(k.value(at: x * k.duration) / \(travel))\\n\" } }")
            // Float control points (1e-6), and the values printed in points of the move.
            runs.append(("uikit anim \(definition)", curve, code.maxError + PasteDecimals.bound + 1e-6, code.text.contains(".discrete")))
        }
        try #require(runs.count >= 10, "only \(runs.count) of the table's animations are Core Animation keyframes or Béziers")
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
    /// every x in ``xs`` to `out`) and prints them, and compares the values with each run's
    /// curve within its bound (a discrete animation before x = 1 only).
    static func runAndCompare(
        files: [String: String], calls: [String], runs: [(what: String, curve: Curve, bound: Double, discrete: Bool)]
    ) throws {
        var files = files
        files["main.swift"] = """
            let xs: [Double] = [\(Self.xs.map { "\($0)" }.joined(separator: ", "))]
            var out = ""
            \(calls.joined(separator: "\n"))
            print(out, terminator: "")

            """
        let output = try FunctionFormTools.run(
            files: files, commands: [[ExportToolchain.swiftc!, "-o", "program"] + files.keys.sorted(), ["./program"]])
        var values = output.split(separator: "\n").map { Double(String($0)) }[...]
        for run in runs {
            try #require(values.count >= Self.xs.count, "too few values printed:\n\(output.prefix(2000))")
            var worst = (difference: 0.0, at: 0.0)
            // A discrete CAKeyframeAnimation's last value lasts until its last key time, where the
            // animation is over and the layer shows its model value: steps are compared before it.
            for x in Self.xs {
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
