import CurveKit
import TestSupport
import Testing

@testable import Platforms
@testable import Workbench

/// Steps in Lottie: hold keyframes (`"h": 1`). No Lottie player can be had here, so the exported
/// JSON is played by lottie-spec's rule for a hold keyframe, written out here (docs/specs/
/// properties.md in lottie/lottie-spec: "If h is present and it's 1, you don't need i and o, as
/// the property will keep the same value until the next keyframe"): at frame f the value is the
/// `s` of the last keyframe whose `t` ≤ f, held; after the last keyframe, its `s`.
@Suite("lottie: steps as hold keyframes")
struct LottieHoldKeyframeTests {
    /// The keyframes of an animated property `{"a": 1, "k": [...]}`: frame, value, hold.
    static func keyframes(_ text: String) throws -> [(frame: Double, value: Double, hold: Bool)] {
        let document = try JSONValue(parsing: text)
        guard case .array(let list)? = document["k"] else { throw TestFailure("no k in \(text)") }
        return try list.map { keyframe in
            guard case .number(let frame)? = keyframe["t"], case .array(let values)? = keyframe["s"],
                case .number(let value)? = values.first
            else { throw TestFailure("not a keyframe: \(keyframe)") }
            return (frame, value, keyframe["h"] == .number(1))
        }
    }

    /// lottie-spec's hold rule: the last keyframe at or before `frame`, which holds (or is the last).
    static func played(_ keys: [(frame: Double, value: Double, hold: Bool)], at frame: Double) throws -> Double {
        guard let index = keys.lastIndex(where: { $0.frame <= frame }) else { return keys[0].value }
        guard keys[index].hold || index == keys.count - 1 else { throw TestFailure("keyframe \(index) does not hold") }
        return keys[index].value
    }

    /// Frames every 1/100 and every whole frame, where the steps jump at 60 fps.
    static let frames = (0...6000).map { Double($0) / 100 }

    @Test("steps of every position, played by the hold rule, are the curve at every frame and between", arguments: Steps.Position.allCases)
    func curve(_ position: Steps.Position) throws {
        for count in [1, 3, 4, 7] {
            guard let steps = try? Steps(count: count, position: position) else { continue }
            let curve = Curve.steps(steps)
            let exported = try ExportPipeline.curve(curve, named: "s", format: "lottie")
            #expect(exported.form == .keyframes && exported.isExact, "\(exported.text)")
            let keys = try Self.keyframes(exported.text)
            for frame in Self.frames {
                let played = try Self.played(keys, at: frame)
                #expect(played == steps.value(at: frame / 60), "steps(\(count), \(position.rawValue)) at frame \(frame)\n\(exported.text)")
            }
            // The reader takes a property as progress from its first value to its last: steps that
            // start above 0 (a jump at the start) read back as that rescaled, not as themselves.
            guard steps.value(at: 0) == 0 else { continue }
            let read = try Platform.lottie.read(exported.text).curve
            for x in Self.frames.map({ $0 / 60 }) where abs(read.value(at: x) - steps.value(at: x)) > 1e-12 {
                Issue.record("read back at \(x): \(read.value(at: x)), steps \(steps.value(at: x))")
                break
            }
        }
    }

    @Test("an animation of steps is hold keyframes, exact at every frame; played back and forth, one step off where the levels change")
    func animation() throws {
        let steps = try Steps(count: 4, position: .jumpEnd)
        let once = try Animation(
            name: "a", keyPath: "opacity", from: .number(0), to: .number(236), duration: 1, curveName: "s", curve: .steps(steps))
        let exported = try ExportPipeline.animation(once, format: "lottie")
        #expect(exported.form == .keyframes && exported.isExact, "\(exported.text)")
        let keys = try Self.keyframes(exported.text)
        for frame in Self.frames {
            #expect(try Self.played(keys, at: frame) == 236 * steps.value(at: frame / 60), "frame \(frame)\n\(exported.text)")
        }
        let both = try Animation(
            name: "a", keyPath: "opacity", from: .number(0), to: .number(236), duration: 1, curveName: "s", curve: .steps(steps),
            autoreverses: true)
        let reversed = try ExportPipeline.animation(both, format: "lottie")
        #expect(reversed.maxError == 0.25, "a step of 4 levels, at the frames where the levels change going back\n\(reversed.text)")
        let back = try Self.keyframes(reversed.text)
        // Between the keys of the pass back the levels are the forward pass's, backwards.
        for frame in stride(from: 60.5, to: 120, by: 1.0) {
            #expect(try Self.played(back, at: frame) == 236 * steps.value(at: (120 - frame) / 60), "frame \(frame)")
        }
    }
}
