import CurveKit
import Platforms

/// `identify NAME [platform=P]`: which curve a recorded motion (`NAME = import FILE`) follows.
struct IdentifyCommand: CommandDeclaration {
    static let name = "identify"
    static let summary =
        "name the curve behind a recorded motion: every platform's named curves and each fit family, ranked against the frames"
    static let details = """
        NAME is a recording read by import (CSV or JSON frames). Every named curve of every
        platform curves reads (CSS keywords, presets, Material tokens, named springs, Android
        interpolators, Penner's curves) and the best Bézier, spring, spring-velocity, path and
        keyframes fit are placed on the frames: a timing function with its start (between
        frames) and duration fitted, a named spring on its own clock with its start fitted.
        Frames weigh by the time they stand for (more next to a dropped frame); the loss is
        robust (Huber, against the noise of the still frames), so one wild frame does not decide.
        A page stamps a frame after the engine sampled it (performance.now() in its frame
        callback): when most stamps keep an even clock, each frame is taken at its frame time,
        the last at or before its stamp (a page that logs every second frame, on the display's
        clock). Otherwise a frame's noise is its value noise and its timing error: where the
        motion is fast, a frame stamped late is measured against how late it was stamped. Named curves that explain the recording within its noise come
        first (× noise at most 1.6, at most one frame in ten off); then every row by evidence,
        the Bayesian information criterion n·ln(mean robust z²) + k·ln n over its n frames, k
        the numbers it chose (its start and duration, and a fit's own): a fit with 25 numbers
        must explain the frames far better than a named curve to rank above it, so it does not
        win by copying the noise. A row can rank below one with a smaller error. The columns:
        params, the numbers a row chose besides its start and duration (0 for a named curve, 4
        for a Bézier, 2 or 3 for a spring, 6 a segment for a path); error, the RMS of the frames
        within 4× the noise in % of the move (marked † when it leaves frames out); × noise,
        that error over the noise the first line states (with 0.1 % for how closely platforms
        render a curve: the floor of a quiet recording, which the first line then names);
        "N off", the frames beyond 4× the noise, left out of the error. A recording that
        starts with the motion (one still frame or none before it, as a page that logs from
        the call that starts it writes) has the motion's start fitted within one frame before
        its first moving frame, and the start value with it; one that ends with the motion
        (cut at its last moving frame), its end within one frame after it. The verdict says
        so: such a name cannot be trusted if the recording joined the motion late or was cut
        early. When such a recording moves at full speed at its first frame (its first step
        more than 4× the still threshold, its speed at least 0.7 of the next step's: an ease-out
        logged from its call, or a screen recorder's clip whose first frame comes when the page
        first changes), every named curve is also placed with its start free to lie long before
        the first frame (joined under way, its offset into the curve fitted): the name is not
        given as certain while another named curve explains the frames about as well, from rest
        or joined late (BIC no more than 2 worse, residuals below the noise counting no better).
        For every recording, a name is given as certain (--json's trusted true) only when it
        explains the frames and every other named curve's evidence is at least 10 worse (BIC:
        very strong evidence), with the residuals' scale estimated from them and with it the
        noise the still frames show. A curve within 1.5 % of it everywhere under another name (two platforms'
        names of one quintic ease-out) is named with it, and counts like any other: while its
        evidence is within 10, neither name is certain. Otherwise
        the verdict gives the closest name as the closest, with the curves the frames do not rule
        out and how much worse each is, never as certain (trusted false). A recording that joins
        the motion under way (import's start= where the frames move) has its unseen start
        fitted, and no name is given as certain (trusted false). A row's duration is
        its curve's whole span: a slow tail whose last part moves less than the noise ends later
        than the motion import found, and the verdict says how much of it the frames show (the
        session keeps that with the recording: identify then changes the session, save writes it,
        and the live page shows it). A
        fitted spring that has not settled
        by the end of the recording is no candidate. When a named curve explains the recording,
        the path and keyframes families (6 numbers a segment, most of the time identify takes)
        are not fitted: no fit ranks above that name (fit NAME family=path fits one). Names that are the same function share a row. platform=P keeps the names of one
        platform (a platform word) and writes the fits' code for it. as CURVE defines CURVE as
        the verdict's curve (the first row, when it explains the recording) with its duration
        kept (to the millisecond), which fit, anim and export then take: a slow tail's whole
        duration, not the part the frames show; the reply offers it. Once identify knows that
        a recording's curve lasts longer than its frames show, export, anim and fit of the
        recording itself (which last its visible part) say so. The text shows the first
        10 rows, each with its code on the line under it, within the terminal's width (long
        names and code cut with …); --json lists them all, whole.
        """
    static let isRecordedQuery = true

    var curve = ""
    /// `as CURVE`: defines CURVE as the verdict's curve, with its duration.
    var result: String?
    var platform: Platform?

    static var arguments: [Argument<Self>] {
        [
            .positional("NAME", \.curve, .curve(.curves())), .keyword("as", "CURVE", \.result, .newName),
            .option("platform", "P", \.platform, .platform),
        ]
    }

    static let shownRows = 10

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        let named = try interpreter.resolve(curve)
        guard let data = named.curve.data else {
            throw CommandError(
                "'\(curve)' is a \(named.curve.kind) curve, not a recording: import the frames with \(curve) = import FILE, then identify \(curve)"
            )
        }
        let identification = try Identification.identify(
            data, name: curve, platform: platform, isCancelled: interpreter.settings.isCancelled ?? { false })
        let found = IdentifiedCurve(identification, recording: curve)
        // The slow tail found is kept with the recording, unless `as` puts another curve in its name.
        var noted = named
        noted.slowTail = found?.slowTail
        let renoted = result != named.name && noted.slowTail != named.slowTail ? noted : nil
        var defined: (name: String, replaced: Bool)?
        if let result {
            guard let found else { throw CommandError(IdentifiedCurve.noAnswer(identification, recording: curve, name: result)) }
            defined = (result, try Self.define(result, found, &interpreter, command: context.text, noting: renoted))
        } else if let renoted {
            try interpreter.commit(.defineCurve(renoted), command: context.text)
        }
        let width = interpreter.settings.terminalWidth
        var lines = Formatting.wrap(
            "\(curve): \(RecordingReport.summary(identification.summary, withFloor: true))", width: width, indent: 2, firstIndent: 0)
        lines += Formatting.wrap(RecordingReport.verdict(identification), width: width, indent: 2, firstIndent: 0)
        var text = lines.joined(separator: "\n") + "\n"
        text += RecordingReport.table(identification, limit: Self.shownRows, width: width)
        if identification.rows.count > Self.shownRows {
            text += "\n… \(identification.rows.count - Self.shownRows) more (--json lists them all)"
        }
        text += "\n" + RecordingReport.legend(identification.summary, width: width)
        if let skipped = RecordingReport.skippedFamiliesLine(identification, name: curve) {
            text += "\n" + Formatting.wrap(skipped, width: width, indent: 2).joined(separator: "\n")
        }
        if let found {
            text += "\n" + Formatting.wrap(found.offer(defining: defined?.name), width: width, indent: 2).joined(separator: "\n")
        }
        if let defined, defined.replaced { text += "\n  (replaced the previous \(defined.name); undo brings it back)" }
        var members: [(key: String, value: JSONValue)] = [
            ("curve", .string(curve)), ("recording", RecordingReport.json(identification.summary)),
            ("frames", .number(Double(identification.frames))),
            ("verdict", .string(RecordingReport.verdict(identification))),
            ("trusted", .bool(identification.isTrusted)),
            ("rows", .array(identification.rows.map { RecordingReport.json($0, of: identification) })),
            ("skippedFamilies", .array(identification.skippedFamilies.map { .string($0) })),
        ]
        if let found {
            members.append(
                (
                    "answer",
                    .object(
                        [("explanation", .string(found.title)), ("duration", .finite(found.duration))]
                            + (defined.map {
                                [("defined", JSONValue.string($0.name))]
                            } ?? []))
                ))
        }
        return Reply(text: text, json: .object(members))
    }

    /// Defines `name` as the verdict's curve with its duration kept (``NamedCurve/timing``),
    /// and in the same step the recording `noting` with its slow tail, when given; returns whether it
    /// replaced a curve of that name.
    static func define(
        _ name: String, _ found: IdentifiedCurve, _ interpreter: inout Interpreter, command: String, noting recording: NamedCurve?
    ) throws(CommandError) -> Bool {
        try interpreter.ensureRoom(forCurve: name)
        try interpreter.ensureKeyframesAnimationsKeepKeyframes(name, found.curve)
        let previous = interpreter.session.curve(named: name)
        let defined = NamedCurve(
            name: name, curve: found.curve, description: found.definedDescription, target: previous?.target, timing: found.timing)
        if let recording {
            var both = interpreter.session
            _ = both.apply(.defineCurve(recording))
            _ = both.apply(.defineCurve(defined))
            try interpreter.commit(.replaceSession(both), command: command)
        } else {
            try interpreter.commit(.defineCurve(defined), command: command)
        }
        return previous != nil
    }
}

extension ArgumentValue where Value == Platform {
    /// A platform by its platform word.
    static var platform: Self {
        Self(
            read: { (token, _, _) throws(CommandError) in
                guard let platform = Platform(word: token.text) else {
                    throw CommandError(
                        "unknown platform '\(Names.shortened(token.text))'; platforms: \(Platform.words.joined(separator: ", "))", at: token
                    )
                }
                return platform
            },
            write: \.rawValue, completion: .words(Platform.words))
    }
}
