import CurveKit
import Foundation

/// `save [FILE] [force]`: write the session to a JSON file.
struct SaveCommand: CommandDeclaration {
    static let name = "save"
    static let usage = "save [FILE] [force]"
    static let summary = "write the session to a JSON file (without FILE: the file it came from)"
    static let details = """
        Saves are atomic: a crash mid-save leaves the old file or the new one, never a mix.
        save refuses to overwrite a file that is not a curves session unless you add force.
        """
    static let leadingFiles = 1

    var path: String?
    var force: Bool

    static func parse(_ words: inout Words) throws(CommandError) -> SaveCommand {
        var path: String?
        if let token = words.peek, !(token.text == "force" && !token.quoted) {
            path = try words.path()
        }
        var force = false
        if words.peek?.text == "force" {
            force = true
            words.advance()
        }
        return SaveCommand(path: path, force: force)
    }

    /// A file called "force" is quoted so that it is not read as the option.
    var words: [String] {
        [Self.name] + (path.map { [$0 == "force" ? "\"force\"" : TextFormat.quoted($0)] } ?? []) + (force ? ["force"] : [])
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.save(&interpreter, to: path, force: force)
    }
}

extension SaveCommand {
    static func save(_ interpreter: inout Interpreter, to givenPath: String?, force: Bool) throws(CommandError) -> Reply {
        guard let path = givenPath ?? interpreter.filePath else {
            return try interpreter.fail("save needs a FILE: this session has not been loaded or saved yet")
        }
        if !force, interpreter.fileSystem.fileExists(path), !Self.isSessionFile(interpreter, path) {
            return try interpreter.fail("\(path) exists and is not a curves session; not overwriting it (save \(TextFormat.quoted(path)) force to replace it)")
        }
        let file = SessionFile(session: interpreter.session, history: interpreter.journal)
        do {
            try interpreter.fileSystem.write(Data(file.json.prettyPrinted.utf8), to: path)
        } catch {
            throw CommandError(error.message)
        }
        interpreter.markSaved()
        interpreter.filePath = path
        return Reply(
            text: "saved \(Interpreter.contents(of: interpreter.session)) to \(path)",
            json: ["file": .string(path), "curves": .number(Double(interpreter.session.curves.count)),
                   "animations": .number(Double(interpreter.session.animations.count))])
    }

    /// Whether `path` holds something that at least claims to be a curves session.
    static func isSessionFile(_ interpreter: Interpreter, _ path: String) -> Bool {
        guard let data = try? interpreter.fileSystem.contents(of: path), let text = String(data: data, encoding: .utf8),
            let json = try? JSONValue(parsing: text)
        else { return false }
        return json["format"] == .string(SessionFile.formatName)
    }
}
