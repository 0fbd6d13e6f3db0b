import CurveKit
import TestExpectations
import Testing

@testable import Workbench

/// `anim drop position.y keyframes=ball duration=1` without FROM and TO: the key values are
/// the property's values, so it starts at the first (32) and ends at the last (268).
@Suite("raw-value keyframes animations start and end at their key values")
struct RawKeyValuesAnimationTests {
    static let setup = """
        ball = keyframes 0:32 ease-in 0.3:268 ease-out 0.5:140 ease-in 0.7:268 ease-out 0.8:220 ease-in 0.9:268 ease-out 0.95:250 ease-in 1:268
        anim drop position.y duration=1 keyframes=ball
        """

    static func shell() -> Transcript {
        var shell = Transcript()
        _ = shell.run(setup)
        return shell
    }

    @Test("the summary says 32 → 268")
    func summary() {
        var shell = Self.shell()
        #expect(shell.reply("show drop").text.hasPrefix("drop: position.y 32 → 268 in 1 s, keyframes ball, 60 fps"))
    }

    @Test("swift and objc set the value the ball ends at, 268")
    func setValue() {
        var shell = Self.shell()
        #expect(shell.reply("export drop swift").text.contains("layer.setValue(268.0, forKeyPath: \"position.y\")"))
        #expect(shell.reply("export drop objc").text.contains("[layer setValue:@(268) forKeyPath:@\"position.y\"]"))
    }

    @Test("with autoreverse the model value is the first value, 32")
    func setValueAutoreverse() {
        var shell = Self.shell()
        _ = shell.reply("anim back position.y duration=1 keyframes=ball autoreverse")
        #expect(shell.reply("export back swift").text.contains("layer.setValue(32.0, forKeyPath: \"position.y\")"))
    }

    /// A keyframes curve is SwiftUI's own keyframes (iOS 17): the timeline starts at 32 and its
    /// last keyframe is 268.
    @Test("swiftui starts the keyframes at the first value, 32, and ends them at the last, 268")
    func swiftUITarget() {
        var shell = Self.shell()
        let lines = shell.reply("export drop swiftui").text.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("let drop = KeyframeTimeline(initialValue: 32.0) {") })
        let keyframes = lines.filter { $0.hasPrefix("    LinearKeyframe(") }
        #expect(keyframes.count == 7)
        #expect(keyframes.last?.hasPrefix("    LinearKeyframe(268.0, duration: 0.05, ") == true, "\(keyframes)")
    }

    @Test("css comments and json carry the real first and last values")
    func cssAndJSON() {
        var shell = Self.shell()
        let css = shell.reply("export drop css").text
        #expect(css.contains("position.y 32 → 268"))
        let json = shell.reply("export drop json").text
        #expect(json.contains("\"first\": \"32\"") && json.contains("\"last\": \"268\""))
    }

    @Test("an animation with FROM and TO keeps them, and ends at from + (to − from)·(last key value)")
    func scaledKeyframes() {
        var shell = Transcript()
        _ = shell.reply("hop = keyframes 0:0 ease 0.5:1 ease 1:0")
        _ = shell.reply("anim up opacity 0.2 0.8 duration=1 keyframes=hop")
        #expect(shell.reply("show up").text.hasPrefix("up: opacity 0.2 → 0.8 in 1 s"))
        // 0.2 + 0.6·0 = 0.2: the property comes back down.
        #expect(shell.reply("export up swift").text.contains("layer.setValue(0.2, forKeyPath: \"opacity\")"))
    }

    @Test("play maps the animation's own range onto the track: progress stays within it, the dot on it")
    func playFrame() throws {
        var shell = Self.shell()
        shell.interpreter.settings.playUnavailableReason = nil
        let request = try #require(shell.reply("play drop").play)
        let track = request.tracks[0]
        let frame = PlayerFrame(request)
        for step in 0...100 {
            let x = Double(step) / 100
            let progress = track.progress(atFraction: x)
            // Independently: the key value at x, mapped from [32, 268] onto [0, 1].
            let raw = shell.interpreter.session.curve(named: "ball")!.curve.value(at: x)
            expectClose(progress, (raw - 32) / 236, absolute: 1e-12)
            #expect(progress >= 0 && progress <= 1 + 1e-12)
        }
        #expect(frame.scale.lower == 0 && frame.scale.upper <= 1 + 1e-9)
        let end = frame.lines(elapsed: 1, width: 60, colors: false, ascii: true)
        #expect(end[0].hasPrefix("drop  268 ") && end[0].contains("progress 1.000"))
        #expect(!end[1].contains(PlayerGlyphs.ascii.beyondEnd))
        let middle = frame.lines(elapsed: 0.5, width: 60, colors: false, ascii: true)
        #expect(middle[0].hasPrefix("drop  140 ") && middle[0].contains("progress " + TextFormat.fixed(108.0 / 236, decimals: 3)))
    }
}
