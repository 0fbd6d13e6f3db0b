import CurveKit
import Foundation
import Platforms

/// Where `export` sends its code instead of the screen: `> FILE [force]` replaces a file,
/// `>> FILE` appends to one (the arrow may touch the name: `>styles.css`).
///
/// `>` does not replace a file that exists and holds something this session did not write there
/// (a stylesheet of the user's), unless `force` says so: as `save` refuses a file that is not a
/// session. The refusal says how to replace it or append to it instead.
enum ExportTarget: Equatable, Sendable {
    case replace(String, force: Bool)
    case append(String)

    var path: String {
        switch self {
        case .replace(let path, _), .append(let path): path
        }
    }

    /// The redirection at the end of an export, if there is one.
    static func parse(_ words: inout Words) throws(CommandError) -> ExportTarget? {
        guard let arrow = words.peek, arrow.text.hasPrefix(">"), arrow.isUnquoted(before: 1) else { return nil }
        words.advance()
        let appends = arrow.text.hasPrefix(">>") && arrow.isUnquoted(before: 2)
        let glued = arrow.text.dropFirst(appends ? 2 : 1)
        if glued.hasPrefix(">") && arrow.isUnquoted(before: appends ? 3 : 2) {
            throw CommandError(
                "'\(Names.shortened(arrow.text))' is not a redirection: > FILE replaces a file, >> FILE appends to one; \(words.usage)",
                at: arrow)
        }
        let path = glued.isEmpty ? try words.path() : String(glued)
        if appends { return .append(path) }
        guard let option = words.peek, option.text == "force", !option.quoted else { return .replace(path, force: false) }
        words.advance()
        return .replace(path, force: true)
    }

    /// The canonical words: `> FILE`, `> FILE force`, `>> FILE`.
    var words: [String] {
        switch self {
        case .replace(let path, let force): [">", Self.quoted(path)] + (force ? ["force"] : [])
        case .append(let path): [">>", Self.quoted(path)]
        }
    }

    /// A file called "force" is quoted so that it is not read as the option.
    private static func quoted(_ path: String) -> String {
        path == "force" ? "\"force\"" : TextFormat.quoted(path)
    }

    /// Writes the code of `reply` (the export as it would be shown) to the file, or refuses
    /// (``Interpreter/replaceFile(_:with:force:forced:otherwise:)``: the rule every written file keeps).
    func write(_ reply: Reply, _ interpreter: inout Interpreter, command: ExportCommand) throws(CommandError) -> Reply {
        // The code as a text file: ending in a line break.
        var code = Data(reply.text.utf8)
        if code.last != UInt8(ascii: "\n") { code.append(contentsOf: "\n".utf8) }
        switch self {
        case .replace(_, let force):
            var forced = command
            forced.file = .replace(path, force: true)
            var appended = command
            appended.file = .append(path)
            try interpreter.replaceFile(
                path, with: code, force: force, forced: forced.words.joined(separator: " "),
                otherwise: "\(appended.words.joined(separator: " ")) to add to its end")
        case .append:
            // Appending keeps what is there: it needs no force. The file stays the session's to
            // replace only if all of it came from here.
            let existing = try? interpreter.fileSystem.contents(of: path)
            var data = code
            if let existing, !existing.isEmpty {
                data = existing + (existing.last == UInt8(ascii: "\n") ? Data() : Data("\n".utf8)) + code
            }
            let ownedBefore = existing.map { $0.isEmpty || interpreter.wroteFile(path, $0) } ?? true
            try interpreter.writeFile(data, to: path)
            if !ownedBefore { interpreter.forgetWritten(path) }
        }
        guard case .object(let members) = reply.json else { return reply }
        let verb = if case .append = self { "appended" } else { "wrote" }
        return Reply(
            text: "\(verb) \(command.format) for \(command.curve) to \(path)",
            json: .object(members.map { $0.key == "text" ? ("file", .string(path)) : $0 } + [("appended", .bool(verb == "appended"))]))
    }
}
