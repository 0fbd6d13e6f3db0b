import CurveKit

/// Lottie (bodymovin JSON): the `lottie` platform.
enum LottieSpec: PlatformSpec {
    static let word = "lottie"
    static let title = "Lottie (bodymovin JSON)"
    static let declaredAPI = LottieAPI.declarations
    static let examples = ["{\"o\": {\"x\": [0.33], \"y\": [0]}, \"i\": {\"x\": [0.67], \"y\": [1]}}"]
    static let notes =
        "a keyframe's easing handles {\"o\": {\"x\", \"y\"}, \"i\": {\"x\", \"y\"}}: the cubic Bézier whose control points are (o.x, o.y) and (i.x, i.y), the first dimension of per-axis handles; a whole property {\"a\": 1, \"k\": […]} as a keyframes curve from its first value to its last, hold keyframes (h: 1) as steps, two keyframes at one time as a jump to the later one's value."
    static let terms: [PlatformTerm: String] = [.animation: "Lottie keyframes at the animation's fps"]
    static var reader: any PlatformReader.Type { LottieReader.self }
    static var writer: any PlatformWriter.Type { LottieWriter.self }
    static var animationWriter: any AnimationWriter.Type { LottieAnimationWriter.self }
    static let sourceLanguage = SourceLanguage.json
}

extension Platform {
    public static let lottie = Platform(LottieSpec.self)
}
