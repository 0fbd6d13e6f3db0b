import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// Error messages that name the real mistake (issue 15, item 7).
@Suite("messages blame the right thing")
struct BlameTheRightThingTests {
    @Test("definitions a paste holds are named far enough to tell them apart")
    func definitionsToldApart() {
        var shell = Transcript()
        let reply = shell.reply(
            #"a = gsap gsap.to(panel, { opacity: 1, duration: 0.3, ease: "power2.out" }); gsap.to(panel, { opacity: 1, duration: 0.3, ease: "power3.in" });"#
        )
        let note = reply.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(
            note.contains(
                #"the paste holds 2 GSAP 3 definitions: read the first, { opacity: 1, duration: 0.3, ease: "power2.out" }; not read: { opacity: 1, duration: 0.3, ease: "power3.in" }"#
            ), "\(note)")
        // Cut at 40 characters both read `{ opacity: 1, duration: 0.3, ease: "powe…`; texts that
        // are the same stay cut there, and a long text alone too.
        let long = String(repeating: "x", count: 200)
        #expect(Names.shortened([long, long]) == [String(repeating: "x", count: 40) + "…", String(repeating: "x", count: 40) + "…"])
        #expect(Names.shortened([long + "a", long + "b"]).allSatisfy { $0.count == 121 })
    }

    @Test("a misspelt kind with parameters is an unknown kind, with the nearest kind suggested")
    func unknownKind() {
        var shell = Transcript()
        let reply = shell.reply("tick = bezer 0 0 1 1")
        #expect(reply.error?.hasPrefix("unknown curve kind 'bezer'; did you mean bezier? (kinds: bezier,") == true, "\(reply.error ?? "")")
        #expect(shell.interpreter.session.isEmpty)
        // A copy is still one name, and an unknown one still says unknown curve.
        #expect(shell.reply("a = ease").error == nil)
        #expect(shell.reply("b = eas").error?.hasPrefix("unknown curve 'eas'; did you mean 'ease'?") == true)
    }

    @Test("the column of an unknown kind points at it")
    func unknownKindColumn() {
        #expect(throws: CommandError.self) { try Parser.parse("tick = bezer 0 0 1 1") }
        do { _ = try Parser.parse("tick = bezer 0 0 1 1") } catch { #expect(error.column == 8) }
    }

    @Test(
        "changing a built-in curve says it is built in and how to copy it",
        arguments: [
            (
                "point bounce-out 1 0.2 0.3",
                "'bounce-out' is one of Penner's curves, built in, and cannot change; it is not a Bézier: fit one to it (fit bounce-out as my-bounce-out) and use that"
            ),
            ("point ease 1 0.2 0.3", "'ease' is a preset and cannot change; copy it first: my-ease = ease"),
            (
                "rename bounce-out bo",
                "'bounce-out' is one of Penner's curves, built in, and cannot be renamed; copy it first: bo = bounce-out"
            ),
            ("delete elastic-in", "'elastic-in' is one of Penner's curves, built in, and cannot be deleted"),
            (
                "target bounce-out ease",
                "'bounce-out' is one of Penner's curves, built in, and cannot have a target; copy it first: my-bounce-out = bounce-out"
            ),
        ])
    func builtInCurves(command: String, message: String) {
        var shell = Transcript()
        #expect(shell.reply(command).error == message)
    }

    @Test("a swap of two letters is one edit: plto suggests plot, not play")
    func transpositions() {
        #expect(Suggestions.distance("plto", "plot") == 1)
        #expect(Suggestions.distance("plto", "play") == 2)
        #expect(Suggestions.distance("ca", "abc") == 3)  // optimal string alignment: no edit of a swapped pair
        #expect(Suggestions.distance("kitten", "sitting") == 3)
        #expect(Suggestions.closest(to: "plto", among: CommandCatalog.commandWords) == "plot")
        var shell = Transcript()
        #expect(shell.reply("plto ease").error == "unknown command 'plto'; did you mean 'plot'? (type help for the list of commands)")
    }
}

@Suite("preview takes animations")
struct PreviewAnimationTests {
    @Test("an animation previews as the curve that paces it; a raw-value keyframes one scaled to run 0 → 1")
    func previewAnimation() throws {
        var shell = Transcript()
        _ = shell.reply("anim slide opacity 0 1 duration=1 curve=bounce-out")
        _ = shell.reply("ball = keyframes 0:32 ease-in 0.5:268 ease-out 1:268")
        _ = shell.reply("anim drop position.y duration=1 keyframes=ball")
        let reply = shell.reply("preview slide drop html=p.html")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(shell.files.text("p.html")?.contains("slide") == true)
        let drop = try #require(shell.interpreter.session.animation(named: "drop"))
        let scaled = PreviewCommand.previewCurve(of: drop)
        #expect(scaled.value(at: 0) == 0)
        #expect(scaled.value(at: 1) == 1)
        expectClose(scaled.value(at: 0.25), (drop.curve.value(at: 0.25) - 32) / 236, absolute: 1e-12)
    }
}
