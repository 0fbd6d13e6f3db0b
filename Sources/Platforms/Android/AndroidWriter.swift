import CurveKit

/// Android: `PathInterpolator` for a Bézier, a path, straight stops or steps, dynamicanimation
/// `SpringForce` for a spring from rest; otherwise a path (or the spring, if closer).
enum AndroidWriter: PlatformWriter {
    static func declaration(_ code: String, name: String) -> String { "val \(CodeText.kotlinIdentifier(name)) = \(code)" }
    static func renaming(_ name: String) -> CodeText.Renaming? {
        CodeText.Renaming(name, language: "Kotlin", { CodeText.kotlinIdentifier($0) })
    }
    /// Android flattens a `PathInterpolator` (a Bézier, a path, stops or steps) to a polyline;
    /// its spring and its interpolator formulas are computed as they are.
    static func renderingNote(for code: String, of curve: Curve) -> String? {
        code.hasPrefix("PathInterpolator(") ? "Android flattens a PathInterpolator to a polyline within 0.002" : nil
    }

    /// The path as a `PathInterpolator`, or nil where Android would throw: its constructor
    /// refuses a path that does not start at (0, 0) and end at (1, 1), compared as floats (AOSP
    /// platform_frameworks_base, core/java/android/view/animation/PathInterpolator.java,
    /// `initPath`: "The Path must start at (0,0) and end at (1,1)"), so a there-and-back curve
    /// ending at (1, 0) has no PathInterpolator.
    static func path(_ path: BezierPath, digits: Digits) -> String? {
        guard PlatformExport.floatPathInterpolatorTakes(path) else { return nil }
        return "PathInterpolator(PathParser.createPathFromPathData(\"\(PlatformExport.floatPathData(path, digits: digits))\"))"
    }

    static func spring(_ spring: Spring, digits: Digits) -> String? {
        guard let n = PlatformExport.massFreeSpring(spring, digits: digits) else { return nil }
        return "SpringForce().setStiffness(\(n.stiffness)).setDampingRatio(\(n.dampingRatio))"
    }

    static func exact(bezier: CubicBezier, digits: Digits) -> String? { self.bezier(bezier, digits: digits) }

    /// `PathInterpolator(x1, y1, x2, y2)`: Android takes every cubic Bézier.
    static func bezier(_ bezier: CubicBezier, digits: Digits) -> String {
        "PathInterpolator(\(PlatformExport.points(bezier, digits: digits, Kotlin.float).joined(separator: ", ")))"
    }

    static func exact(spring: Spring, digits: Digits) -> String? { self.spring(spring, digits: digits) }
    /// Android's framework interpolators, as the reader reads them back.
    static func exact(formula: PlatformEasing, digits: Digits) -> String? {
        let p = formula.parameters.map { Kotlin.float(TextFormat.shortest($0)) }
        switch formula.formula {
        case .androidAccelerate: return "AccelerateInterpolator(\(p[0]))"
        case .androidDecelerate: return "DecelerateInterpolator(\(p[0]))"
        case .androidAccelerateDecelerate: return "AccelerateDecelerateInterpolator()"
        case .androidAnticipate: return "AnticipateInterpolator(\(p[0]))"
        case .androidOvershoot: return "OvershootInterpolator(\(p[0]))"
        case .androidAnticipateOvershoot: return "AnticipateOvershootInterpolator(\(p[0]), \(p[1]))"
        case .androidBounce: return "BounceInterpolator()"
        default: return nil
        }
    }
    static func exact(path: BezierPath, digits: Digits) -> String? { self.path(path, digits: digits) }
    static func exact(linear: LinearStops, digits: Digits) -> String? {
        Curve.linear(linear).exactPath.flatMap { path($0, digits: digits) }
    }
    static func exact(steps: Steps, digits: Digits) -> String? { Curve.steps(steps).exactPath.flatMap { path($0, digits: digits) } }

    /// The fitted path where Android takes it; else (a curve that does not end at 1) the
    /// least-squares Bézier, which always runs from (0, 0) to (1, 1), with why; and the spring.
    static func approximations(_ candidates: ExportCandidates, digits: Digits) throws(ExportError) -> [PlatformExport.Approximation] {
        let shape: PlatformExport.Approximation
        // The path is fitted only where a PathInterpolator could take it (a curve that ends
        // elsewhere than 1, as SKBounceAnimation's oscillation does, gets the Bézier at once).
        if PlatformExport.floatPathInterpolatorMayTake(pathFittedTo: candidates.curve),
            let code = path(try candidates.path().value, digits: digits)
        {
            shape = try PlatformExport.pathApproximation(candidates) { _ in code }
        } else {
            let fit = try PlatformExport.bezierApproximation(candidates) { bezier($0, digits: digits) }
            let end = candidates.curve.value(at: 1)
            shape = PlatformExport.Approximation(
                code: fit.code,
                form: fit.form + " (a PathInterpolator must end at (1, 1); the curve ends at y = \(TextFormat.short(end)))",
                maxError: fit.maxError, at: fit.at)
        }
        return [shape, try PlatformExport.springApproximation(candidates, moving: false) { spring($0, digits: digits) }].compactMap { $0 }
    }
}

extension AndroidWriter {
    /// The interpolator, and how an animator plays it for the kept duration and delay, in whole
    /// milliseconds as ``AndroidAnimationWriter`` writes an animation's; a spring with a comment.
    static func timedDeclaration(_ code: String, name: String, timing: CurveTiming, isSpring: Bool) -> String {
        guard !isSpring else { return commentedTiming(code, name: name, timing: timing) }
        let settings =
            ["animator.setInterpolator(\(CodeText.kotlinIdentifier(name)))"]
            + [
                timing.duration.map { "animator.setDuration(\(AnimationParts.wholeMilliseconds($0))L)" },
                timing.delay.map { "animator.setStartDelay(\(AnimationParts.wholeMilliseconds($0))L)" },
            ].compactMap { $0 }
        return declaration(code, name: name) + "\n" + comment(settings.joined(separator: "; "))
    }
}
