import CurveKit

/// Jetpack Compose: the `compose` platform.
enum ComposeSpec: PlatformSpec {
    static let word = "compose"
    static let declaredAPI = ComposeAPI.declarations
    static let title = "Jetpack Compose"
    static let examples = [
        "FastOutSlowInEasing", "CubicBezierEasing(0.4f, 0f, 0.2f, 1f)", "EaseOutBack",
        "spring(dampingRatio = Spring.DampingRatioMediumBouncy, stiffness = Spring.StiffnessLow)",
    ]
    static let notes =
        "Easing constants (FastOutSlowInEasing, …, EaseOutBack: the easings.net set, not Flutter's), CubicBezierEasing, EaseOutElastic and the bounce easings by their formulas, spring(dampingRatio, stiffness) with the Spring constants (mass 1), tween(easing = …), keyframes { … } with its first and last keyframes written. Material emphasized tokens as Compose has them (the web values)."
    /// Kotlin divides two Ints to an Int, rounded toward zero.
    static let terms: [PlatformTerm: String] = [.animation: "Compose AnimationSpec"]
    static let wholeNumberDivision = CodeArithmetic.WholeNumberDivision.truncating
    static var reader: any PlatformReader.Type { ComposeReader.self }
    static var writer: any PlatformWriter.Type { ComposeWriter.self }
    static var animationWriter: any AnimationWriter.Type { ComposeAnimationWriter.self }
    static var functionWriter: (any FunctionFormWriter.Type)? { ComposeFunctionForm.self }
    static let collidingNames = [
        "easeOutBack": "EaseOutBack", "easeInOutBack": "EaseInOutBack", "easeInSine": "EaseInSine", "easeOutElastic": "EaseOutElastic",
        "easeOutBounce": "EaseOutBounce", "easeInExpo": "EaseInExpo",
    ]
    /// The easings and formulas, the springs the Spring constants make, the MotionScheme specs;
    /// then Material's easing tokens as `MotionTokens` spells them.
    static var namedCurveSpellings: [[String]] {
        let springs = ComposeReader.springConstants.keys.sorted()
        let combined = springs.filter { $0.hasPrefix("DampingRatio") }.flatMap { ratio in
            springs.filter { $0.hasPrefix("Stiffness") }.map { stiffness in
                "spring(dampingRatio = Spring.\(ratio), stiffness = Spring.\(stiffness))"
            }
        }
        return [
            ComposeReader.beziers.keys.sorted() + ComposeReader.formulas.keys.sorted() + ["spring()"] + combined
                + MaterialTokens.schemeSpecCalls,
            MaterialTokens.easingNames.map(MaterialTokens.composeTokenName),
        ]
    }
    static let presets =
        PlatformPresets.sorted(ComposeReader.beziers) { $0 }
        + ComposeReader.formulas.keys.sorted().map { ($0, CodeCurves.penner(ComposeReader.formulas[$0, default: ""])) }
    static let sourceLanguage = SourceLanguage.cLike(nestedComments: true)
}

extension Platform {
    public static let compose = Platform(ComposeSpec.self)
}
