import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// `export NAME PLATFORM` and `export NAME all`: each platform's code, exact where the platform
/// has the curve's kind, else the best approximation with its error, checked here against values
/// written out from the platforms' documented formulas.
@Suite("export to every platform")
struct PlatformExportTests {
    static func exported(_ definition: String?, _ line: String) -> Reply {
        var shell = Transcript()
        if let definition { _ = shell.reply(definition) }
        return shell.reply(line)
    }

    /// Compose Easing.kt FastOutSlowInEasing and Flutter curves.dart Curves.fastOutSlowIn are
    /// (0.4, 0, 0.2, 1): the curve goes by its name there.
    @Test(
        "a Bézier is exact on every platform that takes one, in its own syntax or by its name",
        arguments: [
            ("compose", "val t = FastOutSlowInEasing"),
            ("android", "val t = PathInterpolator(0.4f, 0f, 0.2f, 1f)"),
            ("flutter", "final t = Curves.fastOutSlowIn;"),
            ("motion", "const t = [0.4, 0, 0.2, 1];"),
            ("uikit", "let t = CAMediaTimingFunction(controlPoints: 0.4, 0, 0.2, 1)"),
            ("swiftui", "let t = Animation.timingCurve(0.4, 0, 0.2, 1, duration: 0.35)"),
            ("gsap", "const t = CustomEase.create(\"custom\", \"M0,0 C0.4,0 0.2,1 1,1\");"),
            ("lottie", "\"o\": {\"x\": [0.4], \"y\": [0]}, \"i\": {\"x\": [0.2], \"y\": [1]}}"),
            ("css", ":root { --t: cubic-bezier(0.4, 0, 0.2, 1); }"),
            ("material", "md.sys.motion.easing.legacy"),
        ])
    func bezierIsExact(platform: String, code: String) {
        let reply = Self.exported("t = bezier 0.4 0 0.2 1", "export t \(platform)")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(reply.text.contains(code), "\(reply.text)")
        #expect(reply.json["exact"] == true)
        #expect(reply.json["max_error"] == .number(0))
    }

    /// A spring of mass 2, stiffness 200, damping 12: ζ = c/(2√(km)) = 12/(2·20) = 0.3, and
    /// k/m = 100 for the platforms without a mass (platforms.md §10).
    @Test(
        "a spring is exact as a spring, in each platform's parameters",
        arguments: [
            ("compose", "spring<Float>(dampingRatio = 0.3f, stiffness = 100f)"),
            ("android", "SpringForce().setStiffness(100f).setDampingRatio(0.3f)"),
            ("flutter", "SpringDescription(mass: 2, stiffness: 200, damping: 12)"),
            ("motion", "{ type: \"spring\", stiffness: 200, damping: 12, mass: 2, velocity: 0 }"),
            ("uikit", "UISpringTimingParameters(mass: 2, stiffness: 200, damping: 12, initialVelocity: CGVector(dx: 0, dy: 0))"),
        ])
    func springIsExact(platform: String, code: String) {
        let reply = Self.exported("s = spring mass=2 stiffness=200 damping=12", "export s \(platform)")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(reply.text.contains(code), "\(reply.text)")
        #expect(reply.json["exact"] == true)
    }

    @Test("a spring that starts moving is exact where the spec takes a velocity, approximated where it does not")
    func movingSpring() {
        let definition = "s = spring stiffness=170 damping=8 velocity=6"
        #expect(Self.exported(definition, "export s motion").json["exact"] == true)
        #expect(Self.exported(definition, "export s uikit").json["exact"] == true)
        let compose = Self.exported(definition, "export s compose form=timing")
        #expect(compose.json["exact"] == false)
        #expect(compose.text.contains("is not exact in Jetpack Compose; approximation:"), "\(compose.text)")
        // Left to choose, Compose writes the spring's closed form as an Easing: exact.
        #expect(Self.exported(definition, "export s compose").json["form"] == "function")
    }

    /// GSAP's power eases, written out from gsap-core.js (platforms.md §7.2): power1 is p², its
    /// inOut p < .5 ? (2p)²/2 : 1 − (2(1 − p))²/2 — Penner's quad-in-out.
    @Test("Penner's curves that GSAP has by formula are exact by name")
    func gsapNames() throws {
        let reply = Self.exported(nil, "export quad-in-out gsap")
        #expect(reply.text.contains("const quadInOut = \"power1.inOut\";"), "\(reply.text)")
        #expect(reply.json["exact"] == true)
        let penner = try #require(Penner(named: "quad-in-out"))
        for x in stride(from: 0.0, through: 1.0, by: 0.01) {
            let gsap = x < 0.5 ? pow(2 * x, 2) / 2 : 1 - pow(2 * (1 - x), 2) / 2
            expectClose(penner.value(at: x), gsap, absolute: 1e-15)
        }
        // GSAP's expo is blended, not Penner's: approximated as a timing curve, never named.
        let expo = Self.exported(nil, "export expo-in gsap form=timing")
        #expect(expo.json["exact"] == false)
        #expect(!expo.text.contains("expo.in"))
    }

    @Test("GSAP steps(n) is CSS steps(n + 1, jump-none); other steps are path data")
    func gsapSteps() {
        let reply = Self.exported("s = steps 6 jump-none", "export s gsap")
        #expect(reply.text.contains("\"steps(5)\""), "\(reply.text)")
        // Other positions are exact too, as CustomEase path data with vertical jumps.
        let jumpEnd = Self.exported("s = steps 4", "export s gsap")
        #expect(jumpEnd.json["exact"] == true)
        #expect(
            jumpEnd.text.contains("\"M0,0 L0.25,0 L0.25,0.25 L0.5,0.25 L0.5,0.5 L0.75,0.5 L0.75,0.75 L1,0.75 L1,1\""), "\(jumpEnd.text)")
    }

    /// The approximation's stated error is the error of the code: the path data, read back by the
    /// path kind, against bounce-out at 20,001 points.
    @Test("a bounce on Android is a path, within the error the comment states", Thorough.only)
    func bounceOnAndroid() throws {
        let reply = Self.exported(nil, "export bounce-out android form=timing")
        #expect(reply.json["exact"] == false)
        let stated = try #require({ () -> Double? in if case .number(let n)? = reply.json["max_error"] { n } else { nil } }())
        #expect(stated <= 1e-3)
        #expect(reply.text.contains("approximation: a path of"), "\(reply.text)")
        let data = try #require(reply.text.split(separator: "\"").dropFirst().first)
        var shell = Transcript()
        #expect(shell.reply("p = path \(data)").error == nil)
        let path = try #require(shell.interpreter.session.curve(named: "p")).curve
        let bounce = try #require(Penner(named: "bounce-out"))
        let worst = (0...20_000).map { abs(path.value(at: Double($0) / 20_000) - bounce.value(at: Double($0) / 20_000)) }.max()!
        #expect(worst <= stated * 1.05 + 1e-6, "measured \(worst), stated \(stated)")
    }

    @Test("Material: a token's own values are exact by its name; anything else the nearest token with its error")
    func materialTokens() {
        let reply = Self.exported("d = bezier 0.05 0.7 0.1 1", "export d material")
        #expect(reply.text.contains("md.sys.motion.easing.emphasized.decelerate"), "\(reply.text)")
        #expect(reply.json["exact"] == true)
        let spring = Self.exported("s = spring stiffness=1400 damping=67.3498", "export s material")
        #expect(spring.text.contains("md.sys.motion.spring.fast.spatial"), "\(spring.text)")
        #expect(spring.json["exact"] == false)
    }

    @Test("CSS writes linear() for anything that is not a CSS easing")
    func cssLinear() {
        let reply = Self.exported(nil, "export elastic-out css")
        #expect(reply.text.contains("--elastic-out: linear(0,"), "\(reply.text)")
        #expect(reply.json["exact"] == false)
    }

    @Test("export NAME all: one row per platform, with --json rows", Thorough.only)
    func all() {
        let reply = Self.exported(nil, "export bounce-out all")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        guard case .array(let rows)? = reply.json["platforms"] else { Issue.record("no rows"); return }
        #expect(rows.count == Platform.allCases.count)
        #expect(rows.first { $0["platform"] == .string("gsap") }?["code"] == .string("\"bounce.out\""))
        // Compose EasingFunctions.kt EaseOutBounce and Flutter curves.dart Curves.bounceOut are Penner's bounce.
        #expect(rows.first { $0["platform"] == .string("compose") }?["code"] == .string("EaseOutBounce"))
        #expect(rows.first { $0["platform"] == .string("flutter") }?["code"] == .string("Curves.bounceOut"))
        // Exact where a platform names it, as a function where it takes code (swiftui, uikit,
        // android, motion), as keyframes in CSS and Lottie: Material keeps its approximation.
        #expect(reply.text.hasPrefix("bounce-out on every platform: exact on 9 of \(Platform.allCases.count)"), "\(reply.text)")
    }

    @Test(
        "an unknown format names every accepted word, for a curve and for an animation",
        arguments: [
            // swift and objc are listed as UIKit's languages, after its own word.
            ("export ease klingon", "unknown export format \"klingon\": use one of css, waapi, swiftui, uikit, swift, objc, compose"),
            ("export move klingon", "unknown export format \"klingon\": use one of css, waapi, swiftui, uikit, swift, objc, compose"),
        ])
    func badFormats(line: String, message: String) {
        var shell = Transcript()
        _ = shell.reply("anim move x 0 100 duration=1 curve=ease")
        let (error, unchanged) = shell.refusal(line)
        #expect(error?.hasPrefix(message) == true, "\(error ?? "no error")")
        #expect(unchanged)
    }

    /// keyframes 0:0 ease 0.5:1 ease 1:0 rises and falls back: the least-squares spring is a
    /// near-zero stiffness, a drift that over one second has a small error but as a platform's
    /// spring (which runs until it settles) would take ages to settle. Not offered: the platforms
    /// with springs write their Bézier or path instead, with its error.
    @Test("a fitted spring that does not settle within twice its span is not offered", Thorough.only)
    func degenerateSpringFit() throws {
        var shell = Transcript()
        #expect(shell.reply("k = keyframes 0:0 ease 0.5:1 ease 1:0").error == nil)
        let curve = try #require(shell.interpreter.session.curve(named: "k")).curve
        let candidates = ExportCandidates(curve, isCancelled: { false })
        for moving in [false, true] {
            let fit = try candidates.spring(moving: moving).value
            #expect(!(fit.settlingTime <= 2 * fit.timeSpan), "the fit settles in \(fit.settlingTime) s: \(fit)")
            #expect(try PlatformExport.springApproximation(candidates, moving: moving) { _ in "spring" } == nil)
        }
        let reply = shell.reply("export k all")
        guard case .array(let rows) = reply.json["platforms"] else { Issue.record("no rows"); return }
        for row in rows {
            guard case .string(let code) = row["code"] else { continue }
            #expect(!code.lowercased().contains("spring"), "\(row)")
        }
    }
}
