import CurveKit
import Foundation

/// Motion: an ease array for a Bézier, a spring transition (stiffness, damping, mass,
/// velocity) for a spring; keyframes of Béziers as a function of Motion's `cubicBezier()` per
/// segment; otherwise the closer of the two.
enum MotionWriter: BezierAndSpringWriter {
    static let springsMove = true
    static func declaration(_ code: String, name: String) -> String { "const \(CodeText.javaScriptIdentifier(name)) = \(code);" }
    static func renaming(_ name: String) -> CodeText.Renaming? {
        CodeText.Renaming(name, language: "JavaScript", { CodeText.javaScriptIdentifier($0) })
    }

    static func bezier(_ bezier: CubicBezier, digits: Digits) -> String { "[\(ExportTiming.controlPoints(bezier, digits: digits))]" }

    /// Motion evaluates an ease array and its named Béziers (`"easeOut"`) with its own
    /// `cubicBezier`, which stops bisecting after 12 halvings (``MotionReader/motionBezierValue(_:at:)``):
    /// how far that lands from the curve written, where it is over 1e-9.
    static func renderingNote(for code: String) -> String? {
        guard let points = bezierPoints(code), let curve = try? CubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
        else { return nil }
        return MotionReader.bisectionNote({ MotionReader.motionBezierValue(points, at: $0) }, .bezier(curve))
    }

    /// The control points of an ease array `[x1, y1, x2, y2]` or of a named Bézier in quotes.
    private static func bezierPoints(_ code: String) -> [Double]? {
        if code.hasPrefix("\""), code.hasSuffix("\""), code.count > 2 { return MotionReader.beziers[String(code.dropFirst().dropLast())] }
        guard code.hasPrefix("["), code.hasSuffix("]") else { return nil }
        let numbers = code.dropFirst().dropLast().split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        return numbers.count == 4 ? numbers : nil
    }

    static func spring(_ spring: Spring, digits: Digits) -> String? {
        let span = spring.timeSpan
        let n = PlatformExport.springNumbers(
            spring, [spring.stiffness, spring.damping, spring.mass, spring.initialVelocity], digits: digits
        ) { p in try Spring(mass: p[2], stiffness: p[0], damping: p[1], initialVelocity: p[3], duration: span) }
        return "{ type: \"spring\", stiffness: \(n[0]), damping: \(n[1]), mass: \(n[2]), velocity: \(n[3]) }"
    }

    /// Motion's anticipate, steps and duration spring, as the reader reads them back.
    static func formula(_ easing: PlatformEasing) -> String? {
        let p = easing.parameters.map(TextFormat.shortest)
        switch easing.formula {
        case .motionAnticipate: return "\"anticipate\""
        case .motionSteps: return "steps(\(p[0]), \(easing.parameters[1] == 0 ? "\"end\"" : "\"start\""))"
        case .motionDurationSpring: return "{ type: \"spring\", duration: \(p[0]), bounce: \(p[1]) }"
        default: return nil
        }
    }

    /// A keyframes curve of Béziers as a function that eases each segment with Motion's
    /// `cubicBezier()` (``MotionKeyframes``).
    static func keyframeDocument(_ curve: Curve, name: String, digits: Digits, isCancelled: () -> Bool) throws(ExportError)
        -> PlatformExport
        .KeyframeDocument?
    {
        MotionKeyframes.document(curve, name: name, digits: digits)
    }
}

extension MotionWriter {
    /// A tween's transition with the kept duration and delay in seconds, as
    /// ``MotionAnimationWriter`` writes an animation's: `{ duration: 0.3, delay: 0.05, ease: … }`;
    /// a spring transition (whose physics Motion runs to rest, ignoring a duration beside them)
    /// gets the delay, and the duration in a comment.
    static func timedDeclaration(_ code: String, name: String, timing: CurveTiming, isSpring: Bool) -> String {
        let delay = timing.delay.map { "delay: \(CodeText.number($0))" }
        if isSpring {
            guard code.hasPrefix("{"), code.hasSuffix(" }"), let delay else { return commentedTiming(code, name: name, timing: timing) }
            let delayed = code.dropLast(2) + ", \(delay) }"
            return timing.duration == nil
                ? declaration(String(delayed), name: name) : commentedTiming(String(delayed), name: name, timing: timing)
        }
        let members = [timing.duration.map { "duration: \(CodeText.number($0))" }, delay, "ease: \(code)"].compactMap { $0 }
        return declaration("{ \(members.joined(separator: ", ")) }", name: name)
    }
}
