import CurveKit

extension Interpreter {
    /// The note that exporting, animating and fitting the recording called `name` give under
    /// their reply, when `identify` found its curve lasts longer than its frames show
    /// (``NamedCurve/slowTail``, kept with the recording: redefining the name drops it).
    func slowTailNote(of name: String) -> String? {
        session.curve(named: name)?.slowTail?.note(recording: name)
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
