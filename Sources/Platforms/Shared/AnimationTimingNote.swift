import CurveKit

/// What a reader makes of the animation's duration and delay that code gives beside the curve
/// (`tween(300, 50, easing)`, `.easeInOut(duration: 0.3)`, `{ duration: 0.6, ease: … }`,
/// `transition: opacity 300ms ease-out 50ms`): a ``CurveTiming`` kept with the curve's name, and
/// a note that says so — never dropped in silence.
enum AnimationTimingNote {
    /// The note for a timing kept with the curve; nil for none.
    static func note(_ timing: CurveTiming?) -> String? {
        guard let timing else { return nil }
        let both = timing.duration != nil && timing.delay != nil
        return "the \(timing.words) \(both ? "are" : "is") kept with the curve: anim … curve=NAME plays \(both ? "them" : "it") "
            + "and export NAME writes \(both ? "them" : "it") (duration= and delay= override)"
    }

    /// An options object's `duration` and `delay` in seconds (GSAP's tween vars, Motion's
    /// transition), when they are numbers written there.
    static func timing(secondsIn object: CodeNode) -> CurveTiming? {
        CurveTiming(duration: object.member("duration")?.number, delay: object.member("delay")?.number)
    }

    /// Whether a part of a note is ``note(_:)``'s, about a timing kept.
    static func isNote(_ part: String) -> Bool {
        part.hasPrefix("the ") && part.hasSuffix("(duration= and delay= override)")
    }

    /// Both notes of a reading, one after the other.
    static func joined(_ first: String?, _ second: String?) -> String? {
        let notes = [first, second].compactMap { $0 }
        return notes.isEmpty ? nil : notes.joined(separator: "; ")
    }
}

extension ReadCurve {
    /// Keeps `timing` (the construct around the curve: what it gives wins over what the curve's
    /// own reading kept) and says so in the note.
    mutating func keep(_ timing: CurveTiming?) {
        guard let timing else { return }
        self.timing = CurveTiming.merged(timing, self.timing)
        note = AnimationTimingNote.joined(note, AnimationTimingNote.note(timing))
    }

    /// Gives the reading `timing` in place of the one it kept, and says `why` where the notes on
    /// the timing as written were (`.speed(2)` plays a duration of its own).
    mutating func retime(_ timing: CurveTiming?, because why: String) {
        self.timing = timing
        let others = note?.components(separatedBy: "; ").filter { !AnimationTimingNote.isNote($0) }.joined(separator: "; ")
        note = [others?.isEmpty == false ? others : nil, why, AnimationTimingNote.note(timing)].reduce(nil, AnimationTimingNote.joined)
    }

    /// `curve` with `timing` kept, after `note`.
    init(curve: Curve, note: String?, keeping timing: CurveTiming?) {
        self.init(curve: curve, note: note)
        keep(timing)
    }
}
