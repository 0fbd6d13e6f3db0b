import CurveKit

/// Compose's `keyframes { … }` (androidx compose animation-core AnimationSpec.kt,
/// `KeyframesSpec`): `durationMillis = …` (default 300), `delayMillis = …`, and keyframes
/// `VALUE at MILLIS` or `VALUE atFraction F` (rounded to whole milliseconds of the duration set
/// before it), each with an optional `using EASING` (`with` in
/// older releases) that eases the interval starting at that keyframe; an interval without one
/// is linear (`LinearEasing`). Without a keyframe at 0 the animation starts from its initial
/// value, and without one at `durationMillis` it ends at its target: values known only where
/// the spec is used, so such a block is refused with that reason. A later keyframe at a time
/// replaces an earlier one (the config keeps a map from time to keyframe).
enum ComposeKeyframes {
    struct Key {
        var millis: Double
        var value: Double
        var easing: ReadCurve?
        var easingName: String
    }

    /// `ends`: the animated value's initial and target values where the code gives them
    /// (`infiniteTransition.animateFloat(initialValue, targetValue, …)`), which a block without
    /// a keyframe at 0 or at `durationMillis` starts from and ends at, the interval from the
    /// start linear.
    static func read(_ body: CodeNode, _ code: SourceCode, at node: CodeNode, ends: (Double, Double)? = nil) throws(CommandError)
        -> ReadCurve
    {
        var reader = code
        reader.position = body.offset + 1
        let end = body.offset + body.length - 1
        var duration = 300.0
        var delay: Double?
        var keys: [(node: CodeNode, value: Double, millis: Double, easing: CodeNode?)] = []
        while true {
            reader.skipSpace()
            guard reader.position < end else { break }
            let first = try reader.value()
            if case .name(let setting) = first.value, setting == "durationMillis" || setting == "delayMillis" {
                reader.skipSpace()
                guard reader.current == "=" else { throw code.error("expected '=' after \(setting)", at: first) }
                reader.position += 1
                let number = try expression(&reader)
                let millis = try Self.number(number, code, role: setting)
                guard millis >= 0 else { throw code.error("\(setting) must be 0 or more (got \(TextFormat.shortest(millis)))", at: number) }
                if setting == "durationMillis" { duration = millis } else { delay = millis }
                continue
            }
            let value = try keyframeValue(first, code)
            let word = try reader.value()
            guard let infix = word.word, infix == "at" || infix == "atFraction" else {
                throw code.error("expected `at` or `atFraction` after a keyframe's value", at: word)
            }
            let time = try expression(&reader)
            var easing: CodeNode?
            var lookahead = reader
            if let next = try? lookahead.value(), next.word == "using" || next.word == "with" {
                reader = lookahead
                easing = try reader.value()
            }
            // `JumpRotationAngle at durationMillis`: the block's own duration, as set so far.
            let number =
                time.word == "durationMillis"
                ? duration : try Self.number(time, code, role: infix == "at" ? "a keyframe's time" : "a keyframe's fraction")
            // `atFraction` is a time in whole milliseconds of the durationMillis set so far
            // (KeyframesSpecBaseConfig: at((durationMillis * fraction).fastRoundToInt())).
            keys.append((first, value, infix == "at" ? number : (duration * number).rounded(), easing))
        }
        guard duration > 0 else { throw code.error("Compose keyframes need durationMillis greater than 0", at: node) }
        var byTime: [Double: Key] = [:]
        for key in keys {
            let millis = key.millis
            guard millis >= 0, millis <= duration else {
                throw code.error(
                    "a keyframe at \(TextFormat.shortest(millis)) ms lies outside the keyframes' 0 … \(TextFormat.shortest(duration)) ms",
                    at: key.node)
            }
            // An easing declared by name in the file (`private val SpinnerEasing = CubicBezierEasing(…)`) is its value.
            let easing = try key.easing.map { node throws(CommandError) in try ComposeReader.read(DeclaredNames.resolved(node), code) }
            // A later keyframe at the same time replaces an earlier one (the spec keeps one per time).
            byTime[millis] = Key(
                millis: millis, value: key.value, easing: easing,
                easingName: key.easing.map { Names.shortened(code.text(of: $0)) } ?? "LinearEasing")
        }
        var added: [String] = []
        if let (initial, target) = ends {
            if byTime[0] == nil {
                byTime[0] = Key(millis: 0, value: initial, easing: nil, easingName: "LinearEasing")
                added.append("start at the initial value \(TextFormat.shortest(initial))")
            }
            if byTime[duration] == nil {
                byTime[duration] = Key(millis: duration, value: target, easing: nil, easingName: "LinearEasing")
                added.append("end at the target value \(TextFormat.shortest(target))")
            }
        }
        let sorted = byTime.values.sorted { $0.millis < $1.millis }
        let missing = [
            sorted.first?.millis == 0 ? nil : "at 0 (the start is the animation's initial value)",
            sorted.last?.millis == duration ? nil : "at durationMillis (the end is its target value)",
        ].compactMap { $0 }
        guard missing.isEmpty else {
            throw code.error(
                "Compose keyframes { … } without a keyframe " + missing.joined(separator: " or ")
                    + " take values known only where the spec is used, so their curve is not known here",
                at: node)
        }
        let values = sorted.map(\.value)
        let first = values[0], move = values[values.count - 1] - values[0]
        let segments = sorted.dropLast().map { key in
            Keyframes.Segment(name: key.easingName, curve: key.easing?.curve ?? CodeCurves.linear)
        }
        do {
            let keyframes = try Keyframes(
                times: sorted.map { $0.millis / duration }, values: move == 0 ? values : values.map { ($0 - first) / move },
                segments: segments)
            let shape =
                move == 0
                ? "the values end where they start, so the curve is the values themselves, not progress from 0 to 1"
                : "\(segments.count) segments, as progress from \(TextFormat.shortest(first)) to \(TextFormat.shortest(values[values.count - 1]))"
            return ReadCurve(
                curve: .keyframes(keyframes),
                note: AnimationTimingNote.joined(added.isEmpty ? nil : "the keyframes " + added.joined(separator: " and "), shape),
                keeping: CurveTiming(duration: duration / 1000, delay: delay.map { $0 / 1000 }))
        } catch {
            throw code.error("Compose keyframes: \(error.wording)", at: node)
        }
    }

    /// A keyframe's value as the number the spec animates: a number, or a `Dp` (`48.dp`, Compose
    /// ui-unit Dp.kt: `Int.dp`, `Float.dp` and `Double.dp` are `Dp(toFloat())`, and
    /// `Dp.VectorConverter` animates that one number). A value of several components (a `Color`,
    /// an `Offset`) is refused naming its type: every component moves on the keyframes' times and
    /// easings, but the components need not move in step, so there is no one progress curve.
    static func keyframeValue(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> Double {
        if let value = DeclaredNames.number(node, code) { return value }
        if case .call(let receiver?, "dp", let arguments) = node.value, arguments.isEmpty,
            let value = DeclaredNames.number(receiver, code)
        {
            return Double(Float(value))
        }
        let resolved = DeclaredNames.resolved(node)
        let type: String? =
            switch resolved.value {
            case .name(let name), .call(nil, let name, _): name.split(separator: ".").first.map(String.init)
            default: nil
            }
        let written = Names.shortened(code.text(of: node))
        guard let type, type.first?.isUppercase == true else {
            throw code.error(
                "Compose keyframes of a number or a Dp are read (`0.5f at 150 using FastOutSlowInEasing`); \(written) is not one written here",
                at: node)
        }
        throw code.error(
            "Compose keyframes of \(type) values (\(written)) are not read: each of a \(type)'s components moves on the keyframes' times and easings, but not in step with the others, so they make no one progress curve; keyframes of a number or a Dp are read",
            at: node)
    }

    /// A value and the `+ …` and `- …` after it on the same line (`SweepDuration + PauseDuration`):
    /// a statement of the block ends at its line.
    static func expression(_ reader: inout SourceCode) throws(CommandError) -> CodeNode {
        let first = try reader.value()
        var items = [first]
        while true {
            var index = reader.position
            while index < reader.scalars.count, reader.scalars[index] == " " || reader.scalars[index] == "\t" { index += 1 }
            guard index + 1 < reader.scalars.count, reader.scalars[index] == "+" || reader.scalars[index] == "-",
                reader.scalars[index + 1] != "=", reader.scalars[index + 1] != reader.scalars[index]
            else { break }
            items.append(CodeNode(value: .name(String(Character(reader.scalars[index]))), offset: index, length: 1))
            reader.position = index + 1
            items.append(try reader.value())
        }
        guard items.count > 1, let last = items.last else { return first }
        return CodeNode(value: .sequence(items), offset: first.offset, length: last.offset + last.length - first.offset)
    }

    /// A number the block computes from literals and the file's declared values; refused, at
    /// the value, when it is not one.
    static func number(_ node: CodeNode, _ code: SourceCode, role: String) throws(CommandError) -> Double {
        if let value = DeclaredNames.number(node, code) { return value }
        return try CodeArguments.number(node, code, role: role)
    }
}
