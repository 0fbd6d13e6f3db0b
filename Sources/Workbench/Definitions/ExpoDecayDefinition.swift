import CurveKit
import Platforms

struct ExpoDecayDefinition: CurveDefinition {
    static let keyword: String? = ExpoDecayKind.kind
    static let catalog = [
        CurveCatalog.Entry(
            kind: ExpoDecayKind.kind, usage: "\(ExpoDecayKind.kind) K",
            summary: "exponential slow-down (1 − e^(−K·x)) / (1 − e^(−K)); K ≠ 0")
    ]

    var rate: Double

    static func parse(_ words: inout Words) throws(CommandError) -> ExpoDecayDefinition {
        ExpoDecayDefinition(rate: try words.number("K"))
    }

    var words: [String] { [ExpoDecayKind.kind, TextFormat.shortest(rate)] }

    func build(_ context: some CurveBuildContext) throws(CommandError) -> Curve {
        .exponentialDecay(try Self.building { () throws(CurveError) in try ExponentialDecay(rate: rate) })
    }
}
