import CurveKit
import Foundation
import Platforms

/// `describe [NAME] TEXT`: a one-line description of a curve, or of the whole session.
struct DescribeCommand: CommandDeclaration {
    static let name = "describe"
    static let summary = "a one-line description of a curve, or of the whole session (saved with it)"
    static let details = "Quote the text: describe tick \"the clock hand snaps into place\"."
    static let changesSession = true

    /// nil: the session.
    var curve: String?
    var text = ""

    /// `describe "text"` (the session), or `describe NAME "text"` / `describe NAME words…`: NAME
    /// is read only when more words follow it.
    static var arguments: [Argument<Self>] {
        [.optional("NAME", \.curve, .curve(.ownCurves())), .rest("\"TEXT\"", role: "TEXT", \.text)]
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.describe(&interpreter, curve, as: text, command: context.text)
    }
}

extension DescribeCommand {
    static func describe(_ interpreter: inout Interpreter, _ name: String?, as text: String, command: String) throws(CommandError) -> Reply
    {
        let edit: SessionEdit
        if let name {
            guard var named = interpreter.session.curve(named: name) else {
                _ = try interpreter.resolve(name)
                return try interpreter.fail("'\(name)' is not a curve of the session; only the session's curves have descriptions")
            }
            named.description = text
            edit = .defineCurve(named)
        } else {
            edit = .describeSession(text)
        }
        try interpreter.commit(edit, command: command)
        let line = "\(name ?? "the session"): \(text)"
        return Reply(
            text: Formatting.wrap(line, width: interpreter.settings.terminalWidth, indent: 2, firstIndent: 0).joined(separator: "\n"),
            json: ["curve": name.map(JSONValue.string) ?? .null, "text": .string(text)])
    }
}
