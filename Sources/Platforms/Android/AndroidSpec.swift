import CurveKit

/// Android framework interpolators and dynamicanimation: the `android` platform.
enum AndroidSpec: PlatformSpec {
    static let word = "android"
    static let declaredAPI = AndroidAPI.declarations
    static let title = "Android framework interpolators and dynamicanimation"
    static let examples = [
        "PathInterpolator(0.4f, 0f, 0.2f, 1f)", "OvershootInterpolator(2f)", "BounceInterpolator()",
        "SpringForce().setStiffness(SpringForce.STIFFNESS_LOW)",
    ]
    static let notes =
        "PathInterpolator (cubic, quadratic, or pathData), the framework interpolators by their formulas (Accelerate, Decelerate, AccelerateDecelerate, Anticipate, Overshoot, AnticipateOvershoot, Bounce — not Penner's bounce), androidx FastOutSlowIn/LinearOutSlowIn/FastOutLinearIn/FastOutExtraSlowIn, dynamicanimation SpringForce (default damping ratio 0.5; setters on later lines are read), interpolator XML (<pathInterpolator android:controlX1=… />, <overshootInterpolator android:tension=… />), @android:anim/… and @android:interpolator/… resources, and the path() and cubic-bezier() strings of MDC's tokens.xml. Material tokens as MDC-Android's tokens.xml has them: emphasized is a path, emphasized-decelerate (0.1, 0.7, 0.1, 1), emphasized-accelerate (0.3, 0, 0.8, 0.2). Android flattens a PathInterpolator to a polyline of tolerance 0.002: curves evaluates the path exactly."
    /// Java and Kotlin divide two ints to an int, rounded toward zero.
    static let terms: [PlatformTerm: String] = [.animation: "Android ObjectAnimator or SpringAnimation"]
    static let wholeNumberDivision = CodeArithmetic.WholeNumberDivision.truncating
    static var reader: any PlatformReader.Type { AndroidReader.self }
    static var writer: any PlatformWriter.Type { AndroidWriter.self }
    static var markup: (any MarkupReading.Type)? { XMLInterpolators.self }
    static var animationWriter: any AnimationWriter.Type { AndroidAnimationWriter.self }
    static var functionWriter: (any FunctionFormWriter.Type)? { AndroidFunctionForm.self }
    /// androidx's FastOutSlowIn family reads 201-entry tables, not the cubic: not exact, so not here.
    static let collidingNames = [
        "easeOutBounce": "BounceInterpolator()", "emphasized": "emphasized", "emphasized-decelerate": "emphasized-decelerate",
        "emphasized-accelerate": "emphasized-accelerate",
    ]
    /// MDC-Android's emphasized tokens, then the interpolators and the springs its constants make.
    static var namedCurveSpellings: [[String]] {
        let springs = AndroidReader.springConstants.keys.sorted()
        let combined = springs.filter { $0.hasPrefix("DAMPING_RATIO") }.flatMap { ratio in
            springs.filter { $0.hasPrefix("STIFFNESS") }.map { stiffness in
                "SpringForce().setDampingRatio(SpringForce.\(ratio)).setStiffness(SpringForce.\(stiffness))"
            }
        }
        return [
            ["emphasized", "emphasized-decelerate", "emphasized-accelerate"].map(MaterialTokens.easingTokenName),
            AndroidReader.names.map { "\($0)()" } + ["SpringForce()"] + combined,
        ]
    }
    /// SpringForce's setters; AOSP ValueAnimator.setInterpolator and Keyframe.setInterpolator
    /// (Kotlin: `interpolator = …`), set on later lines.
    /// `anim.getSpring()` on a declared SpringAnimation: the animation's own SpringForce.
    static var callsOnDeclaredReceivers: Set<String> { ["getSpring"] }
    static let settableTiming: [String: [String: SourceFileBindings.Setting]] = [
        // `anim.setSpring(force)` on a later line, and Kotlin's `anim.spring.stiffness = …`: the
        // SpringForce a SpringAnimation plays; `anim.animateToFinalPosition(0)`, which makes one
        // with the defaults when none is set.
        "SpringAnimation": [
            "setSpring": .setter("setSpring"), "spring.stiffness": .setter("setStiffness"),
            "spring.dampingRatio": .setter("setDampingRatio"), "animateToFinalPosition": .setter("animateToFinalPosition"),
        ],
        "SpringForce": [
            "stiffness": .setter("setStiffness"), "setStiffness": .setter("setStiffness"),
            "dampingRatio": .setter("setDampingRatio"), "setDampingRatio": .setter("setDampingRatio"),
        ],
        "ofPropertyValuesHolder": ["interpolator": .argument("interpolator"), "setInterpolator": .argument("interpolator")],
        "ofFloat": ["interpolator": .argument("interpolator"), "setInterpolator": .argument("interpolator")],
    ]
    static let presets: [(spelling: String, curve: Curve)] = [("LinearInterpolator()", CodeCurves.linear)]
}

extension Platform {
    public static let android = Platform(AndroidSpec.self)
}
