import Foundation

extension Interpreter {
    mutating func save(to path: String) throws(CommandError) -> Reply {
        let file = SessionFile(session: session, history: journal)
        do {
            try fileSystem.write(Data(file.json.prettyPrinted.utf8), to: path)
        } catch {
            throw CommandError(error.message)
        }
        savedSession = session
        filePath = path
        let count = session.curves.count
        return Reply(
            text: "saved \(count) curve\(count == 1 ? "" : "s") to \(path)",
            json: ["command": "save", "file": .string(path), "curves": .number(Double(count))])
    }

    mutating func load(from path: String, confirmed: Bool, text: String) throws(CommandError) -> Reply {
        let file = try readSession(path)
        var warning: String?
        if hasUnsavedChanges {
            if settings.interactive && !confirmed {
                pendingConfirmation = text
                return Reply(
                    text: "the session has unsaved changes; type the same load again to discard them, or save first",
                    json: ["command": "load", "file": .string(path), "loaded": false,
                           "warning": "unsaved changes; repeat the command to discard them"])
            }
            warning = "discarded unsaved changes (undo brings them back)"
        }
        commit(file.session, command: text, journalEntry: file.history)
        savedSession = file.session
        filePath = path
        let count = file.session.curves.count
        var lines = ["loaded \(count) curve\(count == 1 ? "" : "s") from \(path)"]
        if let description = file.description { lines.append("  \(description)") }
        if let warning { lines.insert("warning: \(warning)", at: 0) }
        var members: [(key: String, value: JSONValue)] = [
            ("command", "load"), ("file", .string(path)), ("loaded", true), ("curves", .number(Double(count))),
        ]
        if let warning { members.append(("warning", .string(warning))) }
        return Reply(text: lines.joined(separator: "\n"), json: .object(members))
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

    mutating func undo() throws(CommandError) -> Reply {
        guard let snapshot = undoStack.popLast() else { return try fail("nothing to undo") }
        redoStack.append(Snapshot(session: session, journal: journal, command: snapshot.command))
        session = snapshot.session
        journal = snapshot.journal
        return Reply(text: "undid: \(snapshot.command)", json: ["command": "undo", "undid": .string(snapshot.command)])
    }

    mutating func redo() throws(CommandError) -> Reply {
        guard let snapshot = redoStack.popLast() else { return try fail("nothing to redo") }
        undoStack.append(Snapshot(session: session, journal: journal, command: snapshot.command))
        session = snapshot.session
        journal = snapshot.journal
        return Reply(text: "redid: \(snapshot.command)", json: ["command": "redo", "redid": .string(snapshot.command)])
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
