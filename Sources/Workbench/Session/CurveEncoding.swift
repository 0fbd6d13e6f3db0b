import CurveKit

/// How each kind of curve is written in a session file: a `kind` member and the kind's
/// parameters, every number in shortest round-trip form so it reads back bit for bit.
enum CurveEncoding {
    static func members(of curve: Curve) -> [(key: String, value: JSONValue)] {
        switch curve {
        case .bezier(let bezier):
            [("kind", "bezier"), ("points", .numbers(bezier.controlPoints))]
        case .penner(let penner):
            [("kind", "penner"), ("easing", .string(penner.name))]
        case .exponentialDecay(let decay):
            [("kind", "expo-decay"), ("k", .number(decay.rate))]
        case .secondOrder(let response):
            [("kind", "second-order"), ("zeta", .number(response.damping)), ("omega", .number(response.frequency))]
        case .steps(let steps):
            [("kind", "steps"), ("count", .number(Double(steps.count))), ("position", .string(steps.position.rawValue))]
        case .keyframes(let keyframes):
            [
                ("kind", "keyframes"), ("times", .numbers(keyframes.times)), ("values", .numbers(keyframes.values)),
                ("curves", .array(keyframes.segments.map { .object([("name", .string($0.name))] + members(of: $0.curve)) })),
            ]
        case .data(let data):
            [("kind", "data"), ("source", .string(data.source)), ("times", .numbers(data.times)), ("values", .numbers(data.values))]
        case .expression(let formula):
            [("kind", "expr"), ("formula", .string(formula.text))]
        case .linear(let stops):
            [("kind", "linear"), ("stops", .array(stops.stops.map { .numbers([$0.x, $0.y]) })), ("css", .string(stops.css)),
             ("max", .number(stops.maxError)), ("at", .number(stops.maxErrorAt))]
        case .spring(let spring):
            [("kind", "spring"), ("mass", .number(spring.mass)), ("stiffness", .number(spring.stiffness)),
             ("damping", .number(spring.damping)), ("velocity", .number(spring.initialVelocity))]
                + (spring.duration.map { [("duration", .number($0))] } ?? [])
        case .oscillation(let oscillation):
            [
                ("kind", "oscillation"), ("bounces", .number(Double(oscillation.bounces))),
                ("stiffness", .string(oscillation.stiffness.word)), ("overshoot", .bool(oscillation.overshoot)),
                ("shake", .bool(oscillation.shake)), ("duration", .number(oscillation.duration)),
            ]
        }
    }

    /// The deepest nesting of keyframe curves inside keyframe curves a file may have.
    static let maximumNesting = 16

    static func curve(from element: JSONReader, depth: Int = 0) throws(SessionFormatError) -> Curve {
        let kind = try element.required("kind").string()
        do {
            switch kind {
            case "bezier":
                let points = try element.required("points").numbers(count: 4)
                return .bezier(try located(element, "points") { () throws(CurveError) in
                    try CubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
                })
            case "penner":
                let name = try element.required("easing").string()
                guard let penner = Penner(named: name) else {
                    throw element.failure("unknown Penner easing \"\(name)\"; expected a name like bounce-out")
                }
                return .penner(penner)
            case "expo-decay":
                let rate = try element.required("k").number()
                return .exponentialDecay(try located(element, "k") { () throws(CurveError) in try ExponentialDecay(rate: rate) })
            case "second-order":
                let (zeta, omega) = (try element.required("zeta").number(), try element.required("omega").number())
                return .secondOrder(try located(element, "zeta") { () throws(CurveError) in
                    try SecondOrderResponse(damping: zeta, frequency: omega)
                })
            case "steps":
                let count = try element.required("count").integer()
                let word = try element.required("position").string()
                guard let position = Steps.Position(word: word) else {
                    throw SessionFormatError(path: element.path + ".position", message: "unknown step position \"\(word)\"")
                }
                return .steps(try located(element, "count") { () throws(CurveError) in try Steps(count: count, position: position) })
            case "keyframes":
                guard depth < maximumNesting else { throw element.failure("keyframes nested deeper than \(maximumNesting) levels") }
                let times = try element.required("times").numberList()
                let values = try element.required("values").numberList()
                var segments: [Keyframes.Segment] = []
                for segment in try element.required("curves").elements() {
                    let name = try segment.required("name").string()
                    segments.append(Keyframes.Segment(name: name, curve: try curve(from: segment, depth: depth + 1)))
                }
                return .keyframes(try located(element, "times") { () throws(CurveError) in
                    try Keyframes(times: times, values: values, segments: segments)
                })
            case "data":
                let source = try element.required("source").string()
                let times = try element.required("times").numberList()
                let values = try element.required("values").numberList()
                return .data(try located(element, "times") { () throws(CurveError) in
                    try DataCurve(times: times, values: values, source: source)
                })
            case "linear":
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
            case "expr":
                let text = try element.required("formula").string()
                do {
                    return .expression(try Formula(parsing: text))
                } catch {
                    throw SessionFormatError(path: element.path + ".formula", message: error.description)
                }
            case "spring":
                let mass = try element.required("mass").number()
                let stiffness = try element.required("stiffness").number()
                let damping = try element.required("damping").number()
                let velocity = try element.required("velocity").number()
                let duration = try element.member("duration")?.number()
                return .spring(try located(element, "mass") { () throws(CurveError) in
                    try Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity, duration: duration)
                })
            case "oscillation":
                let bounces = try element.required("bounces").integer()
                let word = try element.required("stiffness").string()
                guard let stiffness = Oscillation.Stiffness(word: word) else {
                    throw SessionFormatError(path: element.path + ".stiffness", message: "expected light, medium, heavy or a positive number")
                }
                let overshoot = try element.required("overshoot").bool()
                let shake = try element.required("shake").bool()
                let duration = try element.required("duration").number()
                return .oscillation(try located(element, "bounces") { () throws(CurveError) in
                    try Oscillation(bounces: bounces, stiffness: stiffness, overshoot: overshoot, shake: shake, duration: duration)
                })
            default:
                throw SessionFormatError(
                    path: element.path + ".kind",
                    message: "unknown curve kind \"\(kind)\"; expected one of \(knownKinds.joined(separator: ", "))")
            }
        }
    }

    static let knownKinds = ["bezier", "penner", "expo-decay", "second-order", "steps", "keyframes", "data", "oscillation", "spring", "expr", "linear"]

    /// Runs a curve constructor, reporting its error at `element.member`.
    private static func located<T>(
        _ element: JSONReader, _ member: String, _ make: () throws(CurveError) -> T
    ) throws(SessionFormatError) -> T {
        do {
            return try make()
        } catch {
            throw SessionFormatError(path: element.path + "." + member, message: error.message)
        }
    }
}
