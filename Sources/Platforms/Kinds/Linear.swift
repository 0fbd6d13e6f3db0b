import CurveKit

/// CSS `linear()`: stops joined by straight lines, made by the `linear` command or typed
/// (`a = linear(0, 0.25 25% 75%, 1)`, read by ``CSSReader``); its definition is its CSS.
struct LinearKind: CurveKindSpec {
    static let kind = "linear"

    static func shape(of curve: Curve) -> LinearStops? {
        if case .linear(let stops) = curve { stops } else { nil }
    }

    static func definition(_ stops: LinearStops, words: any KindWords.Type) -> String { stops.css }

    static func formula(_ stops: LinearStops, words: any KindWords.Type) -> String {
        "\(stops.stops.count) stops joined by straight lines (CSS linear())"
    }

    static func css(_ stops: LinearStops, in functions: any CSSFunctionWords.Type, digits: Digits) -> String? { stops.css }

    static func exact(_ stops: LinearStops, in forms: any ExactForms.Type, digits: Digits) -> String? {
        forms.exact(linear: stops, digits: digits)
    }

    static func exactPath(_ stops: LinearStops) -> BezierPath? { PathKind.polyline(stops.stops) }

    static func keys(_ stops: LinearStops, maximumHeldValues: Int) -> CurveKeys? {
        return CurveKeys(times: stops.stops.map(\.x), values: stops.stops.map(\.y), between: .straight)
    }

    static func members(_ stops: LinearStops) -> [(key: String, value: JSONValue)] {
        [
            ("stops", .array(stops.stops.map { .numbers([$0.x, $0.y]) })), ("css", .string(stops.css)),
            ("max", .number(stops.maxError)), ("at", .number(stops.maxErrorAt)),
        ]
    }

    static func read(_ element: JSONReader, depth: Int) throws(SessionFormatError) -> Curve {
        var stops: [(x: Double, y: Double)] = []
        for stop in try element.required("stops").elements() {
            let pair = try stop.numbers(count: 2)
            stops.append((pair[0], pair[1]))
        }
        // Typed linear() may start after 0 % or end before 100 % (CSS extends the end segments).
        guard stops.count >= 2, stops.allSatisfy({ $0.x.isFinite && $0.y.isFinite }),
            zip(stops, stops.dropFirst()).allSatisfy({ $0.x <= $1.x })
        else { throw SessionFormatError(path: element.path + ".stops", message: "expected at least two stops whose x never decreases") }
        return .linear(
            LinearStops(
                stops: stops, css: try element.required("css").string(),
                maxError: try element.required("max").number(), maxErrorAt: try element.required("at").number()))
    }
}
