import CurveKit

/// SwiftUI: the `swiftui` platform.
enum SwiftUISpec: PlatformSpec {
    static let word = "swiftui"
    static let declaredAPI = SwiftUIAPI.declarations
    static let title = "SwiftUI"
    static let examples = [
        ".snappy", ".bouncy(duration: 0.4, extraBounce: 0.1)", ".spring(response: 0.4, dampingFraction: 0.6)",
        ".timingCurve(0.2, 0, 0, 1, duration: 0.3)", ".easeInOut",
    ]
    static let notes =
        "Animation and Spring presets (.smooth, .snappy, .bouncy, .spring, .interactiveSpring, .default — a spring on iOS 17 and later), spring(duration:bounce:), spring(response:dampingFraction:), interpolatingSpring(mass:stiffness:damping:), timingCurve and UnitCurve (x clamped to [0, 1] as SwiftUI does). A spring's response is taken as its undamped period (SwiftUI's duration), which Apple implies but does not state."
    /// Swift types `600 / 1000` by its context: 0.6 as a Double argument, 0 as an Int.
    static let terms: [PlatformTerm: String] = [.animation: "SwiftUI Animation"]
    static let wholeNumberDivision = CodeArithmetic.WholeNumberDivision.dependsOnContext
    static var reader: any PlatformReader.Type { SwiftUIReader.self }
    static var writer: any PlatformWriter.Type { SwiftUIWriter.self }
    static var animationWriter: any AnimationWriter.Type { SwiftUIAnimationWriter.self }
    static var functionWriter: (any FunctionFormWriter.Type)? { SwiftUIFunctionForm.self }
    /// `.easeInEaseOut` is `.easeInOut`'s other spelling: the table keeps one per curve.
    static var namedCurveSpellings: [[String]] { [SwiftUIReader.names + SwiftUIReader.beziers.keys.sorted().map { ".\($0)" }] }
    static let presets = PlatformPresets.sorted(SwiftUIReader.beziers.filter { $0.key != "easeInEaseOut" }) { "." + $0 }
    static let sourceLanguage = SourceLanguage.cLike(nestedComments: true)
}

extension Platform {
    public static let swiftui = Platform(SwiftUISpec.self)
}
