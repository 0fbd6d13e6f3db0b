import CurveKit
import TestExpectations
import Testing

@testable import Workbench

/// Animations follow the curve they name: the session resolves the name whenever an animation
/// is used, keeps the references whole through rename and delete, and saves the reference.
@Suite("animations follow the curve they name")
struct AnimationCurveReferenceTests {
    static let setup = """
        tick = bezier 1 0 0.75 1
        anim hand transform.rotation.z 0 6 duration=0.3 curve=tick
        """

    @Test("export after point writes the curve's new control points")
    func exportAfterPoint() {
        var shell = Transcript()
        _ = shell.run(Self.setup)
        _ = shell.reply("point tick 2 0.2 1")
        let text = shell.reply("export hand swift").text
        #expect(text.contains("CAMediaTimingFunction(controlPoints: 1, 0, 0.2, 1)"))
        #expect(!text.contains("0.75"))
    }

    @Test("frames use the curve as it is now: y(x) of the new points, solved independently")
    func framesAfterPoint() throws {
        var shell = Transcript()
        _ = shell.run(Self.setup)
        _ = shell.reply("tick = bezier 0 0 1 1")
        let reply = shell.reply("frames hand")
        // linear: frame 9 of 18 is half way, 3 radians.
        let frames = try #require(try shell.interpreter.session.animation(named: "hand")?.frames())
        expectClose(frames[9].progress, 0.5, absolute: 1e-12)
        #expect(reply.text.contains("    9  0.150000"))
    }

    @Test("renaming a curve renames the animations' references, and the reply names them")
    func renameUpdates() {
        var shell = Transcript()
        _ = shell.run(Self.setup)
        _ = shell.reply("anim spin opacity 0 1 duration=1 curve=tick")
        let reply = shell.reply("rename tick tock")
        #expect(reply.text == "renamed tick to tock\n  animations hand, spin now use tock")
        #expect(reply.json["animations"] == ["hand", "spin"])
        #expect(shell.reply("show hand").text.hasSuffix("curve=tock"))
        #expect(shell.interpreter.session.animations(using: "tick").isEmpty)
        #expect(shell.interpreter.session.animations(using: "tock") == ["hand", "spin"])
    }

    @Test("undo of a rename restores the references too, and redo renames them again")
    func undoRedoRename() {
        var shell = Transcript()
        _ = shell.run(Self.setup)
        _ = shell.reply("rename tick tock")
        _ = shell.reply("undo")
        #expect(shell.reply("show hand").text.hasSuffix("curve=tick"))
        #expect(shell.reply("export hand css").error == nil)
        _ = shell.reply("redo")
        #expect(shell.reply("show hand").text.hasSuffix("curve=tock"))
    }

    @Test("deleting a curve an animation uses is refused, naming the animation; the session is unchanged")
    func deleteRefused() {
        var shell = Transcript()
        _ = shell.run(Self.setup)
        let before = shell.interpreter.session
        let reply = shell.reply("delete tick")
        #expect(reply.error == "tick is used by animation hand; delete hand first or point it at another curve")
        #expect(shell.interpreter.session == before)
        // Nothing was done, so undo takes back the animation, and then the delete goes through.
        #expect(shell.reply("undo").text.contains("anim hand"))
        #expect(shell.reply("delete tick").error == nil)
        _ = shell.reply("undo")
        _ = shell.reply("redo")
        #expect(shell.interpreter.session.curve(named: "tick") == nil)
    }

    @Test("two users: both named")
    func deleteRefusedNamesAll() {
        var shell = Transcript()
        _ = shell.run(Self.setup)
        _ = shell.reply("anim spin opacity 0 1 duration=1 curve=tick")
        #expect(
            shell.reply("delete tick").error
                == "tick is used by animations hand, spin; delete them first or point them at another curve")
    }

    @Test("save and load keep the reference: a point after load changes the animation")
    func saveLoadKeepsReference() throws {
        var shell = Transcript()
        _ = shell.run(Self.setup)
        _ = shell.reply("save s.json")
        let saved = try #require(shell.files.text("s.json"))
        #expect(saved.contains("\"curve\": \"tick\""))
        var other = Transcript(files: ["s.json": saved])
        let loaded = other.reply("load s.json")
        #expect(!loaded.text.contains("note:"))
        _ = other.reply("point tick 2 0.2 1")
        #expect(other.reply("export hand swift").text.contains("controlPoints: 1, 0, 0.2, 1"))
    }

    static func file(curves: String, animationCurve: String, timing: String?) -> String {
        let timingMember = timing.map { ", \"timing\": \($0)" } ?? ""
        return """
            {"format": "curves-session", "version": 1, "curves": [\(curves)],
             "animations": [{"name": "hand", "keyPath": "opacity", "from": "0", "to": "1", "duration": 1,
                             "curve": "\(animationCurve)"\(timingMember)}]}
            """
    }

    @Test("an old file whose copy differs from the named curve loads and follows the curve, with a note")
    func oldFileCopyDiffers() {
        let text = Self.file(
            curves: #"{"name": "tick", "kind": "bezier", "points": [0, 0, 1, 1]}"#, animationCurve: "tick",
            timing: #"{"kind": "bezier", "points": [1, 0, 0.75, 1]}"#)
        var shell = Transcript(files: ["old.json": text])
        let reply = shell.reply("load old.json")
        #expect(reply.error == nil)
        #expect(reply.text.contains("rescued: animation hand: follows curve tick as the file defines it"))
        #expect(shell.interpreter.session.animation(named: "hand")?.curve == .bezier(try! CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)))
    }

    @Test("a file whose animation names a missing curve loads: the saved copy becomes that curve, and the reply says so")
    func missingCurveRescuedFromCopy() {
        let text = Self.file(curves: "", animationCurve: "gone", timing: #"{"kind": "bezier", "points": [1, 0, 0.75, 1]}"#)
        var shell = Transcript(files: ["hand.json": text])
        let reply = shell.reply("load hand.json")
        #expect(reply.error == nil)
        #expect(reply.text.contains("rescued: animation hand: curve gone was missing; defined it from the copy saved with the animation"))
        #expect(shell.interpreter.session.curve(named: "gone")?.curve == .bezier(try! CubicBezier(x1: 1, y1: 0, x2: 0.75, y2: 1)))
        #expect(reply.json["rescued"] != nil)
    }

    @Test("a missing curve and no copy: the animation follows linear, and the reply says so")
    func missingCurveWithoutCopy() {
        let text = Self.file(curves: "", animationCurve: "gone", timing: nil)
        var shell = Transcript(files: ["hand.json": text])
        let reply = shell.reply("load hand.json")
        #expect(reply.error == nil)
        #expect(reply.text.contains("curve gone was missing and no copy was saved; it now uses linear"))
        #expect(shell.interpreter.session.animation(named: "hand")?.curveName == "linear")
    }

    @Test("a built-in curve is referenced by name")
    func builtInByName() throws {
        var shell = Transcript()
        _ = shell.reply("anim fade opacity 0 1 duration=1 curve=ease-out")
        _ = shell.reply("save f.json")
        let saved = try #require(shell.files.text("f.json"))
        #expect(saved.contains("\"curve\": \"ease-out\""))
        var other = Transcript(files: ["f.json": saved])
        #expect(!other.reply("load f.json").text.contains("note:"))
        #expect(other.interpreter.session.animation(named: "fade")?.curveName == "ease-out")
    }
}

@Suite("a keyframes animation's curve stays a keyframes curve")
struct KeyframesReferenceKindTests {
    @Test("redefining it as another kind is refused, naming the animation; the session is unchanged")
    func redefineRefused() {
        var shell = Transcript()
        _ = shell.reply("hop = keyframes 0:0 ease 0.5:1 ease 1:0")
        _ = shell.reply("anim up opacity duration=1 keyframes=hop")
        let before = shell.interpreter.session
        #expect(
            shell.reply("hop = bezier 0 0 1 1").error
                == "hop is used by keyframes animation up, which needs a keyframes curve; keep hop a keyframes curve, or give the new curve another name"
        )
        #expect(shell.reply("linear bounce-out tolerance=0.01 as hop").error?.hasPrefix("hop is used by keyframes animation up") == true)
        #expect(shell.interpreter.session == before)
        #expect(shell.reply("hop = keyframes 0:0 ease 1:1").error == nil)
    }

    @Test("a hand-edited file whose keyframes animation names a Bézier loads, reading it as curve=, with a note")
    func fileRescued() {
        let text = """
            {"format": "curves-session", "version": 1, "curves": [{"name": "tick", "kind": "bezier", "points": [0, 0, 1, 1]}],
             "animations": [{"name": "up", "keyPath": "opacity", "from": "0", "to": "1", "duration": 1, "curve": "tick", "keyframes": true}]}
            """
        var shell = Transcript(files: ["k.json": text])
        let reply = shell.reply("load k.json")
        #expect(reply.error == nil)
        #expect(reply.text.contains("rescued: animation up: tick is not a keyframes curve; the animation uses it as curve=tick"))
        #expect(shell.interpreter.session.animation(named: "up")?.usesKeyframes == false)
    }
}

@Suite("sessions compare animations as they are used")
struct SessionEqualityWithReferencesTests {
    @Test("an animation defined before its curve changed equals one defined after")
    func equalAfterRedefinition() {
        var before = Transcript(), after = Transcript()
        _ = before.run("tick = bezier 1 0 0.75 1\nanim hand opacity 0 1 duration=1 curve=tick\ntick = bezier 0 0 1 1")
        _ = after.run("tick = bezier 1 0 0.75 1\ntick = bezier 0 0 1 1\nanim hand opacity 0 1 duration=1 curve=tick")
        #expect(before.interpreter.session == after.interpreter.session)
        _ = after.reply("point tick 1 0.5 0")
        #expect(before.interpreter.session != after.interpreter.session)
    }
}
