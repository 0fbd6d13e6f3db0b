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

    /// Motion evaluates an ease array and its named Béziers (`"easeOut"`), and each segment of a
    /// keyframes function (``MotionKeyframes``), with its own `cubicBezier`, which stops bisecting
    /// after 12 halvings (``MotionReader/motionBezierValue(_:at:)``): how far that lands from
    /// `curve` over the 2,001 even x every export's error is stated over, where it is over 1e-9.
    /// Every exact form Motion has for a Bézier or for keyframes of Béziers is one of those, so
    /// the curve alone says what Motion computes.
    /// A spring transition Motion ends at rest, a little before it settles
    /// (``MotionSpringRest``).
    static func renderingNote(for code: String, of curve: Curve) -> String? {
        if let spring = curve.spring, code.contains("type: \"spring\"") { return MotionSpringRest.curveNote(spring) }
        guard let motion = motionValue(of: curve) else { return nil }
        let (error, at) = ExportTiming.maxDeviation(of: motion, from: curve)
        return MotionReader.bisectionNote(largest: error, at: at)
    }

    /// What Motion computes for `curve` written as a Bézier (an ease array) or as keyframes of
    /// Béziers (a function of them, or an animation's `times` and `ease` arrays): nil for other
    /// curves, which Motion computes as written.
    static func motionValue(of curve: Curve) -> ((Double) -> Double)? {
        func points(_ bezier: CubicBezier) -> [Double] { [bezier.x1, bezier.y1, bezier.x2, bezier.y2] }
        if let bezier = curve.bezier ?? curve.equivalentBezier {
            let p = points(bezier)
            return { MotionReader.motionBezierValue(p, at: $0) }
        }
        guard let keyframes = curve.keyframes else { return nil }
        var segments: [[Double]] = []
        for segment in keyframes.segments {
            guard let bezier = segment.curve.bezier ?? segment.curve.equivalentBezier else { return nil }
            segments.append(points(bezier))
        }
        return MotionReader.motionKeyframesValue(times: keyframes.times, values: keyframes.values, points: segments)
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
