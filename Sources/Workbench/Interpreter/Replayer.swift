/// Rebuilds a saved session from its history, one command at a time, in a fresh interpreter;
/// then checks that the result equals the curves saved in the file.
///
/// The interpreter runs a whole replay itself (`replay FILE`); with `step` or `delay` the
/// front end drives a `Replayer` so it can wait between commands.
public struct Replayer: Sendable {
    public let path: String
    let file: SessionFile
    public private(set) var interpreter: Interpreter
    public private(set) var position = 0
    public private(set) var failures = 0

    init(path: String, file: SessionFile, settings: Settings, fileSystem: any FileSystem) {
        self.path = path
        self.file = file
        var quiet = settings
        quiet.interactive = false
        interpreter = Interpreter(settings: quiet, fileSystem: fileSystem)
    }

    /// The commands still to run.
    public var remaining: ArraySlice<JournalEntry> { file.history[position...] }
    public var commands: [JournalEntry] { file.history }

    /// Runs the next command; nil when all have run.
    public mutating func next() -> (command: String, reply: Reply)? {
        guard position < file.history.count else { return nil }
        let command = file.history[position].command
        position += 1
        let reply = interpreter.execute(command)
        if reply.error != nil { failures += 1 }
        return (command, reply)
    }

    /// What differs between the replayed curves and the saved ones (names, order, values);
    /// empty when they are equal. Descriptions are not compared: no command sets them.
    public var differences: [String] {
        let replayed = interpreter.session.curves
        let saved = file.session.curves
        var lines: [String] = []
        for curve in saved {
            guard let other = replayed.first(where: { $0.name == curve.name }) else {
                lines.append("\(curve.name): saved in the file, missing after replay")
                continue
            }
            if other.curve != curve.curve {
                lines.append("\(curve.name): saved \(CurveDescription.definition(curve.curve)), replayed \(CurveDescription.definition(other.curve))")
            }
        }
        for curve in replayed where !saved.contains(where: { $0.name == curve.name }) {
            lines.append("\(curve.name): made by the replay, not in the file")
        }
        if lines.isEmpty && replayed.map(\.name) != saved.map(\.name) {
            lines.append("the curves are the same but in a different order")
        }
        return lines
    }

    /// The closing line: whether the replay reproduced the file.
    public var verdict: String {
        let count = file.session.curves.count
        let differences = differences
        if differences.isEmpty {
            return "replay reproduced \(path): \(count) curve\(count == 1 ? "" : "s") equal to the saved ones"
        }
        return "replay of \(path) differs from the saved session:\n" + differences.map { "  " + $0 }.joined(separator: "\n")
    }

    /// The session to adopt: the file's own when the replay matched (it keeps descriptions),
    /// else what the replay built.
    var resultingSession: Session {
        differences.isEmpty ? file.session : interpreter.session
    }

    var json: JSONValue {
        .object([
            ("command", "replay"), ("file", .string(path)), ("commands", .number(Double(file.history.count))),
            ("failed", .number(Double(failures))), ("matches", .bool(differences.isEmpty)),
            ("differences", .array(differences.map(JSONValue.string))),
        ])
    }
}

extension Interpreter {
    /// A replayer for `path`, for a front end that paces the replay itself.
    public func makeReplayer(path: String) throws(CommandError) -> Replayer {
        Replayer(path: path, file: try readSession(path), settings: settings, fileSystem: fileSystem)
    }

    /// Makes the replayed session the current one (one undoable change).
    public mutating func finishReplay(_ replayer: Replayer, command: String) -> Reply {
        adopt(replayer.resultingSession, journal: replayer.interpreter.journal, command: command)
        if replayer.differences.isEmpty {
            savedSession = replayer.file.session
            savedGeneration = nil
        }
        filePath = replayer.path
        return Reply(text: replayer.verdict, json: replayer.json)
    }

    mutating func replay(_ path: String, step: Bool, delay: Double, confirmed: Bool, text: String) throws(CommandError) -> Reply {
        var replayer = try makeReplayer(path: path)
        if let refusal = refuseToDiscard(confirmed: confirmed, text: text, command: "replay", file: path) { return refusal }
        if step || delay > 0 {
            var reply = Reply(text: "", json: .null)
            reply.replay = ReplayRequest(path: path, step: step, delay: delay, command: text)
            return reply
        }
        var lines: [String] = []
        while let (command, reply) = replayer.next() {
            lines.append("curves> \(command)")
            if let error = reply.error { lines.append("error: \(error)") }
            if !reply.text.isEmpty { lines.append(reply.text) }
        }
        var finished = finishReplay(replayer, command: text)
        finished.text = (lines + [finished.text]).joined(separator: "\n")
        return finished
    }
}

/// Asks the front end to pace a replay (wait for Enter, or pause) and then call
/// ``Interpreter/finishReplay(_:command:)``.
public struct ReplayRequest: Sendable, Equatable {
    public let path: String
    public let step: Bool
    public let delay: Double
    public let command: String
}
