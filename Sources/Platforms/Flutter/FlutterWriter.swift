import CurveKit

/// Flutter: `Cubic` for a Bézier, `SpringDescription` for a spring from rest (a start
/// velocity belongs to the `SpringSimulation`); otherwise the closer of the two.
enum FlutterWriter: BezierAndSpringWriter {
    static let springsMove = false
    static func declaration(_ code: String, name: String) -> String { "final \(CodeText.dartIdentifier(name)) = \(code);" }
    static func renaming(_ name: String) -> CodeText.Renaming? {
        CodeText.Renaming(name, language: "Dart", { CodeText.dartIdentifier($0) })
    }
    /// Flutter bisects a `Cubic` (and each half of a `ThreePointCubic`) to 1e-3 in x, its named
    /// ones too (`Curves.easeOut` is a `Cubic`, `Curves.easeInOutCubicEmphasized` a
    /// `ThreePointCubic`); its elastic curves, bounces and springs are computed as they are.
    static func renderingNote(for code: String, of curve: Curve) -> String? {
        let named = code.hasPrefix("Curves.") ? String(code.dropFirst("Curves.".count)) : nil
        let isCubic =
            code.hasPrefix("Cubic(") || code.hasPrefix("ThreePointCubic(") || code == "Curves.easeInOutCubicEmphasized"
            || named.map { FlutterReader.cubics[$0] != nil } == true
        return isCubic ? "Flutter's Cubic bisects to 1e-3 in x" : nil
    }

    /// A keyframes curve as a `Curve` subclass with Flutter's `Cubic` per segment (``FlutterKeyframes``).
    static func keyframeDocument(_ curve: Curve, name: String, digits: Digits, isCancelled: () -> Bool) throws(ExportError)
        -> PlatformExport
        .KeyframeDocument?
    {
        FlutterKeyframes.document(curve, name: name, digits: digits)
    }

    static func bezier(_ bezier: CubicBezier, digits: Digits) -> String {
        "Cubic(\(ExportTiming.controlPoints(bezier, digits: digits)))"
    }

    static func spring(_ spring: Spring, digits: Digits) -> String? {
        guard spring.initialVelocity == 0 else { return nil }
        let span = spring.timeSpan
        let n = PlatformExport.springNumbers(spring, [spring.mass, spring.stiffness, spring.damping], digits: digits) { p in
            try Spring(mass: p[0], stiffness: p[1], damping: p[2], duration: span)
        }
        return "SpringDescription(mass: \(n[0]), stiffness: \(n[1]), damping: \(n[2]))"
    }

    /// Flutter's elastic curves, as the reader reads them back.
    static func formula(_ easing: PlatformEasing) -> String? {
        guard easing.formula == .flutterElastic else { return nil }
        let kind = easing.direction == .in ? "ElasticInCurve" : easing.direction == .out ? "ElasticOutCurve" : "ElasticInOutCurve"
        return "\(kind)(\(TextFormat.shortest(easing.parameters[0])))"
    }

    /// Penner's elastic curves are Flutter's elastic curves (curves.dart: `ElasticOutCurve` is
    /// 2^(−10t)·sin((t − p/4)·2π/p) + 1, the in and in-out curves likewise, each giving t at 0
    /// and 1): Penner's period 0.3 for in and out, 0.3 × 1.5 = 0.45 over the whole span of in-out.
    static func exact(penner: Penner, digits: Digits) -> String? {
        guard penner.family == .elastic,
            let easing = try? PlatformEasing(.flutterElastic, penner.direction, [penner.direction == .inOut ? 0.45 : 0.3])
        else { return nil }
        return formula(easing)
    }

    /// Two cubics from (0, 0) to (1, 1) that meet are a `ThreePointCubic(a1, b1, midpoint, a2, b2)`
    /// (curves.dart), exactly.
    static func path(_ path: BezierPath, digits: Digits) -> String? {
        guard path.segments.count == 2, !path.segments.contains(where: \.isStraight) else { return nil }
        let (first, second) = (path.segments[0], path.segments[1])
        guard first.x[0] == 0, first.y[0] == 0, second.x[3] == 1, second.y[3] == 1 else { return nil }
        func offset(_ segment: BezierPath.Segment, _ i: Int) -> String {
            "Offset(\(TextFormat.shortest(segment.x[i])), \(TextFormat.shortest(segment.y[i])))"
        }
        return "ThreePointCubic(\(offset(first, 1)), \(offset(first, 2)), \(offset(first, 3)), \(offset(second, 1)), \(offset(second, 2)))"
    }
}

extension FlutterWriter {
    /// The curve, and how a controller plays it for the kept duration and delay, as
    /// ``FlutterAnimationWriter`` writes an animation's `Duration`s; a spring with a comment.
    static func timedDeclaration(_ code: String, name: String, timing: CurveTiming, isSpring: Bool) -> String {
        guard !isSpring else { return commentedTiming(code, name: name, timing: timing) }
        let settings =
            [timing.duration.map { "AnimationController(vsync: this, duration: \(FlutterAnimationWriter.duration($0).code))" }]
            + ["CurvedAnimation(parent: controller, curve: \(CodeText.dartIdentifier(name)))"]
            + [timing.delay.map { "Future.delayed(\(FlutterAnimationWriter.duration($0).code), controller.forward)" }]
        return declaration(code, name: name) + "\n" + comment(settings.compactMap { $0 }.joined(separator: "; "))
    }
}
