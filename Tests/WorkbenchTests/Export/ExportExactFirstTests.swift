import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// Export writes the platform's exact form wherever one exists: its name for the curve, its
/// path easing, and a Bézier for every curve that is mathematically one.
@Suite("export: exact first")
struct ExportExactFirstTests {
    static func export(_ definition: String?, _ line: String) -> Reply {
        var shell = Transcript()
        if let definition { #expect(shell.reply(definition).error == nil) }
        return shell.reply(line)
    }

    /// y = x² is the Bézier with x(t) = t: Bernstein form of (a, b, c, d) = (0, 1, 0, 0) gives
    /// P1 = (⅓, 0), P2 = (⅔, ⅓), printed with the fewest decimals that keep the curve within 1e-7.
    @Test func quadInIsACubicBezierInCSS() {
        let reply = Self.export(nil, "export quad-in css")
        #expect(reply.text.contains("cubic-bezier(0.3333333, 0, 0.6666667, 0.3333333)"), "\(reply.text)")
        #expect(reply.json["exact"] == true && reply.json["max_error"] == .number(0))
    }

    /// Every polynomial of degree ≤ 3 is recognised; its Bézier matches the formula written out.
    @Test("curves that are cubic polynomials are Béziers", arguments: ["quad-out", "cubic-in", "back-in", "back-out"])
    func polynomialsAreBeziers(name: String) throws {
        // Penner: quad-out 1 − (1 − x)², cubic-in x³, back-in c3·x³ − c1·x², back-out 1 + c3(x − 1)³ + c1(x − 1)².
        let formula: (Double) -> Double =
            switch name {
            case "quad-out": { x in 1 - (1 - x) * (1 - x) }
            case "cubic-in": { x in x * x * x }
            case "back-in": { x in 2.70158 * x * x * x - 1.70158 * x * x }
            default: { x in 1 + 2.70158 * pow(x - 1, 3) + 1.70158 * pow(x - 1, 2) }
            }
        let curve = try #require(Penner(named: name).map(Curve.penner))
        let bezier = try #require(curve.equivalentBezier)
        for index in 0...1000 {
            let x = Double(index) / 1000
            expectClose(bezier.value(at: x), formula(x), absolute: 1e-12, "\(name) at \(x)")
        }
        #expect(Self.export(nil, "export \(name) css").json["exact"] == true)
    }

    /// AOSP AnticipateInterpolator(s): t²((s + 1)t − s), here s = 2: P1 = (⅓, 0), P2 = (⅔, −⅔).
    @Test func androidAnticipateIsExactInCSS() {
        let reply = Self.export("a = android AnticipateInterpolator(2f)", "export a css")
        #expect(reply.text.contains("cubic-bezier(0.333333, 0, 0.6666667, -0.6666667)"), "\(reply.text)")
    }

    /// Compose EasingFunctions.kt EaseOutBounce and Flutter curves.dart Curves.bounceOut are
    /// Penner's bounce (n1 = 7.5625, d1 = 2.75): exact by name.
    @Test func bounceOutByItsNames() {
        let compose = Self.export(nil, "export bounce-out compose")
        #expect(compose.text.contains("val bounceOut = EaseOutBounce"), "\(compose.text)")
        #expect(compose.json["exact"] == true)
        let flutter = Self.export(nil, "export bounce-out flutter")
        #expect(flutter.text.contains("Curves.bounceOut"), "\(flutter.text)")
        #expect(flutter.json["exact"] == true)
    }

    /// The M3 emphasized path: Flutter's name for it, Compose's PathEasing; another two-cubic
    /// path is a ThreePointCubic in Flutter.
    @Test func pathsAsPathEasingsAndThreePointCubics() {
        let emphasized = "e = android FastOutExtraSlowInInterpolator()"
        #expect(Self.export(emphasized, "export e flutter").text.contains("Curves.easeInOutCubicEmphasized"))
        let compose = Self.export(emphasized, "export e compose")
        #expect(
            compose.text.contains(
                "PathEasing(PathParser().parsePathString(\"M0,0 C0.05,0 0.133333,0.06 0.166666,0.4 C0.208333,0.82 0.25,1 1,1\").toPath())"),
            "\(compose.text)")
        #expect(compose.json["exact"] == true)
        let two = "p = path M0,0 C0.3,0 0.4,0.2 0.5,0.5 C0.6,0.8 0.7,1 1,1"
        let flutter = Self.export(two, "export p flutter")
        #expect(
            flutter.text.contains("ThreePointCubic(Offset(0.3, 0), Offset(0.4, 0.2), Offset(0.5, 0.5), Offset(0.6, 0.8), Offset(0.7, 1))"),
            "\(flutter.text)")
        #expect(flutter.json["exact"] == true)
    }

    /// The list the reader reads is the list the writer searches: every spelling reads back to its curve.
    @Test func presetTablesAreTwoWay() {
        for platform in Platform.allCases {
            for (spelling, curve) in platform.presets {
                var shell = Transcript()
                let reply = shell.reply("a = \(platform.rawValue) \(spelling)")
                #expect(reply.error == nil, "\(platform) \(spelling): \(reply.error ?? "")")
                #expect(shell.interpreter.session.curve(named: "a")?.curve == curve, "\(platform) \(spelling)")
                #expect(platform.presetSpelling(of: curve) != nil)
            }
        }
    }

    /// Lottie's JSON has no comments: the error goes in nm, and the keyframe still reads back.
    @Test func lottieStatesItsErrorInThePaste() throws {
        var shell = Transcript()
        let reply = shell.reply("export elastic-out lottie")
        #expect(reply.text.hasPrefix("{\"nm\": \"elastic-out: an elastic-out curve is not exact in Lottie"), "\(reply.text)")
        #expect(reply.text.contains("max error"))
        #expect(shell.reply("r = lottie \(reply.text.trimmingCharacters(in: .newlines))").error == nil)
    }

    /// swift, objc and json state exact and max_error in --json too.
    @Test func everyFormatStatesItsAccuracy() {
        let quad = Self.export(nil, "export quad-in swift")
        #expect(quad.json["exact"] == true && quad.json["max_error"] == .number(0))
        #expect(quad.text.contains("CAMediaTimingFunction(controlPoints: 0.3333333, 0, 0.6666667, 0.3333333)"), "\(quad.text)")
        let bounce = Self.export(nil, "export circ-in-out objc")
        #expect(bounce.json["exact"] == false)
        if case .number(let error)? = bounce.json["max_error"] { #expect(error > 0.01) } else { Issue.record("no max_error") }
        #expect(Self.export(nil, "export bounce-out json").json["exact"] == true)
    }
}
