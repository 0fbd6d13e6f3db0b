import CurveKit
import Testing

@testable import Workbench

/// `export ANIM lottie`: the animated property at the animation's frame rate (frames = seconds ×
/// fps, the delay as the first keyframe's frame), every pass written out, read back by the
/// lottie reader.
@Suite("lottie: animations")
struct LottieAnimationTests {
    typealias F = AnimationExportFixture

    @Test("keyframes at (delay + k·duration)·fps, the values alternating, a pass back with the handles turned end for end")
    func passes() throws {
        let (_, reply) = F.export("export slide lottie")
        let fps = 60.0
        let forward = "\"o\": {\"x\": [0], \"y\": [0]}, \"i\": {\"x\": [0.58], \"y\": [1]}"
        // cubic-bezier(0, 0, 0.58, 1) played backwards: (1 − 0.58, 1 − 1, 1 − 0, 1 − 0).
        let back = "\"o\": {\"x\": [0.42], \"y\": [0]}, \"i\": {\"x\": [1], \"y\": [1]}"
        // Each keyframe line: its frame, its value, its handles.
        let keys = reply.text.split(separator: "\n").filter { $0.contains("{\"t\": ") }
        #expect(keys.count == F.passes + 1, "\(reply.text)")
        for (pass, key) in keys.enumerated() {
            let frame = (F.delay + Double(pass) * F.duration) * fps
            let written = try #require(Double(key.split(separator: ",")[0].dropFirst("  {\"t\": ".count)))
            #expect(abs(written - frame) <= 1e-9, "\(key): frame \(frame)")
            #expect(key.contains(pass % 2 == 0 ? "\"s\": [150, 32]" : "\"s\": [300, 32]"), "\(key)")
            if pass < F.passes { #expect(key.contains(pass % 2 == 0 ? forward : back), "\(key)") }
        }
        #expect(reply.json["exact"] == true)
    }

    @Test("played once, the property reads back through the lottie reader as the animation's curve")
    func roundTrip() throws {
        var (shell, _) = F.export("export once lottie > once.json", after: [F.once])
        #expect(shell.reply("r = lottie file=once.json").error == nil)
        let read = try #require(shell.interpreter.session.curve(named: "r")).curve
        F.expectSameCurve(read, F.easeOut, within: 1e-12)
    }

    @Test("more passes than a file should hold: one cycle, and the note says to loop the player")
    func manyPasses() {
        let (_, reply) = F.export("export tick lottie", after: ["anim tick opacity 0 1 duration=0.1 curve=ease repeat=500 autoreverse"])
        #expect(reply.text.contains("2 passes are written; loop the player 500 times for all 1000"), "\(reply.text)")
        #expect(reply.text.components(separatedBy: "\"t\":").count - 1 == 3)
    }

    @Test("a curve that is not a Bézier: the least-squares Bézier, with the error the curve export states")
    func approximation() {
        var (shell, reply) = F.export("export bump lottie", after: ["anim bump x 0 10 duration=1 curve=elastic-out"])
        let curve = shell.reply("export elastic-out lottie")
        #expect(reply.json["exact"] == false)
        #expect(reply.json["max_error"] == curve.json["max_error"])
    }

    /// Bounce-out's arcs, each split at its vertex, are quadratics: Lottie's handles hold them
    /// exactly, ease-in (⅓, 0), (⅔, ⅓) from a floor and ease-out (⅓, ⅔), (⅔, 1) to one.
    @Test("a bounce is a keyframe at each arc's ends and vertex, its handles the arc's halves: exact")
    func bounceAsKeyframes() {
        let (_, reply) = F.export("export bump lottie", after: ["anim bump x 0 10 duration=1 curve=bounce-out"])
        #expect(reply.json["exact"] == true)
        let frames = [0, 1, 1.5, 2, 2.25, 2.5, 2.625, 2.75].map { $0 / 2.75 * 60 }
        let keyTimes = reply.text.components(separatedBy: "{\"t\": ").dropFirst().compactMap { Double($0.prefix { $0 != "," }) }
        #expect(keyTimes.count == frames.count, "\(reply.text)")
        for (time, frame) in zip(keyTimes, frames) { #expect(abs(time - frame) < 1e-5, "\(time) for \(frame)") }
        #expect(reply.text.contains("\"s\": [7.5]"), "the second floor is 0.75 of the 10 px move: \(reply.text)")
        #expect(reply.text.components(separatedBy: "\"o\": {\"x\": [0.3333333], \"y\": [0]}").count - 1 == 4)
        #expect(reply.text.components(separatedBy: "\"o\": {\"x\": [0.3333333], \"y\": [0.6666667]}").count - 1 == 3)
    }

    @Test("a keyframes curve is a keyframe per key, read back by the lottie reader as the same keyframes curve")
    func keyframesRoundTrip() throws {
        var (shell, reply) = F.export(
            "export hop lottie > hop.json",
            after: ["k = keyframes 0:0 ease 0.4:0.8 ease-in 1:1", "anim hop x 0 100 keyframes=k duration=2"])
        #expect(reply.error == nil)
        #expect(shell.reply("r = lottie file=hop.json").error == nil)
        let read = try #require(shell.interpreter.session.curve(named: "r")).curve
        let original = try #require(shell.interpreter.session.curve(named: "k")).curve
        F.expectSameCurve(read, original, within: 1e-12)
        // 0.4 of 2 s at 60 fps is frame 48.
        #expect(shell.files.text("hop.json")?.contains("{\"t\": 48, \"s\": [80]") == true)
    }
}
