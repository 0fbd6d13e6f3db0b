/// A platform whose timing-curve code `curves` reads as it is pasted (`NAME = DIALECT CODE`,
/// `NAME = DIALECT file=PATH`) and, later, writes (`export NAME DIALECT`). The word is what the
/// user types; each case names its platform and says, in ``help``, what it accepts and where
/// the platform's own sources disagree. The constants and formulas behind every reader are in
/// `reference/dialects.md` (shared), each with its source.
public enum Dialect: String, CaseIterable, Sendable {
    case css
    case swiftui
    case uikit
    case compose
    case android
    case material
    case flutter
    case motion
    case gsap
    case lottie

    /// The platform as people call it.
    public var platform: String {
        switch self {
        case .css: "CSS (Easing Functions Level 2)"
        case .swiftui: "SwiftUI"
        case .uikit: "UIKit and Core Animation"
        case .compose: "Jetpack Compose"
        case .android: "Android framework interpolators and dynamicanimation"
        case .material: "Material 3 motion tokens"
        case .flutter: "Flutter"
        case .motion: "Motion (formerly Framer Motion)"
        case .gsap: "GSAP 3"
        case .lottie: "Lottie (bodymovin JSON)"
        }
    }

    /// One line of examples, for `help` and errors.
    public var examples: [String] {
        switch self {
        case .css: ["cubic-bezier(0.68, -0.55, 0.265, 1.55)", "ease-in-out", "linear(0, 0.25 25% 75%, 1)", "steps(4, jump-end)", "step-start"]
        case .swiftui: [".snappy", ".bouncy(duration: 0.4, extraBounce: 0.1)", ".spring(response: 0.4, dampingFraction: 0.6)", ".timingCurve(0.2, 0, 0, 1, duration: 0.3)", ".easeInOut"]
        case .uikit: ["CAMediaTimingFunction(controlPoints: 0.2, 0, 0, 1)", "CAMediaTimingFunction(name: .easeIn)", "UISpringTimingParameters(mass: 1, stiffness: 200, damping: 20)", "CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)"]
        case .compose: ["FastOutSlowInEasing", "CubicBezierEasing(0.4f, 0f, 0.2f, 1f)", "EaseOutBack", "spring(dampingRatio = Spring.DampingRatioMediumBouncy, stiffness = Spring.StiffnessLow)"]
        case .android: ["PathInterpolator(0.4f, 0f, 0.2f, 1f)", "OvershootInterpolator(2f)", "BounceInterpolator()", "SpringForce().setStiffness(SpringForce.STIFFNESS_LOW)"]
        case .material: ["md.sys.motion.easing.emphasized.decelerate", "emphasized-decelerate", "md.sys.motion.spring.fast.spatial", "expressive-fast-spatial"]
        case .flutter: ["Curves.easeOutBack", "Cubic(0.2, 0, 0, 1)", "Curves.elasticOut", "ElasticOutCurve(0.3)", "SpringDescription.withDampingRatio(mass: 1, stiffness: 200, ratio: 0.5)"]
        case .motion: ["{ type: \"spring\", stiffness: 300, damping: 20 }", "[0.17, 0.67, 0.83, 0.67]", "\"backOut\"", "anticipate"]
        case .gsap: ["\"elastic.out(1, 0.3)\"", "power2.inOut", "back.out(1.7)", "steps(5)", "CustomEase.create(\"x\", \"M0,0 C0.2,0 0,1 1,1\")"]
        case .lottie: ["{\"o\": {\"x\": [0.33], \"y\": [0]}, \"i\": {\"x\": [0.67], \"y\": [1]}}"]
        }
    }

    /// What `help DIALECT` says beyond the examples: what is read, what is not, and where the
    /// platform's sources disagree.
    public var notes: String {
        switch self {
        case .css:
            "cubic-bezier() with x1, x2 in [0, 1]; the keywords linear, ease, ease-in, ease-out, ease-in-out; linear() with one or two percentages per stop; steps(n[, position]), step-start, step-end; in a file, var(--name) as the custom property the file declares once. These also work without the word css."
        case .swiftui:
            "Animation and Spring presets (.smooth, .snappy, .bouncy, .spring, .interactiveSpring, .default — a spring on iOS 17 and later), spring(duration:bounce:), spring(response:dampingFraction:), interpolatingSpring(mass:stiffness:damping:), timingCurve and UnitCurve (x clamped to [0, 1] as SwiftUI does). A spring's response is taken as its undamped period (SwiftUI's duration), which Apple implies but does not state."
        case .uikit:
            "CAMediaTimingFunction (controlPoints: or name: — .default is CSS ease), CASpringAnimation (mass, stiffness, damping; perceptualDuration/bounce), UISpringTimingParameters (mass:stiffness:damping:, duration:bounce:), UICubicTimingParameters, UIViewPropertyAnimator (curve:, controlPoint1:controlPoint2:, timingParameters:); in a file, properties set on a CASpringAnimation after it is made. UIKit's iOS 7 animate(withDuration:usingSpringWithDamping:) is refused: Apple does not say how it derives the stiffness."
        case .compose:
            "Easing constants (FastOutSlowInEasing, …, EaseOutBack: the easings.net set, not Flutter's), CubicBezierEasing, EaseOutElastic and the bounce easings by their formulas, spring(dampingRatio, stiffness) with the Spring constants (mass 1), tween(easing = …). Material emphasized tokens as Compose has them (the web values)."
        case .android:
            "PathInterpolator (cubic, quadratic, or pathData), the framework interpolators by their formulas (Accelerate, Decelerate, AccelerateDecelerate, Anticipate, Overshoot, AnticipateOvershoot, Bounce — not Penner's bounce), androidx FastOutSlowIn/LinearOutSlowIn/FastOutLinearIn/FastOutExtraSlowIn, dynamicanimation SpringForce (default damping ratio 0.5; setters on later lines are read), interpolator XML (<pathInterpolator android:controlX1=… />, <overshootInterpolator android:tension=… />), @android:anim/… and @android:interpolator/… resources, and the path() and cubic-bezier() strings of MDC's tokens.xml. Material tokens as MDC-Android's tokens.xml has them: emphasized is a path, emphasized-decelerate (0.1, 0.7, 0.1, 1), emphasized-accelerate (0.3, 0, 0.8, 0.2). Android flattens a PathInterpolator to a polyline of tolerance 0.002: curves evaluates the path exactly."
        case .material:
            "md.sys.motion.easing.* and md.sys.motion.spring.* tokens, by full name or last part with dashes (standard, emphasized-decelerate, fast-spatial, expressive-fast-spatial, …), as the web and Compose define them: emphasized (0.2, 0, 0, 1), emphasized-decelerate (0.05, 0.7, 0.1, 1). MDC-Android disagrees (emphasized is a two-segment path, decelerate (0.1, 0.7, 0.1, 1)): write `android emphasized` for its values. Spring tokens use the standard scheme; prefix expressive- for the expressive one."
        case .flutter:
            "Curves.* (the Penner-like ones are the older Ceaser cubics: Curves.easeOutBack is not Compose's EaseOutBack), Cubic(a, b, c, d), ElasticIn/Out/InOutCurve(period = 0.4), the bounce curves, Curves.decelerate, ThreePointCubic, Easing.* (Material 3), SpringDescription (mass, stiffness, damping; withDampingRatio; withDurationAndBounce), SpringSimulation(spring, start, end, velocity) (velocity / (end − start) as progress per second), .flipped and FlippedCurve, Interval(begin, end, curve:) (flat before and after; begin and end may be Dart fractions like 3 / 5). Flutter bisects a Cubic to 1e-3 in x: curves evaluates it exactly and says how far Flutter may be off."
        case .motion:
            "ease arrays [x1, y1, x2, y2], the named easings (easeIn, circOut, backIn, anticipate, …) and transition objects { type: \"spring\", stiffness, damping, mass, velocity } or { type: \"spring\", visualDuration, bounce } (k = (2π/1.2v)²), { type: \"spring\", duration, bounce } solved as Motion's findSpring does, and steps(n, \"start\"|\"end\") by Motion's own code (steps(4) ends at 0.75 at p = 1, where CSS ends at 1); a duration spring jumps to the target when its duration ends, as Motion's does. Motion bisects an ease array's t at most 12 times: curves evaluates it exactly and says how far Motion lands from it."
        case .gsap:
            "ease strings: power0–4, quad … strong, sine, expo (GSAP's blended formula), circ, back(overshoot), elastic(amplitude, period), bounce, each .in/.out/.inOut (a bare name is .out), none/linear, steps(n) (n + 1 levels: CSS steps(n + 1, jump-none)), and CustomEase path data (absolute or relative commands). rough(), slow() and expoScale() are not timing curves curves can hold; an ease string GSAP does not know (\"sine inOut\") is refused, as GSAP would run its default power1.out."
        case .lottie:
            "a keyframe's easing handles {\"o\": {\"x\", \"y\"}, \"i\": {\"x\", \"y\"}}: cubic-bezier(o.x, o.y, i.x, i.y), the first dimension of per-axis handles; a whole property {\"a\": 1, \"k\": […]} as a keyframes curve from its first value to its last, hold keyframes (h: 1) as steps."
        }
    }

    /// The dialect a word names.
    public init?(word: String) { self.init(rawValue: word.lowercased()) }

    /// The words, for help and errors.
    public static var words: [String] { allCases.map(\.rawValue) }
}
