/// Flutter's SpringDescription constructors as physics/spring_simulation.dart declares them:
/// `SpringDescription({required mass, required stiffness, required damping})`,
/// `SpringDescription.withDampingRatio({required mass, required stiffness, ratio = 1.0})` and
/// `SpringDescription.withDurationAndBounce({duration = const Duration(milliseconds: 500),
/// bounce = 0.0})`, all by name; the simulation needs mass and stiffness greater than 0 and
/// damping not negative.
enum FlutterAPI {
    static let source = "flutter/flutter packages/flutter/lib/src/physics/spring_simulation.dart"

    static let springDescription = APIDeclaration(
        platform: "Flutter", name: "SpringDescription", form: .call,
        parameters: [
            .number("mass", bound: .positive, "m (required)"), .number("stiffness", bound: .positive, "k (required)"),
            .number("damping", bound: .nonNegative, "c (required)"),
        ],
        source: source)

    static let withDampingRatio = APIDeclaration(
        platform: "Flutter", name: "SpringDescription.withDampingRatio", form: .call,
        parameters: [
            .number("mass", bound: .positive, "m (required)"), .number("stiffness", bound: .positive, "k (required)"),
            .number("ratio", default: 1, bound: .nonNegative, "ζ"),
        ],
        source: source)

    static let withDurationAndBounce = APIDeclaration(
        platform: "Flutter", name: "SpringDescription.withDurationAndBounce", form: .call,
        parameters: [
            .other(
                "duration", "a Dart Duration (milliseconds:, seconds:, microseconds:); 500 ms when not given: k = (2π/duration)², mass 1"),
            .number("bounce", default: 0, "ζ = 1 − bounce (bounce > 0), else 1/(1 + bounce)"),
        ],
        source: source)

    /// `CurvedAnimation({required parent, required curve, reverseCurve})`
    /// (packages/flutter/lib/src/animation/animations.dart): its value is `curve` applied to the
    /// parent's value while the animation runs forward, `reverseCurve` (when given) while it
    /// runs in reverse.
    static let curvedAnimation = APIDeclaration(
        platform: "Flutter", name: "CurvedAnimation", form: .call,
        parameters: [
            .other("parent", "the Animation<double> the curve maps (required): an AnimationController runs 0 → 1 at a constant pace"),
            .curve("curve", "the curve while the animation runs forward (required)"),
            .curve("reverseCurve", "the curve while it runs in reverse; the forward curve when not given"),
        ],
        source: "flutter/flutter packages/flutter/lib/src/animation/animations.dart")

    /// Widgets that animate by curves they take as parameters, each of which defaults to
    /// `Curves.linear`: ImplicitlyAnimatedWidget's `curve` (packages/flutter/lib/src/widgets/
    /// implicit_animations.dart: AnimatedContainer, AnimatedOpacity, … and TweenAnimationBuilder),
    /// AnimatedSize's `curve` (animated_size.dart), AnimatedSwitcher's `switchInCurve` and
    /// `switchOutCurve` (animated_switcher.dart), AnimatedCrossFade's `firstCurve`,
    /// `secondCurve` and `sizeCurve` (animated_cross_fade.dart).
    static let linearByDefault: [String: [String]] = {
        let implicit = [
            "AnimatedContainer", "AnimatedPadding", "AnimatedAlign", "AnimatedPositioned", "AnimatedPositionedDirectional",
            "AnimatedOpacity", "SliverAnimatedOpacity", "AnimatedDefaultTextStyle", "AnimatedPhysicalModel", "AnimatedTheme",
            "AnimatedRotation", "AnimatedScale", "AnimatedSlide", "AnimatedFractionallySizedBox", "TweenAnimationBuilder", "AnimatedSize",
        ]
        var widgets = Dictionary(uniqueKeysWithValues: implicit.map { ($0, ["curve"]) })
        widgets["AnimatedSwitcher"] = ["switchInCurve", "switchOutCurve"]
        widgets["AnimatedCrossFade"] = ["firstCurve", "secondCurve", "sizeCurve"]
        return widgets
    }()

    /// Everything Flutter declares, for docs/platforms.md.
    static let declarations = [springDescription, withDampingRatio, withDurationAndBounce, curvedAnimation]
}
