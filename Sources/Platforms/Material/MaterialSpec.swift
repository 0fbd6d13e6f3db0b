import CurveKit

/// Material 3 motion tokens: the `material` platform.
enum MaterialSpec: PlatformSpec {
    static let word = "material"
    static let title = "Material 3 motion tokens"
    static let examples = [
        "md.sys.motion.easing.emphasized.decelerate", "emphasized-decelerate", "md.sys.motion.spring.fast.spatial",
        "expressive-fast-spatial",
    ]
    static let notes =
        "md.sys.motion.easing.* and md.sys.motion.spring.* tokens, by full name or last part with dashes (standard, emphasized-decelerate, fast-spatial, expressive-fast-spatial, …), as the web and Compose define them: emphasized (0.2, 0, 0, 1), emphasized-decelerate (0.05, 0.7, 0.1, 1). MDC-Android disagrees (emphasized is a two-segment path, decelerate (0.1, 0.7, 0.1, 1)): write `android emphasized` for its values. Spring tokens use the standard scheme; prefix expressive- for the expressive one."
    static let terms: [PlatformTerm: String] = [.animation: "Material tokens"]
    static var reader: any PlatformReader.Type { MaterialReader.self }
    static var writer: any PlatformWriter.Type { MaterialWriter.self }
    static var animationWriter: any AnimationWriter.Type { MaterialAnimationWriter.self }
    static let collidingNames = [
        "emphasized": "emphasized", "emphasized-decelerate": "emphasized-decelerate", "emphasized-accelerate": "emphasized-accelerate",
    ]
    static var namedCurveSpellings: [[String]] { [MaterialTokens.easingNames + MaterialTokens.springs.keys.sorted()] }
    static let presets = MaterialWriter.tokens
    /// Material's motion is written in the code of the platforms it ships on: a project's own
    /// interpolator, spec or timing function holds the curve where no token is named.
    static let hostPlatforms = ["android", "compose", "css", "flutter"]
}

extension Platform {
    public static let material = Platform(MaterialSpec.self)
}
