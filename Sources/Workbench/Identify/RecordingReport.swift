import CurveKit
import Platforms

/// How a recording and its identification read in the shell: times in ms, values to four
/// significant digits, errors as percentages of the move.
enum RecordingReport {
    static func milliseconds(_ seconds: Double) -> String {
        TextFormat.trimmed(seconds * 1000, decimals: 1) + " ms"
    }

    static func value(_ value: Double) -> String {
        let magnitude = abs(value)
        let decimals = magnitude >= 1000 ? 0 : magnitude >= 100 ? 1 : magnitude >= 10 ? 2 : 3
        return TextFormat.trimmed(value, decimals: decimals)
    }

    static func percent(_ fraction: Double) -> String {
        TextFormat.trimmed(fraction * 100, decimals: fraction < 0.001 ? 3 : 2) + " %"
    }

    /// One line of what the import found; `withFloor` adds what identify's "× noise" is
    /// measured against when it is not the noise shown (``floorClause(_:)``).
    static func summary(_ summary: RecordingSummary, withFloor: Bool = false) -> String {
        var parts = [
            "motion from \(milliseconds(summary.startTime)) to \(milliseconds(summary.endTime)) (\(milliseconds(summary.duration)))",
            "\(value(summary.startValue)) → \(value(summary.endValue))",
            "\(summary.motionFrames) frames \(milliseconds(summary.frameInterval)) apart",
        ]
        if summary.droppedFrames > 0 { parts.append("\(summary.droppedFrames) dropped") }
        if summary.repeatedFrames > 0 { parts.append("\(summary.repeatedFrames) repeated") }
        parts.append(
            "noise \(value(summary.noise)) (\(percent(summary.progressNoise)) of the move\(withFloor ? floorClause(summary) : ""))")
        if summary.jitter >= 5e-5 { parts.append("timing jitter \(milliseconds(summary.jitter))") }
        return parts.joined(separator: ", ")
    }

    /// The deviation "× noise" is a multiple of, in progress: the noise with platforms'
    /// rendering tolerance (``MotionMatch/deviation(noise:)``).
    static func noiseFloor(_ summary: RecordingSummary) -> Double { MotionMatch.deviation(noise: summary.progressNoise) }

    /// When the deviation errors are weighed against differs from the noise shown (a quiet
    /// recording, whose floor is platforms' rendering tolerance), what it is.
    static func floorClause(_ summary: RecordingSummary) -> String {
        let floor = noiseFloor(summary)
        guard percent(floor) != percent(summary.progressNoise) else { return "" }
        return "; × noise is measured against \(percent(floor)), the noise with \(percent(MotionMatch.renderingTolerance)) "
            + "for how closely platforms render a curve"
    }

    static func json(_ summary: RecordingSummary) -> JSONValue {
        .object([
            ("startTime", .number(summary.startTime)), ("endTime", .number(summary.endTime)), ("duration", .number(summary.duration)),
            ("startValue", .number(summary.startValue)), ("endValue", .number(summary.endValue)),
            ("motionFrames", .number(Double(summary.motionFrames))), ("droppedFrames", .number(Double(summary.droppedFrames))),
            ("repeatedFrames", .number(Double(summary.repeatedFrames))), ("frameInterval", .number(summary.frameInterval)),
            ("noise", .number(summary.noise)), ("progressNoise", .number(summary.progressNoise)), ("jitter", .number(summary.jitter)),
        ])
    }

    /// The verdict: the named curve that explains the recording, or that none does and the best fit.
    static func verdict(_ identification: Identification) -> String {
        guard let first = identification.rows.first else { return "nothing to compare with" }
        if identification.summary.startsMoving { return underWayVerdict(identification) }
        if identification.summary.movesAtFirstFrame && !identification.isTrusted { return movingAtFirstFrameVerdict(identification) }
        if first.isNamed && first.explains {
            var named = "\(first.title), \(duration(first))"
            let others = first.names.dropFirst()
            if !others.isEmpty { named += " (also \(others.map(\.pasted).joined(separator: ", ")))" }
            if !identification.twins.isEmpty {
                named +=
                    " or, nearly the same curve (within \(percent(NamedCurveCatalogue.nearlySameTolerance)) of it), "
                    + identification.twins.prefix(3).map(\.title).joined(separator: ", ")
            }
            guard identification.isTrusted else {
                return "closest: \(named): within the recording's noise, but \(rivalClause(identification)), "
                    + "so this name cannot be trusted" + tailClause(first, identification)
                    + openEndsClause(identification.summary, trusted: false)
            }
            return "this is \(named): within the recording's noise" + tailClause(first, identification)
                + (identification.summary.movesAtFirstFrame ? fullSpeedStartClause : openEndsClause(identification.summary, trusted: true))
                + "; every other named curve's evidence is at least \(TextFormat.shortest(Identification.evidenceMargin)) worse (BIC)"
        }
        let bestNamed = identification.rows.first { $0.isNamed }
        var line = "no named curve explains it within its noise"
        if let bestNamed {
            let off =
                bestNamed.match.outliers > 0 ? " and \(bestNamed.match.outliers) frame\(bestNamed.match.outliers == 1 ? "" : "s") off" : ""
            line += " (closest: \(bestNamed.title), \(ratio(bestNamed.match.noiseRatio)) the noise\(off))"
        }
        if let bestFit = identification.rows.first(where: { !$0.isNamed }) {
            line += "; the \(bestFit.title) is \(bestFit.code), \(duration(bestFit))"
        }
        // One that moves at full speed at its first frame, and so may have joined the motion
        // late, has its own verdict (movingAtFirstFrameVerdict), which says how to fit that.
        if identification.summary.startsWithRecording { line += "; its start was taken within one frame of its first frame" }
        return line
    }

    /// Which named curves the frames do not rule out (``Identification/rivals``), with how much
    /// worse (or better, for one that leaves frames off) their evidence is than the first row's
    /// (the smaller gap of ``Identification/Row/score(frames:)`` and
    /// ``Identification/Row/evidence(frames:)``).
    static func rivalClause(_ identification: Identification) -> String {
        let frames = identification.frames
        guard let first = identification.rows.first else { return "" }
        let isTwin = { (rival: Identification.Row) in identification.twins.contains { $0.names == rival.names } }
        // Nearly the same curves (named with the first already) after the others.
        let ordered = identification.rivals.filter { !isTwin($0) } + identification.rivals.filter(isTwin)
        let shown = ordered.prefix(3).map { rival in
            // The smaller of the two gaps: the one that keeps it close.
            let gap = min(
                rival.score(frames: frames) - first.score(frames: frames), rival.evidence(frames: frames) - first.evidence(frames: frames))
            return "\(rival.title) (BIC \(TextFormat.trimmed(abs(gap), decimals: 1)) \(gap >= 0 ? "worse" : "better"))"
        }
        let more = identification.rivals.count > 3 ? " and \(identification.rivals.count - 3) more" : ""
        return "the frames do not rule out \(shown.joined(separator: ", "))\(more): a name is trusted when every other "
            + "named curve's evidence is at least \(TextFormat.shortest(Identification.evidenceMargin)) worse"
    }

    /// How to fit the start of a motion the recording may have joined late.
    static let unseenStartAdvice = "if it joined the motion late, import it with start= at its first frame to fit the unseen start"

    /// When the curve that explains a recording ends more than a frame and a half after the
    /// motion seemed to come to rest (a slow tail, whose last part moves less than the noise),
    /// how much of it the frames show: the import's duration is that visible part, the curve's
    /// the whole motion.
    static func tailClause(_ row: Identification.Row, _ identification: Identification) -> String {
        guard let unseen = identification.unseenTail(of: row) else { return "" }
        return "; its last \(milliseconds(unseen)) move less than the noise, so the frames show it ending at "
            + "\(milliseconds(identification.summary.duration)) (the duration import found)"
    }

    /// What a name given for a recording that starts or ends with the motion rests on: its
    /// start (end) was fitted within one frame of the first (last) frame, as when a page logs
    /// from the call that starts the motion. A `trusted` name adds that the frames cannot tell
    /// that from a recording that joined the motion late (or was cut early), whose name could be
    /// another; an untrusted one is not given as certain already, and a recording that could have
    /// joined the motion late (it moves at full speed at its first frame) has its own verdict
    /// (``movingAtFirstFrameVerdict(_:)``), so it says only what was fitted.
    static func openEndsClause(_ summary: RecordingSummary, trusted: Bool) -> String {
        let sides: (seen: String, unseen: String)
        switch (summary.startsWithRecording, summary.endsWithRecording) {
        case (true, true): sides = ("starts and ends with the motion, so its start and end were", "joined the motion late or was cut early")
        case (true, false): sides = ("starts with the motion, so its start was", "joined the motion late")
        case (false, true): sides = ("ends with the motion, so its end was", "was cut before the motion ended")
        case (false, false): return ""
        }
        let fitted = "; the recording \(sides.seen) fitted within one frame of it (as when a page logs from the call that starts it)"
        return trusted ? fitted + "; if it \(sides.unseen), this name cannot be trusted" : fitted
    }

    /// The verdict on a recording that joins the motion under way: its start was fitted, not
    /// seen, so a name is never given as certain; when several named curves explain what the
    /// recording shows, it says it cannot tell them apart.
    static func underWayVerdict(_ identification: Identification) -> String {
        let lead = "the recording joins the motion under way (moving at its start), so its beginning was fitted, not seen"
        let advice = "record from before the motion starts to tell"
        let explaining = identification.rows.filter { $0.isNamed && $0.explains }
        guard let first = explaining.first else {
            guard let closest = identification.rows.first(where: \.isNamed) else { return lead + ": no named curve explains it" }
            return lead
                + ": no named curve explains what it shows (closest: \(closest.title), \(ratio(closest.match.noiseRatio)) the noise)"
        }
        if explaining.count == 1 {
            let unseen = milliseconds(max(-first.match.startOffset, 0))
            return lead
                + ": only \(first.title), \(duration(first)), explains what it shows, with its first \(unseen) before the recording; "
                + "the name rests on the end of the motion alone (\(advice))"
        }
        let shown = explaining.prefix(4).map(\.title).joined(separator: ", ")
        let more = explaining.count > 4 ? " and \(explaining.count - 4) more" : ""
        return lead
            + ": \(explaining.count) named curves explain what it shows (\(shown)\(more)), and it cannot tell them apart; \(advice)"
    }

    /// What a name given for a recording that moves at full speed at its first frame rests on
    /// (``Identification/isTrusted``): its start fitted within a frame of the first frame, and no
    /// other named curve explaining the frames as well with its start long before them.
    static let fullSpeedStartClause =
        "; the recording moves at full speed at its first frame, so its start was fitted within one frame of it, "
        + "and no other named curve explains it as well, from there or as a motion the recording joined late"

    /// The verdict on a recording that moves at full speed at its first frame
    /// (``RecordingSummary/movesAtFirstFrame``) when another named curve explains it as well as
    /// a motion joined late (``Identification/rivals``): the closest name is given as the
    /// closest, never as certain, and the rival with it.
    static func movingAtFirstFrameVerdict(_ identification: Identification) -> String {
        let lead =
            "the recording moves at full speed at its first frame (its first step is about as fast as the next), "
            + "so it may have joined the motion under way and its start may not be in it"
        let advice = "record from before the motion starts to tell"
        guard let closest = identification.rows.first(where: \.isNamed) else { return lead + ": no named curve to compare" }
        guard closest.explains else {
            return lead + ": no named curve explains it (closest: \(closest.title), \(ratio(closest.match.noiseRatio)) the noise); "
                + unseenStartAdvice
        }
        let rivals = identification.rivals.prefix(3).map { rival in
            let unseen = identification.firstFrameTime - rival.match.startOffset
            return unseen > identification.summary.frameInterval ? "\(rival.title) joined \(milliseconds(unseen)) late" : rival.title
        }
        let rivalry = rivals.isEmpty ? "" : " (as would \(rivals.joined(separator: ", ")))"
        return lead + ": \(closest.title), \(duration(closest)), explains what it shows taken from rest at its first frame\(rivalry), "
            + "but this name cannot be trusted (\(advice))"
    }

    static func duration(_ row: Identification.Row) -> String {
        row.curve.kind == "spring" && row.isNamed ? "\(milliseconds(row.match.duration)) (its own)" : milliseconds(row.match.duration)
    }

    /// `text` cut to `width` characters, the last one an ellipsis when it was longer.
    static func cut(_ text: String, to width: Int) -> String {
        text.count <= width ? text : String(text.prefix(max(width - 1, 0))) + "…"
    }

    static func ratio(_ value: Double) -> String { TextFormat.trimmed(value, decimals: 1) + "×" }

    /// The table of the first `limit` rows within `width` columns: a line of numbers per row,
    /// its explanation cut to the room the numbers leave, and under it the row's code, cut to
    /// the width (the JSON reply has both whole). A named spring's duration, its own, is starred.
    static func table(_ identification: Identification, limit: Int, width: Int) -> String {
        let shown = Array(identification.rows.prefix(limit))
        let header = ["#", "explanation", "error", "× noise", "explains", "duration", "params"]
        let numbers = shown.enumerated().map { index, row in
            [
                "\(index + 1)", percent(row.match.rms) + (row.match.outliers > 0 ? "†" : ""), ratio(row.match.noiseRatio),
                (row.explains ? "yes" : "no") + (row.match.outliers > 0 ? ", \(row.match.outliers) off" : ""),
                milliseconds(row.match.duration) + (row.curve.kind == "spring" && row.isNamed ? "*" : ""), "\(row.fittedNumbers)",
            ]
        }
        // Two spaces between columns; the explanation gets what the other six leave.
        let others = (0..<6).map { column -> Int in
            let cells: [String] = [header[column == 0 ? 0 : column + 1]] + numbers.map { $0[column] }
            return cells.map(\.count).max() ?? 0  // the header's cell is one
        }
        let room = max(width - others.reduce(0, +) - 2 * 6, 16)
        var lines: [[String]] = [header]
        for (row, cells) in zip(shown, numbers) {
            let more = row.names.count > 1 ? " (+\(row.names.count - 1))" : ""
            let title = row.title.count + more.count <= room ? row.title + more : cut(row.title, to: room - more.count) + more
            lines.append([cells[0], title] + cells[1...])
        }
        let indent = String(repeating: " ", count: others[0] + 2 + 2)
        let table = Formatting.table(lines, rightAligned: [0, 2, 3, 6]).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        var text = [table[0]]
        for (index, row) in shown.enumerated() {
            text.append(table[index + 1])
            text.append(indent + cut(row.code, to: max(width - indent.count, 16)))
        }
        if shown.contains(where: { $0.curve.kind == "spring" && $0.isNamed }) {
            text.append("* a named spring's own duration: only its start is fitted")
        }
        return text.joined(separator: "\n")
    }

    /// What the table's columns mean and how its rows are ordered, in the recording's figures,
    /// as lines within `width`.
    static func legend(_ summary: RecordingSummary, width: Int) -> String {
        legendLines(summary).flatMap { Formatting.wrap($0, width: width, indent: 2) }.joined(separator: "\n")
    }

    static func legendLines(_ summary: RecordingSummary) -> [String] {
        let outside = "\(TextFormat.shortest(MotionMatch.outlierDeviations))× the noise"
        return [
            "error: RMS of the frames within \(outside), in % of the move; † when frames beyond that are left out",
            "× noise: the error over \(percent(noiseFloor(summary)))\(floorClause(summary).isEmpty ? ", the noise" : ""); N off: frames beyond \(outside)",
            "params: the numbers a row chose besides its start and duration (0 for a named curve, 4 for a Bézier, 6 a segment for a path)",
            "order: named curves that explain it (× noise at most \(TextFormat.shortest(MotionMatch.explainedNoiseRatio)), "
                + "at most 1 frame in 10 off) first, then by evidence (BIC): the frames' robust error, "
                + "with a price for every number chosen, so more numbers must explain the frames that much better (help identify)",
        ]
    }

    /// Why some fit families have no row (``Identification/flexibleFamilies``), and how to fit
    /// one anyway; nil when every family was fitted.
    static func skippedFamiliesLine(_ identification: Identification, name: String) -> String? {
        guard let first = identification.skippedFamilies.first else { return nil }
        let families = identification.skippedFamilies.joined(separator: " and ")
        return "\(families): not fitted, since a named curve explains the recording and no fit ranks above it "
            + "(fit \(name) family=\(first) fits one)"
    }

    static func json(_ row: Identification.Row, of identification: Identification) -> JSONValue {
        .object([
            ("explanation", .string(row.title)),
            ("names", .array(row.names.map { .string($0.pasted) })),
            ("family", row.isNamed ? .null : .string(row.title.replacingPrefix("best ", with: ""))),
            ("explains", .bool(row.explains)),
            ("rms", .finite(row.match.rms)), ("maxError", .finite(row.match.maxError)), ("noiseRatio", .finite(row.match.noiseRatio)),
            ("outliers", .number(Double(row.match.outliers))), ("parameters", .number(Double(row.fittedNumbers))),
            ("score", .finite(row.score(frames: identification.frames))),
            ("duration", .finite(row.match.duration)), ("startOffset", .finite(row.match.startOffset)),
            ("platform", row.platform.map { .string($0.rawValue) } ?? .null), ("code", .string(row.code)),
        ])
    }
}

extension String {
    func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
