import CurveKit

/// Path data pasted in a platform's code, read as `path` reads it.
extension CodeCurves {
    /// SVG-style path data (`M0,0 C…`) as a path curve.
    static func path(_ data: String, _ code: SourceCode, at node: CodeNode) throws(CommandError) -> Curve {
        // Android's and Compose's PathParser start the path at the origin when the data opens
        // with another command than M (`C0.2,0 0.1,1 0.5,1 L 1,1`), as SVG does not allow.
        var data = data
        if let first = data.first(where: { !$0.isWhitespace }), first.isLetter, first != "M" { data = "M0,0 " + data }
        let words = data.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
        var column = 1
        let tokens = words.map { word -> Token in
            defer { column += word.count + 1 }
            return Token(text: String(word), column: column)
        }
        var reader = Words(tokens: tokens, command: Token(text: "path", column: 0))
        do {
            return .path(try PathKind.parse(&reader))
        } catch {
            throw code.error("in the path data: \(error.message)", at: node)
        }
    }

    /// Points (x0, y0, then six numbers per cubic segment) as a path curve.
    static func path(points: [Double], _ code: SourceCode, at node: CodeNode) throws(CommandError) -> Curve {
        let segments = PathKind.segments(start: (points[0], points[1]), rest: Array(points.dropFirst(2)))
        do {
            return .path(try BezierPath(segments: segments))
        } catch {
            throw code.error(error.wording, at: node)
        }
    }
}
