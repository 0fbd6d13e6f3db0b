import CurveKit
import Foundation
import Platforms

/// `replay FILE [step] [delay=SECONDS]`: rebuild a saved session from its history.
struct ReplayCommand: CommandDeclaration {
    static let name = "replay"
    static let summary = "rebuild a saved session from its history, showing each command and its output"
    static let details = """
        At the end it checks that the curves equal the ones saved in the file.
        step waits for Enter before each command (Ctrl-C stops); delay pauses between commands.
        """
    static let changesSession = true

    var path = ""
    var step = false
    var delay = 0.0

    static var arguments: [Argument<Self>] {
        [
            .positional("FILE", \.path, .file),
            .flag("step", \.step),
            .option("delay", "SECONDS", \.delay, .number(in: 0...60), default: 0),
        ]
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.replay(&interpreter, path, step: step, delay: delay, confirmed: context.confirmed, text: context.text)
    }
}

extension ReplayCommand {
    static func replay(_ interpreter: inout Interpreter, _ path: String, step: Bool, delay: Double, confirmed: Bool, text: String)
        throws(CommandError) -> Reply
    {
        var replayer = try interpreter.makeReplayer(path: path)
        if let refusal = interpreter.refuseToDiscard(confirmed: confirmed, text: text, command: Self.name, file: path) { return refusal }
        if step || delay > 0 {
            var reply = Reply(text: "", json: .null)
            reply.replay = ReplayRequest(path: path, step: step, delay: delay, command: text)
            return reply
        }
        var lines: [String] = []
        _ = replayer.run { (_, command, reply) -> Replayer.Step in
            lines.append("curves> \(command)")
            if let error = reply.error { lines.append("error: \(error)") }
            if !reply.wholeText.isEmpty { lines.append(reply.wholeText) }
            return .goOn
        }
        var finished = interpreter.finishReplay(replayer, command: text)
        finished.text = (lines + [finished.text]).joined(separator: "\n")
        return finished
    }
}
