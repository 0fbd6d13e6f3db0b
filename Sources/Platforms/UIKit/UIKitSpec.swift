import CurveKit

/// UIKit and Core Animation: the `uikit` platform.
enum UIKitSpec: PlatformSpec {
    static let word = "uikit"
    static let declaredAPI = UIKitAPI.declarations
    static let title = "UIKit and Core Animation"
    static let examples = [
        "CAMediaTimingFunction(controlPoints: 0.2, 0, 0, 1)", "CAMediaTimingFunction(name: .easeIn)",
        "UISpringTimingParameters(mass: 1, stiffness: 200, damping: 20)", "CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)",
    ]
    static let notes =
        "CAMediaTimingFunction (controlPoints: or name: — .default is CSS ease), CASpringAnimation (mass, stiffness, damping; perceptualDuration/bounce), UISpringTimingParameters (mass:stiffness:damping:, duration:bounce:), UICubicTimingParameters, UIViewPropertyAnimator (curve:, controlPoint1:controlPoint2:, timingParameters:); CABasicAnimation (linear without a timingFunction), CAKeyframeAnimation (values, keyTimes, timingFunctions); Objective-C message sends as Swift imports them; in a file, properties set on an animation after it is made (a CASpringAnimation's duration is the span Core Animation plays it for; 0.25 s, the transaction's default, when the code configures it and sets none). UIKit's iOS 7 animate(withDuration:usingSpringWithDamping:) is refused: Apple does not say how it derives the stiffness."
    /// Swift types `600 / 1000` by its context: 0.6 as a Double argument, 0 as an Int; Objective-C divides two ints to an int.
    static let wholeNumberDivision = CodeArithmetic.WholeNumberDivision.dependsOnContext
    static let terms: [PlatformTerm: String] = [
        .animation: "Core Animation",
        .cubicBezier: "CAMediaTimingFunction", .springAnimation: "CASpringAnimation", .keyframeAnimation: "CAKeyframeAnimation",
    ]
    static var reader: any PlatformReader.Type { UIKitReader.self }
    static var writer: any PlatformWriter.Type { UIKitWriter.self }
    static var animationWriter: any AnimationWriter.Type { CoreAnimationSwiftWriter.self }
    static var functionWriter: (any FunctionFormWriter.Type)? { UIKitFunctionForm.self }
    /// `swift` is this platform's Swift (the same code as `uikit`); `objc` its Objective-C.
    static var otherLanguages: [ExportLanguage] {
        [
            ExportLanguage(
                word: "swift", aliases: [], about: "UIKit's code in Swift, as uikit writes it", writer: UIKitWriter.self,
                animationWriter: CoreAnimationSwiftWriter.self,
                functionWriter: UIKitFunctionForm.self),
            ExportLanguage(
                word: "objc", aliases: ["objective-c", "objectivec", "obj-c", "m"], about: "UIKit's code in Objective-C",
                writer: UIKitObjCWriter.self,
                animationWriter: CoreAnimationObjCWriter.self),
        ]
    }
    /// Only the names `CAMediaTimingFunction(name:)` takes in Swift: the reader also knows the
    /// Objective-C constants and UIView.AnimationCurve's cases, which are not code to paste here.
    static var namedCurveSpellings: [[String]] {
        [
            ["default", "easeIn", "easeOut", "easeInEaseOut", "linear"].map { "CAMediaTimingFunction(name: .\($0))" } + [
                "CASpringAnimation()"
            ]
        ]
    }
    /// Apple's CAAnimation, CAMediaTiming, CABasicAnimation, CASpringAnimation and
    /// CAKeyframeAnimation and CAAnimationGroup properties, set on later lines.
    static let settableTiming: [String: [String: SourceFileBindings.Setting]] = [
        "CASpringAnimation": [
            "mass": .argument("mass"), "stiffness": .argument("stiffness"), "damping": .argument("damping"),
            "initialVelocity": .argument("initialVelocity"), "duration": .argument("duration"),
            "perceptualDuration": .argument("perceptualDuration"), "bounce": .argument("bounce"),
        ],
        "CABasicAnimation": ["timingFunction": .argument("timingFunction"), "duration": .argument("duration")],
        "CAAnimationGroup": [
            "timingFunction": .argument("timingFunction"), "duration": .argument("duration"), "animations": .argument("animations"),
        ],
        "CAKeyframeAnimation": [
            "values": .argument("values"), "keyTimes": .argument("keyTimes"), "timingFunctions": .argument("timingFunctions"),
            "timingFunction": .argument("timingFunction"), "calculationMode": .argument("calculationMode"),
        ],
    ]
    static let presets = PlatformPresets.sorted(
        UIKitReader.timingNames.filter { ["default", "easeIn", "easeOut", "easeInEaseOut", "linear"].contains($0.key) }
    ) { "CAMediaTimingFunction(name: .\($0))" }
    static let sourceLanguage = SourceLanguage.cLike(nestedComments: true)
}

extension Platform {
    public static let uikit = Platform(UIKitSpec.self)
}
