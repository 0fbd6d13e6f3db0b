import CurveKit

/// `bezier X1 Y1 X2 Y2`: a cubic Bézier timing function, as CSS and Core Animation have it (its
/// CSS form is written with the CSS functions its caller passes, ``CSSFunctionWords``).
package struct BezierKind: EditableKind {
    package static let kind = "bezier"

    package static func shape(of curve: Curve) -> CubicBezier? {
        if case .bezier(let bezier) = curve { bezier } else { nil }
    }

    package static func definition(_ bezier: CubicBezier, words: any KindWords.Type) -> String {
        "bezier " + bezier.controlPoints.map(TextFormat.shortest).joined(separator: " ")
    }

    package static func formula(_ bezier: CubicBezier, words: any KindWords.Type) -> String {
        let p1 = [bezier.x1, bezier.y1].map(TextFormat.shortest).joined(separator: ", ")
        let p2 = [bezier.x2, bezier.y2].map(TextFormat.shortest).joined(separator: ", ")
        return "y(x) = y(t) where x(t) = x; P1 = (\(p1)), P2 = (\(p2))"
    }

    package static func css(_ bezier: CubicBezier, in functions: any CSSFunctionWords.Type, digits: Digits) -> String? {
        functions.cubicBezier(controlPoints(bezier, digits: digits))
    }

    /// The four control points as code numbers, `x1, y1, x2, y2` joined by `separator`, with
    /// the fewest digits that keep the curve (``PasteDecimals``).
    static func controlPoints(_ bezier: CubicBezier, separator: String = ", ", digits: Digits) -> String {
        PasteDecimals.bezier(bezier, digits: digits).joined(separator: separator)
    }

    package static func handles(_ bezier: CubicBezier) -> [(x: Double, y: Double)] {
        [(0, 0), (bezier.x1, bezier.y1), (1, 1), (bezier.x2, bezier.y2)]
    }

    package static func exact(_ bezier: CubicBezier, in forms: any ExactForms.Type, digits: Digits) -> String? {
        forms.exact(bezier: bezier, digits: digits)
    }

    package static func flipped(_ bezier: CubicBezier) -> Curve? {
        let p = bezier.controlPoints
        return try? .bezier(CubicBezier(x1: 1 - p[2], y1: 1 - p[3], x2: 1 - p[0], y2: 1 - p[1]))
    }

    package static func editableViews(_ bezier: CubicBezier) -> [EditableCurve] { [EditableCurve(bezier)] }

    package static func members(_ bezier: CubicBezier) -> [(key: String, value: JSONValue)] {
        [("points", .numbers(bezier.controlPoints))]
    }

    package static func read(_ element: JSONReader, depth: Int) throws(SessionFormatError) -> Curve {
        let points = try element.required("points").numbers(count: 4)
        return .bezier(
            try located(element, "points") { () throws(CurveError) in
                try CubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
            })
    }
}
