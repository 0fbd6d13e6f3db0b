import CurveKit
import Foundation
import Platforms

/// `load FILE`: replace the session with one read from a file.
struct LoadCommand: CommandDeclaration {
    static let name = "load"
    static let summary = "replace the session with one read from a JSON file"
    static let details = "With unsaved changes, the first load only warns; repeat it to discard them."
    static let changesSession = true

    var path = ""

    static var arguments: [Argument<Self>] {
        [.positional("FILE", \.path, .file)]
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.load(&interpreter, from: path, confirmed: context.confirmed, text: context.text)
    }
}

extension LoadCommand {
    static func load(_ interpreter: inout Interpreter, from path: String, confirmed: Bool, text: String) throws(CommandError) -> Reply {
        let (file, stamp) = try interpreter.readStampedSession(path)
        if let refusal = interpreter.refuseToDiscard(confirmed: confirmed, text: text, command: "load", file: path) { return refusal }
        let discarded = interpreter.hasUnsavedChanges
        try interpreter.adopt(file.session, journal: file.history, command: text)
        interpreter.markSaved(path, stamp: stamp)
        let count = file.session.curves.count
        var lines = ["loaded \(Interpreter.contents(of: file.session)) from \(path)"]
        if let description = file.description { lines.append("  \(description)") }
        lines += file.rescued.map { "  rescued: " + $0 }
        if discarded { lines.insert("warning: discarded unsaved changes (undo brings them back)", at: 0) }
        var members: [(key: String, value: JSONValue)] = [
            ("file", .string(path)), ("loaded", true), ("curves", .number(Double(count))),
            ("animations", .number(Double(file.session.animations.count))),
        ]
        if discarded { members.append(("warning", "discarded unsaved changes")) }
        if !file.rescued.isEmpty { members.append(("rescued", .array(file.rescued.map(JSONValue.string)))) }
        return Reply(text: lines.joined(separator: "\n"), json: .object(members))
    }
}
