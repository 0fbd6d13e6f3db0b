import CurveKit

/// `animate(element, { y: [0, 236, 177, …] }, { duration, times: […], ease: [e₁, e₂, …] })`:
/// the keyframes Motion plays. motion.dev, transitions: a value given as an array is keyframes;
/// `times` are their progress (0…1, evenly spread when not given); `ease` as an array sets "different
/// easings between each value", one per interval, and a single ease eases every interval
/// (motion-dom's keyframes generator). Read when the transition gives `times` or an array of
/// eases, or the values more than two keyframes; otherwise the transition's ease alone is the
/// curve, as for any tween.
enum MotionKeyframeReading {
    /// Whether `animate(…)` holds keyframes this reader reads.
    static func holdsKeyframes(_ node: CodeNode) -> Bool {
        guard case .call(nil, "animate", let arguments) = node.value, arguments.count == 3 else { return false }
        let transition = arguments[2].node, values = arguments[1].node
        if transition.member("times") != nil { return true }
        if case .array(let eases)? = transition.member("ease")?.value, eases.contains(where: { $0.number == nil }) { return true }
        guard case .object(let members) = values.value else { return false }
        return members.contains { if case .array(let elements) = $0.value.value { elements.count > 2 } else { false } }
    }

    /// A target that gives keyframes (`{ scale: [1, 0.9, 1.5, 1], transition: { times: … } }`,
    /// an `animate` prop or what `controls.start(…)` is given) as the `animate(element, values,
    /// transition)` call it plays: its values with the `transition` key inside it, which wins,
    /// or else `transition`. Nil when no value is an array of keyframes or no transition object
    /// is given.
    static func animateCall(target: CodeNode, transition: CodeNode?) -> CodeNode? {
        guard case .object(let members) = target.value else { return nil }
        let values = members.filter { $0.key != "transition" && $0.key != "transitionEnd" }
        guard values.contains(where: { if case .array = $0.value.value { true } else { false } }),
            let transition = target.member("transition") ?? transition, case .object = transition.value
        else { return nil }
        let valuesNode = CodeNode(value: .object(values), offset: target.offset, length: target.length)
        return CodeNode(
            value: .call(
                receiver: nil, name: "animate",
                arguments: [
                    CodeArgument(label: nil, node: CodeNode(value: .name("element"), offset: target.offset, length: 0)),
                    CodeArgument(label: nil, node: valuesNode), CodeArgument(label: nil, node: transition),
                ]), offset: target.offset, length: target.length)
    }

    static func read(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve {
        guard case .call(nil, "animate", let arguments) = node.value, arguments.count == 3,
            case .object(let members) = arguments[1].node.value
        else {
            throw code.error("Motion's animate(element, values, transition) is read with its values as an object", at: node)
        }
        let transition = arguments[2].node
        if let type = transition.member("type")?.word, type != "tween", type != "keyframes" {
            throw code.error("Motion keyframes with type: \"\(type)\" are not read (only tweens are eased per keyframe)", at: transition)
        }
        var rows: [[Double]] = []
        var names: [String] = []
        for (key, value) in members {
            guard case .array(let elements) = value.value else {
                throw code.error("Motion keyframes: \(key) is not an array of keyframes beside the others: not read", at: value)
            }
            var numbers: [Double] = []
            for element in elements {
                guard let number = element.number else {
                    throw code.error("Motion keyframes: \(key)'s keyframes are not all numbers written here: not read", at: element)
                }
                numbers.append(number)
            }
            if !rows.isEmpty, rows.count != numbers.count {
                throw code.error(
                    "Motion keyframes: \(key) has \(numbers.count) keyframes, another value \(rows.count): not read", at: value)
            }
            if rows.isEmpty { rows = numbers.map { [$0] } } else { for index in numbers.indices { rows[index].append(numbers[index]) } }
            names.append(key)
        }
        guard rows.count >= 2 else { throw code.error("Motion keyframes need two values or more", at: arguments[1].node) }
        let times: [Double]
        if let timesNode = transition.member("times") {
            guard case .array(let elements) = timesNode.value else {
                throw code.error("Motion's times is an array of numbers from 0 to 1", at: timesNode)
            }
            var read: [Double] = []
            for element in elements { read.append(try CodeArguments.number(element, code, role: "a time")) }
            guard read.count == rows.count else {
                throw code.error("Motion has \(read.count) times for \(rows.count) keyframes: not read", at: timesNode)
            }
            times = read
        } else {
            times = rows.indices.map { Double($0) / Double(rows.count - 1) }
        }
        guard let easeNode = transition.member("ease") else {
            throw code.error(
                "Motion keyframes without an ease take Motion's default, which differs between its keyframe and tween paths: not read; give ease",
                at: transition)
        }
        var segments: [Keyframes.Segment] = []
        if case .array(let eases) = easeNode.value, eases.contains(where: { $0.number == nil }) {
            guard eases.count == rows.count - 1 else {
                throw code.error(
                    "Motion has \(eases.count) eases for \(rows.count - 1) intervals between keyframes: not read", at: easeNode)
            }
            for ease in eases {
                segments.append(
                    Keyframes.Segment(name: Names.shortened(code.text(of: ease)), curve: try MotionReader.read(ease, code).curve))
            }
        } else {
            let curve = try MotionReader.read(easeNode, code).curve
            segments = Array(
                repeating: Keyframes.Segment(name: Names.shortened(code.text(of: easeNode)), curve: curve), count: rows.count - 1)
        }
        guard let progress = KeyframeProgress(rows) else {
            throw code.error(
                "Motion keyframes: \(names.joined(separator: " and ")) move along different curves: not one curve, and their transition is not read alone",
                at: node)
        }
        do {
            let curve = Curve.keyframes(try Keyframes(times: times, values: progress.values, segments: segments))
            let note =
                progress.move == 0
                ? "the values end where they start, so the curve is the values themselves, not progress from 0 to 1"
                : (progress.start == 0 && progress.move == 1
                    ? nil
                    : "\(names.joined(separator: " and ")) as progress from \(TextFormat.shortest(progress.start)) to \(TextFormat.shortest(progress.start + progress.move))")
            return ReadCurve(curve: curve, note: note, keeping: AnimationTimingNote.timing(secondsIn: transition))
        } catch {
            throw code.error("Motion keyframes: \(error.wording)", at: node)
        }
    }
}
