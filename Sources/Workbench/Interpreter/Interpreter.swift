import CurveKit
import Foundation

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

    /// Parses and runs one line. Blank lines and comments give ``Reply/empty``.
    public mutating func execute(_ line: String) -> Reply {
        if line.utf8.count > Limits.maximumLineLength {
            return .failure(
                "the line is longer than the limit of \(Limits.maximumLineLength) bytes for a command line; nothing was run")
        }
        let command: Command
        do {
            guard let parsed = try Parser.parse(line) else { return .empty }
            command = parsed
        } catch {
            return .failure(error)
        }
        let confirming = pendingConfirmation == command.description
        pendingConfirmation = nil
        do {
            let reply = try run(command, confirmed: confirming)
            if command.isRecordedQuery { journal.append(JournalEntry(command.description, isQuery: true)) }
            return reply
        } catch {
            // A command that fails as it runs fails because of the session, not a word: no span.
            return .failure(error)
        }
    }

    mutating func run(_ command: Command, confirmed: Bool) throws(CommandError) -> Reply {
        switch command {
        case .define(let name, let definition): return try define(name, definition, text: command.description)
        case .point(let curve, let index, let x, let y):
            return try movePoint(of: curve, index: index, x: x, y: y, text: command.description)
        case .show(let name) where session.animation(named: name) != nil:
            let animation = session.animation(named: name)!
            var json = animation.json
            if case .object(let members) = json { json = .object([("command", "show")] + members) }
            return Reply(text: "\(name): \(animation.summary)\n  \(animation.definition)", json: json)
        case .show(let curve): return try show(curve)
        case .list: return list()
        case .delete(let name) where session.animation(named: name) != nil:
            try commit(.removeAnimation(named: name), command: command.description)
            return Reply(text: "deleted \(name)", json: ["command": "delete", "animation": .string(name)])
        case .delete(let curve): return try delete(curve, text: command.description)
        case .rename(let old, let new) where session.animation(named: old) != nil:
            return try renameAnimation(old, to: new, text: command.description)
        case .rename(let old, let new): return try rename(old, to: new, text: command.description)
        case .eval(let curve, let xs): return try evaluate(curve, at: xs)
        case .sample(let curve, let intervals, let range): return try sample(curve, intervals: intervals, range: range)
        case .compare(let first, let second, _, _) where session.animation(named: first) != nil || session.animation(named: second) != nil:
            return try compareAnimations(first, second)
        case .compare(let first, let second, let intervals, let range): return try compare(first, second, intervals: intervals, range: range)
        case .plot(let curves, let options): return try plot(curves, options: options)
        case .save(let path, let force): return try save(to: path, force: force)
        case .new: return newSession(confirmed: confirmed, text: command.description)
        case .replay(let path, let step, let delay):
            return try replay(path, step: step, delay: delay, confirmed: confirmed, text: command.description)
        case .diff(let first, let second): return try diff(first, second)
        case .recover(let choice): return try recover(choice, confirmed: confirmed, text: command.description)
        case .target(let curve, let other): return try setTarget(of: curve, to: other, text: command.description)
        case .describe(let curve, let text): return try describe(curve, as: text, command: command.description)
        case .animate(let words): return try animate(words, text: command.description)
        case .frames(let name, let fps): return try frames(name, fps: fps)
        case .export(let name, let format, let file, let digits): return try export(name, format: format, file: file, digits: digits)
        case .play(let names, let speed): return try play(names, speed: speed)
        case .preview(let names, let file): return try preview(names, file: file)
        case .fit(let request): return try fit(request, text: command.description)
        case .linear(let target, let name, let tolerance): return try linear(target, name: name, tolerance: tolerance, text: command.description)
        case .load(let path): return try load(from: path, confirmed: confirmed, text: command.description)
        case .undo: return try undo()
        case .redo: return try redo()
        case .history: return history()
        case .help(let topic): return try help(topic)
        case .quit: return quit(confirmed: confirmed, text: command.description)
        }
    }

    /// Applies a change: remembers how to take it back for undo and journals the command
    /// (or, with `journal`, replaces the whole journal). A change that would give a curve and
    /// an animation the same name is refused here, whichever command made it (see
    /// ``Session/violation(of:)``), and changes nothing.
    mutating func commit(_ edit: SessionEdit, command: String, journal newJournal: [JournalEntry]? = nil) throws(CommandError) {
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
        undoStack.push(UndoStep(session: sessionBack, journal: journalBack, generation: generation, command: command))
        redoStack.removeAll()
        revision += 1
        generation = nextGeneration
        nextGeneration += 1
    }

    /// Takes `step` (an undo or a redo) and returns the step that takes it back.
    mutating func take(_ step: UndoStep) -> UndoStep {
        let back = UndoStep(
            session: session.apply(step.session), journal: step.journal.apply(to: &journal),
            generation: generation, command: step.command)
        generation = step.generation
        revision += 1
        return back
    }

    /// Records that the session now equals the one in the file last saved or loaded.
    mutating func markSaved() {
        savedSession = session
        savedGeneration = generation
    }

    /// A preset or one of Penner's curves, by any of its names.
    static func builtInCurve(named name: String) -> Curve? {
        if let preset = Preset(named: name) { return .bezier(preset.bezier) }
        if let penner = Penner(named: name) { return .penner(penner) }
        return nil
    }

    /// The curve called `name`: one of the session's, or a preset.
    func resolve(_ name: String) throws(CommandError) -> NamedCurve {
        if let curve = session.curve(named: name) { return curve }
        if let preset = Preset(named: name) {
            return NamedCurve(name: name, curve: .bezier(preset.bezier), description: "preset")
        }
        if let penner = Penner(named: name) {
            return NamedCurve(name: name, curve: .penner(penner), description: "Penner's easing equation")
        }
        var message = "unknown curve '\(name)'"
        let candidates = session.curves.map(\.name) + Preset.allNames + Penner.all.map(\.name)
        if let suggestion = Suggestions.closest(to: name, among: candidates) {
            message += "; did you mean '\(suggestion)'?"
        }
        message += session.isEmpty
            ? " (define one with NAME = bezier X1 Y1 X2 Y2, or use a preset: \(Preset.allCases.map(\.name).joined(separator: ", ")))"
            : " (list shows the session's curves)"
        return try fail(message)
    }

    /// Refuses a new curve called `name` when the session already holds
    /// ``Limits/maximumCurves`` (replacing a curve is always possible).
    func ensureRoom(forCurve name: String) throws(CommandError) {
        guard session.curves.count >= Limits.maximumCurves, session.curve(named: name) == nil else { return }
        throw CommandError("the session already holds \(session.curves.count) curves, the limit of curves per session; delete some or start a new session")
    }

    func fail<T>(_ message: String) throws(CommandError) -> T {
        throw CommandError(message)
    }
}
