import CurveKit
import Foundation
import Testing

@testable import Platforms
@testable import Workbench

/// A duration and a delay pasted with a curve are kept with its name and carried into `anim`,
/// `fit`, `export` and the session file (issues 33 and 37), instead of a note and a platform's
/// default.
@Suite("a curve's kept duration and delay are carried into anim, fit, export and save")
struct KeptTimingTests {
    /// Compose's FastOutSlowInEasing: CubicBezierEasing(0.4f, 0.0f, 0.2f, 1.0f) (Easing.kt).
    enum FastOutSlowIn {
        static let curve = Curve.bezier(CubicBezier(constant: 0.4, 0, 0.2, 1))
    }

    static let paste = "x = compose tween(300, 50, easing = FastOutSlowInEasing)"

    @Test("anim without duration= and delay= plays the curve for its kept duration after its kept delay")
    func animTakesIt() throws {
        var shell = Transcript(width: 200)
        _ = shell.reply(Self.paste)
        let reply = shell.reply("anim a opacity 0 1 curve=x")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        let animation = try #require(shell.interpreter.session.animation(named: "a"))
        #expect(animation.duration == 0.3)
        #expect(animation.delay == 0.05)
    }

    @Test("duration= and delay= given win over the kept ones")
    func givenWins() throws {
        var shell = Transcript(width: 200)
        _ = shell.reply(Self.paste)
        #expect(shell.reply("anim a opacity 0 1 duration=0.5 delay=0 curve=x").error == nil)
        let animation = try #require(shell.interpreter.session.animation(named: "a"))
        #expect(animation.duration == 0.5)
        #expect(animation.delay == 0)
    }

    @Test("a kept delay alone leaves anim asking for a duration")
    func delayAlone() {
        var shell = Transcript(width: 200)
        _ = shell.reply("x = motion { delay: 0.2, ease: [0.4, 0, 0.2, 1] }")
        #expect(shell.interpreter.session.curve(named: "x")?.timing == CurveTiming(duration: nil, delay: 0.2))
        #expect(shell.reply("anim a opacity 0 1 curve=x").error?.hasPrefix("anim needs duration=SECONDS") == true)
        #expect(shell.reply("anim a opacity 0 1 duration=1 curve=x").error == nil)
        #expect(shell.interpreter.session.animation(named: "a")?.delay == 0.2)
    }

    @Test("save then load keeps the duration and delay, as numbers in the curve's timing member")
    func sessionRoundTrip() throws {
        var shell = Transcript(width: 200)
        _ = shell.reply(Self.paste)
        #expect(shell.reply("save s.json").error == nil)
        let json = try JSONValue(parsing: shell.files.text("s.json") ?? "")
        let timing = json["curves"].flatMap { if case .array(let curves) = $0 { curves.first?["timing"] } else { nil } }
        #expect(timing?["duration"] == .number(0.3))
        #expect(timing?["delay"] == .number(0.05))
        #expect(SessionSchemaTests.validator.problems(in: json) == [])
        var other = Transcript(files: ["s.json": shell.files.text("s.json") ?? ""], width: 200)
        #expect(other.reply("load s.json").error == nil)
        #expect(other.interpreter.session == shell.interpreter.session)
        #expect(other.interpreter.session.curve(named: "x")?.timing == CurveTiming(duration: 0.3, delay: 0.05))
    }

    @Test("a session written before timings were kept loads, its curves without one")
    func oldSessionLoads() {
        let old = #"{"format": "curves-session", "version": 1, "curves": [{"name": "x", "kind": "bezier", "points": [0.4, 0, 0.2, 1]}]}"#
        var shell = Transcript(files: ["old.json": old], width: 200)
        #expect(shell.reply("load old.json").error == nil)
        #expect(shell.interpreter.session.curve(named: "x") != nil)
        #expect(shell.interpreter.session.curve(named: "x")?.timing == nil)
    }

    @Test(
        "a session file's timing is checked, naming the place",
        arguments: [
            (#"{"duration": 0}"#, "curves[0].timing.duration: expected a duration in seconds greater than 0, got 0"),
            (#"{"delay": -1}"#, "curves[0].timing.delay: expected a delay in seconds of 0 or more, got -1"),
            (#"{"duration": "1s"}"#, "curves[0].timing.duration: expected a number"),
        ])
    func badTiming(timing: String, expected: String) {
        let file =
            #"{"format": "curves-session", "version": 1, "curves": [{"name": "x", "kind": "bezier", "points": [0.4, 0, 0.2, 1], "timing": "#
            + timing + "}]}"
        var shell = Transcript(files: ["bad.json": file], width: 200)
        let error = shell.reply("load bad.json").error ?? ""
        #expect(error.contains(expected), "\(error)")
    }

    /// Each platform's code for the kept 300 ms and 50 ms, read with the platform's own unit:
    /// the pattern's first number is the duration and the second the delay, each divided by
    /// `perSecond` (1000 where the platform counts milliseconds).
    @Test(
        "export writes the kept duration and delay in the platform's own units",
        arguments: [
            ("compose", #"tween<Float>\(durationMillis = (\d+), delayMillis = (\d+), easing = FastOutSlowInEasing\)"#, 1000.0),
            ("swiftui", #"Animation\.timingCurve\(0\.4, 0, 0\.2, 1, duration: ([\d.]+)\)\.delay\(([\d.]+)\)"#, 1),
            ("css", #"--x-duration: ([\d.]+)s; --x-delay: ([\d.]+)s;"#, 1),
            ("uikit", #"animation\.duration = ([\d.]+); animation\.beginTime = CACurrentMediaTime\(\) \+ ([\d.]+)"#, 1),
            ("gsap", #"\{ duration: ([\d.]+), delay: ([\d.]+), ease: "#, 1),
            ("motion", #"\{ duration: ([\d.]+), delay: ([\d.]+), ease: \[0\.4, 0, 0\.2, 1\] \}"#, 1),
            ("android", #"animator\.setDuration\((\d+)L\); animator\.setStartDelay\((\d+)L\)"#, 1000),
            ("flutter", #"duration: const Duration\(milliseconds: (\d+)\).*Future\.delayed\(const Duration\(milliseconds: (\d+)\)"#, 1000),
            (
                "material", #"duration: md\.sys\.motion\.duration\.\w+ \((\d+) ms\)\ndelay: md\.sys\.motion\.duration\.\w+ \((\d+) ms\)"#,
                1000
            ),
        ] as [(String, String, Double)])
    func exportWritesIt(platform: String, pattern: String, perSecond: Double) throws {
        var shell = Transcript(width: 200)
        _ = shell.reply(Self.paste)
        let reply = shell.reply("export x \(platform)")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        let match = try #require(try Regex(pattern).firstMatch(in: reply.text), "\(platform):\n\(reply.text)")
        let numbers = try (1...2).map { index in try #require(match.output[index].substring.flatMap { Double($0) }) }
        #expect(numbers[0] / perSecond == 0.3, "\(platform): \(numbers)")
        #expect(numbers[1] / perSecond == 0.05, "\(platform): \(numbers)")
    }

    @Test(
        "the exported code read back by the platform's reader keeps the same duration and delay",
        arguments: ["compose", "swiftui", "gsap", "motion"])
    func exportReadsBack(platform: String) throws {
        var shell = Transcript(width: 200)
        _ = shell.reply(Self.paste)
        let code = try #require(shell.reply("export x \(platform)").text.split(separator: "\n").last { !$0.hasPrefix("//") })
        let reply = shell.reply("y = \(platform) \(code)")
        #expect(reply.error == nil, "\(code): \(reply.error ?? "")")
        #expect(shell.interpreter.session.curve(named: "y")?.timing == CurveTiming(duration: 0.3, delay: 0.05), "\(code)")
        // GSAP's CustomEase reads back as a path of one segment: the same curve, compared by its values.
        let (read, pasted) = (try #require(shell.interpreter.session.curve(named: "y")?.curve), FastOutSlowIn.curve)
        for x in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(abs(read.value(at: x) - pasted.value(at: x)) < 1e-12, "\(platform) at \(x)")
        }
    }

    @Test("a Motion spring's kept delay is written in its transition and read back")
    func motionSpringDelay() throws {
        var shell = Transcript(width: 200)
        _ = shell.reply("s = motion { type: \"spring\", stiffness: 300, damping: 20, delay: 0.1 }")
        let code = try #require(shell.reply("export s motion").text.split(separator: "\n").last { !$0.hasPrefix("//") })
        #expect(code.hasSuffix(", delay: 0.1 };"), "\(code)")
        _ = shell.reply("t = motion \(code)")
        #expect(shell.interpreter.session.curve(named: "t")?.timing == CurveTiming(duration: nil, delay: 0.1))
        #expect(shell.interpreter.session.curve(named: "t")?.curve == shell.interpreter.session.curve(named: "s")?.curve)
    }

    @Test("a curve with nothing kept exports as before: SwiftUI's default duration, no delay")
    func nothingKept() {
        var shell = Transcript(width: 200)
        _ = shell.reply("x = bezier 0.4 0 0.2 1")
        let text = shell.reply("export x swiftui").text
        #expect(text.contains("duration: \(TextFormat.shortest(SwiftUIWriter.defaultDuration)))"), "\(text)")
        #expect(!text.contains(".delay("))
    }

    @Test("a fit of the curve keeps its timing, and a spring fit spans the kept duration")
    func fitKeepsIt() throws {
        var shell = Transcript(width: 200)
        _ = shell.reply(Self.paste)
        #expect(shell.reply("fit x as b").error == nil)
        #expect(shell.interpreter.session.curve(named: "b")?.timing == CurveTiming(duration: 0.3, delay: 0.05))
        #expect(shell.reply("fit x family=spring as s").error == nil)
        let fitted = try #require(shell.interpreter.session.curve(named: "s"))
        #expect(fitted.timing == CurveTiming(duration: 0.3, delay: 0.05))
        #expect(SpringKind.shape(of: fitted.curve)?.timeSpan == 0.3)
    }
}
