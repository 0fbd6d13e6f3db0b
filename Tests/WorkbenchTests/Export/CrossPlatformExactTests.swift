import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Workbench

/// A curve read from one platform exports exactly, by its own formula, to another platform that
/// computes the same values (issue 33: GSAP's elastic.out(1, 0.3) pasted was still approximated
/// in Flutter). Each pair is first shown equal by the two platforms' formulas written out here
/// from their sources, then exported.
@Suite("export: one platform's formula is another's, exactly")
struct CrossPlatformExactTests {
    /// gsap-core.js `_configElastic`: p1 = max(a, 1), p2 = T / min(a, 1), p3 = p2/(2π)·asin(1/p1);
    /// out(p) = p1·2^(−10p)·sin((p − p3)·2π/p2) + 1, 1 at p = 1.
    static func gsapElasticOut(_ p: Double, amplitude a: Double, period: Double) -> Double {
        let p1 = max(a, 1), p2 = period / min(a, 1)
        let p3 = p2 / (2 * Double.pi) * asin(1 / p1)
        return p == 1 ? 1 : p1 * pow(2, -10 * p) * sin((p - p3) * 2 * Double.pi / p2) + 1
    }

    /// GSAP makes in and in-out from out.
    static func gsapIn(_ out: @escaping (Double) -> Double) -> (Double) -> Double { { 1 - out(1 - $0) } }
    static func gsapInOut(_ out: @escaping (Double) -> Double) -> (Double) -> Double {
        { p in p < 0.5 ? (1 - out(1 - 2 * p)) / 2 : 0.5 + out(2 * (p - 0.5)) / 2 }
    }

    /// curves.dart, `ElasticInCurve`, `ElasticInOutCurve`: s = period / 4.
    static func flutterElasticIn(_ t: Double, period: Double) -> Double {
        if t == 0 || t == 1 { return t }
        let s = period / 4, u = t - 1
        return -pow(2, 10 * u) * sin((u - s) * 2 * Double.pi / period)
    }

    static func flutterElasticInOut(_ t: Double, period: Double) -> Double {
        if t == 0 || t == 1 { return t }
        let s = period / 4, u = 2 * t - 1
        if u < 0 { return -0.5 * pow(2, 10 * u) * sin((u - s) * 2 * Double.pi / period) }
        return pow(2, -10 * u) * sin((u - s) * 2 * Double.pi / period) * 0.5 + 1
    }

    /// gsap-core.js `_createBackEase`: out(p) = (p − 1)²((s + 1)(p − 1) + s) + 1.
    static func gsapBackOut(_ p: Double, s: Double) -> Double {
        let q = p - 1
        return q * q * ((s + 1) * q + s) + 1
    }

    /// AOSP AnticipateOvershootInterpolator: a(t, S) = t²((S + 1)t − S), o(t, S) = t²((S + 1)t + S),
    /// S = tension × extraTension; t < ½: ½·a(2t, S), else ½·(o(2t − 2, S) + 2).
    static func androidAnticipateOvershoot(_ t: Double, tension: Double, extra: Double) -> Double {
        let s = tension * extra
        func a(_ t: Double) -> Double { t * t * ((s + 1) * t - s) }
        func o(_ t: Double) -> Double { t * t * ((s + 1) * t + s) }
        return t < 0.5 ? 0.5 * a(2 * t) : 0.5 * (o(2 * t - 2) + 2)
    }

    static func expectSame(_ f: (Double) -> Double, _ g: (Double) -> Double, _ what: String) {
        for index in 0...2000 {
            let x = Double(index) / 2000
            expectClose(f(x), g(x), absolute: 1e-13, "\(what) at \(x)")
        }
    }

    @Test("the pairs are the same curves, by the platforms' formulas written out")
    func formulasAgree() {
        Self.expectSame(
            { Self.gsapElasticOut($0, amplitude: 1, period: 0.3) }, { ExportRegressionTests.flutterElasticOut($0, period: 0.3) },
            "elastic.out(1, 0.3) ~ ElasticOutCurve(0.3)")
        Self.expectSame(
            { Self.gsapElasticOut($0, amplitude: 0.5, period: 0.2) }, { ExportRegressionTests.flutterElasticOut($0, period: 0.4) },
            "elastic.out(0.5, 0.2) ~ ElasticOutCurve(0.4)")
        Self.expectSame(
            Self.gsapIn { Self.gsapElasticOut($0, amplitude: 1, period: 0.4) }, { Self.flutterElasticIn($0, period: 0.4) },
            "elastic.in(1, 0.4) ~ ElasticInCurve(0.4)")
        Self.expectSame(
            Self.gsapInOut { Self.gsapElasticOut($0, amplitude: 0.5, period: 0.45) }, { Self.flutterElasticInOut($0, period: 0.9) },
            "elastic.inOut(0.5, 0.45) ~ ElasticInOutCurve(0.9)")
        Self.expectSame(
            Self.gsapInOut { Self.gsapBackOut($0, s: 3) }, { Self.androidAnticipateOvershoot($0, tension: 2, extra: 1.5) },
            "back.inOut(3) ~ AnticipateOvershootInterpolator(2, 1.5)")
    }

    @Test(
        "a formula pasted from one platform exports exactly to the other",
        arguments: [
            ("gsap elastic.out(1, 0.3)", "flutter", "ElasticOutCurve(0.3)"),
            ("gsap elastic.out(0.5, 0.2)", "flutter", "ElasticOutCurve(0.4)"),
            ("gsap elastic.inOut(0.5, 0.45)", "flutter", "ElasticInOutCurve(0.9)"),
            ("flutter ElasticInCurve(0.4)", "gsap", #""elastic.in(1, 0.4)""#),
            ("gsap back.out(2.5)", "android", "OvershootInterpolator(2.5f)"),
            ("gsap back.in(2)", "android", "AnticipateInterpolator(2f)"),
            ("android AnticipateOvershootInterpolator(2f, 1.5f)", "gsap", #""back.inOut(3)""#),
        ])
    func exportsExactly(pasted: String, platform: String, code: String) {
        var shell = Transcript(width: 1000)
        #expect(shell.reply("c = \(pasted)").error == nil)
        let reply = shell.reply("export c \(platform)")
        #expect(reply.text.hasPrefix("// c: exact") || reply.text.hasPrefix("<!-- c: exact"), "\(reply.text)")
        #expect(reply.text.contains(code), "\(reply.text)")
    }

    @Test("GSAP's elastic with an amplitude above 1 has no Flutter curve: approximated, with its error")
    func largerAmplitudeIsApproximated() {
        var shell = Transcript(width: 1000)
        _ = shell.reply("c = gsap elastic.out(1.5, 0.3)")
        let reply = shell.reply("export c flutter")
        #expect(reply.text.contains("is not exact in Flutter") && !reply.text.contains("ElasticOutCurve"), "\(reply.text)")
    }
}

/// Flutter runs its named cubics (`Curves.easeOut` is `Cubic(0.0, 0.0, 0.58, 1.0)`) through the
/// same 1e-3 bisection as a `Cubic` it is given: the note that says so goes with the code
/// whichever way it is spelled (issue 33: it was lost on the named ones).
@Suite("export: Flutter's bisection note on every cubic, named or not")
struct FlutterBisectionNoteTests {
    @Test(
        "a cubic exported to Flutter says Flutter bisects it, under any name",
        arguments: ["ease-out", "ease", "c = bezier 0.3 0.1 0.2 1", "c = flutter Curves.easeInOutCubicEmphasized"])
    func cubicsCarryTheNote(_ definition: String) {
        var shell = Transcript(width: 1000)
        let name = definition.contains("=") ? "c" : definition
        if definition.contains("=") { #expect(shell.reply(definition).error == nil) }
        let text = shell.reply("export \(name) flutter").text
        #expect(text.hasPrefix("// \(name): exact (Flutter's Cubic bisects to 1e-3 in x)"), "\(text)")
    }

    @Test("curves Flutter computes by formula carry no such note", arguments: ["bounce-out", "elastic-out", "linear"])
    func formulasDoNot(_ name: String) {
        var shell = Transcript(width: 1000)
        let text = shell.reply("export \(name) flutter").text
        #expect(text.hasPrefix("// \(name): exact\n"), "\(text)")
    }
}
