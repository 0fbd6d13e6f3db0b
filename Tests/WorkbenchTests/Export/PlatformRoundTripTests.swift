import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// What `export NAME PLATFORM > FILE` writes, `NAME2 = PLATFORM file=FILE` reads back to the same
/// curve within the error the export states, for every platform and several kinds.
@Suite("export and read back, every platform")
struct PlatformRoundTripTests {
    static let definitions = [
        "c = bezier 0.4 0 0.2 1",
        "c = bezier 0.68 -0.55 0.265 1.55",
        "c = spring mass=2 stiffness=200 damping=12",
        "c = spring stiffness=170 damping=8 velocity=6",
        "c = bounce-out",
        "c = elastic-out",
        "c = steps 4",
        "c = path M0,0 C0.05,0 0.133333,0.06 0.166666,0.4 C0.208333,0.82 0.25,1 1,1",
        "c = android BounceInterpolator()",
        "c = gsap \"elastic.out(1.2, 0.35)\"",
        "c = flutter ElasticInOutCurve(0.5)",
    ]

    /// UIKit writes steps exactly as a CAKeyframeAnimation with the discrete calculation mode,
    /// which holds its last value until the animation ends and then shows the layer's own value
    /// (Apple's CAAnimationCalculationMode.discrete page): the curve's end is not in the code, so
    /// the reader refuses the discrete mode rather than guess it.
    ///
    /// Motion writes a path (keyframes of Béziers) exactly as a JavaScript function over a table
    /// of keys, each eased by Motion's `cubicBezier()`: the reader does not read a function's
    /// body, so `file=` takes one of the calls inside and names it as 1 of 2 (played in node
    /// instead: ExportedEaseRunTests).
    static let notTimingFunctions = Set<[String]>([
        ["uikit", "c = steps 4"], ["motion", "c = path M0,0 C0.05,0 0.133333,0.06 0.166666,0.4 C0.208333,0.82 0.25,1 1,1"],
    ])

    /// Every platform with every definition with CURVES_THOROUGH_TESTS=1; in `swift test` every
    /// third pair (11 definitions a platform, so each platform gets a third of the definitions and
    /// each definition a third of the platforms): each export and read-back runs a fit, which an
    /// unoptimised build makes slow.
    static var cases: [(String, String)] {
        Thorough.subset(
            Platform.allCases.flatMap { platform in definitions.map { (platform.rawValue, $0) } }.filter {
                !notTimingFunctions.contains([$0.0, $0.1])
            }, every: 3)
    }

    /// The largest difference at 2,001 even x, with the code read back as the platform runs it:
    /// a spring until it settles (the span its reader gives it), whatever span it was fitted over.
    static func difference(_ original: Curve, _ read: Curve) -> Double {
        (0...2000).map { index in
            let x = Double(index) / 2000
            return abs(read.value(at: x) - original.value(at: x))
        }.max()!
    }

    @Test("export > file, read back with file=", Thorough.only, arguments: cases)
    func roundTrip(platform: String, definition: String) throws {
        var shell = Transcript()
        #expect(shell.reply(definition).error == nil)
        let export = shell.reply("export c \(platform) > out.txt")
        try #require(export.error == nil, "\(export.error ?? "")")
        guard case .number(let stated)? = export.json["max_error"] else { Issue.record("no max_error"); return }
        let read = shell.reply("r = \(platform) file=out.txt")
        try #require(read.error == nil, "\(platform): \(read.error ?? "") in\n\(shell.files.text("out.txt") ?? "")")
        let original = try #require(shell.interpreter.session.curve(named: "c")).curve
        let back = try #require(shell.interpreter.session.curve(named: "r")).curve
        let difference = Self.difference(original, back)
        // The stated error, plus what rounding the printed numbers may add (1e-7 per number, a
        // little more for a linear()'s short stops).
        #expect(
            difference <= stated * 1.01 + 2e-6,
            "\(platform) \(definition): read back differs by \(difference), stated \(stated)\n\(shell.files.text("out.txt") ?? "")")
    }

    @Test("a file's comments are prose: their words are not taken as code")
    func commentsAreSkipped() throws {
        var shell = Transcript(files: [
            "a.kt": """
            // a spring(dampingRatio = 0.5f) would bounce; /* FastOutSlowInEasing */ is too slow
            /* spring<Float>(stiffness = 50f) */
            val enter = PathInterpolator(PathParser.createPathFromPathData("M0,0 C0.3,0 0.1,1 1,1"))
            """
        ])
        let reply = shell.reply("r = android file=a.kt")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(reply.text.contains("took line 3 of a.kt"), "\(reply.text)")
        guard case .path(let path)? = shell.interpreter.session.curve(named: "r")?.curve else { Issue.record("not a path"); return }
        #expect(path.segments[0].x == [0, 0.3, 0.1, 1] && path.segments[0].y == [0, 0, 1, 1])
    }

    @Test(
        "a platform's own formula goes back to that platform exactly, by its own name",
        arguments: [
            ("android AnticipateOvershootInterpolator(2f, 1.5f)", "android", "AnticipateOvershootInterpolator(2f, 1.5f)"),
            ("android BounceInterpolator()", "android", "BounceInterpolator()"),
            ("gsap \"back.inOut(2)\"", "gsap", "\"back.inOut(2)\""),
            ("gsap expo.in", "gsap", "\"expo.in\""),
            ("flutter Curves.elasticOut", "flutter", "ElasticOutCurve(0.4)"),
            ("motion \"anticipate\"", "motion", "\"anticipate\""),
        ])
    func formulasGoHome(definition: String, platform: String, code: String) {
        var shell = Transcript()
        #expect(shell.reply("c = \(definition)").error == nil)
        let reply = shell.reply("export c \(platform)")
        #expect(reply.json["exact"] == true)
        #expect(reply.text.contains(code), "\(reply.text)")
    }
}
