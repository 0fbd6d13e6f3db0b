import CurveKit
import Foundation
import Platforms

/// `save [FILE] [force | merge]`: write the session to a JSON file.
struct SaveCommand: CommandDeclaration {
    static let name = "save"
    static let summary = "write the session to a JSON file (without FILE: the file it came from)"
    static let details = """
        Saves are atomic: a crash mid-save leaves the old file or the new one, never a mix.
        save refuses to overwrite a file that is not a curves session unless you add force. It does
        not overwrite another session either: one this shell has not loaded or saved, or the one it
        did when it changed on disk since (another shell saved it, say), naming the curves shell
        that did when it can.
        Then save merge keeps both: the other side's new and changed curves join this session's,
        unless both sides changed a curve of the same name (the refusal names them); save FILE
        force replaces the file with this session.
        """
    /// What to do when the file is in the way.
    enum Mode: String, Sendable, CaseIterable {
        /// Refuse to overwrite a file that changed since it was read, or that is not a session.
        case careful
        /// Overwrite it.
        case force
        /// Merge the file's session into this one, then save.
        case merge
    }

    var path: String?
    var mode = Mode.careful

    static var arguments: [Argument<Self>] {
        [
            .optional("FILE", \.path, .file),
            .flag(Mode.force.rawValue, \.forces, group: .oneOf(1)),
            .flag(Mode.merge.rawValue, \.merges, group: .oneOf(1)),
        ]
    }

    private var forces: Bool {
        get { mode == .force }
        set { if newValue { mode = .force } }
    }

    private var merges: Bool {
        get { mode == .merge }
        set { if newValue { mode = .merge } }
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.save(&interpreter, to: path, mode: mode, text: context.text)
    }
}

extension SaveCommand {
    static func save(_ interpreter: inout Interpreter, to givenPath: String?, mode: Mode, text: String) throws(CommandError) -> Reply {
        guard let path = givenPath ?? interpreter.filePath else {
            return try interpreter.fail("save needs a FILE: this session has not been loaded or saved yet")
        }
        var onDisk: Data?
        do {
            // force overwrites whatever is there: nothing to read.
            if mode != .force { onDisk = try interpreter.fileSystem.contents(of: path) }
        } catch {
            // A file that is there but cannot be read (too large, no permission) is not overwritten blind.
            if interpreter.fileSystem.fileExists(path) {
                return try interpreter.fail(
                    "\(error.message), so it may not be a curves session; not overwriting it (save \(TextFormat.quoted(path)) force to replace it)"
                )
            }
        }
        let ownFile = interpreter.filePath.map { interpreter.fileSystem.samePlace($0, path) } ?? false
        var merge: SessionMerge?
        if let onDisk, mode != .force, !Self.isSession(onDisk) {
            // A file that is not a session keeps the rule every written file keeps.
            if !interpreter.mayReplace(path, holding: onDisk, with: Data()) {
                return try interpreter.fail(Interpreter.notReplacing(path, forced: "save \(TextFormat.quoted(path)) force"))
            }
        } else if let onDisk, mode != .force {
            let changed = ownFile && interpreter.fileStamp != FileStamp(of: onDisk)
            if mode == .merge && (changed || !ownFile) {
                merge = try Self.merge(interpreter, with: onDisk, from: path, base: ownFile ? interpreter.fileBase : nil)
            } else if changed || !ownFile {
                return try interpreter.fail(Self.changedOnDisk(interpreter, path, FileStamp(of: onDisk), ownFile: ownFile))
            }
        }
        let journal = interpreter.journal + (merge?.commands ?? []).map { JournalEntry($0) }
        let data = Data(SessionFile(session: merge?.session ?? interpreter.session, history: journal).json.prettyPrinted.utf8)
        try interpreter.writeFile(data, to: path)
        if let merge {
            // Checked before writing (``merge(_:with:from:base:)``): the merged session keeps the rules.
            try interpreter.commit(.replaceSession(merge.session), command: text, journal: journal)
        }
        let stamp = FileStamp(of: data)
        interpreter.markSaved(path, stamp: stamp)
        interpreter.savedFiles = (interpreter.savedFiles + [SavedFile(path: path, stamp: stamp)]).suffix(SavedFile.remembered)
        let kept = interpreter.recoveredWork.filter { interpreter.holdsWork(of: $0.generation) }
        interpreter.recoveredWork.removeAll { kept.contains($0) }
        var lines = ["saved \(Interpreter.contents(of: interpreter.session)) to \(path)"]
        if let merge, !merge.taken.isEmpty {
            lines.insert("merged from \(path): \(Self.listed(merge.taken)) (undo takes the merge back)", at: 0)
        }
        var members: [(key: String, value: JSONValue)] = [
            ("file", .string(path)), ("curves", .number(Double(interpreter.session.curves.count))),
            ("animations", .number(Double(interpreter.session.animations.count))),
        ]
        if mode == .merge { members.append(("merged", .array((merge?.taken ?? []).map(JSONValue.string)))) }
        var reply = Reply(text: lines.joined(separator: "\n"), json: .object(members))
        reply.finishedRecoveryFiles = kept.map(\.path)
        return reply
    }

    /// "a, b and c", or "nothing".
    static func listed(_ names: [String]) -> String {
        guard let last = names.last else { return "nothing" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// Why a plain save does not overwrite `path`, and what to do instead.
    static func changedOnDisk(_ interpreter: Interpreter, _ path: String, _ stamp: FileStamp, ownFile: Bool) -> String {
        let file = TextFormat.quoted(path)
        let what: String
        if !ownFile {
            let writer = interpreter.settings.lastWriter?(path, stamp).map { " (\($0) saved it)" } ?? ""
            what = "\(path) is a curves session\(writer) that this shell has not loaded or saved"
        } else if interpreter.fileStamp == nil {
            what = "this shell cannot tell whether \(path) changed since the work was read from it (its recovery file does not say)"
        } else if let writer = interpreter.settings.lastWriter?(path, stamp) {
            what = "\(path) changed on disk since this shell read it: \(writer) saved it"
        } else {
            what = "\(path) changed on disk since this shell read it (not by a curves shell that is still running)"
        }
        return what + "; not overwriting it. save \(file) merge keeps the curves of both, load \(file) shows the other work "
            + "(undo brings this session back), save \(file) force replaces it with this session"
    }

    /// Whether `data` at least claims to be a curves session.
    static func isSession(_ data: Data) -> Bool {
        guard let text = String(data: data, encoding: .utf8), let json = try? JSONValue(parsing: text) else { return false }
        return json["format"] == .string(SessionFile.formatName)
    }

    /// The merge of the session and the one in `data`, checked against the session's rules.
    /// Refuses, naming them, when both changed a name each in its own way.
    static func merge(_ interpreter: Interpreter, with data: Data, from path: String, base: Session?) throws(CommandError) -> SessionMerge {
        let theirs = try interpreter.parseSession(data, path: path)
        let merge = SessionMerge(ours: interpreter.session, theirs: theirs.session, base: base)
        let file = TextFormat.quoted(path)
        guard merge.clashes.isEmpty else {
            return try interpreter.fail(
                "not merged: this session and \(path) both changed \(Self.listed(merge.clashes.map { "'\($0)'" })), each in its own way; "
                    + "nothing was saved. rename yours (rename OLD NEW) and save \(file) merge again, load \(file) to see the other work, "
                    + "or save \(file) force to replace it")
        }
        if let problem = interpreter.session.violation(of: .replaceSession(merge.session)) {
            return try interpreter.fail("not merged: \(problem); nothing was saved")
        }
        return merge
    }
}
