import CurveKit

/// `element.animate(keyframes, options)`: the curve the Web Animations API plays, read by its
/// model (w3.org/TR/web-animations-1). The keyframes are a list of objects, each with an
/// optional `offset` (0…1; missing ones are spaced evenly between their neighbours, the first
/// defaulting to 0 and the last to 1, "compute missing keyframe offsets"), an optional `easing`
/// (a CSS easing function, default `linear`) that paces the interval from it to the next
/// keyframe, and the properties' values. `options` is the duration in milliseconds, or an
/// object whose `easing` (default `linear`) paces the whole iteration before the keyframes'
/// own, with `duration` and `delay` in milliseconds.
///
/// The values are every number the properties hold (`translate: "0px 236px"`, `opacity: 0.5`),
/// read as progress from the first keyframe's to the last's, as ``CSSKeyframeReading`` reads
/// `@keyframes`. Refused: keyframes as an object of lists (property-indexed), and an options
/// `easing` over keyframes that have easings of their own (a composition, not one curve here).
enum WAAPIKeyframeReading {
    /// Whether `node` is a call of `animate` (`element.animate(…)`, `box.animate(…)`) with a list
    /// or an object first.
    static func isAnimateCall(_ node: CodeNode) -> Bool {
        guard case .call(_, let name, let arguments) = node.value, name == "animate" || name.hasSuffix(".animate"),
            let first = arguments.first?.node
        else { return false }
        switch first.value {
        case .array, .object: return true
        default: return false
        }
    }

    struct Keyframe {
        var node: CodeNode
        var offset: Double?
        var numbers: [(property: String, values: [Double])]
        var easing: (name: String, curve: Curve)
    }

    static let linear = (name: "linear", curve: CodeCurves.bezier([0, 0, 1, 1]))

    static func read(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve {
        guard case .call(_, _, let arguments) = node.value, let list = arguments.first?.node else {
            throw code.error("element.animate(keyframes, options) needs its keyframes", at: node)
        }
        guard case .array(let items) = list.value else {
            throw code.error(
                "element.animate: keyframes as an object of lists (property-indexed) are not read; write them as a list of keyframes, [{ offset: 0, … }, …]",
                at: list)
        }
        var keyframes: [Keyframe] = []
        for item in items { keyframes.append(try keyframe(item, code)) }
        guard keyframes.count >= 2 else {
            throw code.error(
                "element.animate needs at least two keyframes to read a curve (a lone keyframe starts from the element's own style)",
                at: list)
        }
        let times = try offsets(keyframes, code, at: list)
        var options: (easing: (name: String, curve: Curve), timing: CurveTiming?) = (linear, nil)
        if arguments.count > 1 { options = try self.options(arguments[1].node, code) }
        let curve = try self.curve(keyframes, times: times, effectEasing: options.easing.curve, code, at: node)
        return ReadCurve(curve: curve.curve, note: curve.note, timing: options.timing)
    }

    static func keyframe(_ item: CodeNode, _ code: SourceCode) throws(CommandError) -> Keyframe {
        guard case .object(let members) = item.value else {
            throw code.error("element.animate: a keyframe is an object, { offset: 0.5, opacity: 1, easing: \"ease-in\" }", at: item)
        }
        var keyframe = Keyframe(node: item, offset: nil, numbers: [], easing: linear)
        for (key, value) in members {
            switch key {
            case "offset":
                if case .name("null") = value.value { continue }
                guard let offset = value.number, (0...1).contains(offset) else {
                    throw code.error(
                        "element.animate: a keyframe's offset is a number from 0 to 1 (got \(code.text(of: value)))", at: value)
                }
                keyframe.offset = offset
            case "easing":
                keyframe.easing = try easing(value, code)
            case "composite":
                guard value.word == "replace" || value.word == "auto" else {
                    throw code.error("element.animate: a keyframe that adds to the element's own value (composite) is not read", at: value)
                }
            default:
                let found: [Double]
                if let number = value.number {
                    found = [number]
                } else if case .string = value.value {
                    found = CSSKeyframeReading.numbersIn(code, from: value.offset + 1, to: value.offset + value.length - 1)
                } else {
                    found = []
                }
                guard !found.isEmpty else {
                    throw code.error("element.animate: \(key) holds no number, so it is not read as part of a curve", at: value)
                }
                keyframe.numbers.append((key, found))
            }
        }
        return keyframe
    }

    /// A CSS easing function written in a JavaScript string, read where it is written.
    static func easing(_ value: CodeNode, _ code: SourceCode) throws(CommandError) -> (name: String, curve: Curve) {
        guard case .string(let text) = value.value, value.length > 2 else {
            throw code.error("element.animate: easing is a string holding a CSS easing function, \"ease-in\"", at: value)
        }
        var reader = code
        reader.position = value.offset + 1
        let inner = try reader.value()
        guard inner.offset + inner.length <= value.offset + value.length - 1 else {
            throw code.error("element.animate: easing is one CSS easing function", at: value)
        }
        return (text, try CSSReader.read(inner, reader).curve)
    }

    /// Each keyframe's offset: as written, or spaced evenly between the written ones.
    static func offsets(_ keyframes: [Keyframe], _ code: SourceCode, at list: CodeNode) throws(CommandError) -> [Double] {
        var times = keyframes.map(\.offset)
        if times[0] == nil { times[0] = 0 }
        if times[times.count - 1] == nil { times[times.count - 1] = 1 }
        var index = 1
        while index < times.count {
            guard times[index] == nil else { index += 1; continue }
            var end = index
            while times[end] == nil { end += 1 }
            guard let before = times[index - 1], let after = times[end] else { break }
            for k in index..<end { times[k] = before + (after - before) * Double(k - index + 1) / Double(end - index + 1) }
            index = end
        }
        let resolved = times.compactMap { $0 }
        guard resolved.first == 0, resolved.last == 1 else {
            throw code.error(
                "element.animate: the keyframes must start at offset 0 and end at 1; otherwise the element's own style fills the ends, which the code does not say",
                at: list)
        }
        for (keyframe, pair) in zip(keyframes.dropFirst(), zip(resolved, resolved.dropFirst())) where pair.1 < pair.0 {
            throw code.error("element.animate: keyframe offsets go backwards here (the platform throws a TypeError)", at: keyframe.node)
        }
        return resolved
    }

    static func options(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> (
        easing: (name: String, curve: Curve), timing: CurveTiming?
    ) {
        if let milliseconds = node.number { return (linear, CurveTiming(duration: milliseconds / 1000)) }
        guard case .object = node.value else { return (linear, nil) }
        let easing = try node.member("easing").map { (value) throws(CommandError) in try self.easing(value, code) } ?? linear
        let timing = CurveTiming(
            duration: node.member("duration")?.number.map { $0 / 1000 }, delay: node.member("delay")?.number.map { $0 / 1000 })
        return (easing, timing)
    }

    /// The keyframes as one curve: progress along the numbers that move, each interval paced by
    /// its keyframe's easing; an options easing over two linear keyframes is the curve itself.
    static func curve(_ keyframes: [Keyframe], times: [Double], effectEasing: Curve, _ code: SourceCode, at node: CodeNode)
        throws(CommandError) -> (curve: Curve, note: String?)
    {
        let first = keyframes[0]
        let properties = first.numbers.map(\.property)
        for keyframe in keyframes
        where keyframe.numbers.map(\.property) != properties
            || zip(keyframe.numbers, first.numbers).contains(where: { $0.values.count != $1.values.count })
        {
            throw code.error(
                "element.animate: this keyframe sets other properties or numbers than the first (\(properties.joined(separator: ", "))); each property moves between the keyframes that set it, which is not one curve",
                at: keyframe.node)
        }
        guard !properties.isEmpty, let progress = KeyframeProgress(keyframes.map { $0.numbers.flatMap(\.values) }) else {
            throw code.error("element.animate: the keyframes move no number along one curve; not read", at: node)
        }
        let isLinear = { (curve: Curve) in curve == WAAPIKeyframeReading.linear.curve }
        let moved = properties.joined(separator: " and ")
        let note =
            progress.move == 0
            ? "element.animate: the values end where they start, so the curve is the values themselves, not progress from 0 to 1"
            : (progress.start == 0 && progress.move == 1
                ? nil
                : "element.animate: \(moved) as progress from \(TextFormat.shortest(progress.start)) to \(TextFormat.shortest(progress.start + progress.move))")
        let segments = keyframes.dropLast().map { Keyframes.Segment(name: $0.easing.name, curve: $0.easing.curve) }
        if !isLinear(effectEasing) {
            guard keyframes.count == 2, isLinear(segments[0].curve), progress.values == [0, 1] else {
                throw code.error(
                    "element.animate: an options easing over keyframes with easings of their own paces the keyframes' progress, a composition of curves; not read",
                    at: node)
            }
            return (effectEasing, note)
        }
        if keyframes.count == 2, progress.values == [0, 1] { return (segments[0].curve, note) }
        do {
            return (.keyframes(try Keyframes(times: times, values: progress.values, segments: segments)), note)
        } catch {
            throw code.error("element.animate: \(error.wording)", at: node)
        }
    }
}
