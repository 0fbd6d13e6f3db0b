import CurveKit
import Platforms

struct ExpoDecayDefinition: DeclaredCurveDefinition {
    static let word = ExpoDecayKind.kind
    static let catalog = [
        CurveCatalog.Entry(
            kind: ExpoDecayKind.kind, usage: usage, summary: "exponential slow-down (1 − e^(−K·x)) / (1 − e^(−K)); K ≠ 0")
    ]

    var rate = 1.0

    static var arguments: [Argument<Self>] { [.positional("K", \.rate, .listedNumber)] }

    func build(_ context: some CurveBuildContext) throws(CommandError) -> Curve {
        .exponentialDecay(try Self.building { () throws(CurveError) in try ExponentialDecay(rate: rate) })
    }
}
