import CurveKit

/// `export NAME json`: a curve's kind and parameters as the session file has them, or an
/// animation and its frames `[[t, …components], …]`, with every digit.
enum JSONExport {
    static func curve(_ curve: Curve, name: String) -> String {
        JSONValue.object([("name", .string(name))] + CurveEncoding.members(of: curve)).prettyPrinted
    }

    static func animation(_ animation: Animation, frames: [AnimationFrame]) -> String {
        let document: JSONValue = [
            "animation": animation.json, "kind": .string(animation.from.kind),
            "first": .string(animation.firstValue.description), "last": .string(animation.lastValue.description),
            "fps": .number(Double(animation.fps)),
            "frames": .array(frames.map { .numbers([$0.time] + $0.value.components) }),
        ]
        return document.prettyPrinted
    }
}
