import CurveKit
import Foundation

/// `replay FILE [step] [delay=SECONDS]`: rebuild a saved session from its history.
struct ReplayCommand: CommandDeclaration {
    static let name = "replay"
    static let usage = "replay FILE [step] [delay=SECONDS]"
    static let summary = "rebuild a saved session from its history, showing each command and its output"
    static let details = """
        At the end it checks that the curves equal the ones saved in the file.
        step waits for Enter before each command (Ctrl-C stops); delay pauses between commands.
        """
    static let changesSession = true
    static let leadingFiles = 1

    var path: String
    var step: Bool
    var delay: Double

    static func parse(_ words: inout Words) throws(CommandError) -> ReplayCommand {
        let path = try words.path()
        var step = false
        var delay = 0.0
        while let token = words.peek {
            if token.text == "step" && !token.quoted {
                step = true
                words.advance()
            } else if let option = try words.option(allowed: ["delay"]) {
                delay = try Words.number(option.value, role: "delay", in: 0...60, usage: option.usage)
            } else {
                break
            }
        }
        return ReplayCommand(path: path, step: step, delay: delay)
    }

    var words: [String] { [Self.name, TextFormat.quoted(path)] + (step ? ["step"] : []) + (delay > 0 ? ["delay=\(TextFormat.shortest(delay))"] : []) }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.replay(&interpreter, path, step: step, delay: delay, confirmed: context.confirmed, text: context.text)
    }
}

extension ReplayCommand {
    static func replay(_ interpreter: inout Interpreter, _ path: String, step: Bool, delay: Double, confirmed: Bool, text: String) throws(CommandError) -> Reply {
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
