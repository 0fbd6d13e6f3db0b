import CurveKit

/// Lottie (bodymovin JSON): a keyframe's easing handles, `{"o": {"x": …, "y": …}, "i": {…}}`,
/// as `cubic-bezier(o.x, o.y, i.x, i.y)` (lottie-spec `easing-handle.json`, `properties.md`);
/// per-axis handles: a keyframe is read as its first dimension's, and says so when another
/// dimension eases differently; a whole animated property `{"a": 1, "k": […]}` of two
/// keyframes gives the first one's easing, of more a keyframes curve (``property(_:_:at:)``).
enum LottieReader: PlatformReader {
    static let names = ["o", "i"]

    static func read(_ node: CodeNode, _ code: SourceCode) throws(CommandError) -> ReadCurve {
        if let keyframes = node.member("k"), case .array(let list) = keyframes.value, let first = list.first {
            let looped = try refuseExpression(node, code)
            var reading =
                first.member("t") != nil && list.count > 2
                ? try property(list, code, at: node) : try keyframe(first, followed: list.count > 1, code)
            reading.note = AnimationTimingNote.joined(reading.note, looped)
            return reading
        }
        if case .array(let list) = node.value, let first = list.first {
            if first.member("t") != nil, list.count > 2 { return try property(list, code, at: node) }
            return try keyframe(first, followed: list.count > 1, code)
        }
        return try keyframe(node, followed: false, code)
    }

    /// One keyframe's easing towards the next; `followed` when the next keyframe is there too.
    /// A hold keyframe (`"h": 1`) holds its value until the next keyframe's time, then jumps to
    /// the next value (lottie-spec properties.md): with the next keyframe that is a step at its
    /// end, but alone it is a value held, with no easing and nothing to move to.
    static func keyframe(_ node: CodeNode, followed: Bool, _ code: SourceCode) throws(CommandError) -> ReadCurve {
        if !followed, case .object = node.value, node.member("h")?.number == 1 {
            throw code.error(
                "a hold keyframe (\"h\": 1) alone is no timing curve: it holds its value until the next keyframe, and there is none here, so there is no segment to ease: not read (its handles, if any, would be ignored); paste the property's keyframes, \"k\": [this, the next], to read the step",
                at: node)
        }
        if followed, node.member("t") != nil, node.member("o") == nil, node.member("i") == nil, node.member("h")?.number != 1 {
            return ReadCurve(curve: CodeCurves.linear, note: "the keyframe has \(Self.noHandles)")
        }
        let dimensions = handleDimensions(node)
        var reading = try easing(node, dimension: 0, code)
        // lottie-spec easing-handle.json: one handle value per dimension of the property; a
        // keyframe whose dimensions ease differently is as many curves, so the one read is named.
        if dimensions > 1 {
            var differing: [String] = []
            for dimension in 1..<dimensions {
                let other = try easing(node, dimension: dimension, code).curve
                if !Self.sameCurve(other, reading.curve) { differing.append("dimension \(dimension + 1) is \(Self.name(other))") }
            }
            if !differing.isEmpty {
                reading.note = AnimationTimingNote.joined(
                    "the keyframe eases its \(dimensions) dimensions differently: this is dimension 1's; "
                        + differing.joined(separator: ", "), reading.note)
            }
        }
        return reading
    }

    /// How many dimensions the keyframe's handles give (`"x": [0.33, 0.5]` is two; a number is one).
    static func handleDimensions(_ node: CodeNode) -> Int {
        var count = 1
        for handle in [node.member("o"), node.member("i")] {
            for key in ["x", "y"] {
                if case .array(let elements)? = handle?.member(key)?.value { count = max(count, elements.count) }
            }
        }
        return count
    }

    /// The easing of one dimension of a keyframe, `cubic-bezier(o.x, o.y, i.x, i.y)` from its
    /// handles' values at that dimension (a handle with one value serves every dimension).
    static func easing(_ node: CodeNode, dimension: Int, _ code: SourceCode) throws(CommandError) -> ReadCurve {
        let keyframe = try APIBinding(node, to: LottieAPI.keyframe, code)
        // A hold keyframe (lottie-spec: "h": 1) keeps its value until the next keyframe, whatever
        // handles it has (``LottieAPI/keyframe``'s precedence drops them; hold keyframes are
        // mostly written without them); one that holds a shape (a path value, not numbers)
        // without handles is no timing definition.
        let holdsNumbers: Bool
        if case .array(let elements)? = keyframe.node("s")?.value {
            holdsNumbers = elements.allSatisfy { $0.number != nil }
        } else {
            holdsNumbers = true
        }
        if keyframe.literal("h") == 1, holdsNumbers || node.member("o") != nil {
            return ReadCurve(curve: .steps(.stepEnd), note: keyframe.note ?? "a hold keyframe (h: 1): the value jumps at the next keyframe")
        }
        guard let out = keyframe.node("o"), let into = keyframe.node("i") else {
            throw code.error(
                "expected a Lottie keyframe's easing: {\"o\": {\"x\": [0.33], \"y\": [0]}, \"i\": {\"x\": [0.67], \"y\": [1]}}", at: node)
        }
        func coordinate(_ handle: CodeNode, _ key: String) throws(CommandError) -> Double {
            guard let value = handle.member(key) else { throw code.error("the handle needs \"\(key)\"", at: handle) }
            if case .array(let elements) = value.value {
                guard !elements.isEmpty else { throw code.error("\"\(key)\" is empty", at: value) }
                return try CodeArguments.number(elements[min(dimension, elements.count - 1)], code, role: key)
            }
            return try CodeArguments.number(value, code, role: key)
        }
        return ReadCurve(
            curve: try CodeCurves.bezier(
                try coordinate(out, "x"), try coordinate(out, "y"), try coordinate(into, "x"), try coordinate(into, "y"),
                code, at: node, platform: "Lottie"),
            note: keyframe.note)
    }

    static func sameCurve(_ a: Curve, _ b: Curve) -> Bool {
        if let p = a.bezier, let q = b.bezier { return p.controlPoints == q.controlPoints }
        return false
    }

    static func name(_ curve: Curve) -> String {
        if let bezier = curve.bezier {
            return CSSFunctions.segmentName(bezier)
        }
        return "segment"
    }

    /// What a keyframe without `o` and `i` plays: lottie-spec asks every keyframe but a hold and
    /// the last for them; lottie-android's KeyframeParser gives one without control points (and
    /// no hold) its linear interpolator.
    static let noHandles =
        "no easing handles (o, i), which lottie-spec asks for: lottie-android plays such a segment linear, as read here"

    /// Whether an expression's every result is the keyframed value looped (`loopOut('cycle')`,
    /// `thisProperty.loopIn(…)`) or the value itself (`value`): what bodymovin writes as
    /// `$bm_rt = …;` assignments, or the script as one expression. Such a script changes nothing
    /// between the first and the last keyframe (After Effects' loopOut and loopIn act outside it).
    static func onlyLoops(_ script: String) -> Bool {
        let statements = script.split(whereSeparator: { ";\n{}".contains($0) }).map { $0.trimmingCharacters(in: .whitespaces) }
        let results = statements.compactMap { statement -> String? in
            guard statement.hasPrefix("$bm_rt") else { return nil }
            guard let equals = statement.firstIndex(of: "=") else { return nil }
            return statement[statement.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        }
        // Without `$bm_rt`, the script is one expression, its result.
        let values = results.isEmpty ? statements.filter { !$0.isEmpty } : results
        guard results.isEmpty ? values.count == 1 : !values.isEmpty else { return false }
        return values.allSatisfy { value in
            var call = value
            if call.hasPrefix("thisProperty.") { call.removeFirst("thisProperty.".count) }
            let isLoop =
                ["loopOut(", "loopIn(", "loopOutDuration(", "loopInDuration("].contains { call.hasPrefix($0) } && call.hasSuffix(")")
                && call.filter({ $0 == "(" }).count == 1
            return value == "value" || isLoop
        }
    }

    /// Refuses an animated property that carries an expression (lottie-spec properties: `"x"`,
    /// a string of After Effects JavaScript): a player that runs expressions (lottie-web) plays
    /// what the script makes of the keyframed value while it plays, and the players that do not
    /// (lottie-android, lottie-ios) play the keyframes alone, so the document gives no one curve.
    static func refuseExpression(_ property: CodeNode, _ code: SourceCode) throws(CommandError) -> String? {
        guard let expression = property.member("x"), case .string(let script) = expression.value else { return nil }
        if onlyLoops(script) {
            return
                "its expression only repeats the keyframes before or after their range (loopOut, loopIn) or keeps the value: within the range it plays the keyframes, read here"
        }
        throw code.error(
            "the property carries an After Effects expression (\"x\": \(Names.shortened(code.text(of: expression), limit: 40))), which rewrites its keyframed value while it plays in a player that runs expressions (lottie-web), while lottie-android and lottie-ios ignore it and play the keyframes: the curve depends on the player, so the property is not read, and its keyframes are not read alone; without the \"x\" key the keyframes are read as those players play them",
            at: expression)
    }

    /// Refuses keyframes whose time or value is a string (a template's `"{{amplitude}}"`):
    /// lottie-spec's `t` is a number and `s` numbers, so the document as written defines no curve,
    /// and its other keyframes are parts of the same property, not easings of their own.
    static func refusePlaceholders(_ keyframes: [CodeNode], _ code: SourceCode) throws(CommandError) {
        for (index, keyframe) in keyframes.enumerated() {
            for key in ["t", "s"] {
                guard let value = keyframe.member(key) else { continue }
                let elements = if case .array(let list) = value.value { list } else { [value] }
                guard let text = elements.first(where: \.isString) else { continue }
                throw code.error(
                    "keyframe \(index + 1)'s \"\(key)\" is the string \(Names.shortened(code.text(of: text), limit: 40)) where lottie-spec needs a number (a template's placeholder is filled in before it plays): the property's curve is not known here, and its keyframes are not read alone",
                    at: text)
            }
        }
    }

    /// A whole animated property, `"k": [keyframes]`: its value over time as progress from the
    /// first keyframe's value to the last's (``KeyframeProgress``: the values themselves when it
    /// ends where it starts), each segment paced by its keyframe's handles, which must be the
    /// same for every dimension that moves (one that stays put changes nothing, whatever its
    /// handles), a hold keyframe (`"h": 1`) as a step at the next key.
    static func property(_ keyframes: [CodeNode], _ code: SourceCode, at node: CodeNode) throws(CommandError) -> ReadCurve {
        func numbers(_ key: String, _ keyframe: APIBinding) throws(CommandError) -> [Double]? {
            guard let value = keyframe.node(key) else { return nil }
            if case .array(let elements) = value.value {
                var list: [Double] = []
                for element in elements { list.append(try CodeArguments.number(element, code, role: key)) }
                return list
            }
            return [try CodeArguments.number(value, code, role: key)]
        }
        try refusePlaceholders(keyframes, code)
        var bound: [APIBinding] = []
        for keyframe in keyframes { bound.append(try APIBinding(keyframe, to: LottieAPI.keyframe, code)) }
        var times: [Double] = [], starts: [[Double]] = []
        for (index, keyframe) in bound.enumerated() {
            guard let time = try numbers("t", keyframe)?.first else {
                throw code.error("keyframe \(index + 1) has no \"t\"", at: keyframe.node)
            }
            // Lottie before 5.0 gave the last keyframe no "s": the previous keyframe's "e" is its value.
            var value = try numbers("s", keyframe)
            if value == nil, index > 0 { value = try numbers("e", bound[index - 1]) }
            guard let value else {
                throw code.error("keyframe \(index + 1) has no value \"s\"", at: keyframe.node)
            }
            times.append(time)
            starts.append(value)
        }
        guard let startTime = times.first, let endTime = times.last else {
            throw code.error("an animated property needs keyframes: \"k\": [{\"t\": 0, \"s\": [0]}, …]", at: node)
        }
        // Keyframes at one time are a jump: the property shows the later one's value from then on
        // (lottie-web seeks the last keyframe whose time has come), so the earlier one is dropped
        // and the segment before it eases to the later value.
        let kept = times.indices.filter { index in index + 1 == times.count || times[index + 1] != times[index] }
        let jumps = times.count - kept.count
        times = kept.map { times[$0] }
        starts = kept.map { starts[$0] }
        let keyframes = kept.map { keyframes[$0] }
        bound = kept.map { bound[$0] }
        let dimensions = starts.map(\.count).min() ?? 0
        let rows = starts.map { Array($0.prefix(dimensions)) }
        guard dimensions > 0, rows.contains(where: { $0 != rows[0] }) else {
            throw code.error(
                "the property never moves: its keyframes hold one value, which is no timing curve, whatever their handles: not read alone",
                at: node)
        }
        guard let progress = KeyframeProgress(rows) else {
            throw code.error(
                "the property's \(dimensions) dimensions move along different curves (lottie-spec: each dimension is animated on its own): not one curve, and its keyframes are not read alone",
                at: node)
        }
        // The dimensions that move; each segment must ease them alike to be one curve.
        let moving = (0..<dimensions).filter { dimension in rows.contains { $0[dimension] != rows[0][dimension] } }
        let span = endTime - startTime
        guard span > 0 else { throw code.error("the keyframes' times do not advance", at: node) }
        var segments: [Keyframes.Segment] = []
        var unhandled: [Int] = []
        for (index, (keyframe, binding)) in zip(keyframes, bound).dropLast().enumerated() {
            if binding.literal("h") == 1 {
                segments.append(Keyframes.Segment(name: "hold", curve: .steps(.stepEnd)))
                continue
            }
            // No handles: linear (``noHandles``), said where the segment moves.
            if keyframe.member("o") == nil, keyframe.member("i") == nil {
                if rows[index] != rows[index + 1] { unhandled.append(index + 1) }
                segments.append(Keyframes.Segment(name: "linear", curve: CodeCurves.linear))
                continue
            }
            let easing = try self.easing(keyframe, dimension: moving[0], code).curve
            for dimension in moving.dropFirst() {
                let other = try self.easing(keyframe, dimension: dimension, code).curve
                guard Self.sameCurve(other, easing) else {
                    throw code.error(
                        "keyframe \(index + 1) eases dimension \(moving[0] + 1) as \(name(easing)) and dimension \(dimension + 1) as \(name(other)), and both move: not one curve, and its keyframes are not read alone",
                        at: keyframe)
                }
            }
            segments.append(Keyframes.Segment(name: name(easing), curve: easing))
        }
        do {
            let keyframes = try Keyframes(times: times.map { ($0 - startTime) / span }, values: progress.values, segments: segments)
            let what =
                progress.move == 0
                ? "the values end where they start, so the curve is the values themselves, not progress from 0 to 1"
                : "as progress from \(TextFormat.shortest(progress.start)) to \(TextFormat.shortest(progress.start + progress.move))"
            let which =
                moving.count == dimensions
                ? "" : " of dimension\(moving.count > 1 ? "s" : "") \(moving.map { String($0 + 1) }.joined(separator: ", "))"
            let jumped =
                jumps == 0 ? "" : "; \(jumps) keyframe\(jumps > 1 ? "s" : "") at the time of the next, a jump: read as the next's value"
            let linear =
                unhandled.isEmpty
                ? ""
                : "; keyframe\(unhandled.count > 1 ? "s" : "") \(unhandled.map(String.init).joined(separator: ", ")) \(unhandled.count > 1 ? "have" : "has") \(Self.noHandles)"
            return ReadCurve(curve: .keyframes(keyframes), note: "\(segments.count) segments\(which), \(what)\(jumped)\(linear)")
        } catch {
            throw code.error(error.wording, at: node)
        }
    }
}
