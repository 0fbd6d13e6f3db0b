import CurveKit
import Foundation
import Platforms

/// `recover [N | discard N]`: bring back the unsaved work of a shell that was killed.
struct RecoverCommand: CommandDeclaration {
    static let name = "recover"
    static let summary = "bring back the unsaved work of a curves that was killed (several: recover lists them)"
    static let details =
        "Each shell keeps its own recovery file while it runs; a file is offered only once its shell is gone. recover N brings back the Nth of the list; recover discard N deletes it on purpose."
    static let changesSession = true

    var choice = RecoverChoice.only

    static var arguments: [Argument<Self>] {
        [
            .optional("N", \.number, .integer(in: 1...1_000_000), group: .oneOf(1)),
            .keyword("discard", "N", \.discarded, .integer(in: 1...1_000_000), group: .oneOf(1)),
        ]
    }

    /// `recover N`.
    private var number: Int? {
        get { if case .number(let index) = choice { index } else { nil } }
        set { if let newValue { choice = .number(newValue) } }
    }

    /// `recover discard N`.
    private var discarded: Int? {
        get { if case .discard(let index) = choice { index } else { nil } }
        set { if let newValue { choice = .discard(newValue) } }
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.recover(&interpreter, choice, confirmed: context.confirmed, text: context.text)
    }
}

extension RecoverCommand {
    /// `recover`, `recover N`, `recover discard N`: the unsaved work of shells that are gone
    /// (``Settings/recoveryCandidates``). With one file, `recover` brings it back; with several it
    /// lists them (when written, what they hold, the file they came from) and changes nothing.
    /// A file is finished (the front end removes it) only once its work is saved, or discarded
    /// on purpose; until then the front end holds its lock (``Reply/heldRecoveryFile``).
    static func recover(_ interpreter: inout Interpreter, _ choice: RecoverChoice, confirmed: Bool, text: String) throws(CommandError)
        -> Reply
    {
        guard interpreter.settings.recoveryPath != nil || !interpreter.settings.recoveryCandidates.isEmpty else {
            return try interpreter.fail("no recovery file is kept in this mode (only the interactive shell keeps one)")
        }
        let candidates = interpreter.settings.recoveryCandidates
        guard !candidates.isEmpty else {
            return try interpreter.fail("nothing to recover: no shell that is gone left unsaved work")
        }
        let index: Int
        switch choice {
        case .only where candidates.count > 1:
            return Self.recoveryList(interpreter, candidates)
        case .only:
            index = 0
        case .number(let number), .discard(let number):
            guard number <= candidates.count else {
                return try interpreter.fail(
                    "there \(candidates.count == 1 ? "is 1 recovery file" : "are \(candidates.count) recovery files"); "
                        + "recover lists them, recover N (1 … \(candidates.count)) brings one back")
            }
            index = number - 1
        }
        let candidate = candidates[index]
        if case .discard = choice {
            interpreter.settings.recoveryCandidates.remove(at: index)
            var reply = Reply(
                text: "discarded the unsaved work written \(candidate.written) (\(candidate.path))",
                json: ["discarded": .string(candidate.path)])
            reply.finishedRecoveryFiles = [candidate.path]
            return reply
        }
        let file = try interpreter.readSession(candidate.path)
        if let refusal = interpreter.refuseToDiscard(confirmed: confirmed, text: text, command: "recover", file: nil) { return refusal }
        try interpreter.adopt(file.session, journal: file.history, command: text)
        interpreter.filePath = file.file
        interpreter.fileStamp = file.fileStamp
        interpreter.fileBase = nil
        interpreter.settings.recoveryCandidates.remove(at: index)
        let summary = file.session.summary(within: interpreter.settings.terminalWidth - "recovered ".count)
        interpreter.recoveredWork.append(RecoveredWork(path: candidate.path, contents: summary, generation: interpreter.generation))
        let lines =
            ["recovered \(summary)", "  unsaved: save to keep it; until then the killed shell's recovery file stays"]
            + file.rescued.map { "  rescued: " + $0 }
        var members: [(key: String, value: JSONValue)] = [
            ("curves", .number(Double(file.session.curves.count))),
            ("animations", .number(Double(file.session.animations.count))), ("file", .string(candidate.path)),
        ]
        if !file.rescued.isEmpty { members.append(("rescued", .array(file.rescued.map(JSONValue.string)))) }
        var reply = Reply(text: lines.joined(separator: "\n"), json: .object(members))
        reply.heldRecoveryFile = candidate.path
        return reply
    }

    /// The recovery files on offer, numbered for `recover N`, each with the names it holds on
    /// a line of its own (as many as fit the terminal), so that two can be told apart.
    static func recoveryList(_ interpreter: Interpreter, _ candidates: [RecoveryCandidate]) -> Reply {
        var rows: [[String]] = []
        var names: [String] = []
        var entries: [JSONValue] = []
        let indent = "      "
        for (index, candidate) in candidates.enumerated() {
            let file = try? interpreter.readSession(candidate.path)
            let contents = file.map { Interpreter.contents(of: $0.session) } ?? "unreadable: recover \(index + 1) says why"
            let origin = file?.file.map { "from \($0)" } ?? ""
            rows.append(["  \(index + 1)", candidate.written, contents, origin])
            names.append(file.map { indent + $0.session.names(within: interpreter.settings.terminalWidth - indent.count) } ?? "")
            entries.append(
                .object([
                    ("path", .string(candidate.path)), ("written", .string(candidate.written)),
                    ("curves", file.map { .number(Double($0.session.curves.count)) } ?? .null),
                    ("animations", file.map { .number(Double($0.session.animations.count)) } ?? .null),
                    (
                        "names",
                        file.map { .array(($0.session.curves.map(\.name) + $0.session.animations.map(\.name)).map(JSONValue.string)) }
                            ?? .null
                    ),
                    ("from", file?.file.map(JSONValue.string) ?? .null),
                ]))
        }
        let table = Formatting.table(rows).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let listing = zip(table, names).flatMap { row, names in names.trimmingTrailingSpaces.isEmpty ? [row] : [row, names] }
        let text =
            "\(candidates.count) shells that are gone left unsaved work; recover N brings one back, recover discard N deletes one:\n"
            + listing.joined(separator: "\n")
        return Reply(text: text, json: .object([("files", .array(entries))]))
    }
}

/// What `recover` was asked: the only file (or the list when there are several), the Nth, or
/// to delete the Nth on purpose.
public enum RecoverChoice: Sendable, Equatable {
    case only
    case number(Int)
    case discard(Int)
}
