import CurveKit

/// Jetpack Compose: the `compose` dialect.
enum ComposePlatform: DialectSpec {
    static let word = "compose"
    static let platform = "Jetpack Compose"
    static let examples = [
        "FastOutSlowInEasing", "CubicBezierEasing(0.4f, 0f, 0.2f, 1f)", "EaseOutBack",
        "spring(dampingRatio = Spring.DampingRatioMediumBouncy, stiffness = Spring.StiffnessLow)",
    ]
    static let notes =
        "Easing constants (FastOutSlowInEasing, …, EaseOutBack: the easings.net set, not Flutter's), CubicBezierEasing, EaseOutElastic and the bounce easings by their formulas, spring(dampingRatio, stiffness) with the Spring constants (mass 1), tween(easing = …), keyframes { … } with its first and last keyframes written. Material emphasized tokens as Compose has them (the web values)."
    /// Kotlin divides two Ints to an Int, rounded toward zero.
    static let wholeNumberDivision = DialectArithmetic.WholeNumberDivision.truncating
    static var reader: any DialectReader.Type { ComposeDialect.self }
    static var writer: any DialectWriter.Type { ComposeWriter.self }
    static var animationWriter: any AnimationWriter.Type { ComposeAnimationWriter.self }
    static var functionWriter: (any FunctionFormWriter.Type)? { ComposeFunctionForm.self }
    static let collidingNames = [
        "easeOutBack": "EaseOutBack", "easeInOutBack": "EaseInOutBack", "easeInSine": "EaseInSine", "easeOutElastic": "EaseOutElastic",
        "easeOutBounce": "EaseOutBounce", "easeInExpo": "EaseInExpo",
    ]
    /// The easings and formulas, the springs the Spring constants make, the MotionScheme specs;
    /// then Material's easing tokens as `MotionTokens` spells them.
    static var namedCurveSpellings: [[String]] {
        let springs = ComposeDialect.springConstants.keys.sorted()
        let combined = springs.filter { $0.hasPrefix("DampingRatio") }.flatMap { ratio in
            springs.filter { $0.hasPrefix("Stiffness") }.map { stiffness in
                "spring(dampingRatio = Spring.\(ratio), stiffness = Spring.\(stiffness))"
            }
        }
        return [
            ComposeDialect.beziers.keys.sorted() + ComposeDialect.formulas.keys.sorted() + ["spring()"] + combined
                + MaterialDialect.schemeSpecCalls,
            MaterialDialect.easings.keys.sorted().map(MaterialDialect.composeTokenName),
        ]
    }
    static let presets =
        DialectPresets.sorted(ComposeDialect.beziers) { $0 }
        + ComposeDialect.formulas.keys.sorted().map { ($0, DialectCurves.penner(ComposeDialect.formulas[$0, default: ""])) }
    static let sourceLanguage = SourceLanguage.cLike(nestedComments: true)
}

extension Dialect {
    public static let compose = Dialect(ComposePlatform.self)
}
