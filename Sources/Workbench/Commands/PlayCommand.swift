import CurveKit
import Foundation
import Platforms

/// `play ANIM|CURVE … [speed=F]`: motion in the terminal.
struct PlayCommand: CommandDeclaration {
    static let name = "play"
    static let summary = "play animations or curves in the terminal, next to a dot moving at linear pace"
    static let details = """
        Each track shows the curve's dot and, under it, a dot moving at linear pace; the 0 and 1 marks line up
        across tracks, and a dotted margin past them shows overshoot. A curve plays over one second, an
        animation with its delay, repeats and autoreverse; speed=0.5 plays at half speed. Ctrl-C stops.
        In a script, a pipe, with --json or TERM=dumb it prints the frame table instead and says why.
        """

    var names: [String] = []
    var speed = 1.0

    static var arguments: [Argument<Self>] {
        [
            .repeated("NAME", \.names, .curve(.curves(animations: true)), missing: "at least one animation or curve NAME"),
            .option("speed", "F", \.speed, .number(in: 0.01...100), default: 1),
        ]
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.play(interpreter, names, speed: speed)
    }
}

extension PlayCommand {
    /// `play`: asks the front end to animate the tracks (``Reply/play``), or, where it cannot
    /// (``Settings/playUnavailableReason``), shows their frames and says why.
    static func play(_ interpreter: Interpreter, _ names: [String], speed: Double) throws(CommandError) -> Reply {
        var tracks: [PlayTrack] = []
        for name in names {
            if let animation = interpreter.session.animation(named: name) {
                tracks.append(PlayTrack(animation))
            } else {
                tracks.append(PlayTrack(curve: try interpreter.resolve(name).curve, named: name))
            }
        }
        let request = PlayRequest(tracks: tracks, speed: speed)
        if let reason = interpreter.settings.playUnavailableReason {
            return Reply(text: request.fallbackText(reason: reason), json: request.fallbackJSON(names: names, reason: reason))
        }
        var reply = Reply(
            text: "",
            json: [
                "names": .array(names.map(JSONValue.string)), "speed": .number(speed), "animated": true,
            ])
        reply.play = request
        return reply
    }
}
