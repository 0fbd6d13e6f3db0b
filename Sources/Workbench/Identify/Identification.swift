import CurveKit
import Foundation
import Platforms

/// `identify`'s ranking: every named curve (``NamedCurveCatalogue``) and the best curve of each
/// fit family, each matched to the recording by ``MotionMatch`` (its start placed between
/// frames, its duration fitted, or a spring's own), best first.
///
/// The order: named curves that explain the recording within its noise come first (a name that
/// explains it is a better answer than a fit with more free numbers); then every other row.
/// Within each, by ``MotionMatch/Result/score(frames:extraParameters:floor:)``, the Bayesian
/// information criterion: the robust mean square of the scaled residuals, and a price for each
/// number chosen (a spring's start only; a timing function's start and duration; a fit's own
/// numbers besides), so a fit with many numbers does not rank first by copying the noise.
struct Identification {
    enum Source {
        case named([NamedCurveCatalogue.Name])
        case fit(family: String)
    }

    struct Row {
        let source: Source
        /// The curve as matched: a timing function of x, or a spring in seconds.
        let curve: Curve
        let match: MotionMatch.Result
        let explains: Bool
        /// The code to paste on the row's platform.
        var code: String
        /// The platform the code is for (nil: curves' own kind, Penner's).
        var platform: Platform?
        /// Numbers a fit chose besides the placement (0 for a named curve).
        var fittedNumbers = 0
        /// A fit's curve as its code is exported (a spring in the motion's seconds), which
        /// `export` writes as ``code``; nil for a named curve.
        var exported: Curve? = nil

        func score(frames: Int) -> Double { match.score(frames: frames, extraParameters: fittedNumbers) }

        /// The evidence with the residuals' scale known (the noise the still frames show, with
        /// platforms' rendering tolerance): the Bayesian information criterion 2L + k·ln n, L
        /// the Huber loss of the scaled residuals. ``score(frames:)``, which ranks the rows,
        /// estimates the scale from the residuals, n·ln(2L/n): between two curves that both fit
        /// below the noise it counts a ratio of residuals far below it as evidence (0.77 against
        /// 0.95 of the noise over 33 frames is 13.4 there, 9.6 here: a screencast of Compose's
        /// EaseInBack, whose timing bends it by about the noise, fits GSAP's back.in, 0.5 % from
        /// it, that much better). Where the noise is larger than the still frames show (a busy
        /// page's screencast) this one counts too much instead: a name is trusted only when both
        /// put every other named curve at least ``evidenceMargin`` behind.
        func evidence(frames: Int) -> Double {
            2 * match.loss + Double(match.freeParameters + fittedNumbers) * log(Double(max(frames, 1)))
        }

        var isNamed: Bool { if case .named = source { true } else { false } }
        var names: [NamedCurveCatalogue.Name] { if case .named(let names) = source { names } else { [] } }
        var title: String {
            switch source {
            case .named(let names): names[0].pasted
            case .fit(let family): "best \(family)"
            }
        }
    }

    let rows: [Row]
    let summary: RecordingSummary
    let frames: Int
    /// Families not fitted because a named curve explains the recording (``flexibleFamilies``).
    var skippedFamilies: [String] = []

    /// The row the verdict gives as the recording's curve, which `identify NAME as CURVE`
    /// defines: the first row when it explains the recording (a named curve, else a fit), and
    /// for a recording whose start may not be in it (it joins the motion under way or moves at
    /// full speed at its first frame, and ``isTrusted`` is false) only the one named curve that
    /// explains what it shows (when several do, the verdict cannot tell them apart). nil when the
    /// verdict gives none.
    var answer: Row? {
        guard let first = rows.first, first.explains else { return nil }
        // A recording whose start is in it gives its first row, trusted or not (the verdict says which).
        guard summary.startsMoving || summary.movesAtFirstFrame, !isTrusted else { return first }
        return first.isNamed && rows.count(where: { $0.isNamed && $0.explains }) == 1 ? first : nil
    }

    /// Whether the name the verdict gives can be trusted: the first row is a named curve that
    /// explains the recording, no other curve named has evidence within ``evidenceMargin`` of
    /// it (``rivals``, nearly the same curve under another name, ``twins``, among them: Compose's
    /// EaseInBack and GSAP's back.in are 0.5 % apart, and a screencast of the one was named the
    /// other), and the recording does not join the motion under way (``RecordingSummary/startsMoving``).
    var isTrusted: Bool {
        guard !summary.startsMoving, let first = rows.first, first.isNamed, first.explains else { return false }
        return rivals.isEmpty
    }
    /// Named curves other than the first row that the frames do not rule out: evidence
    /// (``Row/score(frames:)`` or ``Row/evidence(frames:)``) within ``evidenceMargin`` of the
    /// first row's, and for a
    /// recording that moves at its first frame ``rivals(of:among:entries:frames:isCancelled:)``.
    /// While there are any, the name cannot be trusted.
    var rivals: [Row] = []
    /// The ``rivals`` nearly the same as the first row (``NamedCurveCatalogue/nearlySame(_:_:)``):
    /// another platform's version of the curve, which the verdict names with it. The frames do
    /// not tell them apart, so they are rivals too: the name is not given as certain.
    var twins: [Row] = []
    /// The first frame's time, from which a rival's unseen start is counted.
    var firstFrameTime = 0.0

    /// Seconds of `row`'s curve after the frames came to rest: a slow tail, whose last part
    /// moves less than the noise, ends later than the motion import found (the recording's
    /// duration is that visible part, the row's the whole curve). nil when the curve ends within
    /// a frame and a half of it, or the recording ends with the motion (its end was fitted).
    func unseenTail(of row: Row) -> Double? {
        let unseen = row.match.startOffset + row.match.duration - summary.duration
        guard !summary.endsWithRecording, unseen > 1.5 * summary.frameInterval else { return nil }
        return unseen
    }

    /// How many named curves, the closest at their first placement, get their start and
    /// duration polished; the others keep the first placement (they are far from the frames).
    static let polishedNames = 30

    /// The fit families tried (`fit … family=all` less linear(), which copies the frames).
    static let families = ["bezier", "spring", "spring-velocity", "path", "keyframes"]

    /// The families with a number count that grows with the motion (6 a segment): fitted only
    /// when no named curve explains the recording. A fit ranks after every named curve that
    /// explains it (the order's first rule), so then no fit can be the answer; these are most
    /// of identify's time (a busy page's 60 fps recording takes a 20-segment path), while the
    /// Bézier and spring fits are cheap and show how close a curve of 2–4 numbers comes.
    static let flexibleFamilies: Set<String> = ["path", "keyframes"]

    static func identify(
        _ data: DataCurve, name: String, platform: Platform?, includingFits: Bool = true, isCancelled: @escaping () -> Bool
    ) throws(CommandError) -> Identification {
        guard let summary = data.recording, let frames = data.recordedFrames else {
            throw CommandError(
                "'\(name)' is not a recording: identify reads a curve made by import FILE from recorded frames (it has \(data.times.count) samples from \(data.source))"
            )
        }
        let count = frames.times.count
        var rows: [Row] = []
        let entries = NamedCurveCatalogue.shared.entries(for: platform)
        // Placed from the crossings first; only the closest are polished.
        let placed = entries.map { MotionMatch.match($0.model, to: frames, polishing: false, crossings: $0.crossings) }
        let polished = Set(
            placed.indices.sorted { placed[$0].score(frames: count) < placed[$1].score(frames: count) }.prefix(polishedNames))
        for (index, entry) in entries.enumerated() {
            if isCancelled() { throw CommandError("cancelled") }
            let match = polished.contains(index) ? MotionMatch.match(entry.model, to: frames, crossings: entry.crossings) : placed[index]
            let name = platform.flatMap { platform in entry.names.first { $0.platform == platform } } ?? entry.names[0]
            rows.append(
                Row(
                    source: .named(entry.names), curve: entry.curve, match: match, explains: match.explains(frames: count),
                    code: name.spelling, platform: name.platform))
        }
        var skipped: [String] = []
        if includingFits {
            let explained = rows.contains { $0.explains }
            skipped = explained ? families.filter(flexibleFamilies.contains) : []
            rows += try fits(
                data, summary: summary, frames: frames, families: families.filter { !skipped.contains($0) }, platform: platform,
                isCancelled: isCancelled)
        }
        rows.sort { a, b in
            let (aFirst, bFirst) = (a.isNamed && a.explains, b.isNamed && b.explains)
            if aFirst != bFirst { return aFirst }
            return a.score(frames: count) < b.score(frames: count)
        }
        var identification = Identification(rows: rows, summary: summary, frames: count, skippedFamilies: skipped)
        if !summary.startsMoving, let first = rows.first, first.isNamed, first.explains {
            // Close by either reckoning: a name is trusted only when both rule every other out.
            let (scoreBar, evidenceBar) = (first.score(frames: count) + evidenceMargin, first.evidence(frames: count) + evidenceMargin)
            let close = rows.dropFirst().filter {
                $0.isNamed && ($0.score(frames: count) <= scoreBar || $0.evidence(frames: count) <= evidenceBar)
            }
            identification.twins = close.filter { NamedCurveCatalogue.nearlySame($0.curve, first.curve) }
            identification.rivals = close
            if frames.pendingFrames > 0 {
                // A busy page that logs from the call: its still frames do not say when the
                // motion started (``MotionMatch/matchPendingStart(_:to:polishing:crossings:)``),
                // so curves that differ in how they leave their start are not told apart by
                // the frames, and the evidence between them rests on how early each takes the
                // busy page's frames to be sampled: every other named curve that explains the
                // frames is a rival. (Tests/RecordedMotionHeldOut6 #36, a css ease-out that
                // explains its frames, was otherwise named compose EaseOutSine with trust, its
                // evidence 10.6 better.)
                let unseenStart = rows.dropFirst().filter { row in
                    row.isNamed && row.explains && !identification.rivals.contains { $0.names == row.names }
                }
                identification.rivals += unseenStart
            }
            if summary.movesAtFirstFrame {
                let late = try rivals(of: first, among: rows, entries: entries, frames: frames, isCancelled: isCancelled)
                identification.rivals += late.filter { rival in !identification.rivals.contains { $0.names == rival.names } }
                identification.firstFrameTime = frames.times.first ?? 0
            }
        }
        return identification
    }

    /// How much better (BIC, ``Row/score(frames:)`` and ``Row/evidence(frames:)``) than every other named curve the first row
    /// must explain a recording for its name to be trusted: 10, what Kass and Raftery ("Bayes
    /// Factors", 1995) call very strong evidence (a Bayes factor above about 150). On the
    /// screencast set's tuning half a wrong name led the truth by 7.4 (#47: one wild frame), while right
    /// names led the next curve by 5.8 to 9.5 and more: below 10 the frames do not decide.
    static let evidenceMargin = 10.0

    /// Named curves other than `answer`'s that explain a recording which moves at full speed
    /// at its first frame about as well as `answer` does: taken from rest as the answer is (the
    /// rows), or as joined late (``MotionMatch/joinedLate(_:to:polishing:)``, their start more
    /// than a frame before the first frame). Named curves that start fast differ most in how
    /// they leave their start (their first slopes), which such a recording does not show. About
    /// as well: their evidence (BIC) is no worse than the answer's by more than
    /// ``rivalEvidence``, with residuals below the noise counting no better (score floor 1: two
    /// curves both within the noise cannot be told apart by the frames).
    static func rivals(
        of answer: Row, among rows: [Row], entries: [NamedCurveCatalogue.Entry], frames: MotionMatch.Frames,
        isCancelled: @escaping () -> Bool
    ) throws(CommandError) -> [Row] {
        let count = frames.times.count
        let origin = frames.times.first ?? 0
        let bar = answer.match.score(frames: count, floor: 1) + rivalEvidence
        func rivals(_ match: MotionMatch.Result) -> Bool { match.explains(frames: count) && match.score(frames: count, floor: 1) <= bar }
        func other(_ names: [NamedCurveCatalogue.Name], _ curve: Curve) -> Bool {
            !names.contains { answer.names.contains($0) } && !NamedCurveCatalogue.nearlySame(curve, answer.curve)
        }
        var found = rows.filter { $0.isNamed && other($0.names, $0.curve) && rivals($0.match) }
        let placed = entries.map { MotionMatch.joinedLate($0.model, to: frames, polishing: false) }
        let closest = placed.indices.sorted { placed[$0].score(frames: count) < placed[$1].score(frames: count) }.prefix(polishedNames)
        for index in closest where other(entries[index].names, entries[index].curve) {
            if isCancelled() { throw CommandError("cancelled") }
            let entry = entries[index]
            let match = MotionMatch.joinedLate(entry.model, to: frames)
            guard match.startOffset < origin - frames.frameInterval, rivals(match), !found.contains(where: { $0.names == entry.names })
            else { continue }
            found.append(
                Row(
                    source: .named(entry.names), curve: entry.curve, match: match, explains: true, code: entry.names[0].spelling,
                    platform: entry.names[0].platform))
        }
        return found
    }

    /// How much worse (BIC, ``rivals(of:among:entries:frames:isCancelled:)``) than the answer another
    /// named curve may explain a recording that moves at full speed at its first frame and still
    /// leave the frames unable to tell the two apart.
    static let rivalEvidence = 2.0

    /// The best curve of each of `families` for the recording's progress over [0, 1], matched like a name.
    static func fits(
        _ data: DataCurve, summary: RecordingSummary, frames: MotionMatch.Frames, families: [String], platform: Platform?,
        isCancelled: @escaping () -> Bool
    ) throws(CommandError) -> [Row] {
        var request = FitRequest(target: "recording", samples: 200)
        request.family = .all
        request.tolerance = min(max(2 * summary.progressNoise, CurveComparison.sameCurveTolerance), Limits.toleranceRange.upperBound)
        let comparison = try FitFamilies.compare(.data(data), request, families: Set(families), isCancelled: isCancelled)
        var rows: [Row] = []
        for row in comparison.rows {
            guard let result = row.result, settles(result.curve, summary) else { continue }
            let match = MotionMatch.match(.easing({ result.curve.value(at: $0) }), to: frames)
            let pasted = Self.inSeconds(result.curve, duration: match.duration)
            let platform = platform ?? (pasted.kind == "spring" ? .swiftui : .css)
            rows.append(
                Row(
                    source: .fit(family: row.family), curve: result.curve, match: match,
                    explains: match.explains(frames: frames.times.count),
                    code: Self.code(pasted, platform: platform, isCancelled: isCancelled), platform: platform, fittedNumbers: row.numbers,
                    exported: pasted))
        }
        return rows
    }

    /// Whether a fitted curve ends at its target within the recording's span: a spring (which a
    /// platform runs on its own clock until it settles) must come within the recording's rest
    /// threshold of 1 (4 × its noise, at least ``Spring/settlingTolerance``) by x = 1, a frame
    /// of slack allowed; one that is still on its way there, or never settles, is no candidate.
    /// Every other kind ends where its curve ends.
    static func settles(_ curve: Curve, _ summary: RecordingSummary) -> Bool {
        guard let spring = curve.spring else { return true }
        let tolerance = max(Spring.settlingTolerance, 4 * summary.progressNoise)
        return spring.settlingTime(tolerance: tolerance) <= spring.timeSpan * (1 + summary.frameInterval / summary.duration)
    }

    /// A fitted spring spans T seconds of x (the recording's duration as imported); the motion
    /// matched took `duration` seconds, so its code gets k·(T/D)², c·(T/D) and v·(T/D) (mass 1)
    /// and spans the motion's `duration`: the curve in progress is the one that was fitted and
    /// scored, whichever platform writes it. Other curves are unchanged.
    static func inSeconds(_ curve: Curve, duration: Double) -> Curve {
        guard let spring = curve.spring, duration > 0 else { return curve }
        let scale = spring.timeSpan / duration
        guard
            let scaled = try? Spring(
                mass: spring.mass, stiffness: spring.stiffness * scale * scale, damping: spring.damping * scale,
                initialVelocity: spring.initialVelocity * scale, duration: duration)
        else { return curve }
        return .spring(scaled)
    }

    /// The platform's code for a fitted curve: the line `export NAME PLATFORM` writes
    /// (``ExportPipeline/code(_:named:format:digits:form:candidates:)``), exact where the
    /// platform has the kind, else its best approximation of the curve scored; or why there is none.
    static func code(_ curve: Curve, platform: Platform, isCancelled: @escaping () -> Bool) -> String {
        let exportedName = "fitted"
        do {
            return try ExportPipeline.code(
                curve, named: exportedName, platform: platform, candidates: ExportCandidates(curve, isCancelled: isCancelled)
            )
            .line
        } catch {
            return "(no \(platform.rawValue) code: \(error.message))"
        }
    }
}
