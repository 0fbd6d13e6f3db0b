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
