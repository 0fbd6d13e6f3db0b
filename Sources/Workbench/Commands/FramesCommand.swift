import CurveKit
import Foundation

/// `frames ANIM [fps=N]`: the frame table.
struct FramesCommand: CommandDeclaration {
    static let name = "frames"
    static let usage = "frames ANIM [fps=N]"
    static let summary = "the frame table: frame, time, progress and value, first and last frame included"
    static let details = "Frame i is at i / fps; the last frame is at exactly the duration."

    var animation: String
    var fps: Int?

    static func parse(_ words: inout Words) throws(CommandError) -> FramesCommand {
        let name = try words.curveName("ANIM")
        var fps: Int?
        while let option = try words.option(allowed: ["fps"]) {
            fps = try option.integer(in: Animation.fpsRange)
        }
        return FramesCommand(animation: name, fps: fps)
    }

    var words: [String] { [Self.name, animation] + (fps.map { ["fps=\($0)"] } ?? []) }

    static func completions(at position: Int, after typed: [String], in interpreter: Interpreter) -> [String] {
        position == 1 ? interpreter.animationNames : ["fps="]
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
            return Reply(text: FrameTable.text(frames), json: FrameTable.json(animation, frames: frames, fps: fps))
        } catch {
            throw CommandError(error.message)
        }
    }
}
