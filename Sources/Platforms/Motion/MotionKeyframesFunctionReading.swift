import CurveKit

extension MotionKeyframes {
    /// The curve of the keyframes function ``document`` writes, read as the function computes
    /// it: x clamped to 0…1, the segment whose key time x has reached (the last one from its
    /// start on), eased from its key value to the next by its `cubicBezier(x1, y1, x2, y2)`.
    /// Only that function is read: a function of the same head whose body differs may compute
    /// anything, and is refused; so is a key whose ease is not `cubicBezier(…)`. Nil when
    /// `text` holds no such function. The code returned is the function on one line.
    static func read(_ text: String, column: Int) throws(CommandError) -> (curve: ReadCurve, line: Int, code: String)? {
        guard let headRange = text.range(of: head) else { return nil }
        let span = SourceSpan(column: column, length: max(text.unicodeScalars.count, 1))
        func failure(_ message: String) -> CommandError { CommandError("a Motion keyframes function: \(message)", span: span) }
        guard let keysRange = text.range(of: keysStart, range: headRange.upperBound..<text.endIndex) else {
            throw failure("no keys after its body (expected \(keysStart)…]); not read")
        }
        let written = text[headRange.upperBound..<keysRange.lowerBound].split(whereSeparator: \.isWhitespace)
        guard written == body.joined(separator: " ").split(whereSeparator: \.isWhitespace) else {
            throw failure("its body is not the one `export … motion` writes, so what it computes is not known here; not read")
        }
        let afterKeys = text[text.index(before: keysRange.upperBound)...]
        guard let end = afterKeys.range(of: "])") else { throw failure("its keys do not end with ]); not read") }
        let keysText = String(afterKeys[..<text.index(after: end.lowerBound)])
        let keysColumn = column + text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: afterKeys.startIndex)
        let line = text[..<headRange.lowerBound].filter { $0 == "\n" }.count + 1
        // The function on one line, from the start of its declaration's line: it reads back alone.
        let lineStart = text[..<headRange.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        let whole = text[lineStart..<end.upperBound].split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return (try keyframes(keysText, column: keysColumn), line, whole)
    }

    /// The keys `[[time, value, cubicBezier(…)], …, [time, value]]` as keyframes.
    private static func keyframes(_ text: String, column: Int) throws(CommandError) -> ReadCurve {
        var code = SourceCode(text, column: column)
        let node = try code.onlyValue()
        guard case .array(let rows) = node.value, rows.count >= 2 else {
            throw code.error("a Motion keyframes function's keys are two [time, value, ease] or more", at: node)
        }
        var times: [Double] = [], values: [Double] = [], segments: [Keyframes.Segment] = [], notes: [String] = []
        var points: [[Double]] = []
        for (index, row) in rows.enumerated() {
            let isLast = index == rows.count - 1
            guard case .array(let elements) = row.value, elements.count == 3 || (isLast && elements.count == 2),
                let time = elements[0].number, let value = elements[1].number
            else {
                throw code.error(
                    isLast
                        ? "the last key is [time, value]" : "key \(index + 1) is [time, value, cubicBezier(x1, y1, x2, y2)]",
                    at: row)
            }
            times.append(time)
            values.append(value)
            guard !isLast else { continue }
            guard case .call(nil, "cubicBezier", _) = elements[2].value else {
                throw code.error(
                    "key \(index + 1) eases with \(Names.shortened(code.text(of: elements[2]))), not Motion's cubicBezier(…); not read",
                    at: elements[2])
            }
            let p = try MotionReader.cubicBezierPoints(elements[2], code)
            points.append(p)
            let ease = try MotionReader.bezier(p, code, at: elements[2], notingBisection: false)
            if let note = ease.note, !notes.contains(note) { notes.append(note) }
            segments.append(Keyframes.Segment(name: Names.shortened(code.text(of: elements[2])), curve: ease.curve))
        }
        do {
            let curve = Curve.keyframes(try Keyframes(times: times, values: values, segments: segments))
            // What the function computes, with Motion's own cubicBezier per segment.
            let motion = MotionReader.motionKeyframesValue(times: times, values: values, points: points)
            if let note = MotionReader.bisectionNote(motion, curve) { notes.append(note) }
            return ReadCurve(curve: curve, note: notes.isEmpty ? nil : notes.joined(separator: "; "))
        } catch {
            throw code.error("a Motion keyframes function: \(error.wording)", at: node)
        }
    }
}
