import CurveKit

/// `keyframes T0:V0 CURVE T1:V1 … Tn:Vn`: values at key times, each segment paced by its own
/// curve (CAKeyframeAnimation's form).
package struct KeyframesKind: EditableKind {
    package static let kind = "keyframes"
    /// The deepest nesting of keyframe curves inside keyframe curves a file may have.
    static let maximumNesting = 16

    package static func shape(of curve: Curve) -> Keyframes? {
        if case .keyframes(let keyframes) = curve { keyframes } else { nil }
    }

    package static func definition(_ keyframes: Keyframes, words: any KindWords.Type) -> String {
        kind + " "
            + keyframes.times.indices.map { index in
                let key = "\(TextFormat.shortest(keyframes.times[index])):\(TextFormat.shortest(keyframes.values[index]))"
                return index < keyframes.segments.count ? key + " " + keyframes.segments[index].name : key
            }.joined(separator: " ")
    }

    package static func formula(_ keyframes: Keyframes, words: any KindWords.Type) -> String {
        "\(keyframes.segments.count) segments: y = vᵢ + (vᵢ₊₁ − vᵢ)·curveᵢ((x − tᵢ)/(tᵢ₊₁ − tᵢ))"
    }

    /// Keyframes joined by straight segments are exactly CSS `linear()` with a stop per key:
    /// `linear(V0 T0%, V1 T1%, …)`, key times and values rounded as `digits` says.
    package static func css(_ keyframes: Keyframes, in functions: any CSSFunctionWords.Type, digits: Digits) -> String? {
        guard keyframes.segments.allSatisfy(\.isStraight) else { return nil }
        let (times, values) = PasteDecimals.keyframes(keyframes, digits: digits)
        let stops = zip(values, times).map { value, time in "\(value) \(TextFormat.percent(fromUnit: time))%" }
        return "linear(" + stops.joined(separator: ", ") + ")"
    }

    /// Keyframes paced by cubic Béziers are exactly a path (``CurveKit/Keyframes/bezierPath``),
    /// which a platform's path form writes (Android's `PathInterpolator`, Compose's `PathEasing`).
    package static func exact(_ keyframes: Keyframes, in forms: any ExactForms.Type, digits: Digits) -> String? {
        keyframes.bezierPath.flatMap { forms.exact(path: $0, digits: digits) }
    }

    package static func exactPath(_ keyframes: Keyframes) -> BezierPath? { keyframes.bezierPath }

    package static func keys(_ keyframes: Keyframes, maximumHeldValues: Int) -> CurveKeys? {
        return CurveKeys(times: keyframes.times, values: keyframes.values, between: .segments(keyframes.segments), keyframes: keyframes)
    }

    /// Key times and values turned about (½, ½), in reverse order, each segment flipped (nil
    /// when one cannot be).
    package static func flipped(_ keyframes: Keyframes) -> Curve? {
        var segments: [Keyframes.Segment] = []
        for segment in keyframes.segments.reversed() {
            guard let curve = segment.curve.flipped else { return nil }
            segments.append(Keyframes.Segment(name: segment.name + ".flipped", curve: curve))
        }
        return
            (try? Keyframes(
                times: keyframes.times.reversed().map { 1 - $0 }, values: keyframes.values.reversed().map { 1 - $0 }, segments: segments))
            .map(Curve.keyframes)
    }

    package static func editableViews(_ keyframes: Keyframes) -> [EditableCurve] { [EditableCurve(keyframes)] }

    package static func members(_ keyframes: Keyframes) -> [(key: String, value: JSONValue)] {
        [
            ("times", .numbers(keyframes.times)), ("values", .numbers(keyframes.values)),
            ("curves", .array(keyframes.segments.map { .object([("name", .string($0.name))] + CurveEncoding.members(of: $0.curve)) })),
        ]
    }

    package static func read(_ element: JSONReader, depth: Int) throws(SessionFormatError) -> Curve {
        guard depth < maximumNesting else { throw element.failure("keyframes nested deeper than \(maximumNesting) levels") }
        let times = try element.required("times").numberList()
        let values = try element.required("values").numberList()
        var segments: [Keyframes.Segment] = []
        for segment in try element.required("curves").elements() {
            let name = try segment.required("name").string()
            segments.append(Keyframes.Segment(name: name, curve: try CurveEncoding.curve(from: segment, depth: depth + 1)))
        }
        return .keyframes(
            try located(element, "times") { () throws(CurveError) in
                try Keyframes(times: times, values: values, segments: segments)
            })
    }
}

extension Keyframes.Segment {
    /// Whether the segment's curve is y = x, so the keyframes are straight between keys.
    var isStraight: Bool {
        guard case .bezier(let bezier) = curve else { return false }
        return bezier.x1 == bezier.y1 && bezier.x2 == bezier.y2
    }
}
