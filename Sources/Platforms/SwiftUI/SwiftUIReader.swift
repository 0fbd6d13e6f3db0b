import CurveKit
import Foundation

/// SwiftUI's `Animation`, `Spring` and `UnitCurve` (iOS 17): presets, springs in each of their
/// parameterisations, `timingCurve` and `UnitCurve.bezier`. `Animation.`, `Spring.` and
/// `UnitCurve.` in front are optional; `withAnimation(…)` and `.animation(…)` are unwrapped.
package enum SwiftUIReader: PlatformReader {
    /// `smooth`, `snappy`, `bouncy`: base bounce 0, 0.15, 0.3 over a duration of 0.5 s, plus
    /// `extraBounce` (Apple's `Spring` and `Animation` documentation).
    static let presetBounce: [String: Double] = ["smooth": 0, "snappy": 0.15, "bouncy": 0.3]
    package static let beziers: [String: [Double]] = [
        "linear": [0, 0, 1, 1], "easeIn": [0.42, 0, 1, 1], "easeOut": [0, 0, 0.58, 1],
        "easeInOut": [0.42, 0, 0.58, 1], "easeInEaseOut": [0.42, 0, 0.58, 1],
    ]
    package static let names = [
        ".smooth", ".snappy", ".bouncy", ".spring", ".interactiveSpring", ".interpolatingSpring", ".default",
        ".linear", ".easeIn", ".easeOut", ".easeInOut", ".timingCurve", ".circularEaseIn", ".circularEaseOut",
        ".circularEaseInOut", ".bezier", "Spring",
    ]

    /// `KeyframeTimeline(initialValue:) { … }`, read whole (``SwiftUIKeyframeReading``).
    static let blockForms: Set<String> = ["KeyframeTimeline"]

    static func readBlockForm(_ name: String, body: CodeNode, _ code: SourceCode, at node: CodeNode) throws(CommandError)
        -> ReadCurve
    {
        try SwiftUIKeyframeReading.read(body: body, code, at: node)
    }

    static func read(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve {
        guard let (fullName, _) = node.call else {
            throw code.error("expected SwiftUI code such as .snappy or .spring(response: 0.4, dampingFraction: 0.6)", at: node)
        }
        var name = fullName
        for prefix in ["Animation.", "Spring.", "UnitCurve.", "SwiftUI.", "."] where name.hasPrefix(prefix) {
            name.removeFirst(prefix.count)
        }
        let arguments = CodeArguments(node, code)
        if ["withAnimation", "animation"].contains(name), let inner = arguments.node(nil, 0) { return try read(inner, code) }
        // A view's modifiers after its `.animation(…)` (`.animation(.snappy).padding()`) change the
        // view, not the animation it was given.
        if case .call(let receiver?, let method, _) = node.value, !modifiers.contains(method), animationModifier(in: receiver) {
            return try read(receiver, code)
        }
        // A modifier after an animation (`.easeOut.delay(0.4)`, `.spring().speed(2)`): the curve is
        // the animation's, with what the modifier does applied or said.
        if let (receiver, method) = modifierCall(node) {
            return try modified(try read(receiver, code), by: method, arguments, code, at: node)
        }
        if let bounce = presetBounce[name] {
            try arguments.check(labels: ["duration", "extraBounce"])
            let duration = try arguments.number("duration", nil, default: 0.5)
            let extra = try arguments.number("extraBounce", nil, default: 0)
            return ReadCurve(curve: try CodeCurves.perceptualSpring(duration: duration, bounce: bounce + extra, code, at: node))
        }
        switch name {
        case "spring", "interpolatingSpring", "init", "Spring":
            // iOS 17: `.spring(.bouncy)`, `.spring(.snappy(duration: 0.3))`, `Animation.spring(Spring(mass:…))`:
            // the animation of a Spring value, read as that value.
            if name != "Spring", let inner = arguments.node(nil, 0), inner.number == nil {
                try arguments.check(labels: ["blendDuration"])
                return try read(inner, code)
            }
            return try spring(arguments, name: name, code, at: node)
        case "interactiveSpring":
            let spring = try APIBinding(node, to: SwiftUIAPI.overload(name, labels: arguments.arguments.compactMap(\.label)), code)
            if spring.declaration.parameter("extraBounce") != nil {
                // Apple's interactive spring is a perceptual spring with bounce 0.15, plus extraBounce.
                return ReadCurve(
                    curve: try CodeCurves.perceptualSpring(
                        duration: try spring.number("duration"), bounce: 0.15 + (try spring.number("extraBounce")), code, at: node))
            }
            return ReadCurve(
                curve: try CodeCurves.spring(
                    stiffness: SpringConversions.stiffness(period: try spring.number("response")),
                    dampingRatio: try spring.number("dampingFraction"), code, at: node), note: responseNote)
        case "default":
            // iOS 17 and later; earlier systems used easeInOut (Apple's Animation.default page).
            return ReadCurve(
                curve: try CodeCurves.spring(stiffness: SpringConversions.stiffness(period: 0.55), dampingRatio: 1, code, at: node),
                note: "SwiftUI's .default is this spring (response 0.55, damping fraction 1) on iOS 17 and later; before, it was .easeInOut"
            )
        case "timingCurve":
            if let unit = arguments.node(nil, 0), arguments.node(nil, 1) == nil || arguments.node(nil, 1)?.number == nil, unit.number == nil
            {
                return try read(unit, code)
            }
            let p = try arguments.numbers(4)
            return ReadCurve(
                curve: try CodeCurves.bezier(p[0], p[1], p[2], p[3], code, at: node, platform: "SwiftUI timingCurve"),
                note: runTimeDurationNote(arguments, code), keeping: CurveTiming(duration: durationArgument(arguments)))
        case "bezier":
            // UnitCurve.bezier(startControlPoint: UnitPoint(x:y:), endControlPoint:): x clamped to [0, 1].
            var p: [Double] = []
            for (label, index) in [("startControlPoint", 0), ("endControlPoint", 1)] {
                guard let point = arguments.node(label, index) else {
                    throw code.error("bezier needs \(label): UnitPoint(x: …, y: …)", at: node)
                }
                let coordinates = CodeArguments(point, code)
                p.append(min(max(try coordinates.number("x", 0), 0), 1))
                p.append(try coordinates.number("y", 1))
            }
            return ReadCurve(
                curve: try CodeCurves.bezier(p[0], p[1], p[2], p[3], code, at: node, platform: "SwiftUI"),
                note: "UnitCurve clamps x to [0, 1], as here")
        case "circularEaseIn": return ReadCurve(curve: CodeCurves.penner("circ-in"))
        case "circularEaseOut": return ReadCurve(curve: CodeCurves.penner("circ-out"))
        case "circularEaseInOut": return ReadCurve(curve: CodeCurves.penner("circ-in-out"))
        default:
            if let p = beziers[name] {
                try arguments.check(labels: ["duration"])
                return ReadCurve(
                    curve: CodeCurves.bezier(p), note: runTimeDurationNote(arguments, code),
                    keeping: CurveTiming(duration: durationArgument(arguments)))
            }
            throw CodeCurves.unknown("SwiftUI animation", fullName, among: names, code, at: node, accepted: "help swiftui lists them")
        }
    }

    /// Whether a view's chain of modifiers ends with `.animation(…)`, after any other view
    /// modifiers (which the view gets, not the animation).
    static func animationModifier(in chain: CodeNode) -> Bool {
        var node = chain
        for _ in 0..<64 {
            guard case .call(let receiver, let method, let arguments) = node.value else { return false }
            if ["animation", ".animation"].contains(method), !arguments.isEmpty { return true }
            guard let receiver, !modifiers.contains(method) else { return false }
            node = receiver
        }
        return false
    }

    /// Animation's instance methods that return the animation modified (developer.apple.com
    /// /documentation/swiftui/animation: "Configuring an animation").
    static let modifiers: Set<String> = ["speed", "delay", "repeatCount", "repeatForever", "logicallyComplete"]

    /// The animation a modifier is called on, and the modifier: `.spring().delay(0.1)` is a call
    /// on a call; `.easeOut.delay(0.4)` and `Animation.linear.speed(2)` come from the value syntax
    /// as one dotted name, whose last part is the modifier. nil when `node` is no modifier call.
    static func modifierCall(_ node: CodeNode) -> (receiver: CodeNode, method: String)? {
        switch node.value {
        case .call(let receiver?, let method, _) where modifiers.contains(method):
            return (receiver, method)
        case .call(nil, let name, _):
            guard let dot = name.lastIndex(of: "."), modifiers.contains(String(name[name.index(after: dot)...])) else { return nil }
            let head = String(name[..<dot])
            // `Animation.delay(…)` names no animation to delay.
            guard !["", "Animation", "SwiftUI.Animation"].contains(head) else { return nil }
            return (
                CodeNode(value: .name(head), offset: node.offset, length: head.unicodeScalars.count),
                String(name[name.index(after: dot)...])
            )
        default:
            return nil
        }
    }

    /// `reading` with a modifier applied, as Apple's pages describe each: `delay(_:)` "delays the
    /// start of the animation by the specified number of seconds" (kept with the curve);
    /// `speed(_:)`: "setting the speed of an animation changes the duration of the animation by a
    /// factor of speed" (a timing curve
    /// keeps its shape and its duration is divided; a spring played `s` times as fast is the
    /// spring of stiffness k·s², damping c·s and start velocity v·s, the same mass);
    /// `repeatCount(_:autoreverses:)`, `repeatForever(autoreverses:)` and `logicallyComplete(after:)`
    /// leave one pass's curve as it is, and the note says what was left out.
    static func modified(
        _ reading: ReadCurve, by method: String, _ arguments: CodeArguments, _ code: SourceCode, at node: CodeNode
    ) throws(CommandError) -> ReadCurve {
        var reading = reading
        switch method {
        case "delay":
            reading.keep(CurveTiming(duration: nil, delay: try? arguments.number(nil, 0, bound: .nonNegative)))
        case "speed":
            // A speed the code computes when it runs (`.speed(.random(in: 0.1...0.15))`, a
            // variable): the curve over its own span is the same at any speed; its span is not known.
            if let given = arguments.node(nil, 0), given.number == nil, (try? arguments.number(nil, 0)) == nil {
                reading.retime(
                    reading.timing.flatMap { CurveTiming(duration: nil, delay: $0.delay) },
                    because:
                        "speed(\(Names.shortened(code.text(of: given), limit: 30))) is known only when the code runs: the animation plays that many times as fast, its curve the same over its own span, read here at speed 1 (its duration is not known)"
                )
                return reading
            }
            let speed = try arguments.number(nil, 0, bound: .positive)
            let factor = TextFormat.shortest(speed)
            if let spring = reading.curve.spring {
                reading.curve = try CodeCurves.spring(
                    mass: spring.mass, stiffness: spring.stiffness * speed * speed, damping: spring.damping * speed,
                    velocity: spring.initialVelocity * speed, span: spring.duration.map { $0 / speed }, code, at: node)
                reading.note = AnimationTimingNote.joined(
                    reading.note,
                    "speed(\(factor)) plays the spring \(factor) times as fast: it is read with stiffness × \(factor)² and damping × \(factor)"
                )
            } else {
                // The notes on the timing as written give way to the one on the duration played.
                let written = reading.timing
                reading.retime(
                    CurveTiming(duration: written?.duration.map { $0 / speed }, delay: written?.delay),
                    because: "speed(\(factor)) plays the curve \(factor) times as fast: its shape is the same"
                        + (written?.duration.map {
                            ", its duration \(TextFormat.shortest($0)) s becomes \(TextFormat.shortest($0 / speed)) s"
                        } ?? ", its duration is divided by \(factor)"))
            }
        default:
            reading.note = AnimationTimingNote.joined(
                reading.note,
                method == "logicallyComplete"
                    ? "logicallyComplete(after:) changes when SwiftUI reports completion, not the curve: one pass is read"
                    : "\(method)(…) repeats the animation: one pass of the curve is read, the repeats are not")
        }
        return reading
    }

    /// The `duration:` of a timing curve (`.easeInOut(duration: 0.3)`), in seconds, when it is a
    /// number (one the code computes elsewhere is left to it: only the curve is read).
    static func durationArgument(_ arguments: CodeArguments) -> Double? {
        try? arguments.number("duration", nil, bound: .positive)
    }

    /// When `duration:` is not a number the code writes (`(1 - Double(i) / Double(n))`): the
    /// duration only sets the span, so the curve is read, and the reply says the span is not known.
    static func runTimeDurationNote(_ arguments: CodeArguments, _ code: SourceCode) -> String? {
        guard let node = arguments.node("duration", nil), durationArgument(arguments) == nil else { return nil }
        return
            "duration: \(Names.shortened(code.text(of: node))) is computed at run time: the curve is read, its span is not known from the code"
    }

    static let responseNote = "SwiftUI's response is taken as the undamped period 2π/√k, as Apple implies but does not state"

    /// `.spring(response:dampingFraction:)`, `.spring(duration:bounce:)`,
    /// `Spring(mass:stiffness:damping:allowOverDamping:)`, `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`.
    /// A spring given by its response carries ``responseNote``.
    static func spring(
        _ arguments: CodeArguments, name: String, _ code: SourceCode, at node: CodeNode
    ) throws(CommandError) -> ReadCurve {
        if arguments.node("settlingDuration", nil) != nil {
            throw code.error(
                "Spring(settlingDuration:dampingRatio:) is solved by SwiftUI numerically; paste it as Spring(duration:bounce:) or Spring(response:dampingRatio:)",
                at: node)
        }
        let spring = try APIBinding(node, to: SwiftUIAPI.overload(name, labels: arguments.arguments.compactMap(\.label)), code)
        let declaration = spring.declaration
        let velocity = declaration.parameter("initialVelocity") == nil ? 0 : try spring.number("initialVelocity")
        if declaration.parameter("stiffness") != nil {
            let mass = try spring.number("mass"), stiffness = try spring.number("stiffness")
            var damping = try spring.number("damping")
            // Spring(mass:stiffness:damping:) treats over-damping as critical unless allowed
            // (Apple: "a value of false specifies that such cases should instead be treated as critically damped");
            // interpolatingSpring has no such parameter and keeps it.
            let allows = declaration.parameter("allowOverDamping") == nil || spring.writtenWord("allowOverDamping") == "true"
            let critical = SpringConversions.damping(ratio: 1, stiffness: stiffness, mass: mass)
            if !allows, damping > critical { damping = critical }
            return ReadCurve(
                curve: try CodeCurves.spring(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity, code, at: node))
        }
        if declaration.parameter("response") != nil {
            let ratioName = declaration.parameter("dampingRatio") != nil ? "dampingRatio" : "dampingFraction"
            let response = try spring.number("response")
            let curve = try CodeCurves.spring(
                stiffness: SpringConversions.stiffness(period: response), dampingRatio: try spring.number(ratioName), code, at: node)
            if !spring.has("response"), !spring.has(ratioName) {
                // `.spring` alone: response 0.5, damping fraction 0.825 (the defaults of spring(response:dampingFraction:)).
                return ReadCurve(
                    curve: curve,
                    note:
                        "SwiftUI's .spring is .spring(response: 0.5, dampingFraction: 0.825), its response taken as the undamped period 2π/√k, as Apple implies but does not state"
                )
            }
            return ReadCurve(curve: curve, note: spring.has("response") ? responseNote : nil)
        }
        return ReadCurve(
            curve: try CodeCurves.perceptualSpring(
                duration: try spring.number("duration"), bounce: try spring.number("bounce"), velocity: velocity, code, at: node))
    }
}
