import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// Compose, Android and Flutter write every piecewise curve exactly, segment by segment, and an
/// animation whose timing curve is not exact with the curve's closed form as the easing their
/// animations take (issue 36). The code printed is read here by the test itself — the numbers
/// pulled out of the text and evaluated with ``ReferenceBezier`` — and compared with the
/// keyframes' own formula, not with what the exporter computes.
@Suite("Compose, Android and Flutter: exact forms of piecewise curves and of animations")
struct JVMAndDartExactFormTests {
    /// docs/exact-forms.md's keyframes curve.
    static let definition = "w = keyframes 0:0 ease-in 0.4:1 ease-out 0.7:0.8 ease-in-out 1:1"
    static let times = [0, 0.4, 0.7, 1.0]
    static let values = [0, 1, 0.8, 1.0]
    /// CSS's ease-in, ease-out and ease-in-out, as the keyframes name them.
    static let timing: [[Double]] = [[0.42, 0, 1, 1], [0, 0, 0.58, 1], [0.42, 0, 0.58, 1]]

    static func keyframesValue(_ x: Double) -> Double {
        let i = (0..<(times.count - 1)).last { times[$0] <= x } ?? 0
        let local = (x - times[i]) / (times[i + 1] - times[i])
        return values[i] + (values[i + 1] - values[i]) * ReferenceBezier(timing[i]).value(local)
    }

    /// The numbers in `text`, in order.
    static func numbers(_ text: Substring) -> [Double] {
        text.split(whereSeparator: { !"0123456789.-e".contains($0) }).compactMap { Double(String($0)) }
    }

    /// The SVG path data inside `text`'s first string literal, evaluated at x: the cubic whose x
    /// span holds x, solved by bisection on its x(t).
    static func pathValue(_ data: Substring, at x: Double) -> Double {
        let commands = data.split(separator: "C").map { numbers($0) }
        var start = (commands[0][0], commands[0][1])
        for points in commands.dropFirst() {
            let (xs, ys) = ([start.0, points[0], points[2], points[4]], [start.1, points[1], points[3], points[5]])
            if x <= xs[3] {
                func bezier(_ p: [Double], _ t: Double) -> Double {
                    let s = 1 - t
                    return s * s * s * p[0] + 3 * s * s * t * p[1] + 3 * s * t * t * p[2] + t * t * t * p[3]
                }
                var (low, high) = (0.0, 1.0)
                for _ in 0..<200 {
                    let middle = (low + high) / 2
                    if bezier(xs, middle) < x { low = middle } else { high = middle }
                }
                return bezier(ys, (low + high) / 2)
            }
            start = (points[4], points[5])
        }
        return start.1
    }

    static func pathData(_ text: String) throws -> Substring {
        let parts = text.split(separator: "\"")
        return try #require(parts.first { $0.hasPrefix("M") }, "no path data in\n\(text)")
    }

    @Test(
        "a keyframes curve is exact in Android's PathInterpolator and Compose's PathEasing: the path data is the keyframes",
        arguments: ["android", "compose"])
    func keyframesAsPath(_ platform: String) throws {
        var shell = Transcript(width: 300)
        _ = shell.reply(Self.definition)
        let reply = shell.reply("export w \(platform)")
        #expect(reply.json["exact"] == true, "\(reply.text)")
        #expect(reply.text.contains(platform == "android" ? "PathInterpolator(PathParser.createPathFromPathData(\"M" : "PathEasing("))
        let data = try Self.pathData(reply.text)
        var worst = 0.0
        for k in 0...2000 {
            let x = Double(k) / 2000
            worst = max(worst, abs(Self.pathValue(data, at: x) - Self.keyframesValue(x)))
        }
        #expect(worst <= 1e-7, "\(platform): the path data is \(worst) off the keyframes\n\(reply.text)")
    }

    @Test("path data prints each number in the fewest digits that keep the curve, never a double's last-bit artefact")
    func pathDataNumbersAreShort() throws {
        var shell = Transcript(width: 300)
        _ = shell.reply(Self.definition)
        for platform in ["android", "compose"] {
            let data = try Self.pathData(shell.reply("export w \(platform)").text)
            let longest = data.split(whereSeparator: { " ,MCL".contains($0) }).map(\.count).max() ?? 0
            // 0.7 + 0.42 × 0.3 is written 0.826, not as the double the sum gives.
            #expect(longest <= 8, "\(data)")
            #expect(data.contains("0.826,"), "\(data)")
        }
    }

    @Test("a keyframes curve is exact in Flutter: a Curve subclass running each segment through Flutter's Cubic")
    func keyframesInFlutter() throws {
        var shell = Transcript(width: 300)
        _ = shell.reply(Self.definition)
        let reply = shell.reply("export w flutter")
        #expect(reply.json["exact"] == true, "\(reply.text)")
        #expect(reply.json["form"] == "keyframes", "\(reply.text)")
        #expect(reply.text.contains("class WCurve extends Curve {"), "\(reply.text)")
        // Each return line: V0 + (V1 - V0) * const Cubic(a, b, c, d).transform((t - T0) / (T1 - T0)).
        let lines = reply.text.split(separator: "\n").filter { $0.contains("return") }
        try #require(lines.count == 3, "\(reply.text)")
        for k in 0...1000 {
            let t = Double(k) / 1000
            let segment = (0..<3).last { Self.times[$0] <= t } ?? 0
            let n = Self.numbers(lines[segment].split(separator: "return").last ?? "")
            // if (t < T1) … : the numbers after return are V0, V1, V0, a, b, c, d, T0?, T1, T0.
            let (v0, v1) = (n[0], n[1])
            let cubic = Array(n[3..<7])
            let t0 = segment == 0 ? 0 : n[7]
            let t1 = segment == 0 ? n[7] : n[8]
            let value = v0 + (v1 - v0) * ReferenceBezier(cubic).value((t - t0) / (t1 - t0))
            #expect(abs(value - Self.keyframesValue(t)) <= 1e-9, "t = \(t): \(value)\n\(reply.text)")
        }
    }

    @Test("CSS linear() stops are exact in Flutter: a Curve subclass, straight between the stops")
    func linearStopsInFlutter() {
        var shell = Transcript(width: 300)
        _ = shell.reply("l = linear(0, 0.4 25%, 0.8 50%, 1)")
        let reply = shell.reply("export l flutter")
        #expect(reply.json["exact"] == true, "\(reply.text)")
        // 0.4 + (0.8 - 0.4) * ((t - 0.25) / (0.5 - 0.25)) on the second stretch, and so on.
        let returns = reply.text.split(separator: "\n").filter { $0.contains("return") }.map { String($0) }
        #expect(returns.count == 3, "\(reply.text)")
        #expect(returns.contains { $0.contains("if (t < 0.5) return 0.4 + (0.8 - 0.4) * ((t - 0.25) / (0.5 - 0.25));") }, "\(reply.text)")
    }

    @Test(
        "an animation whose timing curve is not exact takes the curve's closed form as its easing, exact",
        arguments: [
            ("compose", "tween<Float>(durationMillis = 1000, easing = cubicInOutEasing)"),
            ("android", "a.setInterpolator(cubicInOutInterpolator)"),
            ("flutter", "CurvedAnimation(parent: aController, curve: const CubicInOutCurve())"),
        ])
    func animationTakesTheFunction(_ platform: String, _ use: String) {
        var shell = Transcript(width: 300)
        _ = shell.reply("anim a alpha 0 1 duration=1 curve=cubic-in-out")
        let reply = shell.reply("export a \(platform)")
        #expect(reply.json["exact"] == true, "\(reply.text)")
        #expect(reply.text.contains(use), "\(reply.text)")
        #expect(reply.text.contains("exact, its closed form as a"), "\(reply.text)")
    }

    @Test("form=timing keeps the animation's timing curve and its error", arguments: ["compose", "android", "flutter"])
    func animationTimingAsked(_ platform: String) {
        var shell = Transcript(width: 300)
        _ = shell.reply("anim a alpha 0 1 duration=1 curve=cubic-in-out")
        let reply = shell.reply("export a \(platform) form=timing")
        #expect(reply.json["exact"] == false, "\(reply.text)")
        #expect(!reply.text.contains("closed form"), "\(reply.text)")
    }

    @Test("form=function on an animation: written where the platform's animation takes a function, refused elsewhere")
    func animationFunctionAsked() {
        var shell = Transcript(width: 300)
        _ = shell.reply("anim a alpha 0 1 duration=1 curve=back-out")
        let compose = shell.reply("export a compose form=function")
        #expect(compose.text.contains("easing = backOutEasing"), "\(compose.text)")
        let error = shell.refusal("export a css form=function").error ?? ""
        #expect(error.contains("a function in swiftui, compose, android, flutter, motion, gsap"), "\(error)")
        _ = shell.reply("anim b alpha 0 1 duration=1 curve=ease")
        let refused = shell.refusal("export b compose form=function").error ?? ""
        #expect(refused.contains("has no closed form"), "\(refused)")
    }
}

/// Android (and Compose) parse path data into Floats: a number the export keeps unrounded (at a
/// vertical tangent, where no rounding keeps the curve) is written as the shortest text of that
/// Float, not with a double's seventeen digits.
@Suite("Float path data")
struct FloatPathDataTests {
    @Test("bounce-in-out's fitted path in Android has no number longer than a Float's shortest text")
    func fittedPathIsFloatShort() throws {
        var shell = Transcript(width: 300)
        for platform in ["android"] {
            let text = shell.reply("export bounce-in-out \(platform) form=timing").text
            let data = try JVMAndDartExactFormTests.pathData(text)
            for number in data.split(whereSeparator: { " ,MCL".contains($0) }) {
                let value = try #require(Double(String(number)), "\(number)")
                var shortest = Float(value).description
                if shortest.hasSuffix(".0") { shortest.removeLast(2) }
                #expect(number.count <= shortest.count, "\(platform): \(number) is longer than the Float \(shortest)")
            }
        }
    }
}
