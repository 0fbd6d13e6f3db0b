import CurveKit

/// What `identify RECORDING` found when the recording's curve lasts longer than its frames show
/// (a slow tail): the note that exporting and animating the recording itself, which last its
/// visible span, give under their reply. Not part of the session.
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
