import Testing

@testable import Workbench

/// `play` through the interpreter: a request for the front end where it can animate, the
/// frames and the reason everywhere else.
@Suite("play: the command")
struct PlayCommandTests {
    @Test("without a terminal, play says why and shows a curve's frames at 60 fps over one second")
    func curveFallback() {
        var shell = Transcript()
        let reply = shell.reply("play ease-in-out")
        #expect(reply.error == nil && reply.play == nil)
        let lines = reply.text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "play cannot animate here (there is no terminal to play it on); the frames instead:")
        #expect(lines[1] == "ease-in-out: x from 0 to 1 in 1 s, 60 fps")
        #expect(lines[2] == "frame      time  progress")
        #expect(lines[3] == "    0  0.000000  0.000000")
        // ease-in-out is symmetric about (½, ½): frame 30 is exactly half way.
        #expect(lines[33] == "   30  0.500000  0.500000")
        #expect(lines[63] == "   60  1.000000  1.000000")
        #expect(lines.count == 64)
    }

    @Test("the reason is the front end's; an animation's own frame table follows, and the JSON carries the frames")
    func animationFallback() throws {
        var shell = Transcript()
        shell.interpreter.settings.playUnavailableReason = "commands from a script, -e or a pipe are not animated"
        _ = shell.reply("anim slide position (0,0) (100,0) duration=0.1 curve=linear fps=20 repeat=2 autoreverse")
        let reply = shell.reply("play slide ease speed=2")
        #expect(
            reply.text.hasPrefix(
                """
                play cannot animate here (commands from a script, -e or a pipe are not animated); the frames instead:
                slide: position (0,0) → (100,0) in 0.1 s, linear, 20 fps, 2 times, autoreverses
                (one pass)
                frame      time  progress  value
                    0  0.000000  0.000000  (0,0)
                    1  0.050000  0.500000  (50,0)
                    2  0.100000  1.000000  (100,0)
                ease: x from 0 to 1 in 1 s, 60 fps
                """))
        #expect(reply.text.hasSuffix("\nspeed=2 would play these times 2× as fast"))
        #expect(reply.json["animated"] == false)
        #expect(reply.json["reason"] == "commands from a script, -e or a pipe are not animated")
        guard case .array(let tracks)? = reply.json["tracks"] else { Issue.record("no tracks"); return }
        #expect(tracks.count == 2)
        #expect(tracks[0]["frames"] == [[0, 0], [0.05, 0.5], [0.1, 1]])
        #expect(tracks[0]["repeat"] == 2 && tracks[0]["autoreverse"] == true && tracks[0]["fps"] == 20)
        guard case .array(let easeFrames)? = tracks[1]["frames"] else { Issue.record("no frames"); return }
        #expect(easeFrames.count == 61)
    }

    @Test("where the front end can animate, play hands it the tracks and prints nothing itself")
    func requestForTheTerminal() throws {
        var shell = Transcript()
        shell.interpreter.settings.playUnavailableReason = nil
        _ = shell.reply("anim fade opacity 0 1 duration=0.5 curve=ease delay=0.2")
        let before = shell.interpreter.session
        let reply = shell.reply("play fade bounce-out speed=0.5")
        let request = try #require(reply.play)
        #expect(reply.text.isEmpty && reply.error == nil)
        #expect(request.tracks.map(\.name) == ["fade", "bounce-out"])
        #expect(request.speed == 0.5)
        #expect(request.tracks[0].delay == 0.2 && request.tracks[0].duration == 0.5)
        #expect(request.duration == 1 && request.realDuration == 2)
        #expect(reply.json["animated"] == true)
        #expect(shell.interpreter.session == before, "playing changes nothing")
        #expect(!shell.interpreter.hasUnsavedChanges || before == shell.interpreter.session)
    }

    @Test("an unknown name or a bad speed is an error naming it, and nothing plays")
    func badInput() {
        var shell = Transcript()
        shell.interpreter.settings.playUnavailableReason = nil
        let unknown = shell.reply("play nosuch")
        #expect(unknown.play == nil)
        #expect(unknown.error?.contains("nosuch") == true)
        let slow = shell.reply("play ease speed=0")
        #expect(slow.play == nil)
        #expect(slow.error?.contains("speed") == true)
        let none = shell.reply("play speed=2")
        #expect(none.error?.contains("at least one animation or curve NAME") == true)
    }
}
