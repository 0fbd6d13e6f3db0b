import CurveKit

/// `CAKeyframeAnimation` with its `values`, `keyTimes` and `timingFunctions` (set on later lines,
/// as real code does): the keyframe curve Core Animation plays. Apple's CAKeyframeAnimation
/// pages: `keyTimes` are fractions of the duration, one per value, starting at 0 and ending at 1
/// for the linear calculation mode, evenly spaced when nil; `timingFunctions` pace each segment
/// between two keyframes ("n keyframes … n − 1 objects"; one beyond those is never used), and
/// segments without one are linear; `calculationMode` defaults to linear.
enum UIKitKeyframeReading {
    static func read(_ arguments: CodeArguments, _ code: SourceCode, at node: CodeNode) throws(CommandError) -> ReadCurve {
        guard let valuesNode = arguments.node("values", nil) else {
            throw code.error("a CAKeyframeAnimation is read with its values (and keyTimes and timingFunctions) set", at: node)
        }
        if let mode = arguments.node("calculationMode", nil), !["linear", ".linear", "kCAAnimationLinear"].contains(mode.word ?? "") {
            throw code.error(
                "CAKeyframeAnimation's calculationMode \(Names.shortened(code.text(of: mode))) is not read (only the linear mode, the default, is)",
                at: mode)
        }
        if let whole = arguments.node("timingFunction", nil) {
            throw code.error(
                "a CAKeyframeAnimation whose timingFunction also paces the whole animation is not read (only timingFunctions per segment are)",
                at: whole)
        }
        let values = try numbers(valuesNode, "values", code)
        guard values.count >= 2 else { throw code.error("a CAKeyframeAnimation needs two values or more", at: valuesNode) }
        let times: [Double]
        if let timesNode = arguments.node("keyTimes", nil) {
            times = try numbers(timesNode, "keyTimes", code)
            guard times.count == values.count else {
                throw code.error(
                    "CAKeyframeAnimation has \(times.count) keyTimes for \(values.count) values: Core Animation needs one per value",
                    at: timesNode)
            }
        } else {
            times = (0..<values.count).map { Double($0) / Double(values.count - 1) }
        }
        var segments: [Keyframes.Segment] = []
        if let functionsNode = arguments.node("timingFunctions", nil) {
            guard case .array(let functions) = functionsNode.value else {
                throw code.error("CAKeyframeAnimation's timingFunctions is read as an array of CAMediaTimingFunction", at: functionsNode)
            }
            guard functions.count >= values.count - 1 else {
                throw code.error(
                    "CAKeyframeAnimation has \(functions.count) timingFunctions for \(values.count - 1) segments: not read",
                    at: functionsNode)
            }
            for function in functions.prefix(values.count - 1) {
                let curve = try UIKitReader.read(function, code).curve
                segments.append(Keyframes.Segment(name: Names.shortened(code.text(of: function)), curve: curve))
            }
        } else {
            segments = Array(repeating: Keyframes.Segment(name: "linear", curve: CodeCurves.linear), count: values.count - 1)
        }
        // Progress from the first value to the last, as a timing curve; values that end where
        // they start (a shake, a bounce in place) are kept as they are.
        let first = values[0], move = values[values.count - 1] - values[0]
        let keyed = move == 0 ? values : values.map { ($0 - first) / move }
        do {
            let keyframes = try Keyframes(times: times, values: keyed, segments: segments)
            return ReadCurve(
                curve: .keyframes(keyframes),
                note: move == 0
                    ? "the values end where they start, so the curve is the values themselves, not progress from 0 to 1" : nil)
        } catch {
            throw code.error("CAKeyframeAnimation: \(error.wording)", at: node)
        }
    }

    /// An array of numbers (`@[@0, @0.2]`, `[0, 0.2]`).
    static func numbers(_ node: CodeNode, _ role: String, _ code: SourceCode) throws(CommandError) -> [Double] {
        guard case .array(let elements) = node.value else {
            throw code.error("CAKeyframeAnimation's \(role) is read as an array of numbers written in the file", at: node)
        }
        var numbers: [Double] = []
        for element in elements { numbers.append(try CodeArguments.number(element, code, role: role)) }
        return numbers
    }
}
