import CurveKit
import Foundation
import Platforms

/// Runs commands against a session: a line of text in, a ``Reply`` out.
///
/// Every command either succeeds, or fails with a message and leaves the session exactly as
/// it was. Changes are journaled (the history that `save` writes) and can be undone.
public struct Interpreter: Sendable {
    public internal(set) var session = Session()
    /// The commands that built the current session, in order (what `history` shows).
    public internal(set) var journal: [JournalEntry] = []
    /// The file the session was last loaded from or saved to.
    public internal(set) var filePath: String?
    /// What ``filePath`` held when this shell last read or wrote it; nil when that is not known
    /// (then `save` cannot tell whether someone else changed the file, and says so).
    public internal(set) var fileStamp: FileStamp?
    /// The session ``filePath`` held at ``fileStamp``: what `save merge` compares both sides
    /// with. nil when not known (after `recover`): the merge then takes only what does not clash.
    var fileBase: Session?
    /// Work brought back by `recover` and not saved since, oldest first. Its recovery file stays
    /// (the front end holds its lock) until a save keeps the work.
    public internal(set) var recoveredWork: [RecoveredWork] = []
    /// The session files this shell saved, newest last (at most ``SavedFile/remembered``), so
    /// that the front end can tell other shells who wrote a file.
    public internal(set) var savedFiles: [SavedFile] = []
    /// The files this session wrote (`save`, `export … >`, `plot … svg=`, `preview`), with what
    /// they held: those it may replace again without `force` (``replaceFile(_:with:force:forced:otherwise:)``).
    var writtenFiles: [SavedFile] = []
    /// Counts changes to the session, so the front end knows when to refresh the recovery file.
    public internal(set) var revision = 0
    public var settings: Settings
    let fileSystem: any FileSystem

    var undoStack = BoundedStack<UndoStep>(capacity: Limits.maximumUndoSteps)
    var redoStack: [UndoStep] = []
    /// Names the session's state: every change gives a new number, undo and redo give back
    /// the number the state had, so an equal number means an equal session.
    var generation = 0
    private var nextGeneration = 1
    /// The session as it was last saved or loaded, to tell whether there are unsaved changes.
    var savedSession = Session()
    /// The ``generation`` of ``savedSession``, when it is one the session has had.
    var savedGeneration: Int? = 0
    /// A command that was refused once because of unsaved changes; repeating it confirms.
    var pendingConfirmation: String?

    public init(settings: Settings = Settings(), fileSystem: any FileSystem = LocalFileSystem()) {
        self.settings = settings
        self.fileSystem = fileSystem
    }

    /// Whether the session differs from the one last saved or loaded.
    /// (Equal generations answer at once; otherwise the sessions are compared, so a session
    /// changed back by hand to the saved one has no unsaved changes either.)
    public var hasUnsavedChanges: Bool {
        generation != savedGeneration && session != savedSession
    }

    /// Applies a change: remembers how to take it back for undo and journals the command
    /// (or, with `journal`, replaces the whole journal). A change that would give a curve and
    /// an animation the same name is refused here, whichever command made it (see
    /// ``Session/violation(of:)``), and changes nothing.
    ///
    /// `adopts` marks a change that puts a whole other session in place of this one (load, new,
    /// recover, replay): work done before it is no longer in the session.
    mutating func commit(
        _ edit: SessionEdit, command: String, journal newJournal: [JournalEntry]? = nil, adopts: Bool = false
    ) throws(CommandError) {
        if let problem = session.violation(of: edit) { throw CommandError(problem) }
        let journalBack: JournalRestore
        if let newJournal {
            journalBack = JournalRestore(keptCount: 0, appended: journal)
            journal = newJournal
        } else {
            journalBack = JournalRestore(keptCount: journal.count, appended: [])
            journal.append(JournalEntry(command))
        }
        let sessionBack = session.apply(edit)
        undoStack.push(UndoStep(session: sessionBack, journal: journalBack, generation: generation, command: command, adopts: adopts))
        redoStack.removeAll()
        revision += 1
        generation = nextGeneration
        nextGeneration += 1
    }

    /// Takes `step` (an undo or a redo) and returns the step that takes it back.
    mutating func take(_ step: UndoStep) -> UndoStep {
        let back = UndoStep(
            session: session.apply(step.session), journal: step.journal.apply(to: &journal),
            generation: generation, command: step.command, adopts: step.adopts)
        generation = step.generation
        revision += 1
        return back
    }

    /// Records that the session now equals the one in the file last saved or loaded, whose
    /// content had `stamp`.
    mutating func markSaved(_ path: String, stamp: FileStamp?) {
        savedSession = session
        savedGeneration = generation
        filePath = path
        fileStamp = stamp
        fileBase = stamp == nil ? nil : session
    }

    /// Records that the session is a new one that belongs to no file.
    mutating func markUnsaved() {
        savedSession = session
        savedGeneration = generation
        filePath = nil
        fileStamp = nil
        fileBase = nil
    }

    /// Whether the session still holds the work of the state numbered `mark`: it is that state,
    /// or came from it by changes none of which put another whole session in its place.
    func holdsWork(of mark: Int) -> Bool {
        if generation == mark { return true }
        for step in undoStack.newestFirst {
            if step.adopts { return false }
            if step.generation == mark { return true }
        }
        return false
    }
}
