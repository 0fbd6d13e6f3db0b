import CurveKit

/// `steps N [POSITION]`: CSS `steps()`.
package struct StepsKind: EditableKind {
    /// The step positions a definition, a session file and CSS accept, for their errors.
    package static let positions = "accepted: jump-start, jump-end, jump-none, jump-both (or start, end)"
    package static let kind = "steps"

    package static func shape(of curve: Curve) -> Steps? {
        if case .steps(let steps) = curve { steps } else { nil }
    }

    package static func definition(_ steps: Steps, words: any KindWords.Type) -> String {
        "\(kind) \(steps.count)" + (steps.position == .jumpEnd ? "" : " \(steps.position.rawValue)")
    }

    package static func formula(_ steps: Steps, words: any KindWords.Type) -> String {
        "\(steps.css): \(steps.count) steps, \(steps.position.rawValue)"
    }

    package static func css(_ steps: Steps, in functions: any CSSFunctionWords.Type, digits: Digits) -> String? { steps.css }

    package static func exact(_ steps: Steps, in forms: any ExactForms.Type, digits: Digits) -> String? {
        forms.exact(steps: steps, digits: digits)
    }

    /// Vertical jumps between flat runs, the value after each jump as CSS has it, from (0, 0) to
    /// (1, 1) as a timing function runs (a path reads a jump as its value after it, so a jump at
    /// 0 — `jump-start`, `jump-both` — is a vertical first segment, which keeps the path one that
    /// Android's `PathInterpolator` and Compose's `PathEasing` take).
    package static func exactPath(_ steps: Steps) -> BezierPath? {
        let n = Double(steps.count)
        var points = [(x: 0.0, y: 0.0)]
        if steps.value(at: 0) != 0 { points.append((0, steps.value(at: 0))) }
        for i in 0..<steps.count {
            let (start, end) = (Double(i) / n, Double(i + 1) / n)
            let level = steps.value(at: (start + end) / 2)
            if level != points[points.count - 1].y { points.append((start, level)) }
            points.append((end, level))
        }
        let last = steps.value(at: 1)
        if last != points[points.count - 1].y { points.append((1, last)) }
        return PathKind.polyline(points)
    }

    /// A key at each step's start and one at 1, each value held until the next key.
    package static func keys(_ steps: Steps, maximumHeldValues: Int) -> CurveKeys? {
        guard steps.count <= maximumHeldValues else { return nil }
        let times = (0...steps.count).map { Double($0) / Double(steps.count) }
        return CurveKeys(times: times, values: times.dropLast().map { steps.value(at: $0) }, between: .held)
    }

    package static func editableViews(_ steps: Steps) -> [EditableCurve] { [EditableCurve(steps)] }

    package static func members(_ steps: Steps) -> [(key: String, value: JSONValue)] {
        [("count", .number(Double(steps.count))), ("position", .string(steps.position.rawValue))]
    }

    package static func read(_ element: JSONReader, depth: Int) throws(SessionFormatError) -> Curve {
        let count = try element.required("count").integer()
        let word = try element.required("position").string()
        guard let position = Steps.Position(word: word) else {
            throw SessionFormatError(
                path: element.path + ".position", message: "unknown step position \"\(word)\"; \(positions)")
        }
        return .steps(try located(element, "count") { () throws(CurveError) in try Steps(count: count, position: position) })
    }
}
