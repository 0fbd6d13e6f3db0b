import Platforms

/// Rebuilds a saved session from its history, one command at a time, in a fresh interpreter;
/// then checks that the result equals the curves saved in the file.
///
/// The interpreter runs a whole replay itself (`replay FILE`); with `step` or `delay` the
/// front end drives a `Replayer` so it can wait between commands.
public struct Replayer: Sendable {
    public let path: String
    let file: SessionFile
    /// What the file held when it was read (for `save`'s check that nobody changed it since).
    var stamp: FileStamp?
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

    /// What a front end says before or after a replayed command.
    public enum Step: Sendable {
        case goOn
        case stop
    }

    /// Runs the remaining commands in order: the one replay loop of `replay FILE`, `--replay`,
    /// and the paced replays of the shell and of scripts. `before(number, command)` paces the
    /// replay (waits for Enter, pauses) and may stop it before the command runs;
    /// `after(number, command, reply)` shows the reply and may stop it. Returns whether every
    /// command ran.
    public mutating func run<Failure: Error>(
        before: (Int, String) throws(Failure) -> Step,
        after: (Int, String, Reply) throws(Failure) -> Step
    ) throws(Failure) -> Bool {
        while let command = remaining.first?.command {
            let number = position + 1
            if try before(number, command) == .stop { return false }
            guard let (command, reply) = next() else { break }
            if try after(number, command, reply) == .stop { return false }
        }
        return true
    }

    /// ``run(before:after:)`` without pacing.
    public mutating func run<Failure: Error>(after: (Int, String, Reply) throws(Failure) -> Step) throws(Failure) -> Bool {
        try run(before: { (_, _) throws(Failure) -> Step in .goOn }, after: after)
    }

    /// Runs the next command; nil when all have run.
    public mutating func next() -> (command: String, reply: Reply)? {
        guard position < file.history.count else { return nil }
        let command = file.history[position].command
        position += 1
        let reply = interpreter.execute(command)
        if reply.error != nil { failures += 1 }
        return (command, reply)
    }

    /// The replayed session against the saved one: curves and animations field by field,
    /// numbers within ``SessionComparison/replayTolerance`` (relative) counting as equal, so a
    /// file saved on a machine whose maths library rounds differently in the last bit still
    /// replays. Descriptions and fit provenance are not compared: they annotate the curves
    /// rather than define them. (`describe` is journalled like any change, so the replay sets
    /// descriptions again; a matched replay adopts the file's own session, descriptions and all.)
    var comparison: SessionComparison {
        SessionComparison(file.session, interpreter.session, tolerance: SessionComparison.replayTolerance)
    }

    /// Definitions up to this long are shown whole when they differ.
    static let shortDefinition = 60

    /// What differs between the replayed curves and animations and the saved ones, one line
    /// each (with the numbers that differ and where); empty when the replay reproduced them.
    static func lines(_ comparison: SessionComparison) -> [String] {
        var lines: [String] = []
        for item in comparison.items {
            let label = item.kind == .animation ? "animation \(item.name)" : item.name
            switch (item.left, item.right) {
            case (nil, _): lines.append("\(label): made by the replay, not in the file")
            case (_, nil): lines.append("\(label): saved in the file, missing after replay")
            case (let saved?, let replayed?):
                // Short definitions that differ show the difference themselves; otherwise (long,
                // or the same text once rounded) the fields that differ, with every digit.
                let fields = SessionComparison.fieldSummary(item, leftLabel: "saved", rightLabel: "replayed")
                let readable = saved != replayed && max(saved.count, replayed.count) <= Self.shortDefinition
                if fields.isEmpty || readable {
                    lines.append("\(label): saved \(saved), replayed \(replayed)")
                } else {
                    lines.append(contentsOf: fields)
                }
            }
        }
        if comparison.orderDiffers { lines.append("the curves and animations are the same but in a different order") }
        return lines
    }

    /// The closing line: whether the replay reproduced the file, and the largest difference
    /// within the tolerance when the numbers are not identical.
    func verdict(_ comparison: SessionComparison) -> String {
        guard comparison.isEmpty else {
            return "replay of \(path) differs from the saved session:\n" + Self.lines(comparison).map { "  " + $0 }.joined(separator: "\n")
        }
        let curves = file.session.curves.count, animations = file.session.animations.count
        var held = "\(curves) curve\(curves == 1 ? "" : "s")"
        if animations > 0 { held += " and \(animations) animation\(animations == 1 ? "" : "s")" }
        guard let largest = comparison.largestText else {
            return "replay reproduced \(path): \(held) equal to the saved ones"
        }
        return "replay reproduced \(path): \(held) match the saved ones (largest difference \(largest), within the relative tolerance 1e-9)"
    }

    /// The session to adopt: the file's own when the replay matched (it keeps descriptions),
    /// else what the replay built.
    func resultingSession(_ comparison: SessionComparison) -> Session {
        comparison.isEmpty ? file.session : interpreter.session
    }

    func json(_ comparison: SessionComparison) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("command", .string(ReplayCommand.name)), ("file", .string(path)), ("commands", .number(Double(file.history.count))),
            ("failed", .number(Double(failures))), ("matches", .bool(comparison.isEmpty)),
            ("differences", .array(Self.lines(comparison).map(JSONValue.string))),
            ("tolerance", .number(SessionComparison.replayTolerance)),
        ]
        if let largest = comparison.largestWithinTolerance {
            members.append(("largest_difference", .number(largest.difference)))
            members.append(("largest_difference_at", .string(largest.path)))
        }
        return .object(members)
    }
}
