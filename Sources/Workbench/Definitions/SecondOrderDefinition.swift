import CurveKit
import Platforms

struct SecondOrderDefinition: DeclaredCurveDefinition {
    static let word = SecondOrderKind.kind
    static let catalog = [
        CurveCatalog.Entry(
            kind: SecondOrderKind.kind, usage: usage,
            summary: "spring-like step response 1 − e^(−ζωx)·sin(βωx + φ)/β; 0 < ZETA < 1, OMEGA > 0")
    ]

    var damping = 0.5
    var frequency = 10.0

    static var arguments: [Argument<Self>] {
        [.positional("ZETA", \.damping, .listedNumber), .positional("OMEGA", \.frequency, .listedNumber)]
    }

    func build(_ context: some CurveBuildContext) throws(CommandError) -> Curve {
        .secondOrder(try Self.building { () throws(CurveError) in try SecondOrderResponse(damping: damping, frequency: frequency) })
    }
}
