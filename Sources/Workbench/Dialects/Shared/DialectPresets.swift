import CurveKit

/// Each platform's named curves as (spelling, curve) pairs, built from the same tables its
/// reader reads: the reader takes the spelling to the curve, and `export` searches the list the
/// other way, so a curve that has a name on a platform is written by that name. Every spelling
/// is code the dialect's reader reads back to exactly its curve (a test checks this).
extension Dialect {
    var presets: [(spelling: String, curve: Curve)] {
        switch self {
        case .css: DialectPresets.css
        case .swiftui: DialectPresets.swiftui
        case .uikit: DialectPresets.uikit
        case .compose: DialectPresets.compose
        case .android: DialectPresets.android
        case .flutter: DialectPresets.flutter
        case .motion: DialectPresets.motion
        case .material, .gsap, .lottie: []
        }
    }

    /// The platform's name for `curve`, when it has one.
    func presetSpelling(of curve: Curve) -> String? {
        presets.first { $0.curve == curve }?.spelling
    }
}

enum DialectPresets {
    static func sorted(_ table: [String: [Double]], _ spelling: (String) -> String) -> [(spelling: String, curve: Curve)] {
        table.keys.sorted().map { (spelling($0), DialectCurves.bezier(table[$0]!)) }
    }

    static let css = sorted(CSSDialect.keywords) { $0 }
    static let swiftui = sorted(SwiftUIDialect.beziers.filter { $0.key != "easeInEaseOut" }) { "." + $0 }
    static let uikit = sorted(UIKitDialect.timingNames.filter { ["default", "easeIn", "easeOut", "easeInEaseOut", "linear"].contains($0.key) }) {
        "CAMediaTimingFunction(name: .\($0))"
    }
    static let compose = sorted(ComposeDialect.beziers) { $0 }
        + ComposeDialect.formulas.keys.sorted().map { ($0, DialectCurves.penner(ComposeDialect.formulas[$0]!)) }
    /// androidx's FastOutSlowIn family reads 201-entry tables, not the cubic: not exact, so not here.
    static let android: [(spelling: String, curve: Curve)] = [("LinearInterpolator()", DialectCurves.linear)]
    static let flutter: [(spelling: String, curve: Curve)] =
        sorted(FlutterDialect.cubics) { "Curves." + $0 }
        + [("Curves.linear", DialectCurves.linear), ("Curves.bounceIn", DialectCurves.penner("bounce-in")),
           ("Curves.bounceOut", DialectCurves.penner("bounce-out")), ("Curves.bounceInOut", DialectCurves.penner("bounce-in-out")),
           ("Curves.easeInOutCubicEmphasized", try! DialectCurves.path(points: MaterialDialect.emphasizedPath, DialectCode(""), at: DialectNode(value: .name(""), offset: 0, length: 0)))]
    static let motion: [(spelling: String, curve: Curve)] =
        sorted(MotionDialect.beziers) { "\"\($0)\"" }
        + [("\"linear\"", DialectCurves.linear), ("\"circIn\"", DialectCurves.penner("circ-in")), ("\"circOut\"", DialectCurves.penner("circ-out")),
           ("\"circInOut\"", DialectCurves.penner("circ-in-out"))]
}
