import CurveKit

/// Jetpack Compose: `CubicBezierEasing` for a Bézier, `spring(dampingRatio, stiffness)` for a
/// spring from rest (Compose has no mass: stiffness k/m keeps the motion; a start velocity
/// belongs to the animation, not the spec); otherwise the closer of the two.
enum ComposeWriter: BezierAndSpringWriter {
    static let springsMove = false
    static func declaration(_ code: String, name: String) -> String { "val \(CodeText.kotlinIdentifier(name)) = \(code)" }
    static func renaming(_ name: String) -> CodeText.Renaming? {
        CodeText.Renaming(name, language: "Kotlin", { CodeText.kotlinIdentifier($0) })
    }

    static func bezier(_ bezier: CubicBezier, digits: Digits) -> String {
        "CubicBezierEasing(\(PlatformExport.points(bezier, digits: digits, Kotlin.float).joined(separator: ", ")))"
    }

    static func spring(_ spring: Spring, digits: Digits) -> String? {
        guard let n = PlatformExport.massFreeSpring(spring, digits: digits) else { return nil }
        return "spring<Float>(dampingRatio = \(n.dampingRatio), stiffness = \(n.stiffness))"
    }

    /// Compose samples a `PathEasing` by arc length into a polyline (animation-core PathEasing.kt,
    /// `Precision = 0.002f`); its other easings are computed as they are.
    static func renderingNote(for code: String, of curve: Curve) -> String? {
        code.hasPrefix("PathEasing(") ? "Compose samples a PathEasing into a polyline within 0.002" : nil
    }

    /// `PathEasing` (animation-core PathEasing.kt; developer.android.com reference: "The Path must
    /// begin at (0, 0) and end at (1, 1)") takes a path from (0, 0) to (1, 1) only, as
    /// Android's `PathInterpolator` does (``PlatformExport/floatPathInterpolatorTakes(_:)``).
    static func path(_ path: BezierPath, digits: Digits) -> String? {
        guard PlatformExport.floatPathInterpolatorTakes(path) else { return nil }
        return "PathEasing(PathParser().parsePathString(\"\(PlatformExport.floatPathData(path, digits: digits))\").toPath())"
    }

    /// Straight stops and steps are paths of straight segments: exact in `PathEasing`, as in
    /// Android's `PathInterpolator`.
    static func exact(linear: LinearStops, digits: Digits) -> String? {
        Curve.linear(linear).exactPath.flatMap { path($0, digits: digits) }
    }
    static func exact(steps: Steps, digits: Digits) -> String? { Curve.steps(steps).exactPath.flatMap { path($0, digits: digits) } }
}

extension ComposeWriter {
    /// A timing curve played for the kept duration and delay: Compose's `tween(durationMillis,
    /// delayMillis, easing)` in whole milliseconds, as ``ComposeAnimationWriter`` writes an
    /// animation's; a spring (which runs until it settles) or a keyframes spec with a comment.
    static func timedDeclaration(_ code: String, name: String, timing: CurveTiming, isSpring: Bool) -> String {
        guard !isSpring, !code.hasPrefix("keyframes") else { return commentedTiming(code, name: name, timing: timing) }
        let arguments =
            [
                timing.duration.map { "durationMillis = \(AnimationParts.wholeMilliseconds($0))" },
                timing.delay.map { "delayMillis = \(AnimationParts.wholeMilliseconds($0))" },
            ].compactMap { $0 } + ["easing = \(code)"]
        return declaration("tween<Float>(\(arguments.joined(separator: ", ")))", name: name)
    }
}
