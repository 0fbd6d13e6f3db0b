import CurveKit
import Foundation
import Platforms

/// `frames ANIM [fps=N]`: the frame table.
struct FramesCommand: CommandDeclaration {
    static let name = "frames"
    static let summary = "the frame table: frame, time, progress and value, first and last frame included"
    static let details = "Frame i is at i / fps; the last frame is at exactly the duration."

    var animation = ""
    var fps: Int?

    static var arguments: [Argument<Self>] {
        [.positional("ANIM", \.animation, .curve(.animations)), .option("fps", "N", \.fps, .integer(in: Animation.fpsRange))]
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.frames(interpreter, animation, fps: fps)
    }
}

extension FramesCommand {
    static func frames(_ interpreter: Interpreter, _ name: String, fps: Int?) throws(CommandError) -> Reply {
        let animation = try interpreter.resolveAnimation(name)
        do {
            let frames = try animation.frames(fps: fps)
            return Reply(
                text: FrameTable.text(frames, curveColumn: animation.curveColumn),
                json: FrameTable.json(animation, frames: frames, fps: fps))
        } catch {
            throw CommandError(error.message)
        }
    }
}
