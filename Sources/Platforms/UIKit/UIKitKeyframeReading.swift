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
        // Apple's timingFunctions page: "If you also specify a timing function in the animation
        // object's timingFunction property, that function is applied first followed by the timing
        // function for the specific keyframe segment": the segments are played in the whole
        // animation's time as that function paces it. A linear one changes nothing.
        var wholeNote: String?
        if let whole = arguments.node("timingFunction", nil) {
            let pacing = try UIKitReader.read(UIKitReader.timingFunction(whole), code).curve
            guard pacing == CodeCurves.linear else {
                throw code.error(
                    "a CAKeyframeAnimation whose timingFunction \(Names.shortened(code.text(of: whole))) also paces the whole animation is not read: Core Animation applies it first and each segment's timing function after it, a composition curves has no kind for",
                    at: whole)
            }
            wholeNote = "its timingFunction is linear: the whole animation's time is not reshaped before the segments'"
        }
        let (values, valuesNote) = try keyframeValues(valuesNode, code)
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
                let curve = try UIKitReader.read(DeclaredNames.resolved(function), code).curve
                segments.append(Keyframes.Segment(name: Names.shortened(code.text(of: function)), curve: curve))
            }
            // "n keyframes … n − 1 objects": Core Animation never reaches a function beyond those.
            let unused = functions.count - (values.count - 1)
            if unused > 0 {
                wholeNote = AnimationTimingNote.joined(
                    wholeNote,
                    "\(functions.count) timingFunctions for \(values.count) values: Core Animation paces the \(values.count - 1) segments with the first \(values.count - 1) and never uses the last \(unused == 1 ? "one" : "\(unused)")"
                )
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
                note: [
                    valuesNote,
                    move == 0
                        ? "the values end where they start, so the curve is the values themselves, not progress from 0 to 1" : nil,
                    wholeNote,
                ].reduce(nil, AnimationTimingNote.joined))
        } catch {
            throw code.error("CAKeyframeAnimation: \(error.wording)", at: node)
        }
    }

    /// An array of numbers (`@[@0, @0.2]`, `[0, 0.2]`, `NSNumber(value: 1.0 / 6.0)`).
    static func numbers(_ node: CodeNode, _ role: String, _ code: SourceCode) throws(CommandError) -> [Double] {
        guard case .array(let elements) = node.value else {
            throw code.error("CAKeyframeAnimation's \(role) is read as an array of numbers written in the file", at: node)
        }
        var numbers: [Double] = []
        for element in elements { numbers.append(try CodeArguments.number(unwrapped(element), code, role: role)) }
        return numbers
    }

    /// A value boxed for an `NSArray` (`NSNumber(value: x)`, `NSValue(caTransform3D: t)`,
    /// `NSValue(cgPoint: p)`, Objective-C's `[NSValue valueWithCATransform3D: t]`): the value inside.
    static func unwrapped(_ node: CodeNode) -> CodeNode {
        guard case .call(_, let name, let arguments) = node.value, arguments.count == 1 else { return node }
        let type = name.split(separator: ".").first.map(String.init) ?? name
        return type == "NSNumber" || type == "NSValue" ? unwrapped(arguments[0].node) : node
    }

    /// The kinds of value a `CAKeyframeAnimation`'s `values` hold that are read, each as its
    /// numbers (Core Animation interpolates a keyframe animation's values component by
    /// component between keys): `CATransform3DMakeScale(sx, sy, sz)` and
    /// `CATransform3DMakeTranslation(tx, ty, tz)` (whose matrices interpolate as their factors
    /// and offsets do), `CGPoint(x:y:)` and `CGSize(width:height:)`; `CATransform3DIdentity`
    /// is the scale (1, 1, 1) or the translation (0, 0, 0) among the others.
    static let valueKinds: [String: (kind: String, labels: [String?], identity: [Double]?)] = [
        "CATransform3DMakeScale": ("CATransform3DMakeScale", [nil, nil, nil], [1, 1, 1]),
        "CATransform3DMakeTranslation": ("CATransform3DMakeTranslation", [nil, nil, nil], [0, 0, 0]),
        "CGPoint": ("CGPoint", ["x", "y"], nil), "CGPointMake": ("CGPoint", [nil, nil], nil),
        "CGSize": ("CGSize", ["width", "height"], nil), "CGSizeMake": ("CGSize", [nil, nil], nil),
    ]

    /// The keyframe values as numbers, and what was read of them when they are vectors: the
    /// component that moves, when every other component that moves keeps the same progress
    /// (a uniform scale); refused when components move apart (no one timing curve) or the
    /// values are of a kind not read (a rotation matrix, whose angle Core Animation does not
    /// interpolate as a number).
    static func keyframeValues(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> (values: [Double], note: String?) {
        guard case .array(let elements) = node.value else {
            throw code.error("CAKeyframeAnimation's values is read as an array of numbers written in the file", at: node)
        }
        let values = elements.map(unwrapped)
        if values.allSatisfy({ $0.number != nil }) || values.contains(where: { $0.call == nil }) {
            return (try numbers(CodeNode(value: .array(values), offset: node.offset, length: node.length), "values", code), nil)
        }
        var kind: String?
        var vectors: [[Double]?] = []
        for value in values {
            guard let (name, _) = value.call else { throw code.error("expected a value among the keyframes' values", at: value) }
            let last = String(name.split(separator: ".").last ?? "")
            if last == "CATransform3DIdentity" || name == "CATransform3DIdentity" {
                vectors.append(nil)
                continue
            }
            guard let known = valueKinds[last] else {
                throw code.error(
                    "CAKeyframeAnimation values made with \(Names.shortened(last)) are not read (numbers, CATransform3DMakeScale, CATransform3DMakeTranslation, CGPoint and CGSize are): Core Animation interpolates them as matrices or structures, not one number",
                    at: value)
            }
            guard kind == nil || kind == known.kind else {
                throw code.error("the keyframes' values mix \(kind ?? "") and \(known.kind): not read", at: value)
            }
            kind = known.kind
            let arguments = CodeArguments(value, code)
            var vector: [Double] = []
            for (index, label) in known.labels.enumerated() {
                vector.append(try arguments.number(label, label == nil ? index : nil))
            }
            vectors.append(vector)
        }
        guard let kind, let known = valueKinds.values.first(where: { $0.kind == kind }) else {
            throw code.error("the keyframes' values are all CATransform3DIdentity: nothing moves", at: node)
        }
        guard let identity = known.identity ?? (vectors.contains { $0 == nil } ? nil : []) else {
            throw code.error("CATransform3DIdentity among \(kind) values is not read", at: node)
        }
        let filled = vectors.map { $0 ?? identity }
        var dimensions = filled[0].count
        // A layer is flat: a scale's z factor does not show on it, so it is left out (and said).
        var dropped: String?
        if kind == "CATransform3DMakeScale", filled.contains(where: { $0[2] != filled[0][2] }) {
            dimensions = 2
            dropped = "the z scale, which does not show on a flat layer, is not read"
        }
        let moving = (0..<dimensions).filter { d in filled.contains { $0[d] != filled[0][d] } }
        guard let first = moving.first else { return (filled.map { $0[0] }, "the \(kind) values do not change") }
        // Progress of component d at each key, against its own extent.
        func progress(_ d: Int) -> [Double] {
            let column = filled.map { $0[d] }
            let move = column[column.count - 1] - column[0]
            let extent = move != 0 ? move : (column.max() ?? 0) - (column.min() ?? 0)
            return column.map { ($0 - column[0]) / extent }
        }
        let reference = progress(first)
        for other in moving.dropFirst() where zip(progress(other), reference).contains(where: { abs($0 - $1) > 1e-9 }) {
            throw code.error(
                "the keyframes' \(kind) values move their components \(first + 1) and \(other + 1) differently: not one timing curve, not read",
                at: node)
        }
        let names = known.labels.enumerated().map { index, label in label ?? ["x", "y", "z"][index] }
        let others = moving.dropFirst().map { names[$0] }
        let note =
            "the values are \(kind) values: their \(names[first]) is read"
            + (others.isEmpty ? "" : " (\(others.joined(separator: " and ")) move\(others.count == 1 ? "s" : "") with it)")
        return (filled.map { $0[first] }, AnimationTimingNote.joined(note, dropped))
    }
}
