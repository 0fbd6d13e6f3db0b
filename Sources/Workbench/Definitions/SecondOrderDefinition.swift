import CurveKit
import Platforms

struct SecondOrderDefinition: CurveDefinition {
    static let keyword: String? = SecondOrderKind.kind
    static let catalog = [
        CurveCatalog.Entry(
            kind: SecondOrderKind.kind, usage: "\(SecondOrderKind.kind) ZETA OMEGA",
            summary: "spring-like step response 1 − e^(−ζωx)·sin(βωx + φ)/β; 0 < ZETA < 1, OMEGA > 0")
    ]

    var damping: Double
    var frequency: Double

    static func parse(_ words: inout Words) throws(CommandError) -> SecondOrderDefinition {
        SecondOrderDefinition(damping: try words.number("ZETA"), frequency: try words.number("OMEGA"))
    }

    var words: [String] { [SecondOrderKind.kind, TextFormat.shortest(damping), TextFormat.shortest(frequency)] }

    func build(_ context: some CurveBuildContext) throws(CommandError) -> Curve {
        .secondOrder(try Self.building { () throws(CurveError) in try SecondOrderResponse(damping: damping, frequency: frequency) })
    }
}
