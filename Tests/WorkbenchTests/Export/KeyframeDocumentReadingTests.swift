import CurveKit
import TestExpectations
import Testing

@testable import Workbench

/// The keyframe documents `export` writes read back (`file=`) as the keyframes they play: CSS
/// `@keyframes` (CSS Animations 1: a keyframe's animation-timing-function paces the interval
/// that starts there) and a CAKeyframeAnimation with its keyTimes, values and timingFunctions set
/// on later lines (Apple's CAKeyframeAnimation pages). Compared with Penner's bounce-out as
/// easings.net writes it, not with the curve the export came from.
@Suite("keyframe documents read back")
struct KeyframeDocumentReadingTests {
    static let drop = "anim drop transform.translation.y 0 236 duration=1 curve=bounce-out"
    static let path = "c = path M0,0 C0.05,0 0.133333,0.06 0.166666,0.4 C0.208333,0.82 0.25,1 1,1"

    /// easings.net's easeOutBounce.
    static func bounceOut(_ x: Double) -> Double {
        let n1 = 7.5625, d1 = 2.75
        if x < 1 / d1 { return n1 * x * x }
        if x < 2 / d1 { return n1 * (x - 1.5 / d1) * (x - 1.5 / d1) + 0.75 }
        if x < 2.5 / d1 { return n1 * (x - 2.25 / d1) * (x - 2.25 / d1) + 0.9375 }
        return n1 * (x - 2.625 / d1) * (x - 2.625 / d1) + 0.984375
    }

    static func largestDifference(_ curve: Curve, _ reference: (Double) -> Double) -> Double {
        (0...4000).map { abs(curve.value(at: Double($0) / 4000) - reference(Double($0) / 4000)) }.max() ?? .nan
    }

    /// `lines` run, then `read`: the curve it named, or the error.
    static func read(_ read: String, after lines: [String], files: [String: String] = [:]) -> (curve: Curve?, reply: Reply) {
        let (curve, reply, _) = readWithOriginal(read, after: lines, files: files)
        return (curve, reply)
    }

    /// The same, with the curve `c` the lines defined.
    static func readWithOriginal(_ read: String, after lines: [String], files: [String: String] = [:]) -> (
        curve: Curve?, reply: Reply, original: Curve?
    ) {
        var shell = Transcript(files: files)
        for line in lines { #expect(shell.reply(line).error == nil, "\(line)") }
        let reply = shell.reply(read)
        return (shell.interpreter.session.curve(named: "r")?.curve, reply, shell.interpreter.session.curve(named: "c")?.curve)
    }

    @Test("a curve's CSS @keyframes reads back as its keyframes, bounce-out within 1e-6")
    func cssCurveDocument() throws {
        let (curve, reply) = Self.read("r = css file=c.css", after: ["c = bounce-out", "export c css > c.css"])
        guard case .keyframes(let keyframes)? = curve else { Issue.record("not keyframes: \(reply.text) \(reply.error ?? "")"); return }
        #expect(keyframes.segments.count == 7)
        #expect(!reply.text.contains(" of 7"), "one definition, the @keyframes, not its timing functions one by one:\n\(reply.text)")
        #expect(Self.largestDifference(.keyframes(keyframes), Self.bounceOut) <= 1e-6)
    }

    @Test("an animation's CSS @keyframes reads back as progress along its property, bounce-out within 1e-6")
    func cssAnimationDocument() throws {
        let (curve, reply) = Self.read("r = css file=drop.css", after: [Self.drop, "export drop css > drop.css"])
        let read = try #require(curve, "\(reply.error ?? "")")
        #expect(read.kind == "keyframes", "\(reply.text)")
        // The reply also names the animation declaration beside the rule as not read; its lines wrap.
        let words = reply.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("translate as progress from 0 to 236"), "\(reply.text)")
        #expect(Self.largestDifference(read, Self.bounceOut) <= 1e-6)
    }

    @Test(
        "CSS @keyframes that do not say their curve are refused with the reason",
        arguments: [
            ("@keyframes fade { from { opacity: 0; } to { opacity: 1; } }", "has no animation-timing-function"),
            (
                "@keyframes k { 0% { opacity: 0; animation-timing-function: ease; } 50% { opacity: 1; } }",
                "needs keyframes at 0% (from) and 100% (to)"
            ),
            (
                "@keyframes k { 0% { left: 0px; top: 0px; animation-timing-function: ease; } 50% { left: 50px; top: 10px; animation-timing-function: ease; } 100% { left: 100px; top: 100px; } }",
                "along different curves"
            ),
            (
                "@keyframes k { 0% { opacity: 0; animation-timing-function: ease; } 100% { opacity: 1; } 100% { opacity: 0.5; } }",
                "two keyframes at 100%"
            ),
        ])
    func cssRefusals(css: String, reason: String) {
        let (curve, reply) = Self.read("r = css file=k.css", after: [], files: ["k.css": css])
        #expect(curve == nil)
        #expect(reply.error?.contains(reason) == true, "\(reply.error ?? reply.text)")
    }

    @Test("the code a read names is the rule from its @: in a paste with CSS around it and in a file")
    func ruleNamedFromItsAt() {
        let rule = "@keyframes pop { from { opacity: 0; animation-timing-function: ease-in } to { opacity: 1 } }"
        var shell = Transcript(files: ["pop.css": ".a { color: red; }\n" + rule + "\n"], width: 1000)
        let pasted = shell.reply("p = css .x { animation: pop 1s; } " + rule)
        #expect(pasted.error == nil && pasted.text.contains("read @keyframes pop {"), "\(pasted.error ?? pasted.text)")
        let file = shell.reply("f = css file=pop.css")
        #expect(file.error == nil && file.text.contains("took line 2 of pop.css: @keyframes pop {"), "\(file.error ?? file.text)")
        let alone = shell.reply("a = css " + rule)
        // Pasted alone, the rule is the whole paste: nothing else was read around it.
        #expect(alone.error == nil && !alone.text.contains("from the paste"), "\(alone.error ?? alone.text)")
    }

    @Test("from, to and selectors listed together are keyframes at 0%, 100% and each percentage")
    func cssSelectors() throws {
        let css = """
            @keyframes pulse {
              from, 50% { --p: 0; animation-timing-function: ease-in; }
              25%, to { --p: 1; animation-timing-function: ease-out; }
            }
            """
        let (curve, reply) = Self.read("r = css file=k.css", after: [], files: ["k.css": css])
        guard case .keyframes(let keyframes)? = curve else { Issue.record("\(reply.error ?? reply.text)"); return }
        #expect(keyframes.times == [0, 0.25, 0.5, 1])
        #expect(keyframes.values == [0, 1, 0, 1])
        #expect(keyframes.segments.map(\.name) == ["ease-in", "ease-out", "ease-in"])
    }

    @Test("a curve's CAKeyframeAnimation, Swift and Objective-C, reads back as its keyframes", Thorough.only, arguments: ["uikit", "objc"])
    func uikitCurveDocument(format: String) throws {
        let (curve, reply, original) = Self.readWithOriginal("r = uikit file=c.txt", after: [Self.path, "export c \(format) > c.txt"])
        guard case .keyframes(let keyframes)? = curve else { Issue.record("not keyframes: \(reply.error ?? reply.text)"); return }
        #expect(!reply.text.contains("not read"), "the timingFunctions set on the animation are read with it:\n\(reply.text)")
        #expect(keyframes.times == [0, 0.166666, 1])
        #expect(keyframes.values == [0, 0.4, 1])
        let path = try #require(original)
        #expect(Self.largestDifference(.keyframes(keyframes)) { path.value(at: $0) } <= 1e-6)
    }

    @Test("export drop motion reads back as its keyframes: times and an ease per interval, bounce-out within 1e-6")
    func motionAnimationDocument() throws {
        let (curve, reply) = Self.read("r = motion file=drop.js", after: [Self.drop, "export drop motion > drop.js"])
        guard case .keyframes(let keyframes)? = curve else { Issue.record("not keyframes: \(reply.error ?? reply.text)"); return }
        #expect(keyframes.segments.count == 7)
        #expect(reply.text.contains("y as progress from 0 to 236"), "\(reply.text)")
        #expect(Self.largestDifference(.keyframes(keyframes), Self.bounceOut) <= 1e-6)
    }

    @Test("Motion keyframes with one ease: every interval eased by it, the times spread evenly when not given")
    func motionOneEase() throws {
        let js = "animate(box, { x: [0, 100, 50] }, { duration: 2, ease: \"easeIn\" })"
        let (curve, reply) = Self.read("r = motion file=a.js", after: [], files: ["a.js": js])
        guard case .keyframes(let keyframes)? = curve else { Issue.record("\(reply.error ?? reply.text)"); return }
        #expect(keyframes.times == [0, 0.5, 1])
        #expect(keyframes.values == [0, 2, 1])
        #expect(keyframes.segments.map(\.name) == ["\"easeIn\"", "\"easeIn\""])
    }

    @Test("Motion keyframes without an ease are refused: Motion's default is not one curve")
    func motionWithoutEase() {
        let js = "animate(box, { x: [0, 100, 50] }, { duration: 2, times: [0, 0.3, 1] })"
        let (curve, reply) = Self.read("r = motion file=a.js", after: [], files: ["a.js": js])
        #expect(curve == nil)
        #expect(reply.error?.contains("give ease") == true, "\(reply.error ?? reply.text)")
    }

    @Test("export drop swiftui, a KeyframeTimeline, reads back as its keyframes, bounce-out within 1e-6")
    func swiftUIAnimationDocument() throws {
        let (curve, reply) = Self.read("r = swiftui file=drop.swift", after: [Self.drop, "export drop swiftui > drop.swift"])
        guard case .keyframes(let keyframes)? = curve else { Issue.record("not keyframes: \(reply.error ?? reply.text)"); return }
        #expect(keyframes.segments.count == 7)
        #expect(!reply.text.contains(" of 7"), "one definition, the timeline, not its timing curves one by one:\n\(reply.text)")
        #expect(Self.largestDifference(.keyframes(keyframes), Self.bounceOut) <= 1e-6)
    }

    @Test("a KeyframeTimeline: key times are the durations summed over their total, linear without a timingCurve")
    func swiftUITimeline() throws {
        let swift = """
            let t = KeyframeTimeline(initialValue: 10.0) {
                LinearKeyframe(30.0, duration: 0.25, timingCurve: .easeIn)
                LinearKeyframe(20.0, duration: 0.75)
            }
            """
        let (curve, reply) = Self.read("r = swiftui file=t.swift", after: [], files: ["t.swift": swift])
        guard case .keyframes(let keyframes)? = curve else { Issue.record("\(reply.error ?? reply.text)"); return }
        #expect(keyframes.times == [0, 0.25, 1])
        #expect(keyframes.values == [0, 2, 1])
        #expect(keyframes.segments.map(\.name) == [".easeIn", "linear"])
    }

    @Test("a KeyframeTimeline with a keyframe that is no timing curve between two values is refused, saying so")
    func swiftUISpringKeyframeRefused() {
        let swift = """
            let t = KeyframeTimeline(initialValue: 0.0) {
                SpringKeyframe(1.0, duration: 0.5, spring: .bouncy)
            }
            """
        let (curve, reply) = Self.read("r = swiftui file=t.swift", after: [], files: ["t.swift": swift])
        #expect(curve == nil)
        #expect(reply.error?.contains("is not a LinearKeyframe") == true, "\(reply.error ?? reply.text)")
    }

    @Test("a curve as SwiftUI keyframes (form=keyframes) is a KeyframeTimeline over 1 s that reads back, bounce-out within 1e-6")
    func swiftUICurveDocument() throws {
        let (curve, reply) = Self.read(
            "r = swiftui file=c.swift", after: ["c = bounce-out", "export c swiftui form=keyframes > c.swift"])
        guard case .keyframes(let keyframes)? = curve else { Issue.record("not keyframes: \(reply.error ?? reply.text)"); return }
        #expect(keyframes.segments.count == 7)
        #expect(Self.largestDifference(.keyframes(keyframes), Self.bounceOut) <= 1e-6)
    }
}
