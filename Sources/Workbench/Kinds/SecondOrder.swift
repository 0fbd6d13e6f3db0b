import CurveKit

/// `second-order ZETA OMEGA`: the step response of an underdamped second-order system.
struct SecondOrderKind: EditableKind {
    static let kind = "second-order"

    static func shape(of curve: Curve) -> SecondOrderResponse? {
        if case .secondOrder(let response) = curve { response } else { nil }
    }

    static func definition(_ response: SecondOrderResponse) -> String {
        "\(kind) \(TextFormat.shortest(response.damping)) \(TextFormat.shortest(response.frequency))"
    }

    static func formula(_ response: SecondOrderResponse) -> String { "y = " + response.formula }

    static func editableViews(_ response: SecondOrderResponse) -> [EditableCurve] { [EditableCurve(response)] }

    static func members(_ response: SecondOrderResponse) -> [(key: String, value: JSONValue)] {
        [("zeta", .number(response.damping)), ("omega", .number(response.frequency))]
    }

    static func read(_ element: JSONReader, depth: Int) throws(SessionFormatError) -> Curve {
        let (zeta, omega) = (try element.required("zeta").number(), try element.required("omega").number())
        return .secondOrder(
            try located(element, nil) { () throws(CurveError) in
                try SecondOrderResponse(damping: zeta, frequency: omega)
            })
    }
}

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
