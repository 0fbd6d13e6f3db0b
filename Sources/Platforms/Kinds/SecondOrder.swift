import CurveKit

/// `second-order ZETA OMEGA`: the step response of an underdamped second-order system.
package struct SecondOrderKind: EditableKind {
    package static let kind = "second-order"

    package static func shape(of curve: Curve) -> SecondOrderResponse? {
        if case .secondOrder(let response) = curve { response } else { nil }
    }

    package static func definition(_ response: SecondOrderResponse, words: any KindWords.Type) -> String {
        "\(kind) \(TextFormat.shortest(response.damping)) \(TextFormat.shortest(response.frequency))"
    }

    package static func formula(_ response: SecondOrderResponse, words: any KindWords.Type) -> String { "y = " + response.formula }

    package static func editableViews(_ response: SecondOrderResponse) -> [EditableCurve] { [EditableCurve(response)] }

    package static func members(_ response: SecondOrderResponse) -> [(key: String, value: JSONValue)] {
        [("zeta", .number(response.damping)), ("omega", .number(response.frequency))]
    }

    package static func read(_ element: JSONReader, depth: Int) throws(SessionFormatError) -> Curve {
        let (zeta, omega) = (try element.required("zeta").number(), try element.required("omega").number())
        return .secondOrder(
            try located(element, nil) { () throws(CurveError) in
                try SecondOrderResponse(damping: zeta, frequency: omega)
            })
    }
}
