import Foundation
import Platforms

extension Interpreter {
    /// "1 curve", "4 curves and 2 animations": what a session holds, for save and load.
    static func contents(of session: Session) -> String {
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        let curves = counted(session.curves.count, "curve")
        return session.animations.isEmpty ? curves : curves + " and " + counted(session.animations.count, "animation")
    }

    /// With unsaved changes, an interactive user must repeat the command; a script goes on
    /// (and the reply says what was discarded). Returns the refusal reply, or nil to proceed.
    mutating func refuseToDiscard(confirmed: Bool, text: String, command: String, file: String?) -> Reply? {
        guard hasUnsavedChanges, settings.interactive, !confirmed else { return nil }
        pendingConfirmation = text
        var members: [(key: String, value: JSONValue)] = [("command", .string(command))]
        if let file { members.append(("file", .string(file))) }
        members.append(("done", false))
        members.append(("warning", "unsaved changes; repeat the command to discard them"))
        return Reply(
            text: "the session has unsaved changes; type the same \(command) again to discard them, or save first",
            json: .object(members))
    }

    /// Replaces the whole session as one undoable change. Sessions read from files were
    /// rescued on reading (``SessionFile``) and replays run under the same rule, so the rule
    /// of names holds; the check in ``commit(_:command:journal:)`` still refuses one that
    /// breaks it.
    mutating func adopt(_ newSession: Session, journal newJournal: [JournalEntry], command: String) throws(CommandError) {
        try commit(.replaceSession(newSession), command: command, journal: newJournal, adopts: true)
    }

    /// The session as the recovery file keeps it, with the file it belongs to.
    public var recoveryJSON: String {
        var file = SessionFile(session: session, history: journal, file: filePath)
        file.fileStamp = fileStamp
        return file.json.prettyPrinted
    }
}
