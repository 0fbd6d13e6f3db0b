import CurveKit

/// What `identify RECORDING` found when the recording's curve lasts longer than its frames show
/// (a slow tail): the note that exporting, animating and fitting the recording itself, which
/// last its visible span, give under their reply. Not part of the session.
struct SlowTailNote: Sendable, Equatable {
    /// The recording as it was identified: the note applies while its name holds it.
    let frames: Curve
    let note: String
}

extension Interpreter {
    /// The note for the recording called `name`, when `identify` last found its curve lasts
    /// longer than its frames show and the name still holds that recording.
    func slowTailNote(of name: String) -> String? {
        guard let kept = slowTailNotes[name], session.curve(named: name)?.curve == kept.frames else { return nil }
        return kept.note
    }
}

extension Reply {
    /// The reply with `note` under its text and as its JSON's `"note"` (nil: as it is).
    func noting(_ note: String?, width: Int) -> Reply {
        guard let note else { return self }
        var noted = self
        let code = text.hasSuffix("\n") ? String(text.dropLast()) : text
        noted.text = code + "\n\n" + Formatting.wrap("note: " + note, width: width, indent: 2, firstIndent: 0).joined(separator: "\n")
        if case .object(let members) = json { noted.json = .object(members + [("note", .string(note))]) }
        return noted
    }
}
