import CurveKit

/// `KeyframeTimeline(initialValue: v₀) { LinearKeyframe(v₁, duration: d₁, timingCurve: c₁) … }`:
/// the keyframes SwiftUI plays (Apple's KeyframeTimeline and LinearKeyframe pages: each keyframe
/// moves from the value before it to its own over its duration, a LinearKeyframe by its
/// `timingCurve`, `.linear` when none is given). Key times are the durations summed over their
/// total. `CubicKeyframe` (a spline through its neighbours), `SpringKeyframe` and `MoveKeyframe`
/// (a jump) are not timing curves between two values and are refused, as is a value that is not
/// a number written here.
enum SwiftUIKeyframeReading {
    static func read(body: CodeNode, _ code: SourceCode, at node: CodeNode) throws(CommandError) -> ReadCurve {
        var reader = code
        reader.position = node.offset
        let timeline = try reader.value()
        let arguments = CodeArguments(timeline, code)
        guard let initialNode = arguments.node("initialValue", nil) else {
            throw code.error("KeyframeTimeline is read with its initialValue", at: timeline)
        }
        var values = [try CodeArguments.number(initialNode, code, role: "initialValue")]
        var durations: [Double] = []
        var segments: [Keyframes.Segment] = []
        reader.position = body.offset + 1
        let end = body.offset + body.length - 1
        while true {
            reader.skipSpace()
            guard reader.position < end else { break }
            let keyframe = try reader.value()
            guard let (name, _) = keyframe.call, name == "LinearKeyframe" else {
                throw code.error(
                    "KeyframeTimeline: \(Names.shortened(code.text(of: keyframe))) is not a LinearKeyframe; only LinearKeyframes are timing curves between two values: not read",
                    at: keyframe)
            }
            let keyArguments = CodeArguments(keyframe, code)
            guard let valueNode = keyArguments.node(nil, 0) else { throw code.error("LinearKeyframe needs its value", at: keyframe) }
            values.append(try CodeArguments.number(valueNode, code, role: "a keyframe's value"))
            durations.append(try keyArguments.number("duration", nil, bound: .positive))
            if let timing = keyArguments.node("timingCurve", nil) {
                segments.append(
                    Keyframes.Segment(name: Names.shortened(code.text(of: timing)), curve: try SwiftUIReader.read(timing, code).curve))
            } else {
                segments.append(Keyframes.Segment(name: "linear", curve: CodeCurves.linear))
            }
        }
        guard !durations.isEmpty else { throw code.error("KeyframeTimeline holds no keyframe", at: node) }
        let total = durations.reduce(0, +)
        var elapsed = 0.0
        var times = [0.0]
        for duration in durations.dropLast() {
            elapsed += duration
            times.append(elapsed / total)
        }
        times.append(1)
        guard let progress = KeyframeProgress(values.map { [$0] }) else { throw code.error("KeyframeTimeline: not read", at: node) }
        do {
            let curve = Curve.keyframes(try Keyframes(times: times, values: progress.values, segments: segments))
            let spanned = "the keyframes last \(TextFormat.shortest(total)) s: the curve spans them"
            let moved =
                progress.move == 0
                ? "the values end where they start, so the curve is the values themselves, not progress from 0 to 1"
                : (progress.start == 0 && progress.move == 1
                    ? nil
                    : "as progress from \(TextFormat.shortest(progress.start)) to \(TextFormat.shortest(progress.start + progress.move))")
            return ReadCurve(curve: curve, note: AnimationTimingNote.joined(moved, spanned))
        } catch {
            throw code.error("KeyframeTimeline: \(error.wording)", at: node)
        }
    }
}
