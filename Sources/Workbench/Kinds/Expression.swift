import CurveKit

/// `expr FORMULA`: any formula in x.
struct ExpressionKind: CurveKindSpec {
    static let kind = "expr"

    static func shape(of curve: Curve) -> Formula? {
        if case .expression(let formula) = curve { formula } else { nil }
    }

    static func definition(_ formula: Formula) -> String { "\(kind) \(formula.description)" }

    static func formula(_ formula: Formula) -> String { "y = \(formula.description)" }

    static func members(_ formula: Formula) -> [(key: String, value: JSONValue)] {
        [("formula", .string(formula.text))]
    }

    static func read(_ element: JSONReader, depth: Int) throws(SessionFormatError) -> Curve {
        let text = try element.required("formula").string()
        do {
            return .expression(try Formula(parsing: text))
        } catch {
            throw SessionFormatError(path: element.path + ".formula", message: error.description)
        }
    }
}
