import CurveKit

/// Lottie (bodymovin JSON): a keyframe's easing handles, `{"o": {"x": …, "y": …}, "i": {…}}`,
/// as `cubic-bezier(o.x, o.y, i.x, i.y)` (lottie-spec `easing-handle.json`, `properties.md`);
/// per-axis handles use their first dimension; a whole animated property `{"a": 1, "k": […]}`
/// gives its first keyframe's easing.
enum LottieDialect: DialectReader {
    static let names = ["o", "i"]

    static func read(_ node: DialectNode, _ code: DialectCode) throws(CommandError) -> DialectCurve {
        if let keyframes = node.member("k"), case .array(let list) = keyframes.value, let first = list.first {
            return try read(first, code)
        }
        if case .array(let list) = node.value, let first = list.first { return try read(first, code) }
        guard let out = node.member("o"), let into = node.member("i") else {
            throw code.error("expected a Lottie keyframe's easing: {\"o\": {\"x\": [0.33], \"y\": [0]}, \"i\": {\"x\": [0.67], \"y\": [1]}}", at: node)
        }
        if node.member("h")?.number == 1 {
            return DialectCurve(curve: .steps(try! Steps(count: 1, position: .jumpEnd)), note: "a hold keyframe (h: 1)")
        }
        func coordinate(_ handle: DialectNode, _ key: String) throws(CommandError) -> Double {
            guard let value = handle.member(key) else { throw code.error("the handle needs \"\(key)\"", at: handle) }
            if case .array(let elements) = value.value {
                guard let first = elements.first else { throw code.error("\"\(key)\" is empty", at: value) }
                return try DialectArguments.number(first, code, role: key)
            }
            return try DialectArguments.number(value, code, role: key)
        }
        return DialectCurve(curve: try DialectCurves.bezier(
            try coordinate(out, "x"), try coordinate(out, "y"), try coordinate(into, "x"), try coordinate(into, "y"),
            code, at: node, platform: "Lottie"))
    }
}
