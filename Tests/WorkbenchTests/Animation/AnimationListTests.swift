import Testing

@testable import Workbench

@Suite("list shows animations next to curves")
struct AnimationListTests {
    @Test("an animation alone is listed, with its one-line summary")
    func animationAlone() {
        var shell = Transcript(width: 100)
        _ = shell.reply("anim slide position (150,32) (300,32) duration=0.5 curve=ease-out")
        let reply = shell.reply("list")
        #expect(!reply.text.contains("no curves yet"))
        #expect(reply.text.contains("animations:"))
        #expect(reply.text.contains("slide  position (150,32) → (300,32) in 0.5 s, ease-out, 60 fps"))
        #expect(reply.json["animations"]?.serialized.contains(#""name":"slide""#) == true)
    }

    @Test("curves come first, then the animations, in the order they were defined")
    func curvesThenAnimations() {
        var shell = Transcript()
        _ = shell.reply("tick = bezier 1 0 0.75 1")
        _ = shell.reply("anim b opacity 0 1 duration=1 curve=tick")
        _ = shell.reply("anim a opacity 1 0 duration=1 curve=ease")
        let lines = shell.reply("list").text.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("tick"))
        #expect(lines[1] == "animations:")
        #expect(lines[2].hasPrefix("  b "))
        #expect(lines[3].hasPrefix("  a "))
        #expect(lines[4].hasPrefix("presets: "))
    }
}
