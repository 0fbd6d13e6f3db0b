import Foundation

extension Interpreter {
    mutating func save(to givenPath: String?, force: Bool) throws(CommandError) -> Reply {
        guard let path = givenPath ?? filePath else {
            return try fail("save needs a FILE: this session has not been loaded or saved yet")
        }
        if !force, fileSystem.fileExists(path), !isSessionFile(path) {
            return try fail("\(path) exists and is not a curves session; not overwriting it (save \(quoted(path)) force to replace it)")
        }
        let file = SessionFile(session: session, history: journal)
        do {
            try fileSystem.write(Data(file.json.prettyPrinted.utf8), to: path)
        } catch {
            throw CommandError(error.message)
        }
        markSaved()
        filePath = path
        return Reply(
            text: "saved \(Self.contents(of: session)) to \(path)",
            json: ["command": "save", "file": .string(path), "curves": .number(Double(session.curves.count)),
                   "animations": .number(Double(session.animations.count))])
    }

    /// "1 curve", "4 curves and 2 animations": what a session holds, for save and load.
    private static func contents(of session: Session) -> String {
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        let curves = counted(session.curves.count, "curve")
        return session.animations.isEmpty ? curves : curves + " and " + counted(session.animations.count, "animation")
    }

    /// Whether `path` holds something that at least claims to be a curves session.
    private func isSessionFile(_ path: String) -> Bool {
        guard let data = try? fileSystem.contents(of: path), let text = String(data: data, encoding: .utf8),
            let json = try? JSONValue(parsing: text)
        else { return false }
        return json["format"] == .string(SessionFile.formatName)
    }

    mutating func load(from path: String, confirmed: Bool, text: String) throws(CommandError) -> Reply {
        let file = try readSession(path)
        if let refusal = refuseToDiscard(confirmed: confirmed, text: text, command: "load", file: path) { return refusal }
        let discarded = hasUnsavedChanges
        try adopt(file.session, journal: file.history, command: text)
        markSaved()
        filePath = path
        let count = file.session.curves.count
        var lines = ["loaded \(Self.contents(of: file.session)) from \(path)"]
        if let description = file.description { lines.append("  \(description)") }
        lines += file.rescued.map { "  rescued: " + $0 }
        if discarded { lines.insert("warning: discarded unsaved changes (undo brings them back)", at: 0) }
        var members: [(key: String, value: JSONValue)] = [
            ("command", "load"), ("file", .string(path)), ("loaded", true), ("curves", .number(Double(count))),
            ("animations", .number(Double(file.session.animations.count))),
        ]
        if discarded { members.append(("warning", "discarded unsaved changes")) }
        if !file.rescued.isEmpty { members.append(("rescued", .array(file.rescued.map(JSONValue.string)))) }
        return Reply(text: lines.joined(separator: "\n"), json: .object(members))
    }

    mutating func newSession(confirmed: Bool, text: String) -> Reply {
        if let refusal = refuseToDiscard(confirmed: confirmed, text: text, command: "new", file: nil) { return refusal }
        try? adopt(Session(), journal: [], command: text)  // an empty session breaks no rule
        markSaved()
        filePath = nil
        return Reply(text: "new empty session", json: ["command": "new"])
    }

    /// `recover`, `recover N`, `recover discard N`: the unsaved work of shells that are gone
    /// (``Settings/recoveryCandidates``). With one file, `recover` brings it back; with several it
    /// lists them (when written, what they hold, the file they came from) and changes nothing.
    /// A file is finished (the front end removes it) only once its work is recovered into this
    /// shell, whose own recovery file then holds it, or discarded on purpose.
    mutating func recover(_ choice: RecoverChoice, confirmed: Bool, text: String) throws(CommandError) -> Reply {
        guard settings.recoveryPath != nil || !settings.recoveryCandidates.isEmpty else {
            return try fail("no recovery file is kept in this mode (only the interactive shell keeps one)")
        }
        let candidates = settings.recoveryCandidates
        guard !candidates.isEmpty else {
            return try fail("nothing to recover: no shell that is gone left unsaved work")
        }
        let index: Int
        switch choice {
        case .only where candidates.count > 1:
            return recoveryList(candidates)
        case .only:
            index = 0
        case .number(let number), .discard(let number):
            guard number <= candidates.count else {
                return try fail("there \(candidates.count == 1 ? "is 1 recovery file" : "are \(candidates.count) recovery files"); "
                    + "recover lists them, recover N (1 … \(candidates.count)) brings one back")
            }
            index = number - 1
        }
        let candidate = candidates[index]
        if case .discard = choice {
            settings.recoveryCandidates.remove(at: index)
            var reply = Reply(
                text: "discarded the unsaved work written \(candidate.written) (\(candidate.path))",
                json: ["command": "recover", "discarded": .string(candidate.path)])
            reply.finishedRecoveryFile = candidate.path
            return reply
        }
        let file = try readSession(candidate.path)
        if let refusal = refuseToDiscard(confirmed: confirmed, text: text, command: "recover", file: nil) { return refusal }
        try adopt(file.session, journal: file.history, command: text)
        filePath = file.file
        settings.recoveryCandidates.remove(at: index)
        let lines = ["recovered \(Self.contents(of: file.session)) (unsaved: save to keep them)"]
            + file.rescued.map { "  rescued: " + $0 }
        var members: [(key: String, value: JSONValue)] = [
            ("command", "recover"), ("curves", .number(Double(file.session.curves.count))),
            ("animations", .number(Double(file.session.animations.count))), ("file", .string(candidate.path)),
        ]
        if !file.rescued.isEmpty { members.append(("rescued", .array(file.rescued.map(JSONValue.string)))) }
        var reply = Reply(text: lines.joined(separator: "\n"), json: .object(members))
        reply.finishedRecoveryFile = candidate.path
        return reply
    }

    /// The recovery files on offer, numbered for `recover N`.
    private func recoveryList(_ candidates: [RecoveryCandidate]) -> Reply {
        var rows: [[String]] = []
        var entries: [JSONValue] = []
        for (index, candidate) in candidates.enumerated() {
            let file = try? readSession(candidate.path)
            let contents = file.map { Self.contents(of: $0.session) } ?? "unreadable: recover \(index + 1) says why"
            let origin = file?.file.map { "from \($0)" } ?? ""
            rows.append(["  \(index + 1)", candidate.written, contents, origin])
            entries.append(.object([
                ("path", .string(candidate.path)), ("written", .string(candidate.written)),
                ("curves", file.map { .number(Double($0.session.curves.count)) } ?? .null),
                ("animations", file.map { .number(Double($0.session.animations.count)) } ?? .null),
                ("from", file?.file.map(JSONValue.string) ?? .null),
            ]))
        }
        let text = "\(candidates.count) shells that are gone left unsaved work; recover N brings one back, recover discard N deletes one:\n"
            + Formatting.table(rows)
        return Reply(text: text, json: .object([("command", "recover"), ("files", .array(entries))]))
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
        try commit(.replaceSession(newSession), command: command, journal: newJournal)
    }

    /// Reads and checks a session file; the error names the file and where in it.
    func readSession(_ path: String) throws(CommandError) -> SessionFile {
        let data: Data
        do {
            data = try fileSystem.contents(of: path)
        } catch {
            throw CommandError(error.message)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandError("cannot load \(path): not UTF-8 text, so not a curves session")
        }
        let json: JSONValue
        do {
            json = try JSONValue(parsing: text)
        } catch {
            throw CommandError("cannot load \(path): not valid JSON at line \(error.line), column \(error.column): \(error.message)")
        }
        do {
            return try SessionFile(json: json)
        } catch {
            throw CommandError("cannot load \(path): \(error.description)")
        }
    }

    /// The session as the recovery file keeps it, with the file it belongs to.
    public var recoveryJSON: String {
        SessionFile(session: session, history: journal, file: filePath).json.prettyPrinted
    }

    mutating func undo() throws(CommandError) -> Reply {
        guard let step = undoStack.popLast() else { return try fail("nothing to undo") }
        redoStack.append(take(step))
        return Reply(text: "undid: \(step.command)", json: ["command": "undo", "undid": .string(step.command)])
    }

    mutating func redo() throws(CommandError) -> Reply {
        guard let step = redoStack.popLast() else { return try fail("nothing to redo") }
        undoStack.push(take(step))
        return Reply(text: "redid: \(step.command)", json: ["command": "redo", "redid": .string(step.command)])
    }

    mutating func quit(confirmed: Bool, text: String) -> Reply {
        if hasUnsavedChanges && settings.interactive && !confirmed {
            pendingConfirmation = text
            return Reply(
                text: "the session has unsaved changes; type quit again to leave without saving, or save first",
                json: ["command": "quit", "quit": false, "warning": "unsaved changes"])
        }
        return Reply(text: "", json: ["command": "quit", "quit": true], quit: true)
    }
}
