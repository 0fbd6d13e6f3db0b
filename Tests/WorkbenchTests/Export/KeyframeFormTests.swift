import CurveKit
import TestExpectations
import Testing

@testable import Workbench

/// `form=keyframes`: a piecewise cubic (a bounce, a path) as keyframes with a timing Bézier per
/// segment, the default where the platform's timing form is not exact and no function form is.
/// Bounce-out's keys are where its arcs (n1·(x − c)² + floor, n1 = 7.5625, d1 = 2.75) end and turn:
/// x = 0, 1, 1.5, 2, 2.25, 2.5, 2.625, 2.75 over d1, at 0, 1, 0.75, 1, 0.9375, 1, 0.984375, 1.
@Suite("export's keyframes form")
struct KeyframeFormTests {
    static let keyTimes = [0, 1, 1.5, 2, 2.25, 2.5, 2.625, 2.75].map { $0 / 2.75 }
    static let keyValues = [0, 1, 0.75, 1, 0.9375, 1, 0.984375, 1]
    static let drop = "anim drop transform.translation.y 0 236 duration=1 curve=bounce-out"

    /// The numbers in `text` after each `label`, up to the next `,`, `;`, `%`, `)` or space.
    static func numbers(after label: String, in text: String) -> [Double] {
        text.components(separatedBy: label).dropFirst().compactMap { Double($0.prefix { !",;%) ]}".contains($0) }) }
    }

    @Test("bounce-out in CSS is @keyframes by default: a key at each arc's end and vertex, exact")
    func cssCurveDefault() {
        var shell = Transcript()
        let reply = shell.reply("export bounce-out css")
        #expect(reply.json["exact"] == true)
        #expect(reply.json["form"] == "keyframes")
        let percents = Self.numbers(after: "\n  ", in: reply.text)
        #expect(percents.count == 8, "\(reply.text)")
        // Key times have the fewest digits that keep the curve within 1e-7: at a vertex, where the
        // curve is flat, fewer than elsewhere.
        for (percent, time) in zip(percents, Self.keyTimes) { expectClose(percent / 100, time, absolute: 1e-6) }
        #expect(Self.numbers(after: "--bounce-out: ", in: reply.text) == Self.keyValues, "\(reply.text)")
        #expect(!reply.text.contains("linear("), "\(reply.text)")
    }

    @Test("form=keyframes for a curve where the platform writes keyframes in an animation only: refused, naming where", Thorough.only)
    func curveRefusedWhereOnlyAnimationsHaveKeyframes() {
        var shell = Transcript()
        // Compose's keyframes { } is an AnimationSpec; a curve's exact piecewise form there is a
        // PathEasing, which form=keyframes does not name.
        let (error, unchanged) = shell.refusal("export bounce-out compose form=keyframes")
        #expect(error?.contains("has keyframes in an animation only") == true, "\(error ?? "")")
        #expect(error?.contains("css, waapi, swiftui, uikit, swift, objc, flutter, motion, lottie") == true, "\(error ?? "")")
        #expect(unchanged)
    }

    @Test("form=keyframes for a curve that is not piecewise cubic: refused, naming the curves that are")
    func notPiecewiseRefused() {
        var shell = Transcript()
        let error = shell.refusal("export elastic-out css form=keyframes").error
        #expect(error?.contains("is not piecewise cubic") == true && error?.contains("bounce-out") == true, "\(error ?? "")")
    }

    @Test("a path without jumps in CSS is @keyframes, a segment's points scaled to its span as its cubic-bezier()")
    func pathInCSS() {
        var shell = Transcript()
        _ = shell.reply("emph = path M 0,0 C 0.05,0 0.133333,0.06 0.166666,0.4 C 0.208333,0.82 0.25,1 1,1")
        let reply = shell.reply("export emph css")
        #expect(reply.json["exact"] == true, "\(reply.text)")
        // The first segment spans x 0…0.166666 and y 0…0.4: (0.05 / 0.166666, 0), (0.133333 / 0.166666, 0.06 / 0.4).
        let first = Self.numbers(after: "cubic-bezier(", in: reply.text).first ?? .nan
        expectClose(first, 0.05 / 0.166666, absolute: 1e-6)
        #expect(reply.text.contains(", 0.15); }"), "\(reply.text)")
    }

    @Test("export drop uikit: a CAKeyframeAnimation with the arcs' key times and one timing function per segment, exact")
    func dropInUIKit() {
        var shell = Transcript()
        _ = shell.reply(Self.drop)
        let reply = shell.reply("export drop uikit")
        #expect(reply.json["exact"] == true, "\(reply.text)")
        #expect(reply.text.contains("CAKeyframeAnimation(keyPath: \"transform.translation.y\")"), "\(reply.text)")
        #expect(reply.text.components(separatedBy: "CAMediaTimingFunction(controlPoints:").count - 1 == 7, "\(reply.text)")
        #expect(reply.text.contains("177.0,"), "the first floor, 0.75 of 236: \(reply.text)")
    }

    @Test("export drop swiftui: a KeyframeTimeline of LinearKeyframes, each with its arc half's UnitCurve, exact")
    func dropInSwiftUI() {
        var shell = Transcript()
        _ = shell.reply(Self.drop)
        let reply = shell.reply("export drop swiftui")
        #expect(reply.json["exact"] == true, "\(reply.text)")
        #expect(reply.text.components(separatedBy: "LinearKeyframe(").count - 1 == 7, "\(reply.text)")
        let durations = Self.numbers(after: "duration: ", in: reply.text)
        let expected = zip(Self.keyTimes.dropFirst(), Self.keyTimes).map { $0 - $1 }
        #expect(durations.count == expected.count)
        for (duration, gap) in zip(durations, expected) { expectClose(duration, gap, absolute: 1e-11) }
    }

    @Test("export drop motion: a value per key, times, and an ease per segment, exact")
    func dropInMotion() {
        var shell = Transcript()
        _ = shell.reply(Self.drop)
        let reply = shell.reply("export drop motion")
        #expect(reply.json["exact"] == true, "\(reply.text)")
        #expect(reply.text.contains("y: [0, 236, 177, 236, 221.25, 236, 232.3125, 236]"), "\(reply.text)")
        #expect(reply.text.contains("times: [0, 0.363636"), "\(reply.text)")
    }

    @Test("export drop lottie and export drop css are exact, where one Bézier and linear() were not", Thorough.only)
    func dropInLottieAndCSS() {
        var shell = Transcript()
        _ = shell.reply(Self.drop)
        for platform in ["lottie", "css"] {
            let reply = shell.reply("export drop \(platform)")
            #expect(reply.json["exact"] == true, "\(platform): \(reply.text)")
            let timing = shell.reply("export drop \(platform) form=timing")
            #expect(timing.json["exact"] == false, "\(platform) form=timing: \(timing.text)")
        }
    }

    @Test("an animation whose platform has the curve by name keeps it; form=keyframes writes the keyframes anyway")
    func exactTimingStaysForAnimations() {
        var shell = Transcript()
        _ = shell.reply(Self.drop)
        #expect(shell.reply("export drop compose").text.contains("easing = EaseOutBounce"))
        let keyed = shell.reply("export drop compose form=keyframes")
        #expect(keyed.text.contains("using CubicBezierEasing(0.3333333f, 0f, 0.6666667f, 0.3333333f)"), "\(keyed.text)")
    }

    /// The keys moved to whole milliseconds, each segment still its arc half (s² from a floor,
    /// 1 − (1 − s)² to one), against easings.net's bounce-out at 20,001 x.
    @Test("Compose's keyframes take whole milliseconds: the export states what moving the keys there costs")
    func composeRoundsKeyTimes() throws {
        var shell = Transcript()
        _ = shell.reply(Self.drop)
        let keyed = shell.reply("export drop compose form=keyframes")
        #expect(keyed.json["exact"] == false, "\(keyed.text)")
        #expect(keyed.text.contains("364f") == false && keyed.text.contains("236f at 364 using"), "\(keyed.text)")
        let moved = Self.keyTimes.map { ($0 * 1000).rounded() / 1000 }
        var worst = 0.0
        for index in 0...20000 {
            let x = Double(index) / 20000
            let segment = min((moved.lastIndex { $0 <= x } ?? 0), moved.count - 2)
            let s = (x - moved[segment]) / (moved[segment + 1] - moved[segment])
            let shape = segment % 2 == 0 ? s * s : 1 - (1 - s) * (1 - s)
            let value = Self.keyValues[segment] + (Self.keyValues[segment + 1] - Self.keyValues[segment]) * shape
            worst = max(worst, abs(value - KeyframeFormBrowserTests.bounceOut(x)))
        }
        guard case .number(let stated)? = keyed.json["max_error"] else { Issue.record("no max_error"); return }
        expectClose(stated, worst, relative: 0.02)
        #expect(keyed.text.contains("they are rounded, max error \(TextFormat.short(stated))"), "\(keyed.text)")
    }

    @Test("form=keyframes for an animation whose curve is not piecewise cubic: refused")
    func animationNotPiecewiseRefused() {
        var shell = Transcript()
        _ = shell.reply("anim wobble x 0 10 duration=1 curve=elastic-out")
        let error = shell.refusal("export wobble swiftui form=keyframes").error
        #expect(error?.contains("is not piecewise cubic") == true, "\(error ?? "")")
    }
}
