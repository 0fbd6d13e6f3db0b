import CurveKit

/// How each kind of curve is written in a session file: a `kind` member and the kind's
/// parameters.
enum CurveEncoding {
    static func members(of curve: Curve) -> [(key: String, value: JSONValue)] {
        switch curve {
        case .bezier(let bezier):
            [("kind", "bezier"), ("points", .numbers(bezier.controlPoints))]
        }
    }

    static func curve(from element: JSONReader) throws(SessionFormatError) -> Curve {
        let kind = try element.required("kind").string()
        switch kind {
        case "bezier":
            let points = try element.required("points").numbers(count: 4)
            do {
                return .bezier(try CubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3]))
            } catch {
                throw SessionFormatError(path: element.path + ".points", message: error.message)
            }
        default:
            throw SessionFormatError(
                path: element.path + ".kind", message: "unknown curve kind \"\(kind)\"; expected bezier")
        }
    }
}
