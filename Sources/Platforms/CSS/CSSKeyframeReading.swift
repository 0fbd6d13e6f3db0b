import CurveKit

/// `@keyframes NAME { 0% { …; animation-timing-function: … } … 100% { … } }`: the curve the
/// keyframes play, read by CSS Animations 1's model. Keyframe selectors are `from` (0 %), `to`
/// (100 %) or percentages, several to a rule, in any order (§3, "keyframe selectors"); a
/// keyframe's `animation-timing-function` paces the interval from it to the next keyframe, so
/// the last keyframe's is never used (§3.1, "timing functions for keyframes"); a keyframe
/// without one takes the animation's own, which the `@keyframes` rule does not say: the easing
/// of the animations in the same text that play the rule (``CSSKeyframesRule``), else refused.
///
/// The values are every number the keyframes' declarations hold (`--c: 0.75`, `translate: 0px
/// 236px`), read as progress from the first keyframe's to the last's; numbers that do not move
/// along one curve together are refused, as are keyframes CSS would complete from the element's
/// own style (no 0 % or 100 %, a property some keyframes leave out).
enum CSSKeyframeReading {
    struct Keyframe {
        var time: Double
        var selector: CodeNode
        /// Each declaration's numbers, in the order written (property name first).
        var numbers: [(property: String, values: [Double])]
        var timing: (node: CodeNode, curve: Curve)?
    }

    /// The easing, as written and read, of the one animation in the text that plays the keyframes
    /// `name`, which `keyframe` (said as `at`) takes for want of its own; refused when no
    /// animation there gives one, or several give different ones.
    static func animationEasing(of name: String, for at: String, _ code: SourceCode, at keyframe: CodeNode) throws(CommandError)
        -> (text: String, curve: Curve)
    {
        let easings = CSSKeyframesRule.animationEasings(named: name, in: code.scalars)
        guard easings.count == 1 else {
            throw code.error(
                easings.isEmpty
                    ? "@keyframes \(name): \(at) has no animation-timing-function, so it takes the animation's own, which neither the @keyframes rule nor an animation in this text that plays it says; not read"
                    : "@keyframes \(name): \(at) has no animation-timing-function, so it takes the animation's own, and the animations in this text that play it give different ones (\(easings.joined(separator: "; "))); not read",
                at: keyframe)
        }
        var easingCode = SourceCode(easings[0])
        guard let node = try? easingCode.onlyValue(), let read = try? CSSReader.read(node, easingCode) else {
            throw code.error("@keyframes \(name): \(at) takes the animation's easing, \(easings[0]), which is not read", at: keyframe)
        }
        return (easings[0], read.curve)
    }

    static func read(_ body: CodeNode, _ code: SourceCode, at node: CodeNode) throws(CommandError) -> ReadCurve {
        // The rule from its `@` (or from its keyword, any of its spellings), then its name, then its block.
        let name = CSSKeyframesRule.name(of: node, body: body, code)
        var keyframes: [Keyframe] = []
        var index = body.offset + 1
        let end = body.offset + body.length - 1
        while true {
            index = skipSpace(code, from: index, to: end)
            guard index < end else { break }
            guard let open = find("{", code, from: index, to: end), let close = find("}", code, from: open + 1, to: end) else {
                throw code.error("@keyframes \(name): expected a keyframe selector and its { … } block", at: span(index, end))
            }
            let declarations = try declarations(code, from: open + 1, to: close, name: name)
            var start = index
            for comma in selectorCommas(code, from: index, to: open) + [open] {
                let selector = span(start, comma)
                let time = try selectorTime(selector, code, name: name)
                guard !keyframes.contains(where: { $0.time == time }) else {
                    throw code.error(
                        "@keyframes \(name) has two keyframes at \(TextFormat.percent(fromUnit: TextFormat.exact(time)))%: CSS merges them, which is not read",
                        at: selector)
                }
                keyframes.append(Keyframe(time: time, selector: selector, numbers: declarations.numbers, timing: declarations.timing))
                start = comma + 1
            }
            index = close + 1
        }
        return try curve(keyframes.sorted { $0.time < $1.time }, name: name, code, at: node)
    }

    /// The keyframes as one curve: progress along the numbers that move, paced per interval.
    static func curve(_ keyframes: [Keyframe], name: String, _ code: SourceCode, at node: CodeNode) throws(CommandError)
        -> ReadCurve
    {
        guard let first = keyframes.first, first.time == 0, let last = keyframes.last, last.time == 1 else {
            throw code.error(
                "@keyframes \(name) needs keyframes at 0% (from) and 100% (to): without one, CSS starts or ends at the element's own style, which the rule does not say",
                at: node)
        }
        let properties = first.numbers.map(\.property)
        for keyframe in keyframes
        where keyframe.numbers.map(\.property) != properties
            || zip(keyframe.numbers, first.numbers).contains(where: {
                $0.values.count != $1.values.count
            })
        {
            throw code.error(
                "@keyframes \(name): this keyframe sets other properties or numbers than the first (\(properties.joined(separator: ", "))); CSS moves each property between the keyframes that set it, which is not one curve",
                at: keyframe.selector)
        }
        var segments: [Keyframes.Segment] = []
        // A keyframe without its own animation-timing-function takes the animation's (§3.1):
        // the easing of the animations in this text that play these keyframes, when they agree.
        // (Two keyframes that give none of their own are the animation's easing over the whole
        // animation: the animation's declaration is read as that easing, not these. More than
        // two are that easing played per interval: these keyframes, paced by it.)
        var animationEasing: (text: String, curve: Curve)?
        var fromAnimation: [String] = []
        let givesItsOwn = keyframes.dropLast().contains { $0.timing != nil }
        for keyframe in keyframes.dropLast() {
            if let timing = keyframe.timing {
                segments.append(Keyframes.Segment(name: Names.shortened(code.text(of: timing.node)), curve: timing.curve))
                continue
            }
            let at = "the keyframe at \(TextFormat.percent(fromUnit: TextFormat.exact(keyframe.time)))%"
            guard givesItsOwn || keyframes.count > 2 else {
                throw code.error(
                    "@keyframes \(name): \(at) has no animation-timing-function, so it takes the animation's own, which the @keyframes rule does not say; not read",
                    at: keyframe.selector)
            }
            let easing: (text: String, curve: Curve)
            if let known = animationEasing {
                easing = known
            } else {
                easing = try Self.animationEasing(of: name, for: at, code, at: keyframe.selector)
                animationEasing = easing
            }
            fromAnimation.append(TextFormat.percent(fromUnit: TextFormat.exact(keyframe.time)) + "%")
            segments.append(Keyframes.Segment(name: Names.shortened(easing.text), curve: easing.curve))
        }
        let channels = keyframes.map { $0.numbers.flatMap(\.values) }
        guard let count = channels.first?.count, count > 0 else {
            throw code.error("@keyframes \(name) sets no number in its keyframes: there is nothing to read as a curve", at: node)
        }
        guard let progress = KeyframeProgress(channels) else {
            throw code.error("@keyframes \(name) moves its numbers along different curves: not one curve, not read", at: node)
        }
        let values = progress.values, start = progress.start, move = progress.move
        do {
            let curve = Curve.keyframes(try Keyframes(times: keyframes.map(\.time), values: values, segments: segments))
            let moved = properties.count == 1 ? properties[0] : properties.joined(separator: " and ")
            let taken =
                animationEasing.map {
                    "the keyframe\(fromAnimation.count == 1 ? "" : "s") at \(fromAnimation.joined(separator: ", ")) give\(fromAnimation.count == 1 ? "s" : "") no animation-timing-function, so \(fromAnimation.count == 1 ? "it takes" : "they take") the animation's, \($0.text), from the animation in this text that plays @keyframes \(name)"
                }
            let progressNote =
                move == 0
                ? "@keyframes \(name): the values end where they start, so the curve is the values themselves, not progress from 0 to 1"
                : (start == 0 && move == 1
                    ? nil
                    : "@keyframes \(name): \(moved) as progress from \(TextFormat.shortest(start)) to \(TextFormat.shortest(start + move))")
            return ReadCurve(curve: curve, note: AnimationTimingNote.joined(progressNote, taken))
        } catch {
            throw code.error("@keyframes \(name): \(error.wording)", at: node)
        }
    }

    /// The numbers of each declaration in a keyframe's block, and its timing function.
    static func declarations(_ code: SourceCode, from start: Int, to end: Int, name: String) throws(CommandError) -> (
        numbers: [(property: String, values: [Double])], timing: (node: CodeNode, curve: Curve)?
    ) {
        var numbers: [(property: String, values: [Double])] = []
        var timing: (node: CodeNode, curve: Curve)?
        var index = start
        while index < end {
            let stop = find(";", code, from: index, to: end) ?? end
            let declaration = span(index, stop)
            index = stop + 1
            guard !code.text(of: declaration).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { continue }
            guard let colon = find(":", code, from: declaration.offset, to: stop) else {
                throw code.error("@keyframes \(name): expected a declaration, property: value", at: declaration)
            }
            let property = code.text(of: span(declaration.offset, colon)).trimmingCharacters(in: .whitespacesAndNewlines)
            if property == "animation-timing-function" {
                var reader = code
                reader.position = skipSpace(code, from: colon + 1, to: stop)
                let value = try reader.value()
                timing = (value, try CSSReader.read(value, code).curve)
                continue
            }
            let found = numbersIn(code, from: colon + 1, to: stop)
            guard !found.isEmpty else {
                throw code.error("@keyframes \(name): \(property) holds no number, so it is not read as part of a curve", at: declaration)
            }
            numbers.append((property, found))
        }
        return (numbers, timing)
    }

    /// The numbers written in `start..<end`, units after them ignored (`236px`, `0.5`, `-1e-3`).
    static func numbersIn(_ code: SourceCode, from start: Int, to end: Int) -> [Double] {
        let scalars = code.scalars
        var numbers: [Double] = []
        var index = start
        while index < end {
            let scalar = scalars[index]
            let previous = index > start ? scalars[index - 1] : " "
            let startsNumber =
                ("0"..."9").contains(scalar)
                || ((scalar == "-" || scalar == "+" || scalar == ".") && index + 1 < end
                    && ("0"..."9").contains(scalars[index + 1]))
            guard startsNumber, !SourceCode.isNameScalar(previous), previous != "." else { index += 1; continue }
            var text = String(scalar)
            index += 1
            while index < end, ("0"..."9").contains(scalars[index]) || scalars[index] == "." {
                text.unicodeScalars.append(scalars[index])
                index += 1
            }
            if index + 1 < end, scalars[index] == "e" || scalars[index] == "E",
                ("0"..."9").contains(scalars[index + 1]) || scalars[index + 1] == "-" || scalars[index + 1] == "+"
            {
                text.unicodeScalars.append(scalars[index])
                index += 1
                while index < end,
                    ("0"..."9").contains(scalars[index]) || (text.last == "e" && "+-".unicodeScalars.contains(scalars[index]))
                {
                    text.unicodeScalars.append(scalars[index])
                    index += 1
                }
            }
            // A unit's letters belong to the number (`236px`), not to a name after it.
            while index < end, SourceCode.isNameScalar(scalars[index]) || scalars[index] == "%" { index += 1 }
            if let value = Double(text) { numbers.append(value) }
        }
        return numbers
    }

    /// `from`, `to` or a percentage, as a time in 0…1.
    static func selectorTime(_ selector: CodeNode, _ code: SourceCode, name: String) throws(CommandError) -> Double {
        let text = code.text(of: selector).trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if text == "from" { return 0 }
        if text == "to" { return 1 }
        if text.hasSuffix("%"), let percent = Double(text.dropLast()), percent >= 0, percent <= 100,
            let time = Double(unit(fromPercent: String(text.dropLast())))
        {
            return time
        }
        throw code.error(
            "@keyframes \(name): a keyframe selector is from, to or a percentage from 0% to 100% (got '\(Names.shortened(text))')",
            at: selector)
    }

    /// A percentage's digits as a fraction's, the point moved two places (`54.54545` →
    /// `0.5454545`): the decimal written, not the nearest double to it divided by 100.
    static func unit(fromPercent text: String) -> String {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = String(repeating: "0", count: max(0, 3 - parts[0].count)) + parts[0]
        let fraction = parts.count > 1 ? parts[1] : ""
        return whole.dropLast(2) + "." + whole.suffix(2) + fraction
    }

    static func selectorCommas(_ code: SourceCode, from start: Int, to end: Int) -> [Int] {
        (start..<end).filter { code.scalars[$0] == "," }
    }

    static func find(_ scalar: Unicode.Scalar, _ code: SourceCode, from start: Int, to end: Int) -> Int? {
        var depth = 0
        for index in start..<max(start, end) {
            switch code.scalars[index] {
            case scalar where depth == 0: return index
            case "(": depth += 1
            case ")": depth -= 1
            default: break
            }
        }
        return nil
    }

    static func skipSpace(_ code: SourceCode, from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, SourceCode.isSpace(code.scalars[index]) { index += 1 }
        return index
    }

    static func span(_ start: Int, _ end: Int) -> CodeNode {
        CodeNode(value: .block, offset: start, length: max(end - start, 1))
    }
}
