import CurveKit

/// How each kind of curve is written in a session file: a `kind` member and the kind's
/// parameters, every number in shortest round-trip form so it reads back bit for bit.
package enum CurveEncoding {
    package static func members(of curve: Curve) -> [(key: String, value: JSONValue)] {
        [("kind", .string(curve.spec.kind))] + curve.spec.members(of: curve)
    }

    package static func curve(from element: JSONReader, depth: Int = 0) throws(SessionFormatError) -> Curve {
        let kind = try element.required("kind").string()
        guard let spec = CurveKinds.spec(forKind: kind) else {
            throw SessionFormatError(
                path: element.path + ".kind",
                message: "unknown curve kind \"\(kind)\"; expected one of \(CurveKinds.all.map { $0.kind }.joined(separator: ", "))")
        }
        return try spec.read(element, depth: depth)
    }
}
