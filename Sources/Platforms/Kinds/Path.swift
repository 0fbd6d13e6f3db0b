import CurveKit

/// `path M0,0 C x1,y1 x2,y2 x3,y3 …`: cubic Bézier segments joined end to end, in SVG path data
/// (absolute `M`, `C` and `L`) in the unit box — Android's `PathInterpolator` and GSAP's
/// `CustomEase` describe custom easings this way.
package struct PathKind: EditableKind {
    package static let kind = "path"

    package static func shape(of curve: Curve) -> BezierPath? {
        if case .path(let path) = curve { path } else { nil }
    }

    /// The path data, one word per point: `M0,0 C0.3,0 0.2,1 1,1 L…`; a straight segment is `L`.
    package static func data(_ path: BezierPath) -> [String] {
        func point(_ x: Double, _ y: Double) -> String { "\(TextFormat.shortest(x)),\(TextFormat.shortest(y))" }
        let first = path.segments[0]
        return ["M" + point(first.x[0], first.y[0])]
            + path.segments.flatMap { segment in
                segment.isStraight
                    ? ["L" + point(segment.x[3], segment.y[3])]
                    : ["C" + point(segment.x[1], segment.y[1]), point(segment.x[2], segment.y[2]), point(segment.x[3], segment.y[3])]
            }
    }

    package static func definition(_ path: BezierPath, words: any KindWords.Type) -> String { ([kind] + data(path)).joined(separator: " ") }

    package static func formula(_ path: BezierPath, words: any KindWords.Type) -> String {
        "\(path.segments.count) cubic segment\(path.segments.count == 1 ? "" : "s"): y(x) = y(t) where x(t) = x in the segment that holds x"
    }

    /// A path of straight segments is exactly CSS `linear()`, a stop per point.
    package static func css(_ path: BezierPath, in functions: any CSSFunctionWords.Type, digits: Digits) -> String? {
        guard path.segments.allSatisfy(\.isStraight) else { return nil }
        let points = [(path.segments[0].x[0], path.segments[0].y[0])] + path.segments.map { ($0.x[3], $0.y[3]) }
        let stops = points.map { x, y in "\(TextFormat.shortest(y)) \(TextFormat.percent(fromUnit: TextFormat.exact(x)))%" }
        return "linear(" + stops.joined(separator: ", ") + ")"
    }

    /// Every curved segment's two handles (a straight segment has none to show).
    package static func handles(_ path: BezierPath) -> [(x: Double, y: Double)] {
        path.segments.filter { !$0.isStraight }.flatMap { segment in
            [(segment.x[0], segment.y[0]), (segment.x[1], segment.y[1]), (segment.x[3], segment.y[3]), (segment.x[2], segment.y[2])]
        }
    }

    package static func exact(_ path: BezierPath, in forms: any ExactForms.Type, digits: Digits) -> String? {
        forms.exact(path: path, digits: digits)
    }

    package static func exactPath(_ path: BezierPath) -> BezierPath? { path }

    /// The segments turned half a turn about (½, ½) and in reverse order.
    package static func flipped(_ path: BezierPath) -> Curve? {
        let segments = path.segments.reversed().map { segment in
            BezierPath.Segment(x: segment.x.reversed().map { 1 - $0 }, y: segment.y.reversed().map { 1 - $0 })
        }
        return (try? BezierPath(segments: Array(segments))).map(Curve.path)
    }

    package static func editableViews(_ path: BezierPath) -> [EditableCurve] { [EditableCurve(path)] }

    /// Straight segments through `points`, nil for fewer than two points or x going back.
    static func polyline(_ points: [(x: Double, y: Double)]) -> BezierPath? {
        try? BezierPath(segments: zip(points, points.dropFirst()).map { BezierPath.Segment.line(from: $0, to: $1) })
    }

    /// `"points": [x0, y0, then x1, y1, x2, y2, x3, y3 of each segment]`.
    package static func members(_ path: BezierPath) -> [(key: String, value: JSONValue)] {
        let first = path.segments[0]
        return [
            (
                "points",
                .numbers(
                    [first.x[0], first.y[0]]
                        + path.segments.flatMap { segment in
                            [segment.x[1], segment.y[1], segment.x[2], segment.y[2], segment.x[3], segment.y[3]]
                        })
            )
        ]
    }

    package static func read(_ element: JSONReader, depth: Int) throws(SessionFormatError) -> Curve {
        let points = try element.required("points").numberList()
        guard points.count >= 8, (points.count - 2) % 6 == 0 else {
            throw SessionFormatError(path: element.path + ".points", message: "expected x0, y0 and six numbers per segment")
        }
        let segments = segments(start: (points[0], points[1]), rest: Array(points.dropFirst(2)))
        return .path(try located(element, "points") { () throws(CurveError) in try BezierPath(segments: segments) })
    }

    /// Segments from a start point and six numbers per segment.
    static func segments(start: (Double, Double), rest: [Double]) -> [BezierPath.Segment] {
        var segments: [BezierPath.Segment] = []
        var from = start
        for index in stride(from: 0, to: rest.count - 5, by: 6) {
            let p = Array(rest[index..<(index + 6)])
            segments.append(BezierPath.Segment(x: [from.0, p[0], p[2], p[4]], y: [from.1, p[1], p[3], p[5]]))
            from = (p[4], p[5])
        }
        return segments
    }
}

extension PathKind {
    /// SVG path data: `M x,y` then any number of `C x1,y1 x2,y2 x3,y3` (the letter may be left
    /// out before further triples) and `L x,y`, or `c` and `l` with each point relative to the
    /// segment's start; numbers separated by commas or spaces.
    package static func parse(_ words: inout Words) throws(CommandError) -> BezierPath {
        var items: [(text: String, token: Token)] = []
        while let token = words.next() {
            var current = ""
            for character in token.text {
                if character.isLetter && character != "e" && character != "E" {
                    if !current.isEmpty { items.append((current, token)) }
                    items.append((String(character), token))
                    current = ""
                } else if character == "," {
                    if !current.isEmpty { items.append((current, token)) }
                    current = ""
                } else {
                    current.append(character)
                }
            }
            if !current.isEmpty { items.append((current, token)) }
        }
        guard !items.isEmpty else { throw words.missing("path data: M0,0 C X1,Y1 X2,Y2 X3,Y3 …") }
        var index = 0
        func number(_ role: String) throws(CommandError) -> Double {
            guard index < items.count else { throw words.missing(role) }
            let item = items[index]
            guard let value = Double(item.text), value.isFinite else {
                throw CommandError(
                    "expected a number for \(role) in the path data, got '\(Names.shortened(item.text))'; \(words.usage)", at: item.token)
            }
            index += 1
            return value
        }
        guard items[0].text == "M" else {
            throw CommandError("path data starts with M0,Y (absolute moveto); got '\(Names.shortened(items[0].text))'", at: items[0].token)
        }
        index = 1
        let start = (try number("the start x"), try number("the start y"))
        var rest: [Double] = []
        var command = ""
        var last = start
        while index < items.count {
            let item = items[index]
            if item.text.count == 1, item.text.first?.isLetter == true {
                guard ["C", "c", "L", "l"].contains(item.text) else {
                    throw CommandError(
                        "unknown path command '\(Names.shortened(item.text))'; accepted: C (cubic) and L (line), absolute, or c and l relative to the point before, after one M",
                        at: item.token)
                }
                command = item.text
                index += 1
                continue
            }
            guard !command.isEmpty else {
                throw CommandError("a number after M's point needs C or L before it", at: item.token)
            }
            // Lower case: each point relative to the segment's start (SVG), as GSAP's CustomEase reads it.
            let origin = command == "c" || command == "l" ? last : (0, 0)
            if command == "C" || command == "c" {
                var values = [try number("x1"), try number("y1"), try number("x2"), try number("y2"), try number("x3"), try number("y3")]
                for index in values.indices { values[index] += index % 2 == 0 ? origin.0 : origin.1 }
                rest += values
                last = (values[4], values[5])
            } else {
                let end = (try number("x") + origin.0, try number("y") + origin.1)
                let line = BezierPath.Segment.line(from: (last.0, last.1), to: (end.0, end.1))
                rest += [line.x[1], line.y[1], line.x[2], line.y[2], end.0, end.1]
                last = end
            }
        }
        let segments = PathKind.segments(start: start, rest: rest)
        do {
            return try BezierPath(segments: segments)
        } catch {
            throw CommandError(error.wording)
        }
    }
}
