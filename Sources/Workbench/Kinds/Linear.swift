import CurveKit

/// CSS `linear()`: stops joined by straight lines, made by the `linear` command.
struct LinearKind: CurveKindSpec {
    static let kind = "linear"

    static func shape(of curve: Curve) -> LinearStops? {
        if case .linear(let stops) = curve { stops } else { nil }
    }

    static func definition(_ stops: LinearStops) -> String { "linear() with \(stops.stops.count) stops" }

    static func formula(_ stops: LinearStops) -> String { "\(stops.stops.count) stops joined by straight lines (CSS linear())" }

    static func css(_ stops: LinearStops, digits: Digits) -> String? { stops.css }

    static func members(_ stops: LinearStops) -> [(key: String, value: JSONValue)] {
        [("stops", .array(stops.stops.map { .numbers([$0.x, $0.y]) })), ("css", .string(stops.css)),
         ("max", .number(stops.maxError)), ("at", .number(stops.maxErrorAt))]
    }

    static func read(_ element: JSONReader, depth: Int) throws(SessionFormatError) -> Curve {
        var stops: [(x: Double, y: Double)] = []
        for stop in try element.required("stops").elements() {
            let pair = try stop.numbers(count: 2)
            stops.append((pair[0], pair[1]))
        }
        guard stops.count >= 2, stops.first?.x == 0, stops.last?.x == 1,
            zip(stops, stops.dropFirst()).allSatisfy({ $0.x <= $1.x })
        else { throw SessionFormatError(path: element.path + ".stops", message: "expected at least two stops with x from 0 to 1, never decreasing") }
        return .linear(LinearStops(
            stops: stops, css: try element.required("css").string(),
            maxError: try element.required("max").number(), maxErrorAt: try element.required("at").number()))
    }
}
