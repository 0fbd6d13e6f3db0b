import CurveKit

/// Flutter: the `flutter` platform.
enum FlutterSpec: PlatformSpec {
    static let word = "flutter"
    static let declaredAPI = FlutterAPI.declarations
    static let title = "Flutter"
    static let examples = [
        "Curves.easeOutBack", "Cubic(0.2, 0, 0, 1)", "Curves.elasticOut", "ElasticOutCurve(0.3)",
        "SpringDescription.withDampingRatio(mass: 1, stiffness: 200, ratio: 0.5)",
    ]
    static let notes =
        "Curves.* (the Penner-like ones are the older Ceaser cubics, not the other platforms' curves of the same names: help easeOutBack lists each and how far apart they are), Cubic(a, b, c, d), ElasticIn/Out/InOutCurve(period = 0.4), the bounce curves, Curves.decelerate, ThreePointCubic, Easing.* (Material 3), SpringDescription (mass, stiffness, damping; withDampingRatio; withDurationAndBounce), SpringSimulation(spring, start, end, velocity) (velocity / (end − start) as progress per second), .flipped and FlippedCurve, Interval(begin, end, curve:) (flat before and after; begin and end may be Dart fractions like 3 / 5). Flutter bisects a Cubic to 1e-3 in x: curves evaluates it exactly and says how far Flutter may be off."
    static let terms: [PlatformTerm: String] = [.animation: "Flutter AnimationController"]
    static var reader: any PlatformReader.Type { FlutterReader.self }
    static var writer: any PlatformWriter.Type { FlutterWriter.self }
    static var animationWriter: any AnimationWriter.Type { FlutterAnimationWriter.self }
    static var functionWriter: (any FunctionFormWriter.Type)? { FlutterFunctionForm.self }
    static let collidingNames = [
        "easeOutBack": "Curves.easeOutBack", "easeInOutBack": "Curves.easeInOutBack", "easeInSine": "Curves.easeInSine",
        "easeOutElastic": "Curves.elasticOut", "easeOutBounce": "Curves.bounceOut", "easeInExpo": "Curves.easeInExpo",
        "emphasized": "Curves.easeInOutCubicEmphasized",
    ]
    /// Material's easing tokens as `Easing` spells them; then the Curves.
    static var namedCurveSpellings: [[String]] {
        [
            MaterialTokens.easingNames.map { token in
                let words = token.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
                return "Easing." + words.prefix(1).lowercased() + words.dropFirst()
            },
            FlutterReader.names + FlutterReader.material.keys.sorted().map { "Curves.\($0)" },
        ]
    }
    static let presets: [(spelling: String, curve: Curve)] =
        PlatformPresets.sorted(FlutterReader.cubics) { "Curves." + $0 }
        + [
            ("Curves.linear", CodeCurves.linear), ("Curves.bounceIn", CodeCurves.penner("bounce-in")),
            ("Curves.bounceOut", CodeCurves.penner("bounce-out")), ("Curves.bounceInOut", CodeCurves.penner("bounce-in-out")),
        ]
        + PlatformPresets.path("Curves.easeInOutCubicEmphasized", points: MaterialTokens.emphasizedPath)
    static let sourceLanguage = SourceLanguage.cLike(nestedComments: true)
}

extension Platform {
    public static let flutter = Platform(FlutterSpec.self)
}
