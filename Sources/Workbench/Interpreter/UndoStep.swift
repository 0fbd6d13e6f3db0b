/// What `undo` (or `redo`) needs to take one change back: the inverse edit of the session, how
/// to put the journal back, and the command it takes back (for the reply).
///
/// Taking a step back returns the step that goes forward again, so undo and redo are the
/// same operation on two stacks.
struct UndoStep: Sendable {
    var session: SessionEdit
    var journal: JournalRestore
    /// The ``Interpreter/generation`` the session has once this step is taken.
    var generation: Int
    var command: String
    /// The change put a whole other session in place (load, new, recover, replay).
    var adopts = false
}

/// Puts a journal back: keep its first `keptCount` entries, drop the rest, then append `appended`.
///
/// Between a change and its undo the journal only grows at the end (later changes are undone
/// first; queries append), so the journal before a change is always its first entries: a
/// change keeps `journal.count` entries and appends nothing, and a change that replaces the
/// whole journal (load, new …) keeps none and appends all of the old one.
struct JournalRestore: Sendable {
    var keptCount: Int
    var appended: [JournalEntry]

    /// Applies the restore to `journal` and returns the restore that brings it back.
    func apply(to journal: inout [JournalEntry]) -> JournalRestore {
        let inverse = JournalRestore(keptCount: keptCount, appended: Array(journal[keptCount...]))
        journal.removeSubrange(keptCount...)
        journal.append(contentsOf: appended)
        return inverse
    }
}
