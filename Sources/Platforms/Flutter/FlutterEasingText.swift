import CurveKit

extension FlutterSpec {
    /// Flutter's ElasticIn/Out/InOutCurve (flutter/lib/src/animation/curves.dart).
    static func easingText(_ easing: PlatformEasing) -> (definition: String, formula: String)? {
        guard easing.formula == .flutterElastic else { return nil }
        let period = TextFormat.shortest(easing.parameters[0])
        let direction =
            switch easing.direction {
            case .in: "In"
            case .out: "Out"
            case .inOut: "InOut"
            }
        return (
            "\(word) Elastic\(direction)Curve(\(period))",
            "Flutter elastic \(easing.direction.rawValue): 2^(−10t)·sin((t − s)·2π/T) + 1 for out, T = \(period), s = T/4"
        )
    }
}
