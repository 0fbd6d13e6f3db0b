import CurveKit

/// `expr FORMULA`: any formula in x.
package struct ExpressionKind: CurveKindSpec {
    package static let kind = "expr"

    package static func shape(of curve: Curve) -> Formula? {
        if case .expression(let formula) = curve { formula } else { nil }
    }

    package static func definition(_ formula: Formula, words: any KindWords.Type) -> String { "\(kind) \(formula.description)" }

    package static func formula(_ formula: Formula, words: any KindWords.Type) -> String { "y = \(formula.description)" }

    package static func members(_ formula: Formula) -> [(key: String, value: JSONValue)] {
        [("formula", .string(formula.text))]
    }

    package static func read(_ element: JSONReader, depth: Int) throws(SessionFormatError) -> Curve {
        let text = try element.required("formula").string()
        do {
            return .expression(try Formula(parsing: text))
        } catch {
            throw SessionFormatError(path: element.path + ".formula", message: error.description)
        }
    }
}
