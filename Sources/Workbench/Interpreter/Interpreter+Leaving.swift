extension Interpreter {
    /// Why leaving now would leave something unsaved, as `quit` and the end of input warn
    /// (`again` says how to leave anyway: "type quit again"); nil when nothing is unsaved.
    ///
    /// Work brought back by `recover` counts until it is saved, even when `undo` or `load` took it
    /// out of the session: it is then in no file of this shell's, only in the killed shell's
    /// recovery file (which stays, so the next shell offers it again).
    public func leavingWarning(again: String) -> String? {
        let recovered = recoveredWork.map(\.contents)
        let what = recovered.count == 1 ? "the work recovered from a killed shell" : "the work recovered from killed shells"
        let stays = recovered.count == 1 ? "it stays in its recovery file" : "it stays in their recovery files"
        if hasUnsavedChanges {
            guard !recovered.isEmpty else {
                return "the session has unsaved changes; \(again) to leave without saving, or save first"
            }
            return "the session has unsaved changes, and \(what), \(recovered.joined(separator: "; ")), is not saved; "
                + "\(again) to leave without saving (\(stays) for the next curves to recover), or save first"
        }
        guard !recovered.isEmpty else { return nil }
        return "\(what), \(recovered.joined(separator: "; ")), is not in the session any more (undo or load took it out) and is not saved; "
            + "\(again) to leave it (\(stays) for the next curves to recover), or redo and save it"
    }
}
