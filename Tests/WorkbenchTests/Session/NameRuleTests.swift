import CustomDump
import Foundation
import Testing

@testable import Workbench

/// Curves and animations share one set of names, whatever command makes the name; a file
/// written before the rule held everywhere is rescued, never refused.
@Suite("one set of names for curves and animations")
struct NameRuleTests {
    static let slide = "anim slide position 0 100 duration=1 curve=ease"

    @Test(
        "every way of making a curve's name refuses an animation's name, and changes nothing",
        arguments: [
            "slide = ease",
            "slide = bezier 0.1 0.2 0.3 0.4",
            "rename tick slide",
            "fit bounce-out as slide",
            "linear bounce-out tolerance=0.01 as slide",
        ])
    func curveNamesAreChecked(command: String) {
        var shell = Transcript()
        _ = shell.reply("tick = ease")
        _ = shell.reply(Self.slide)
        let before = shell.interpreter.session
        let reply = shell.reply(command)
        #expect(
            reply.error
                == "'slide' is already the name of an animation; curves and animations share one set of names: choose another name, or delete or rename 'slide' first"
        )
        expectNoDifference(shell.interpreter.session, before)
    }

    @Test("an animation cannot take a curve's name, by anim or by rename")
    func animationNamesAreChecked() {
        var shell = Transcript()
        _ = shell.reply("tick = ease")
        _ = shell.reply(Self.slide)
        #expect(
            shell.reply("anim tick opacity 0 1 duration=1 curve=ease").error?.hasPrefix("'tick' is already the name of a curve") == true)
        #expect(shell.reply("rename slide tick").error != nil)
        #expect(shell.interpreter.session.animation(named: "slide") != nil)
    }

    @Test("a session that exists saves and loads back equal")
    func saveLoadRoundTrip() {
        var shell = Transcript()
        for line in ["tick = ease", Self.slide, "slide = ease", "fit bounce-out as slide", "rename tick slide", "save s.json"] {
            _ = shell.reply(line)
        }
        let saved = shell.interpreter.session
        #expect(shell.reply("load s.json").error == nil)
        expectNoDifference(shell.interpreter.session, saved)
    }

    /// A file an earlier build wrote: a curve and an animation both called `slide`.
    static let collidingFile = """
        {"format": "curves-session", "version": 1,
         "curves": [{"name": "slide", "kind": "bezier", "points": [0.25, 0.1, 0.25, 1]},
                    {"name": "slide", "kind": "bezier", "points": [0, 0, 1, 1]}],
         "animations": [{"name": "slide", "keyPath": "position", "from": "0", "to": "100", "duration": 1, "curve": "ease",
                         "fps": 60, "delay": 0, "repeat": 1, "autoreverse": false}],
         "history": []}
        """

    @Test("a file with a name held twice loads: the second holder gets a free name, and the load says so")
    func rescueOnLoad() {
        var shell = Transcript(files: ["old.json": Self.collidingFile])
        let reply = shell.reply("load old.json")
        #expect(reply.error == nil)
        #expect(
            reply.text == """
                loaded 2 curves and 1 animation from old.json
                  rescued: curves[1]: a second curve called 'slide' is kept as 'slide-2'
                  rescued: animations[0]: the animation 'slide' has the name of a curve; it is kept as 'slide-anim'
                """)
        #expect(shell.interpreter.session.curves.map(\.name) == ["slide", "slide-2"])
        #expect(shell.interpreter.session.animations.map(\.name) == ["slide-anim"])
        #expect(shell.interpreter.session.namesOfBoth.isEmpty)
        _ = shell.reply("save again.json")
        #expect(shell.reply("load again.json").text == "loaded 2 curves and 1 animation from again.json")
    }

    @Test("recover rescues the same way and counts curves and animations")
    func rescueOnRecover() {
        var settings = Settings(interactive: true)
        settings.recoveryPath = "recovery-2-2.json"
        settings.recoveryCandidates = [RecoveryCandidate(path: "recovery.json", written: "2026-11-25 at 03:50")]
        let files = InMemoryFileSystem(["recovery.json": Self.collidingFile])
        var interpreter = Interpreter(settings: settings, fileSystem: files)
        let reply = interpreter.execute("recover")
        #expect(reply.error == nil)
        #expect(reply.text.hasPrefix("recovered 2 curves and 1 animation (slide, slide-2, slide-anim)\n"))
        #expect(reply.text.contains("\n  rescued: "))
        #expect(reply.json["animations"] == 1)
    }

    @Test("fit and linear say when they replace a curve")
    func fitSaysReplaced() {
        var shell = Transcript()
        #expect(shell.reply("fit expo-out").text.hasSuffix("added as expo-out-fit"))
        let again = shell.reply("fit expo-out")
        #expect(again.text.hasSuffix("replaced expo-out-fit (undo brings it back)"))
        #expect(again.json["replaced"] == true)
        _ = shell.reply("linear bounce-out tolerance=0.01")
        #expect(shell.reply("linear bounce-out tolerance=0.01").text.hasSuffix("replaced bounce-out-linear (undo brings it back)"))
    }
}
