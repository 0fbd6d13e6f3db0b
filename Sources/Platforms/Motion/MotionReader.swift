import CurveKit
import Foundation

/// Motion (formerly Framer Motion): ease arrays, named easings, and spring transitions.
package enum MotionReader: PlatformReader {
    static let beziers: [String: [Double]] = [
        "easeIn": [0.42, 0, 1, 1], "easeOut": [0, 0, 0.58, 1], "easeInOut": [0.42, 0, 0.58, 1],
        "backOut": [0.33, 1.53, 0.69, 0.99],
        // backIn = reverseEasing(backOut): 1 − backOut(1 − p), the Bézier with reversed control points.
        "backIn": [0.31, 0.01, 0.67, -0.53],
    ]
    package static let names = [
        "linear", "easeIn", "easeOut", "easeInOut", "circIn", "circOut", "circInOut", "backIn", "backOut", "backInOut", "anticipate",
    ]

    /// The keyframes function `export` writes (``MotionKeyframes``), read as it computes; an
    /// element whose `animate` gives keyframes, read with its transition (``MotionElementReading``).
    static func readWholeForm(_ text: String, column: Int) throws(CommandError) -> (curve: ReadCurve, line: Int, code: String)? {
        if let keyframes = try MotionKeyframes.read(text, column: column) { return keyframes }
        return try MotionElementReading.read(text, column: column)
    }

    static func read(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve {
        switch node.value {
        case .array(let elements):
            guard elements.count == 4, elements.allSatisfy({ $0.number != nil }) else {
                throw code.error("a Motion ease array is four numbers [x1, y1, x2, y2]", at: node)
            }
            return try bezier(elements.compactMap(\.number), code, at: node)  // all four are numbers (checked above)
        case .object:
            return try transition(node, code)
        default:
            break
        }
        if MotionKeyframeReading.holdsKeyframes(node) { return try MotionKeyframeReading.read(node, code) }
        if let (name, _) = node.call, name == "steps" {
            return try steps(CodeArguments(node, code), code)
        }
        // `cubicBezier(x1, y1, x2, y2)`, the function framer-motion and motion export
        // (motion-utils easing/cubic-bezier.ts): the same curve as the ease array.
        if case .call(nil, "cubicBezier", _) = node.value { return try bezier(try cubicBezierPoints(node, code), code, at: node) }
        if case .call(nil, "useSpring", _) = node.value { return try useSpring(node, code) }
        guard let name = node.word else {
            throw code.error("expected a Motion ease ([x1, y1, x2, y2] or a name) or a transition { type: \"spring\", … }", at: node)
        }
        if let p = beziers[name] { return ReadCurve(curve: CodeCurves.bezier(p)) }
        switch name {
        case "linear": return ReadCurve(curve: CodeCurves.linear)
        // circIn(p) = 1 − sin(acos(p)) = 1 − √(1 − p²), its reverse and mirror: Penner's circ.
        case "circIn": return ReadCurve(curve: CodeCurves.penner("circ-in"))
        case "circOut": return ReadCurve(curve: CodeCurves.penner("circ-out"))
        case "circInOut": return ReadCurve(curve: CodeCurves.penner("circ-in-out"))
        case "backInOut":
            // mirrorEasing(backIn): backIn squeezed into the first half, turned half a turn about (½, ½) for the second.
            guard let b = beziers["backIn"] else { preconditionFailure("the table above lists backIn") }
            let first = [0, 0, b[0] / 2, b[1] / 2, b[2] / 2, b[3] / 2, 0.5, 0.5]
            let second = [1 - b[2] / 2, 1 - b[3] / 2, 1 - b[0] / 2, 1 - b[1] / 2, 1, 1]
            return ReadCurve(curve: try CodeCurves.path(points: first + second, code, at: node))
        case "anticipate": return ReadCurve(curve: try CodeCurves.platform(.motionAnticipate, .in, [], code, at: node))
        default:
            throw CodeCurves.unknown("Motion easing", name, among: names, code, at: node, accepted: names.joined(separator: ", "))
        }
    }

    /// The four numbers of `cubicBezier(x1, y1, x2, y2)`.
    static func cubicBezierPoints(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> [Double] {
        let arguments = CodeArguments(node, code)
        guard arguments.arguments.count == 4 else {
            throw code.error("Motion's cubicBezier(x1, y1, x2, y2) takes four numbers", at: node)
        }
        return try arguments.numbers(4)
    }

    /// The curve of Motion's `cubicBezier(x1, y1, x2, y2)`. Motion does not bound x1 and x2
    /// (motion-utils easing/cubic-bezier.ts bisects t on [0, 1] for any control points, unlike
    /// CSS): while x(t) still increases, the curve is that one cubic segment, read as a path;
    /// where x(t) turns back, x → y is no function and Motion's bisection lands on one branch or
    /// another, so it is refused.
    /// `notingBisection` false leaves the note on Motion's bisection to the caller (keyframes
    /// state it once, over the whole curve).
    static func bezier(_ p: [Double], _ code: SourceCode, at node: CodeNode, notingBisection: Bool = true) throws(CommandError)
        -> ReadCurve
    {
        guard !(0...1).contains(p[0]) || !(0...1).contains(p[2]) else {
            let curve = try CodeCurves.bezier(p[0], p[1], p[2], p[3], code, at: node, platform: "Motion")
            return ReadCurve(curve: curve, note: notingBisection ? bisectionNote({ motionBezierValue(p, at: $0) }, curve) : nil)
        }
        let curve: Curve
        do {
            curve = try CodeCurves.path(points: [0, 0] + p + [1, 1], code, at: node)
        } catch {
            throw code.error(
                "Motion cubic Bézier [\(p.map(TextFormat.shortest).joined(separator: ", "))]: x(t) turns back, so y is not a function of x, and Motion's bisection lands on one branch or another: not read (\(error.message))",
                at: node)
        }
        return ReadCurve(
            curve: curve,
            note: [
                "Motion takes control points with x outside [0, 1] (CSS refuses them); x(t) still increases, so this is the one cubic segment, as a path",
                notingBisection ? bisectionNote({ motionBezierValue(p, at: $0) }, curve) : nil,
            ].compactMap { $0 }.joined(separator: "; "))
    }

    /// Motion's own `cubicBezier` (motion-utils easing/cubic-bezier.ts): t by bisection on
    /// [0, 1], stopping once |x(t) − x| ≤ 1e-7 or after 12 halvings, then y(t); 0 and 1 as they
    /// are, and the identity when x1 = y1 and x2 = y2.
    static func motionBezierValue(_ p: [Double], at x: Double) -> Double {
        if p[0] == p[1] && p[2] == p[3] { return x }
        if x == 0 || x == 1 { return x }
        func coordinate(_ t: Double, _ a1: Double, _ a2: Double) -> Double {
            (((1 - 3 * a2 + 3 * a1) * t + (3 * a2 - 6 * a1)) * t + 3 * a1) * t
        }
        var lower = 0.0, upper = 1.0, t = 0.0, error = 0.0, steps = 0
        repeat {
            t = lower + (upper - lower) / 2
            error = coordinate(t, p[0], p[2]) - x
            if error > 0 { upper = t } else { lower = t }
            steps += 1
        } while abs(error) > 1e-7 && steps < 12
        return coordinate(t, p[1], p[3])
    }

    /// What Motion computes for keyframes at `times` with `values`, each segment eased by its
    /// own `cubicBezier(points[i])` (``motionBezierValue(_:at:)``): a keyframes function, or an
    /// animation's `times` and `ease` arrays.
    static func motionKeyframesValue(times: [Double], values: [Double], points: [[Double]]) -> (Double) -> Double {
        { t in
            let x = min(max(t, 0), 1)
            var i = 0
            while i < times.count - 2, x >= times[i + 1] { i += 1 }
            let local = motionBezierValue(points[i], at: (x - times[i]) / (times[i + 1] - times[i]))
            return values[i] + (values[i + 1] - values[i]) * local
        }
    }

    /// How far Motion's 12-step bisection (`motion`, what Motion computes) lands from the exact
    /// curve, over 1,001 x; nil when it is within 1e-9 everywhere.
    static func bisectionNote(_ motion: (Double) -> Double, _ curve: Curve) -> String? {
        let comparison = CurveComparison(motion, curve.value(at:), intervals: 1000)
        return bisectionNote(largest: comparison.maxAbsoluteDifference, at: comparison.at)
    }

    /// The note on Motion's 12-step bisection landing `largest` off the curve at x = `at`; nil
    /// when that is within 1e-9.
    static func bisectionNote(largest: Double, at: Double) -> String? {
        guard largest > 1e-9 else { return nil }
        return
            "Motion's cubicBezier stops bisecting after 12 halvings, so Motion's values differ from these by up to \(TextFormat.statistic(largest)) (at x = \(TextFormat.shortest(at)))"
    }

    /// A transition object, bound against ``MotionAPI/transition``: `{ type: "spring", stiffness,
    /// damping, mass, velocity }`, `{ type: "spring", visualDuration, bounce }`, `{ type: "spring",
    /// duration, bounce }`, `{ ease: …, duration, delay }`; `{ transition: … }` is its transition.
    static func transition(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve {
        // A target whose values are keyframes (`controls.start({ scale: [1, 0.9, 1.5, 1],
        // transition: { times: … } })`) plays them as `animate(element, values, transition)` does.
        // Refused, the keyframes are still what plays: the transition inside is not read alone.
        if let call = MotionKeyframeReading.animateCall(target: node, transition: nil), MotionKeyframeReading.holdsKeyframes(call) {
            do {
                return try MotionKeyframeReading.read(call, code)
            } catch {
                if error.message.contains("not read alone") { throw error }
                throw CommandError(error.message + " (the target's transition is not read alone)", span: error.span)
            }
        }
        // An element's props as an object (`{ transition: {…}, animate: { y: [0, 50, 0] } }`,
        // spread on the element): the target's keyframes play with the transition, as the
        // element's own props do (``MotionElementReading``).
        if case .object(let members) = node.value,
            let (target, _) = MotionElementReading.target(Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })),
            let call = MotionKeyframeReading.animateCall(target: target, transition: node.member("transition"))
        {
            return try MotionKeyframeReading.read(call, code)
        }
        if let inner = node.member("transition") {
            try refuseOrchestrationOnly(node, inner, code)
            return try read(inner, code)
        }
        let transition = try APIBinding(node, to: MotionAPI.transition, code)
        // Motion's types are strings; `type: false` makes the change instant (motion-value.ts).
        // A name left unresolved (a Framer property control's `type: ControlType.Transition`)
        // is a value the code gives elsewhere, not a type.
        if let written = transition.node("type"), written.isName {
            let text = code.text(of: written)
            throw code.error(
                text == "false"
                    ? "Motion's type: false makes the change instant: there is no curve; not read"
                    : "this object's type is \(Names.shortened(text, limit: 40)), a value the code gives elsewhere, not one of Motion's transition types (\(MotionAPI.types.joined(separator: ", "))): not read as a transition",
                at: written)
        }
        let type = transition.writtenWord("type")
        switch type {
        case "spring":
            return try spring(transition)
        case "inertia", "decay":
            throw code.error(
                "Motion's type: \"\(type ?? "")\" decelerates from the gesture's velocity, known only at run time, to a target it computes from that velocity: it has no curve of its own; not read",
                at: node)
        case "tween", "keyframes":
            return try tween(transition)
        case let unknown?:
            // JSAnimation's initPlayback takes `generators[type] || keyframes`: a type Motion
            // has no generator for plays its keyframes generator, a tween (motiondivision/motion,
            // packages/motion-dom/src/animation/JSAnimation.ts).
            var reading = try tween(transition)
            let ignored = (MotionAPI.physicsKeys + ["bounce", "visualDuration"]).filter(transition.has).map { "`\($0)`" }
            reading.note = AnimationTimingNote.joined(
                "Motion has no transition type \"\(unknown)\" (its types: \(MotionAPI.types.joined(separator: ", "))): it plays it as a tween, as it does any type it has no generator for"
                    + (ignored.isEmpty ? "" : ", and a tween ignores \(ignored.joined(separator: ", "))"),
                reading.note)
            return reading
        case nil:
            break
        }
        if transition.has("ease") { return try tween(transition) }
        guard transition.hasAny(MotionAPI.physicsKeys + ["bounce", "visualDuration"]) else {
            // A `duration` makes the transition defined (is-transition-defined.ts: any key but the
            // orchestration ones), so the value gets no default transition: with no type, the
            // keyframes generator plays it, eased by the base option "easeOut" (motion-value.ts).
            // (A transition that gives values their own, `scale: { … }`, is theirs: not read so.)
            let ownsValues =
                if case .object(let members) = node.value {
                    members.contains { if case .object = $0.value.value { true } else { false } }
                } else { false }
            if transition.has("duration"), !ownsValues {
                var reading = try tween(transition)
                reading.note = AnimationTimingNote.joined(
                    "a transition with a duration and no type is a tween: Motion gives it no default transition", reading.note)
                return reading
            }
            throw code.error("a Motion transition is read for its ease or as { type: \"spring\", … }", at: node)
        }
        return try spring(transition)
    }

    /// Refuses a target that animates no value and whose transition orchestrates its children
    /// (a container variant, `visible: { transition: { staggerChildren: 0.1, ease: "circOut" } }`):
    /// its own transition eases nothing, and the children play their own (motion-dom
    /// animateVariant: delayChildren, staggerChildren and when time the children's animations).
    static func refuseOrchestrationOnly(_ target: CodeNode, _ transition: CodeNode, _ code: SourceCode) throws(CommandError) {
        guard case .object(let members) = target.value, members.allSatisfy({ ["transition", "transitionEnd"].contains($0.key) }),
            case .object(let keys) = transition.value
        else { return }
        let orchestration = keys.map(\.key).filter(MotionAPI.orchestrationKeys.contains)
        guard !orchestration.isEmpty else { return }
        throw code.error(
            "this target animates no value: its transition only times its children (\(orchestration.joined(separator: ", "))), which play their own transitions, so its ease eases nothing: not read, and its transition is not read alone; paste a child's target for its curve",
            at: target)
    }

    /// `useSpring(source, config)`: a value that follows its source, animating each change with
    /// `{ keyframes: [current, latest], velocity: the value's own, type: "spring", restDelta:
    /// 0.001, restSpeed: 0.01, ...config }` (motiondivision/motion packages/framer-motion/src/value
    /// /use-spring.ts): the spring the config describes (Motion's defaults without one), from rest
    /// when the source steps. Its `type` stays "spring": the config is spread after it but is
    /// `SpringOptions`, which have none.
    static func useSpring(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve {
        let arguments = CodeArguments(node, code)
        guard arguments.node(nil, 0) != nil, arguments.arguments.count <= 2 else {
            throw code.error(
                "Motion's useSpring(source, { stiffness, damping, … }) takes the value it follows and the spring's options", at: node)
        }
        var reading: ReadCurve
        if let config = arguments.node(nil, 1) {
            guard case .object = config.value else {
                throw code.error(
                    "useSpring's options are \(Names.shortened(code.text(of: config), limit: 40)), which the code gives elsewhere: paste the { stiffness, damping, … } it holds",
                    at: config)
            }
            reading = try spring(try APIBinding(config, to: MotionAPI.transition, code))
        } else {
            var none = SourceCode("{}")
            reading = try spring(try APIBinding(try none.onlyValue(), to: MotionAPI.transition, none))
        }
        reading.note = AnimationTimingNote.joined(
            "useSpring springs to each new value of its source with these options (type \"spring\"): the curve is that spring from rest",
            reading.note)
        return reading
    }

    /// A tween's curve: its ease, or "easeOut" when it names none; its duration and delay kept.
    static func tween(_ transition: APIBinding) throws(CommandError) -> ReadCurve {
        var reading: ReadCurve
        if let ease = transition.node("ease") {
            reading = try read(ease, transition.code)
        } else if let easeOut = beziers["easeOut"] {
            reading = ReadCurve(
                curve: CodeCurves.bezier(easeOut), note: "Motion eases a tween with \"easeOut\" when it names no ease")
        } else {
            preconditionFailure("the table above lists easeOut")
        }
        reading.note = AnimationTimingNote.joined(transition.note, reading.note)
        reading.keep(CurveTiming(duration: transition.literal("duration"), delay: transition.literal("delay")))
        return reading
    }

    /// A spring transition's curve, from its physics, its visualDuration or its duration and bounce.
    /// A spring's `duration` is one of its parameters (with `bounce`), not the motion's timing:
    /// only its `delay` is kept with the curve.
    static func spring(_ transition: APIBinding) throws(CommandError) -> ReadCurve {
        var reading = try springCurve(transition)
        reading.note = AnimationTimingNote.joined(transition.note, reading.note)
        reading.keep(CurveTiming(duration: nil, delay: transition.literal("delay")))
        return reading
    }

    static func springCurve(_ transition: APIBinding) throws(CommandError) -> ReadCurve {
        let (code, node) = (transition.code, transition.node)
        let velocity = try transition.number("velocity")
        if transition.hasAny(MotionAPI.physicsKeys) {
            return ReadCurve(
                curve: try CodeCurves.spring(
                    mass: try transition.number("mass"), stiffness: try transition.number("stiffness"),
                    damping: try transition.number("damping"), velocity: velocity, code, at: node))
        }
        if transition.has("visualDuration"), transition.hasAny(["bounce", "duration"]) {
            let spring = SpringConversions.motionVisualSpring(
                visualDuration: try transition.number("visualDuration"), bounce: try transition.number("bounce", default: 0))
            return ReadCurve(
                curve: try CodeCurves.spring(
                    stiffness: spring.stiffness, dampingRatio: spring.dampingRatio, velocity: velocity, code, at: node))
        }
        if transition.hasAny(["duration", "bounce"]) {
            // Time-defined springs ignore the velocity, span exactly their duration and end on the target.
            let seconds = try transition.number("duration")
            return ReadCurve(
                curve: try CodeCurves.platform(.motionDurationSpring, .in, [seconds, try transition.number("bounce")], code, at: node),
                note:
                    "Motion's duration-based spring, solved as Motion's findSpring does; it spans \(TextFormat.shortest(seconds)) s and jumps to the target at its end, as Motion does"
            )
        }
        // No parameters at all: Motion's default physics, stiffness 100, damping 10, mass 1.
        return ReadCurve(
            curve: try CodeCurves.spring(
                mass: try transition.number("mass"), stiffness: try transition.number("stiffness"),
                damping: try transition.number("damping"), velocity: velocity, code, at: node))
    }

    /// `steps(n, direction = "end")` (motion-utils `steps.ts`): end: floor(min(p, 0.999)·n)/n,
    /// start: ceil(max(p, 0.001)·n)/n — CSS jump-end and jump-start except at single points.
    static func steps(_ arguments: CodeArguments, _ code: SourceCode) throws(CommandError) -> ReadCurve {
        let count = try arguments.number(nil, 0)
        guard count == count.rounded(), count >= 1, count <= Double(Steps.maximumCount) else {
            throw code.error("steps(n) needs a whole number of steps from 1 to \(Steps.maximumCount)", at: arguments.call)
        }
        let direction = arguments.node(nil, 1)?.word ?? "end"
        guard direction == "end" || direction == "start" else {
            throw code.error(
                "Motion's steps direction is \"start\" or \"end\" (got \(direction))", at: arguments.node(nil, 1) ?? arguments.call)
        }
        let curve = try CodeCurves.platform(.motionSteps, .in, [count, direction == "end" ? 0 : 1], code, at: arguments.call)
        let n = Int(count)
        let note =
            direction == "end"
            // floor(0.999·n)/n: (n − 1)/n only up to n = 1000.
            ? "Motion's steps(\(n)) ends at \(TextFormat.shortest(curve.value(at: 1))) at p = 1 (it reads min(p, 0.999)); CSS steps(\(n)) ends at 1"
            : "Motion's steps(\(n), \"start\") takes ceil(p·n)/n, so at p = k/\(n) it is one step lower than CSS jump-start"
        return ReadCurve(curve: curve, note: note)
    }
}
