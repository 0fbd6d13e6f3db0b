import CurveKit
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// Curves the animation tests use, by name.
enum AnimationFixtures {
    static let ease = Curve.bezier(Preset.ease.bezier)
    static let easeOut = Curve.bezier(Preset.easeOut.bezier)
    static let linear = Curve.bezier(Preset.linear.bezier)
    static let bounceOut = Curve.penner(Penner(.bounce, .out))
    static let backOut = Curve.penner(Penner(.back, .out))
    /// Not piecewise cubic: no platform's keyframes hold it exactly (elastic-out is a spring).
    static let elasticOut = Curve.penner(Penner(.elastic, .out))
    /// Neither piecewise cubic nor a spring: Core Animation samples it.
    static let circInOut = Curve.penner(Penner(.circ, .inOut))
    static let steps4 = Curve.steps(try! Steps(count: 4))
    /// Key times chosen so that some land on frames only after rounding (0.1 · 3 s = 0.3 s).
    static let keys = Curve.keyframes(
        try! Keyframes(
            times: [0, 0.1, 0.25, 0.6, 1], values: [0, 0.7, 0.2, 1.3, 1],
            segments: [
                .init(name: "ease", curve: ease), .init(name: "linear", curve: linear),
                .init(name: "bounce-out", curve: bounceOut), .init(name: "ease-out", curve: easeOut),
            ]))
    static let spring = Curve.spring(try! Spring(mass: 1, stiffness: 170, damping: 15))

    static let curves: [String: Curve] = [
        "ease": ease, "ease-out": easeOut, "linear": linear, "bounce-out": bounceOut, "back-out": backOut,
        "elastic-out": elasticOut, "circ-in-out": circInOut, "steps4": steps4, "keys": keys, "spring": spring,
    ]

    static func resolve(_ name: String) -> Curve? { curves[name] }

    static func animation(_ arguments: String) throws -> Animation {
        try Animation.parse(arguments: arguments.split(separator: " ").map(String.init), resolveCurve: resolve)
    }
}

@Suite("Animations: definition, validation and frames")
struct AnimationTests {
    typealias F = AnimationFixtures

    @Test("the anim words make an animation, and its definition reads back to the same one")
    func parseAndDefinition() throws {
        let slide = try F.animation("slide position (150,32) (300,32) duration=0.5 curve=ease-out fps=30 delay=100ms repeat=3 autoreverse")
        #expect(slide.name == "slide")
        #expect(slide.keyPath == "position")
        #expect(slide.from == .pair(150, 32))
        #expect(slide.to == .pair(300, 32))
        #expect(slide.duration == 0.5)
        #expect(slide.curveName == "ease-out")
        #expect(slide.curve == F.easeOut)
        #expect(slide.fps == 30)
        #expect(slide.delay == 0.1)
        #expect(slide.repeatCount == 3)
        #expect(slide.autoreverses)
        #expect(
            slide.definition == "anim slide position (150,32) (300,32) duration=0.5 curve=ease-out fps=30 delay=0.1 repeat=3 autoreverse")
        let again = try F.animation(String(slide.definition.dropFirst("anim ".count)))
        #expect(again == slide)

        let fade = try F.animation("fade opacity 0 1 duration=0.25s curve=linear")
        #expect(fade.fps == 60 && fade.delay == 0 && fade.repeatCount == 1 && !fade.autoreverses && !fade.usesKeyframes)
        #expect(fade.definition == "anim fade opacity 0 1 duration=0.25 curve=linear")
    }

    @Test("word splitting is forgiven: `duration = 0.5` and values split at spaces inside parentheses")
    func lenientWords() throws {
        let words = ["box", "bounds", "(0,", "0,", "100,", "50)", "(0,0,200,80)", "duration", "=", "1", "curve=", "ease"]
        let box = try Animation.parse(arguments: words, resolveCurve: F.resolve)
        #expect(box.from == .rect(x: 0, y: 0, width: 100, height: 50))
        #expect(box.duration == 1)
        #expect(box.curveName == "ease")
        let spin = try Animation.parse(
            arguments: ["spin", "transform", "translate(0,", "0)rotate(0)", "translate(10,0)rotate(90)", "duration=1", "curve=linear"],
            resolveCurve: F.resolve)
        #expect(spin.from == .transform([.translate(x: 0, y: 0), .rotate(degrees: 0)]))
        #expect(spin.to == .transform([.translate(x: 10, y: 0), .rotate(degrees: 90)]))
    }

    static let failures: [(arguments: String, mentions: [String])] = [
        ("a position (0,0) #ff0000 duration=1 curve=ease", ["same kind", "(0,0) is a point or size", "#ff0000 is a colour"]),
        ("a transform rotate(0)translate(0,0) translate(0,0)rotate(9) duration=1 curve=ease", ["same operations in the same order"]),
        ("a backgroundColor #ff000 #00ff00 duration=1 curve=ease", ["colour \"#ff000\" does not parse", "#rrggbb"]),
        ("a opacity 0 1 duration=0 curve=ease", ["duration must be", "greater than 0", "got 0"]),
        ("a opacity 0 1 duration=-1 curve=ease", ["duration must be", "got -1"]),
        ("a opacity 0 1 duration=abc curve=ease", ["duration must be a number of seconds", "abc"]),
        ("a opacity 0 1 duration=1 curve=ease fps=0", ["fps must be", "from 1 to 1000", "got 0"]),
        ("a opacity 0 1 duration=1 curve=ease fps=1001", ["fps must be", "from 1 to 1000", "got 1001"]),
        ("a opacity 0 1 duration=1 curve=ease fps=2.5", ["fps must be a whole number"]),
        ("a opacity 0 1 duration=1 curve=wobble", ["unknown curve \"wobble\"", "preset", "Penner"]),
        ("a opacity 0 1 duration=1", ["needs curve=CURVE"]),
        ("a opacity 0 1 curve=ease", ["needs duration=SECONDS"]),
        ("a opacity 0 duration=1 curve=ease", ["both FROM and TO"]),
        ("a opacity 0 1 2 duration=1 curve=ease", ["two values"]),
        ("a opacity 0 1 duration=1 curve=ease speed=2", ["unknown option \"speed=\"", "duration=", "autoreverse"]),
        ("a opacity 0 1 duration=1 curve=ease delay=-1", ["delay must be", "got -1"]),
        ("a opacity 0 1 duration=1 curve=ease repeat=0", ["repeat must be", "got 0"]),
        ("a opacity 0 1 duration=1 keyframes=ease", ["keyframes=ease needs a keyframes curve", "bezier"]),
        ("a opacity 0 1 duration=1 keyframes=keys curve=ease", ["either curve=CURVE or keyframes=CURVE"]),
        ("1a opacity 0 1 duration=1 curve=ease", ["starts with an ASCII letter"]),
        ("a 9lives 0 1 duration=1 curve=ease", ["invalid key path \"9lives\""]),
        ("a opacity 0 1 duration=4000 curve=ease", ["at most 3600"]),
        ("a opacity 0 1 duration=2000 curve=ease fps=1000", ["more than 1000000 frames"]),
        ("a", ["name and a key path"]),
    ]

    @Test("bad definitions get an error naming what is wrong and what is accepted", arguments: failures.indices)
    func rejects(index: Int) {
        let (arguments, mentions) = Self.failures[index]
        do {
            let animation = try F.animation(arguments)
            Issue.record("accepted: \(animation.definition)")
        } catch let error as AnimationError {
            for mention in mentions {
                #expect(error.message.contains(mention), "\(arguments): \(error.message)")
            }
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("frame i is at i/fps; both ends are included; ⌊d·fps⌋ + 1 frames, plus t = d when d·fps is not whole")
    func frameRule() throws {
        for (duration, fps, count) in [
            (0.5, 60, 31), (0.3, 60, 19), (1.0, 1, 2), (0.51, 60, 32), (0.01, 60, 2), (1.0 / 3, 30, 11), (0.7, 24, 18),
        ] {
            let animation = try Animation(
                name: "a", keyPath: "opacity", from: .number(0), to: .number(1), duration: duration,
                curveName: "linear", curve: F.linear, fps: fps)
            let frames = try animation.frames()
            #expect(frames.count == count, "\(duration) s at \(fps) fps")
            #expect(try animation.frameCount() == count)
            #expect(frames.first?.time == 0 && frames.first?.progress == 0 && frames.first?.value == .number(0))
            #expect(frames.last?.time == duration && frames.last?.fraction == 1 && frames.last?.value == .number(1))
            for frame in frames.dropLast() {
                #expect(frame.time == Double(frame.index) / Double(fps))
            }
            #expect(frames.map(\.index) == Array(0..<count))
            #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.time < $1.time })
        }
    }

    @Test("frames follow from + (to − from)·curve(t/d), overshooting with the curve")
    func frameValues() throws {
        let pop = try F.animation("pop bounds.size (10,10) (100,50) duration=0.4 curve=back-out fps=50")
        let frames = try pop.frames()
        #expect(frames.count == 21)
        var overshoot = false
        for frame in frames {
            let p = F.backOut.value(at: frame.fraction)
            #expect(frame.progress == p)
            let expected = frame.index == 20 ? AnimationValue.pair(100, 50) : .pair(10 + 90 * p, 10 + 40 * p)
            #expect(frame.value == expected)
            if frame.value.components[0] > 100 { overshoot = true }
        }
        #expect(overshoot, "back-out overshoots the size")
        // Another frame rate on request.
        #expect(try pop.frames(fps: 10).count == 5)
        #expect(throws: AnimationError.self) { try pop.frames(fps: 0) }
    }

    @Test("a keyframes animation hits every key value exactly where a frame lands on its key time")
    func keyframesHitKeys() throws {
        guard case .keyframes(let keys) = F.keys else { return }
        // 3 s at 20 fps: key times 0, 0.3, 0.75, 1.8 and 3 s are all frames.
        for arguments in [
            "k position (0,0) (200,100) keyframes=keys duration=3 fps=20",
            "k position (0,0) (200,100) duration=3 curve=keys fps=20",
            "k opacity keyframes=keys duration=3 fps=20",
            "k backgroundColor #000000 #ffffff keyframes=keys duration=3 fps=20",
        ] {
            let animation = try F.animation(arguments)
            let frames = try animation.frames()
            for (time, value) in zip(keys.times, keys.values) {
                let index = Int((time * 3 * Double(animation.fps)).rounded())
                let frame = frames[index]
                expectClose(frame.time, time * 3, absolute: 1e-12)
                #expect(frame.progress == value, "\(arguments): key \(time)")
                #expect(frame.value == animation.from.interpolated(to: animation.to, progress: value), "\(arguments): key \(time)")
            }
        }
        // Without FROM and TO the values are the key values themselves.
        let bare = try F.animation("k opacity keyframes=keys duration=3 fps=10")
        #expect(bare.from == .number(0) && bare.to == .number(1) && bare.usesKeyframes)
        #expect(try bare.frames()[1 * 3].value == .number(0.7))
        #expect(try bare.frames()[18].value == .number(1.3))
        #expect(bare.definition == "anim k opacity keyframes=keys duration=3 fps=10")
    }

    @Test("a frame within 1e-9 of a key time snaps to it, so the key value is exact")
    func keyTimeSnapping() throws {
        // 1.03 s at 10 fps is not a whole number of frames: frame 5 is at 0.5 s, x = 5 / 10.3.
        let key = 0.5 / 1.03
        let curve = Curve.keyframes(
            try Keyframes(
                times: [0, key, 1], values: [0, 0.37, 1],
                segments: [.init(name: "ease", curve: F.ease), .init(name: "ease", curve: F.ease)]))
        let animation = try Animation(
            name: "k", keyPath: "opacity", from: .number(0), to: .number(1), duration: 1.03, curveName: "k",
            curve: curve, keyframes: true, fps: 10)
        let frames = try animation.frames()
        #expect(frames.count == 12)
        #expect(frames[5].time == 0.5)
        #expect(frames[5].progress == 0.37)
        #expect(frames[5].value == .number(0.37))
    }

    @Test("the session-file object round-trips, with the curve resolved by name")
    func json() throws {
        for arguments in [
            "slide position (150,32) (300,32) duration=0.5 curve=ease-out fps=30 delay=0.1 repeat=3 autoreverse",
            "tint backgroundColor #ff880080 rgba(0,10,20,0.25) duration=1.5 curve=bounce-out",
            "spin transform translate(0,0)rotate(0) translate(10,0)rotate(450) duration=2 curve=spring",
            "k opacity keyframes=keys duration=3",
        ] {
            let animation = try F.animation(arguments)
            let text = animation.json.serialized
            let read = try Animation(json: try JSONValue(parsing: text), resolveCurve: F.resolve)
            #expect(read == animation, "\(text)")
        }
        let slide = try F.animation("slide position (150,32) (300,32) duration=0.5 curve=ease-out")
        #expect(
            slide.json.serialized
                == #"{"name":"slide","keyPath":"position","from":"(150,32)","to":"(300,32)","duration":0.5,"curve":"ease-out","fps":60,"delay":0,"repeat":1,"autoreverse":false}"#
        )
        // Optional members default; errors name the animation and the member.
        let minimal: JSONValue = ["name": "m", "keyPath": "opacity", "from": "0", "to": "1", "duration": 1, "curve": "ease"]
        #expect(try Animation(json: minimal, resolveCurve: F.resolve).fps == 60)
        #expect(throws: AnimationError("animation \"m\": unknown curve \"nope\"; define it before the animation that uses it")) {
            try Animation(
                json: ["name": "m", "keyPath": "opacity", "from": "0", "to": "1", "duration": 1, "curve": "nope"], resolveCurve: F.resolve)
        }
        #expect(throws: AnimationError("animation \"m\": \"duration\" must be a number")) {
            try Animation(
                json: ["name": "m", "keyPath": "opacity", "from": "0", "to": "1", "duration": "1", "curve": "ease"], resolveCurve: F.resolve
            )
        }
        do {
            _ = try Animation(
                json: ["name": "m", "keyPath": "opacity", "from": "0", "to": "#fff", "duration": 1, "curve": "ease"],
                resolveCurve: F.resolve)
            Issue.record("mismatched kinds accepted")
        } catch {
            #expect(error.message.hasPrefix("animation \"m\": FROM and TO must be the same kind"))
        }
    }

    @Test("the frame table: frame, time, progress and value columns; JSON rows are [t, …components]")
    func frameTable() throws {
        let slide = try F.animation("slide position (150,32) (300,32) duration=0.05 curve=linear fps=60")
        let frames = try slide.frames()
        let text = FrameTable.text(frames)
        let lines = text.split(separator: "\n")
        #expect(lines.count == frames.count + 1)
        #expect(lines[0].split(separator: " ") == ["frame", "time", "progress", "value"])
        #expect(lines[1].split(separator: " ") == ["0", "0.000000", "0.000000", "(150,32)"])
        #expect(lines.last!.split(separator: " ") == ["3", "0.050000", "1.000000", "(300,32)"])
        #expect(lines[1].split(separator: " ").count == 4)
        let json = FrameTable.json(slide, frames: frames)
        #expect(json["command"] == "frames")
        #expect(json["animation"] == "slide")
        guard case .array(let rows)? = json["frames"] else { Issue.record("no frames"); return }
        #expect(rows.count == 4)
        #expect(rows[0] == [0, 150, 32])
        #expect(rows[3] == [0.05, 300, 32])
        #expect(rows[1] == .numbers([frames[1].time] + frames[1].value.components))
    }
}
