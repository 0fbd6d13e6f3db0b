import CurveKit

/// Android's property keyframes: `PropertyValuesHolder.ofKeyframe(name, Keyframe.ofFloat(fraction,
/// value), …)` and the `ObjectAnimator.ofPropertyValuesHolder(target, holder, …)` that plays them,
/// as the keyframes curve Android computes (AOSP `android/animation/FloatKeyframeSet.java`,
/// `getFloatValue`): between two keyframes the interval's fraction is passed through the
/// interpolator of the keyframe that *ends* it (`nextKeyframe.getInterpolator()`), linear when it
/// has none, so the first keyframe's interpolator is never used. The animator maps time through
/// its own interpolator first (`ValueAnimator.animateValue`), `AccelerateDecelerateInterpolator`
/// unless one is set (`ValueAnimator.sDefaultInterpolator`); only a `LinearInterpolator` leaves
/// the keyframes as they are, so any other is refused. A keyframe's interpolator is read from
/// `.apply { interpolator = … }` (Kotlin) or `kf.setInterpolator(…)` on a later line (Java).
enum AndroidKeyframeReading {
    /// `ObjectAnimator.ofPropertyValuesHolder(target, holders…)` with the interpolator set on it
    /// (an `interpolator` argument gathered from `anim.setInterpolator(…)` on a later line).
    static func animator(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve {
        let arguments = CodeArguments(node, code)
        guard let interpolator = arguments.node("interpolator", nil) else {
            throw code.error(
                "an ObjectAnimator without setInterpolator(…) paces its keyframes with ValueAnimator's default, AccelerateDecelerateInterpolator, which the keyframes curve cannot hold: not read; set LinearInterpolator() on it to play the keyframes as written",
                at: node)
        }
        guard case .call(nil, let name, let interpolatorArguments) = interpolator.value, name.hasSuffix("LinearInterpolator"),
            interpolatorArguments.isEmpty
        else {
            throw code.error(
                "the animator's interpolator \(Names.shortened(code.text(of: interpolator))) paces its keyframes in turn, which the keyframes curve cannot hold: not read (only LinearInterpolator() leaves them as written)",
                at: interpolator)
        }
        guard case .call(_, _, let all) = node.value else {
            throw code.error("expected ObjectAnimator.ofPropertyValuesHolder(…)", at: node)
        }
        let holders = all.filter { $0.label == nil }.dropFirst().map(\.node)
        guard let first = holders.first else {
            throw code.error("ObjectAnimator.ofPropertyValuesHolder(target, holder, …) needs a PropertyValuesHolder", at: node)
        }
        let reading = try holder(first, code, animatorIsLinear: true)
        for other in holders.dropFirst() {
            let next = try holder(other, code, animatorIsLinear: true)
            guard next.curve == reading.curve else {
                throw code.error(
                    "the animator's PropertyValuesHolders move along different curves: not read (paste one of them)", at: other)
            }
        }
        return reading
    }

    /// The values `ObjectAnimator.ofFloat(target, "property", v0, v1, …)` or
    /// `ValueAnimator.ofFloat(v0, v1, …)` animates through, as far as they are numbers.
    static func animatedValues(_ node: CodeNode, _ fullName: String, _ code: SourceCode) -> [CodeNode] {
        guard case .call(_, _, let arguments) = node.value else { return [] }
        let unlabelled = arguments.filter { $0.label == nil }.map(\.node)
        return Array(unlabelled.dropFirst(fullName.hasPrefix("ValueAnimator") ? 0 : 2))
    }

    /// `ObjectAnimator.ofFloat(view, "translationX", 0f, 25f, -25f, …, 0f)` (a shake): Android
    /// spaces the values evenly (AOSP `KeyframeSet.ofFloat`: keyframe i at fraction i/(n − 1)),
    /// joins them linearly, and first maps time through the animator's interpolator
    /// (`ValueAnimator.animateValue`), `AccelerateDecelerateInterpolator` unless one is set
    /// (`sDefaultInterpolator`): y = keys(cos((x + 1)π)/2 + ½), read as that formula, exact.
    /// With `LinearInterpolator()` set the keys play as written; another interpolator is
    /// refused, as is one set inside an `apply { … }` this reading does not see.
    static func animatorOfValues(_ node: CodeNode, _ fullName: String, _ code: SourceCode) throws(CommandError) -> ReadCurve {
        var values: [Double] = []
        for value in animatedValues(node, fullName, code) {
            guard let number = try? CodeArguments.number(value, code, role: "a value") else {
                throw code.error(
                    "the animator's value \(Names.shortened(code.text(of: value))) is known only at run time, and the curve's shape depends on it: not read",
                    at: value)
            }
            values.append(number)
        }
        let interpolator = CodeArguments(node, code).node("interpolator", nil)
        if interpolator == nil, setsInterpolatorInApply(after: node, code) {
            throw code.error(
                "the animator's interpolator is set inside apply { … } after it, which paces its \(values.count) values in turn: not read; paste ObjectAnimator.ofFloat(…) with setInterpolator(…) on a line of its own",
                at: node)
        }
        let count = Double(values.count - 1)
        let times = values.indices.map { Double($0) / count }
        let first = values[0], move = values[values.count - 1] - values[0]
        let keyed = move == 0 ? values : values.map { ($0 - first) / move }
        let shape =
            move == 0
            ? "the values end where they start, so the curve is the values themselves, not progress from 0 to 1"
            : "as progress from \(TextFormat.shortest(first)) to \(TextFormat.shortest(values[values.count - 1]))"
        if let interpolator {
            guard case .call(nil, let name, let none) = interpolator.value, name.hasSuffix("LinearInterpolator"), none.isEmpty else {
                throw code.error(
                    "the animator's interpolator \(Names.shortened(code.text(of: interpolator))) paces its \(values.count) values in turn, which the keyframes curve cannot hold: not read (LinearInterpolator() leaves them as written)",
                    at: interpolator)
            }
            do {
                let keyframes = try Keyframes(
                    times: times, values: keyed,
                    segments: Array(repeating: Keyframes.Segment(name: "linear", curve: CodeCurves.linear), count: values.count - 1))
                return ReadCurve(curve: .keyframes(keyframes), note: "\(values.count) values evenly spaced, joined linearly; " + shape)
            } catch {
                throw code.error("\(fullName): \(error.wording)", at: node)
            }
        }
        // keys(u) for u = AccelerateDecelerateInterpolator(x), one linear piece per interval.
        let n = TextFormat.shortest
        let u = "(cos((x + 1) * pi) / 2 + 0.5)"
        var text = ""
        for index in 0..<(values.count - 1) {
            let piece = "\(n(keyed[index])) + \(n((keyed[index + 1] - keyed[index]) * count)) * (\(u) - \(n(times[index])))"
            text += index == values.count - 2 ? piece : "\(u) < \(n(times[index + 1])) ? \(piece) : "
        }
        do {
            return ReadCurve(
                curve: .expression(try Formula(parsing: text)),
                note:
                    "\(values.count) values evenly spaced, joined linearly, paced by ValueAnimator's default AccelerateDecelerateInterpolator (no interpolator is set): read as that formula; "
                    + shape)
        } catch {
            throw code.error("\(fullName): \(error.message)", at: node)
        }
    }

    /// `ObjectAnimator.ofFloat(view, "alpha", 0f, 1f)` or `ValueAnimator.ofFloat(0f, 1f)` with
    /// no interpolator set: between two values (or from the property's current value to one)
    /// the progress is the animator's interpolator itself, ValueAnimator's default
    /// `AccelerateDecelerateInterpolator` (AOSP ValueAnimator `sDefaultInterpolator`), whatever
    /// the values are. One set inside an `apply { … }` this reading does not see is refused.
    static func animatorWithDefaultInterpolator(_ node: CodeNode, _ fullName: String, _ code: SourceCode) throws(CommandError)
        -> ReadCurve
    {
        if setsInterpolatorInApply(after: node, code) {
            throw code.error(
                "the animator's interpolator is set inside apply { … } after it: not read; paste ObjectAnimator.ofFloat(…) with setInterpolator(…) on a line of its own",
                at: node)
        }
        // AOSP AnimatorSet.setInterpolator gives its interpolator to every animator it plays: where
        // the code sets one on a set, that is the curve, read where it stands.
        let text = String(String.UnicodeScalarView(code.scalars))
        if text.contains("AnimatorSet"), text.contains("setInterpolator(") || text.contains("interpolator =") {
            throw code.error(
                "\(fullName) is played by an AnimatorSet that sets an interpolator, which replaces the animator's own (AnimatorSet.setInterpolator)",
                at: node)
        }
        return ReadCurve(
            curve: try CodeCurves.platform(.androidAccelerateDecelerate, .in, [], code, at: node),
            note: "\(fullName) sets no interpolator: it plays ValueAnimator's default, AccelerateDecelerateInterpolator")
    }

    /// `AnimatorSet.playTogether(a, b, …)` and `playSequentially(…)`: one animator is its own
    /// curve; several are read when they play the same curve together, and refused otherwise
    /// (the set moves several properties, or one after another: no one timing curve), each
    /// animator's own refusal said.
    static func animatorSet(_ node: CodeNode, _ method: String, _ code: SourceCode) throws(CommandError) -> ReadCurve {
        guard case .call(_, _, let arguments) = node.value, let first = arguments.first?.node else {
            throw code.error("\(method)() plays no animator", at: node)
        }
        if arguments.count == 1 { return try AndroidReader.read(first, code) }
        var readings: [ReadCurve] = []
        for argument in arguments {
            do { readings.append(try AndroidReader.read(argument.node, code)) } catch {
                throw code.error(
                    "the AnimatorSet's \(method) plays \(arguments.count) animators, and \(Names.shortened(code.text(of: argument.node))) gives no curve (\(error.message)): not read",
                    at: argument.node)
            }
        }
        guard method == "playTogether", readings.dropFirst().allSatisfy({ $0.curve == readings[0].curve }) else {
            throw code.error(
                "the AnimatorSet's \(method) plays \(arguments.count) animators along different curves\(method == "playSequentially" ? ", one after another" : ""): no one timing curve, not read (paste one of them)",
                at: node)
        }
        var reading = readings[0]
        reading.note = AnimationTimingNote.joined(reading.note, "the \(arguments.count) animators the set plays together share this curve")
        return reading
    }

    /// Whether `.apply { … interpolator … }` follows `node` in the code.
    static func setsInterpolatorInApply(after node: CodeNode, _ code: SourceCode) -> Bool {
        let s = code.scalars
        var index = node.offset + node.length
        while index < s.count, SourceCode.isSpace(s[index]) { index += 1 }
        let apply = Array(".apply".unicodeScalars)
        guard index + apply.count <= s.count, Array(s[index..<(index + apply.count)]) == apply else { return false }
        index += apply.count
        while index < s.count, SourceCode.isSpace(s[index]) { index += 1 }
        guard index < s.count, s[index] == "{" else { return false }
        var depth = 0
        var end = index
        while end < s.count {
            if s[end] == "{" { depth += 1 } else if s[end] == "}" { depth -= 1 }
            end += 1
            if depth == 0 { break }
        }
        return String(scalars: s[index..<end]).contains("nterpolator")
    }

    /// `PropertyValuesHolder.ofKeyframe("y", Keyframe.ofFloat(0f, 0f), …)`: progress from the
    /// first keyframe's value to the last's.
    static func holder(_ node: CodeNode, _ code: SourceCode, animatorIsLinear: Bool = false) throws(CommandError) -> ReadCurve {
        guard case .call(_, let name, let arguments) = node.value, name.hasSuffix("ofKeyframe") else {
            throw code.error("expected PropertyValuesHolder.ofKeyframe(name, Keyframe.ofFloat(fraction, value), …)", at: node)
        }
        let keyframes = arguments.filter { $0.label == nil }.dropFirst().map(\.node)
        guard keyframes.count >= 2 else { throw code.error("PropertyValuesHolder.ofKeyframe needs two keyframes or more", at: node) }
        var times: [Double] = [], values: [Double] = [], segments: [Keyframes.Segment] = []
        for (index, keyframe) in keyframes.enumerated() {
            let (call, interpolator) = try parts(keyframe, code)
            let keyArguments = CodeArguments(call, code)
            times.append(try keyArguments.number("fraction", 0))
            values.append(try keyArguments.number("value", 1))
            guard index > 0 else { continue }
            if let interpolator {
                let curve = try AndroidReader.read(interpolator, code).curve
                segments.append(Keyframes.Segment(name: segmentName(curve, interpolator, code), curve: curve))
            } else {
                segments.append(Keyframes.Segment(name: "linear", curve: CodeCurves.linear))
            }
        }
        guard times.first == 0, times.last == 1 else {
            throw code.error(
                "the keyframes run from fraction \(TextFormat.shortest(times.first ?? 0)) to \(TextFormat.shortest(times.last ?? 0)): Android extrapolates outside them, so only keyframes from 0 to 1 are read",
                at: node)
        }
        guard let from = values.first, let to = values.last, to != from else {
            throw code.error("the keyframes end where they start: not a timing curve from 0 to 1 (not read)", at: node)
        }
        do {
            let curve = try Keyframes(times: times, values: values.map { ($0 - from) / (to - from) }, segments: segments)
            var note =
                "\(segments.count) segment\(segments.count == 1 ? "" : "s"), as progress from \(TextFormat.shortest(from)) to \(TextFormat.shortest(to))"
            if !animatorIsLinear {
                note +=
                    "; as an animator with LinearInterpolator() plays them (ValueAnimator's default, AccelerateDecelerateInterpolator, would pace them in turn)"
            }
            return ReadCurve(curve: .keyframes(curve), note: note)
        } catch {
            throw code.error("PropertyValuesHolder.ofKeyframe: \(error.wording)", at: node)
        }
    }

    /// A segment's name: a cubic as keyframes name a Bézier segment, anything else as written.
    static func segmentName(_ curve: Curve, _ node: CodeNode, _ code: SourceCode) -> String {
        guard let bezier = curve.bezier else { return Names.shortened(code.text(of: node)) }
        return CSSFunctions.segmentName(bezier)
    }

    /// A keyframe argument: its `Keyframe.ofFloat(…)` call and its interpolator, from a
    /// `setInterpolator(…)`/`interpolator` property set on it or a Kotlin `.apply { interpolator = … }`.
    static func parts(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> (CodeNode, CodeNode?) {
        var call = node, block: CodeNode?
        var interpolator: CodeNode?
        if case .sequence(let items) = node.value, items.count == 2, case .call(let receiver?, "apply", let none) = items[0].value,
            none.isEmpty
        {
            call = receiver
            // `{ interpolator = X }` reads as an object of one member; other statements as a block.
            if case .object(let members) = items[1].value, members.count == 1, members[0].key == "interpolator" {
                interpolator = members[0].value
            } else {
                block = items[1]
            }
        }
        guard case .call(_, let name, _) = call.value, name.hasSuffix("ofFloat") || name.hasSuffix("ofInt") else {
            throw code.error("expected Keyframe.ofFloat(fraction, value) among the keyframes", at: node)
        }
        interpolator = interpolator ?? CodeArguments(call, code).node("interpolator", nil)
        if let block {
            guard let set = try Self.interpolator(in: block, code) else {
                throw code.error(
                    "this keyframe's apply { … } sets something other than its interpolator: not read", at: block)
            }
            interpolator = set
        }
        return (call, interpolator)
    }

    /// The value of `interpolator = X` or `setInterpolator(X)` inside `{ … }`; nil when the block
    /// holds anything else.
    static func interpolator(in block: CodeNode, _ code: SourceCode) throws(CommandError) -> CodeNode? {
        var reader = code
        reader.position = block.offset + 1
        let end = block.offset + block.length - 1
        let s = code.scalars
        func skipSpace() {
            while reader.position < end, SourceCode.isSpace(s[reader.position]) || s[reader.position] == ";" { reader.position += 1 }
        }
        skipSpace()
        let statement = try reader.value()
        var value: CodeNode?
        if case .name("interpolator") = statement.value {
            skipSpace()
            guard reader.position < end, s[reader.position] == "=" else { return nil }
            reader.position += 1
            value = try reader.value()
        } else if case .call(nil, "setInterpolator", let arguments) = statement.value, arguments.count == 1 {
            value = arguments[0].node
        }
        skipSpace()
        return reader.position == end ? value : nil
    }
}
