import CurveKit

/// CSS Easing Functions Level 2: `cubic-bezier()`, the keywords, `linear()`, `steps()`,
/// `step-start`, `step-end`; also with a property in front (`transition-timing-function: ease;`).
package enum CSSReader: PlatformReader {
    /// The keywords and their exact control points (CSS Easing §2.2).
    package static let keywords: [String: [Double]] = [
        "linear": [0, 0, 1, 1], "ease": [0.25, 0.1, 0.25, 1], "ease-in": [0.42, 0, 1, 1],
        "ease-out": [0, 0, 0.58, 1], "ease-in-out": [0.42, 0, 0.58, 1],
    ]
    /// The positions `steps()` takes, as errors list them (the `steps` kind's too).
    static let stepPositions = StepsKind.positions
    static let names = [
        "linear", "ease", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end", "cubic-bezier", "linear()", "steps",
    ]

    /// `transition:`, `animation:` and their longhands, read whole (``CSSDeclarationReader``).
    /// A prefixed `@-webkit-keyframes NAME { … }`, read as the `@keyframes` rule it is.
    static func readDeclaration(at index: Int, _ code: SourceCode, end: Int, declared: inout DeclaredValues?) -> DeclarationReading? {
        if let rule = CSSKeyframesRule.prefixedRule(at: index, code, end: end) {
            var reading = DeclarationReading(start: index, end: rule.whole.offset + rule.whole.length)
            do {
                let curve = try CSSKeyframeReading.read(rule.body, code, at: rule.whole)
                let text = CodeProvenance.oneLine(code.text(of: rule.whole))
                reading.found = [DeclarationReading.Definition(curve: curve, offset: index, code: text, paste: code.text(of: rule.whole))]
            } catch {
                reading.refusal = error
            }
            return reading
        }
        return CSSDeclarationReader.read(at: index, code, end: end, declared: &declared)
    }

    /// Tailwind CSS's transition utilities in a class list, read as the CSS they generate
    /// (``TailwindClasses``): their `ease-in` is not CSS's.
    static func readWholeForm(_ text: String, column: Int) throws(CommandError) -> (curve: ReadCurve, line: Int, code: String)? {
        try TailwindClasses.read(text, column: column)
    }

    /// `@keyframes NAME { … }`, read whole (``CSSKeyframeReading``).
    static let blockForms: Set<String> = ["keyframes"]

    static func readBlockForm(_ name: String, body: CodeNode, _ code: SourceCode, at node: CodeNode) throws(CommandError)
        -> ReadCurve
    {
        try CSSKeyframeReading.read(body, code, at: node)
    }

    static func read(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve {
        // The Web Animations API's `element.animate([…], { … })`, as `export … waapi` writes it.
        if WAAPIKeyframeReading.isAnimateCall(node) { return try WAAPIKeyframeReading.read(node, code) }
        guard let (name, _) = node.call else {
            throw code.error(
                "expected a CSS easing function (cubic-bezier(), linear(), steps(), a keyword), got '\(Names.shortened(code.text(of: node)))'",
                at: node)
        }
        let word = name.lowercased()
        let arguments = CodeArguments(node, code)
        let isCall: Bool = if case .call = node.value { true } else { false }
        switch word {
        case "cubic-bezier":
            guard arguments.arguments.count == 4, arguments.arguments.allSatisfy({ $0.label == nil }) else {
                throw code.error("cubic-bezier() takes four numbers: cubic-bezier(x1, y1, x2, y2)", at: node)
            }
            let p = try arguments.numbers(4)
            return ReadCurve(
                curve: try CodeCurves.bezier(p[0], p[1], p[2], p[3], code, at: node, platform: "CSS", points: arguments.unlabelled))
        case "linear" where isCall:
            return ReadCurve(curve: try linear(arguments, code))
        case "steps":
            return ReadCurve(curve: try steps(arguments, code))
        case "var" where isCall:
            // In a file, `var(--name)` arrives with the custom property's declared value in place of its name.
            guard let first = arguments.node(nil, 0) else { throw code.error("var() names a custom property: var(--ease-out)", at: node) }
            if case .name(let property) = first.value, property.hasPrefix("--") {
                // CSS Variables 1 §3: a property declared nowhere gives var() its fallback, the
                // rest of its arguments; declared in another stylesheet, it gives that value.
                if arguments.arguments.count == 2, let fallback = arguments.node(nil, 1) {
                    var reading = try read(fallback, code)
                    reading.note = AnimationTimingNote.joined(
                        "var(\(property), …)'s fallback, which plays unless a stylesheet other than this code declares \(property)",
                        reading.note)
                    return reading
                }
                throw code.error(
                    "var(\(property)) names a custom property this file does not declare exactly once: its value is not known here, so it is not read",
                    at: node)
            }
            return try read(first, code)
        case "step-start":
            return ReadCurve(curve: .steps(.stepStart))
        case "step-end":
            return ReadCurve(curve: .steps(.stepEnd))
        default:
            if let p = keywords[word], !isCall {
                return ReadCurve(curve: CodeCurves.bezier(p))
            }
            throw CodeCurves.unknown(
                "CSS easing function", name, among: names, code, at: node,
                accepted: "cubic-bezier(), linear(), steps(), step-start, step-end, linear, ease, ease-in, ease-out, ease-in-out")
        }
    }

    /// `steps(<integer>[, <step-position>])`: n > 0, or > 1 with jump-none.
    static func steps(_ arguments: CodeArguments, _ code: SourceCode) throws(CommandError) -> Curve {
        guard let countNode = arguments.node(nil, 0), arguments.arguments.count <= 2 else {
            throw code.error("steps() takes a number of steps and an optional position: steps(4, jump-end)", at: arguments.call)
        }
        let count = try CodeArguments.number(countNode, code, role: "the number of steps")
        guard count == count.rounded(), count >= 1, count <= Double(Steps.maximumCount) else {
            throw code.error(
                "steps() needs a whole number of steps from 1 to \(Steps.maximumCount) (got \(code.text(of: countNode)))", at: countNode)
        }
        var position = Steps.Position.jumpEnd
        if let positionNode = arguments.node(nil, 1) {
            guard let word = positionNode.word, let found = Steps.Position(word: word) else {
                throw code.error(
                    "unknown step position '\(Names.shortened(code.text(of: positionNode)))'; \(stepPositions)",
                    at: positionNode)
            }
            position = found
        }
        do {
            return .steps(try Steps(count: Int(count), position: position))
        } catch {
            throw code.error("invalid in CSS: " + error.wording, at: arguments.call)
        }
    }

    /// CSS Easing 2 "create a linear easing function": each stop a number with zero, one or two
    /// percentages; inputs never decrease (a smaller one takes the largest so far), the first
    /// defaults to 0 %, the last to max(100 %, largest), runs without one are spaced evenly.
    static func linear(_ arguments: CodeArguments, _ code: SourceCode) throws(CommandError) -> Curve {
        var points: [(input: Double?, output: Double)] = []
        // Which inputs the text gives (those typed, and the ends): the inner stops typed without
        // one are left for CSS to infer again (an inferred input, 0.1 + 0.21 / 2, is no decimal
        // anyone wrote: 0.20500000000000002).
        var written: [Bool] = []
        var largest = -Double.infinity
        let stops = arguments.arguments
        guard stops.count >= 2 else { throw code.error("linear() needs at least two stops", at: arguments.call) }
        for (index, stop) in stops.enumerated() {
            let parts: [CodeNode] = if case .sequence(let items) = stop.node.value { items } else { [stop.node] }
            var output: Double?
            var lengths: [Double] = []
            for part in parts {
                switch part.value {
                case .number(let value) where output == nil: output = value
                case .percent(let fraction): lengths.append(fraction)
                default:
                    throw code.error("a linear() stop is a number with at most two percentages, like 0.5 25% 75%", at: part)
                }
            }
            guard let output, lengths.count <= 2 else {
                throw code.error("a linear() stop is a number with at most two percentages, like 0.5 25% 75%", at: stop.node)
            }
            if let first = lengths.first {
                let input = max(first, largest)
                largest = input
                points.append((input, output))
                written.append(true)
                if lengths.count == 2 {
                    let second = max(lengths[1], largest)
                    largest = second
                    points.append((second, output))
                    written.append(true)
                }
            } else if index == 0 {
                largest = 0
                points.append((0, output))
                written.append(true)
            } else if index == stops.count - 1 {
                let input = max(1, largest)
                largest = input
                points.append((input, output))
                written.append(true)
            } else {
                points.append((nil, output))
                written.append(false)
            }
        }
        // Runs without an input: evenly between their neighbours (the first and last always have one).
        var index = 0
        while index < points.count {
            guard points[index].input == nil else { index += 1; continue }
            var end = index
            while points[end].input == nil { end += 1 }
            // The run starts after a stop with an input (the first has one, and earlier runs are
            // filled) and ends before one (the last has one).
            guard let before = points[index - 1].input, let after = points[end].input else {
                preconditionFailure("a run of stops without ends")
            }
            let gaps = Double(end - index + 1)
            for k in index..<end { points[k].input = before + (after - before) * Double(k - index + 1) / gaps }
            index = end
        }
        let resolved = points.compactMap { point in point.input.map { (x: $0, y: point.output) } }  // every input is set now
        let css =
            "linear("
            + zip(resolved, written).map { point, isWritten in
                TextFormat.shortest(point.y) + (isWritten ? " \(TextFormat.percent(fromUnit: TextFormat.exact(point.x)))%" : "")
            }.joined(separator: ", ") + ")"
        return .linear(LinearStops(stops: resolved, css: css, maxError: 0, maxErrorAt: 0))
    }
}
