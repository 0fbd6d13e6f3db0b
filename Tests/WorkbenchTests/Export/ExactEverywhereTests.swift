import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// Issue 36 on the web and Apple platforms: a piecewise curve and an animation on a curve that no
/// single timing curve is get the platform's exact form (keyframes with an easing each, a path,
/// a function of the platform's Bézier per segment, a function ease, a `CustomAnimation`); the
/// form= option still chooses. (ExportedEaseRunTests and CSSBrowserRunTests run this code.)
@Suite("exact forms on the web and Apple platforms")
struct ExactEverywhereTests {
    static let keyframes = "keyframes 0:0 ease-in 0.4:1 ease-out 0.7:0.8 ease-in-out 1:1"

    @Test("a keyframes curve exported to waapi is element.animate's keyframes, an easing each, exact")
    func waapiKeyframes() {
        var shell = Transcript()
        _ = shell.reply("w = \(Self.keyframes)")
        let text = shell.reply("export w waapi").text
        #expect(
            text.contains(#"CSS.registerProperty({ name: "--w", syntax: "<number>", inherits: false, initialValue: "0" });"#), "\(text)")
        #expect(text.contains(#"{ offset: 0, "--w": "0", easing: "cubic-bezier(0.42, 0, 1, 1)" },"#), "\(text)")
        #expect(text.contains(#"{ offset: 0.4, "--w": "1", easing: "cubic-bezier(0, 0, 0.58, 1)" },"#), "\(text)")
        #expect(text.contains(#"{ offset: 1, "--w": "1" },"#), "\(text)")
        #expect(!text.contains("linear("), "\(text)")
    }

    @Test("bounce-out exported to waapi is keyframes with an easing per arc half, exact")
    func waapiBounce() throws {
        let exported = try ExportPipeline.curve(.penner(Penner(.bounce, .out)), named: "b", format: "waapi")
        #expect(exported.form == .keyframes && exported.isExact, "\(exported.text)")
    }

    @Test("a keyframes curve exported to motion is a function easing each segment with Motion's cubicBezier, exact")
    func motionKeyframes() {
        var shell = Transcript()
        _ = shell.reply("w = \(Self.keyframes)")
        let text = shell.reply("export w motion").text
        // Exact as written; the header says how far Motion's 12-halving cubicBezier lands from it.
        #expect(text.contains("// w: exact (Motion's cubicBezier stops bisecting after 12 halvings, so Motion's values differ"), "\(text)")
        #expect(text.contains(")), keyframes curve as a function of progress 0…1"), "\(text)")
        #expect(text.contains("  [0, 0, cubicBezier(0.42, 0, 1, 1)],"), "\(text)")
        #expect(text.contains("  [0.7, 0.8, cubicBezier(0.42, 0, 0.58, 1)],"), "\(text)")
        #expect(text.contains("  [1, 1],"), "\(text)")
    }

    @Test("a path exported to motion is exact: its segments as keyframes of Motion's cubicBezier")
    func motionPath() throws {
        var shell = Transcript()
        _ = shell.reply("p = path M0,0 C0.05,0 0.133333,0.06 0.166666,0.4 C0.208333,0.82 0.25,1 1,1")
        let curve = try #require(shell.interpreter.session.curve(named: "p")?.curve)
        let exported = try ExportPipeline.curve(curve, named: "p", format: "motion")
        #expect(exported.form == .keyframes && exported.isExact, "\(exported.text)")
        #expect(exported.text.contains("cubicBezier("), "\(exported.text)")
    }

    @Test("a keyframes curve of Béziers exported to gsap is CustomEase path data, exact, every number short")
    func gsapKeyframesPath() throws {
        var shell = Transcript()
        _ = shell.reply("k = bezier 0.1 0.6 0.3 1")
        _ = shell.reply("w = keyframes 0:0 ease-in 0.3:0.7 ease-out 0.5:0.5 k 1:1")
        let reply = shell.reply("export w gsap")
        // Exact as path data; the header says how far GSAP's CustomEase table lands from it.
        #expect(
            reply.text.hasPrefix("// w: exact (GSAP's CustomEase plays the path as a table of straight pieces, up to "), "\(reply.text)")
        let data = try #require(reply.text.firstMatch(of: /"(M[^"]*)"/)?.1, "\(reply.text)")
        // 0.3 + 0.2·0.58 and the like, as the shortest decimals within 1e-7, not 0.41600000000000004.
        for number in data.split(whereSeparator: { " ,MCL".contains($0) }) {
            #expect(number.count <= 9, "\(number) in \(data)")
        }
        #expect(data.hasPrefix("M0,0 C0.126,0 0.3,0.7 0.3,0.7 C0.3,0.7 0.416,0.5 0.5,0.5"), "\(data)")
    }

    @Test("SwiftUI's function form plays its CustomAnimation for the duration the curve keeps")
    func swiftUIFunctionDuration() throws {
        let curve = Curve.penner(Penner(.cubic, .inOut))
        let candidates = ExportCandidates(curve, timing: CurveTiming(duration: 0.6), isCancelled: { false })
        let exported = try ExportPipeline.curve(curve, named: "c", format: "swiftui", candidates: candidates)
        #expect(exported.text.contains("// withAnimation(Animation(CAnimation(duration: 0.6))) { … }"), "\(exported.text)")
    }

    @Test("a Penner animation exported to motion and gsap calls its closed form as the ease, exact")
    func javaScriptAnimationFunction() throws {
        var shell = Transcript()
        _ = shell.reply("anim a opacity 0 1 duration=2 curve=cubic-in-out")
        let motion = shell.reply("export a motion").text
        #expect(motion.contains("const cubicInOut = (t) => {"), "\(motion)")
        #expect(motion.contains("ease: cubicInOut });"), "\(motion)")
        // GSAP has cubic-in-out by name (power2.inOut), not expo-in-out.
        _ = shell.reply("anim b opacity 0 1 duration=2 curve=expo-in-out")
        let gsap = shell.reply("export b gsap").text
        #expect(gsap.contains("const expoInOut = (t) => {"), "\(gsap)")
        #expect(gsap.contains("duration: 2, ease: expoInOut });"), "\(gsap)")
        let animation = try #require(shell.interpreter.session.animation(named: "a"))
        #expect(try ExportPipeline.animation(animation, format: "motion").isExact)
    }

    @Test("a Penner animation exported to swiftui is a CustomAnimation of its closed form over its duration, exact")
    func swiftUIAnimationFunction() throws {
        var shell = Transcript()
        _ = shell.reply("anim a opacity 0 1 duration=2 delay=0.5 curve=elastic-out")
        let text = shell.reply("export a swiftui").text
        #expect(text.contains("func elasticOut(_ t: Double) -> Double {"), "\(text)")
        #expect(text.contains("struct ElasticOutAnimation: CustomAnimation {"), "\(text)")
        #expect(text.contains("let a = Animation(ElasticOutAnimation(duration: 2)).delay(0.5)"), "\(text)")
        let animation = try #require(shell.interpreter.session.animation(named: "a"))
        let exported = try ExportPipeline.animation(animation, format: "swiftui")
        #expect(exported.form == .function && exported.isExact)
    }

    @Test("form=timing still writes an animation's timing curve, with its error")
    func animationTimingOnRequest() throws {
        var shell = Transcript()
        _ = shell.reply("anim a opacity 0 1 duration=2 curve=expo-in-out")
        let animation = try #require(shell.interpreter.session.animation(named: "a"))
        for format in ["swiftui", "motion", "gsap"] {
            let exported = try ExportPipeline.animation(animation, format: format, form: .timing)
            #expect(exported.form == .timing && !exported.isExact, "\(format): \(exported.text)")
        }
    }

    @Test("form=function on an animation the platform plays with a timing curve only is refused, naming where it is taken")
    func animationFunctionRefused() {
        var shell = Transcript()
        _ = shell.reply("anim drop y 0 236 duration=1 curve=bounce-out")
        let error = shell.refusal("export drop css form=function").error ?? ""
        #expect(error.contains("an animation's curve is a function in swiftui, compose, android, flutter, motion, gsap"), "\(error)")
        #expect(error.contains("export its curve bounce-out with form=function"), "\(error)")
    }
}
