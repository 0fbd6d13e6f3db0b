import CurveKit
import TestExpectations
import TestSupport
import Testing

@testable import Live
@testable import Workbench

/// What the live page may send, and what each message becomes: the command `edit` or a typed
/// line would be, or a refusal that says what was wrong.
@Suite("the live page's messages")
struct LiveRequestTests {
    static func session(_ lines: String...) -> Interpreter {
        var transcript = Transcript(interactive: true)
        for line in lines { #expect(transcript.reply(line).error == nil, "\(line)") }
        return transcript.interpreter
    }

    static let pop = session(
        "pop = bezier 0.3 0.1 0.2 1", "boing = spring stiffness=170 damping=12", "zig = path M0,0 L0.5,0.8 L1,1", "bump = back-out",
        "anim slide position (0,0) (300,0) duration=0.5 curve=pop repeat=3 autoreverse fps=30",
        "anim fade backgroundColor #ff8800 #0088ff duration=1 curve=ease-out")

    static func command(_ text: String, in interpreter: Interpreter = pop) throws -> String? {
        try LiveRequest(parsing: text).command(in: interpreter)
    }

    static func refusal(_ text: String, in interpreter: Interpreter = pop) -> LiveError? {
        do {
            _ = try LiveRequest(parsing: text).command(in: interpreter)
            return nil
        } catch {
            return error
        }
    }

    @Test func aDraggedBezierPointIsThePointCommandATypedLineWouldBe() throws {
        let line = try Self.command(#"{"id": 7, "type": "point", "curve": "pop", "point": 1, "x": 0.5, "y": 0.2}"#)
        #expect(line == "point pop 1 0.5 0.2")
        var fromPage = Self.pop, typed = Self.pop
        let pageReply = fromPage.execute(try #require(line))
        let typedReply = typed.execute("point pop 1 0.5 0.2")
        #expect(pageReply == typedReply)
        #expect(fromPage.session == typed.session)
        #expect(fromPage.journal.last?.command == "point pop 1 0.5 0.2")
    }

    @Test func newNumbersInAnEditViewAreTheDefinitionEditKeeps() throws {
        #expect(
            try Self.command(#"{"id": 1, "type": "set", "curve": "boing", "view": "duration/bounce", "values": [0.5, 0.25]}"#)
                == "boing = spring duration=0.5 bounce=0.25")
        #expect(
            try Self.command(#"{"id": 2, "type": "set", "curve": "boing", "view": "stiffness/damping", "values": [200, 12, 1, 0]}"#)
                == "boing = spring mass=1 stiffness=200 damping=12 velocity=0")
        let line = try #require(
            try Self.command(#"{"id": 3, "type": "set", "curve": "zig", "view": "points", "values": [0, 0, 0.4, 0.9, 1, 1]}"#))
        var interpreter = Self.pop
        #expect(interpreter.execute(line).error == nil, "\(line)")
        let moved = try #require(interpreter.session.curve(named: "zig"))
        // The straight path through (0, 0), (0.4, 0.9), (1, 1): at x = 0.2 it is at 0.45, at x = 0.7 at 0.95.
        expectClose(moved.curve.value(at: 0.2), 0.45, absolute: 1e-12)
        expectClose(moved.curve.value(at: 0.7), 0.95, absolute: 1e-12)
    }

    @Test func undoRedoAndExportsNeedNoCurveAndExportsRunNothing() throws {
        #expect(try Self.command(#"{"id": 1, "type": "undo"}"#) == "undo")
        #expect(try Self.command(#"{"id": 2, "type": "redo"}"#) == "redo")
        #expect(try Self.command(#"{"id": 3, "type": "export", "curve": "pop"}"#) == nil)
        #expect(try LiveRequest(parsing: #"{"id": 3, "type": "export", "curve": "pop"}"#).action == .export(curve: "pop"))
    }

    @Test func anAnimationsNewValuesAreTheAnimLineThatRedefinesItTheRestKept() throws {
        #expect(
            try Self.command(#"{"id": 1, "type": "anim", "animation": "slide", "to": "(320, 10)"}"#)
                == "anim slide position (0,0) (320,10) duration=0.5 curve=pop fps=30 repeat=3 autoreverse")
        #expect(
            try Self.command(#"{"id": 2, "type": "anim", "animation": "slide", "duration": 0.75, "delay": 0.1, "curve": "bump"}"#)
                == "anim slide position (0,0) (300,0) duration=0.75 curve=bump fps=30 delay=0.1 repeat=3 autoreverse")
        #expect(
            try Self.command(#"{"id": 3, "type": "anim", "animation": "fade", "from": "rgb(255, 0, 0)", "curve": "ease-in-out"}"#)
                == "anim fade backgroundColor #ff0000 #0088ff duration=1 curve=ease-in-out")
        // Run as typed, it is the animation the page asked for.
        var interpreter = Self.pop
        let line = try #require(try Self.command(#"{"id": 4, "type": "anim", "animation": "slide", "from": "(10,0)", "duration": 2}"#))
        #expect(interpreter.execute(line).error == nil)
        let slide = try #require(interpreter.session.animation(named: "slide"))
        #expect(slide.from == .pair(10, 0) && slide.to == .pair(300, 0) && slide.duration == 2 && slide.curveName == "pop")
        var typed = Self.pop
        #expect(typed.execute("anim slide position (10,0) (300,0) duration=2 curve=pop fps=30 repeat=3 autoreverse").error == nil)
        #expect(interpreter.session == typed.session && interpreter.journal.last?.command == typed.journal.last?.command)
    }

    @Test func aSyncAsksForTheWholeSessionAndRunsNothing() throws {
        let request = try LiveRequest(parsing: #"{"id": 5, "type": "sync"}"#)
        #expect(request.action == .sync)
        #expect(try request.command(in: Self.pop) == nil)
    }

    @Test(arguments: [
        (#"{"id": 1, "type": "anim", "animation": "nope", "duration": 1}"#, "there is no animation called 'nope' in the session"),
        (#"{"id": 1, "type": "anim", "animation": "pop", "duration": 1}"#, "there is no animation called 'pop'"),
        (#"{"id": 1, "type": "anim", "animation": "slide", "duration": 0}"#, "duration must be a number of seconds greater than 0"),
        (#"{"id": 1, "type": "anim", "animation": "slide", "duration": "1"}"#, "\"duration\" must be a finite number"),
        (#"{"id": 1, "type": "anim", "animation": "slide", "delay": -1}"#, "delay must be a number of seconds from 0"),
        (##"{"id": 1, "type": "anim", "animation": "slide", "to": "#ff0000"}"##, "FROM and TO must be the same kind of value"),
        (#"{"id": 1, "type": "anim", "animation": "slide", "to": "(1,2"}"#, "TO: "),
        (#"{"id": 1, "type": "anim", "animation": "slide", "to": ""}"#, "\"to\" must be text of 1 to 256 bytes"),
        (#"{"id": 1, "type": "anim", "animation": "slide", "curve": "nope"}"#, "unknown curve \"nope\" for curve="),
        (#"{"id": 1, "type": "anim", "animation": "slide", "curve": "pop save x.json"}"#, "unknown curve"),
        (#"{"id": 1, "type": "anim", "animation": "slide", "to": "(1,2) save x.json"}"#, "TO: "),
    ])
    func aBadAnimationChangeIsRefusedWithTheReason(message: String, reason: String) {
        let error = Self.refusal(message)
        #expect(error?.message.contains(reason) == true, "\(message): \(error?.message ?? "accepted")")
        #expect(error?.id == 1)
    }

    @Test(arguments: [
        ("not json", "the message is not JSON"),
        ("[1, 2]", "the message must be a JSON object"),
        (#"{"type": "undo"}"#, "the message needs an \"id\""),
        (#"{"id": -1, "type": "undo"}"#, "the message needs an \"id\""),
        (#"{"id": 1.5, "type": "undo"}"#, "the message needs an \"id\""),
        (#"{"id": 1e300, "type": "undo"}"#, "the message needs an \"id\""),
        (#"{"id": 1}"#, "the message needs a \"type\""),
        (
            #"{"id": 1, "type": "save", "file": "x.json"}"#,
            "the page may send point, set, anim, undo, redo, export, compare, sync (got \"save\")"
        ),
        (#"{"id": 1, "type": "load", "file": "x.json"}"#, "(got \"load\")"),
        (#"{"id": 1, "type": "quit"}"#, "(got \"quit\")"),
        (#"{"id": 1, "type": "command", "line": "save x.json"}"#, "(got \"command\")"),
        (#"{"id": 1, "type": "point", "curve": "pop", "point": 3, "x": 0, "y": 0}"#, "\"point\" must be 1 or 2"),
        (#"{"id": 1, "type": "point", "curve": "pop", "point": 1, "x": "0.5", "y": 0}"#, "\"x\" must be a finite number"),
        (#"{"id": 1, "type": "point", "curve": "pop", "point": 1, "x": 1e999, "y": 0}"#, "the message is not JSON"),
        (#"{"id": 1, "type": "point", "curve": "", "point": 1, "x": 0, "y": 0}"#, "\"curve\" must be a curve name"),
        (#"{"id": 1, "type": "point", "curve": "nope", "point": 1, "x": 0, "y": 0}"#, "there is no curve called 'nope' in the session"),
        (#"{"id": 1, "type": "point", "curve": "pop\nsave x.json", "point": 1, "x": 0, "y": 0}"#, "there is no curve called"),
        (
            #"{"id": 1, "type": "set", "curve": "pop; save x", "view": "control points", "values": [0.1, 0, 0.5, 1]}"#,
            "there is no curve called"
        ),
        (
            #"{"id": 1, "type": "set", "curve": "pop", "view": "control points", "values": []}"#,
            "\"values\" must be a list of 1 to 4096 numbers"
        ),
        (
            #"{"id": 1, "type": "set", "curve": "pop", "view": "control points", "values": [0.1, null, 0.5, 1]}"#,
            "\"values\" must hold finite numbers only"
        ),
        (#"{"id": 1, "type": "set", "curve": "pop", "view": "control points", "values": [0.1, 0, 0.5]}"#, "has 4 numbers (got 3)"),
        (
            #"{"id": 1, "type": "set", "curve": "pop", "view": "control points", "values": [2, 0, 0.5, 1]}"#,
            "x1 must be from 0 to 1 (got 2)"
        ),
        (
            #"{"id": 1, "type": "set", "curve": "pop", "view": "handles", "values": [0.1, 0, 0.5, 1]}"#,
            "'pop' has no view \"handles\"; its views: control points"
        ),
        (#"{"id": 1, "type": "set", "curve": "bump", "view": "x", "values": [1]}"#, "which has no numbers to edit"),
        (#"{"id": 1, "type": "set", "curve": "boing", "view": "stiffness/damping", "values": [-5, 12, 1, 0]}"#, "stiffness"),
    ])
    func malformedAndHostileMessagesAreRefusedWithTheReason(message: String, reason: String) {
        let error = Self.refusal(message)
        #expect(error?.message.contains(reason) == true, "\(message): \(error?.message ?? "accepted")")
    }

    @Test func aRefusalKeepsTheMessagesIDForTheReply() {
        #expect(Self.refusal(#"{"id": 41, "type": "save"}"#)?.id == 41)
        #expect(Self.refusal("nonsense")?.id == nil)
    }

    @Test func aMessageOverTheLimitIsRefusedBeforeItIsRead() {
        let long = #"{"id": 1, "type": "undo", "pad": ""# + String(repeating: "x", count: LiveLimits.maximumMessageBytes) + #""}"#
        #expect(Self.refusal(long)?.message.contains("more than the limit of \(LiveLimits.maximumMessageBytes)") == true)
    }

    /// Whatever numbers and names a page sends, what reaches the shell is one of the commands
    /// `edit`, `anim`, undo and redo make, never anything else.
    @Test func onlyPointDefinitionAnimUndoAndRedoEverReachTheShell() throws {
        var random = SplitMix64(seed: 26)
        let names = ["pop", "boing", "zig", "bump", "nope", "pop save", "ease"]
        let views = ["control points", "duration/bounce", "stiffness/damping", "points", "keys", "x"]
        let allowed: Set<String> = ["point", "=", "anim", "undo", "redo"]
        for _ in 0..<2000 {
            let name = names[Int(random.next() % UInt64(names.count))]
            let number = { (Double(random.next() % 4001) - 2000) / 1000 }
            let message: String
            let texts = ["(1,2)", "(0,0) save x.json", "#ff0000", "1; quit", "scale(2)", "(10,0)"]
            switch random.next() % 5 {
            case 0:
                message =
                    #"{"id": 1, "type": "point", "curve": "\#(name)", "point": \#(1 + random.next() % 2), "x": \#(number()), "y": \#(number())}"#
            case 1:
                let values = (0..<Int(1 + random.next() % 6)).map { _ in String(number()) }.joined(separator: ", ")
                message =
                    #"{"id": 1, "type": "set", "curve": "\#(name)", "view": "\#(views[Int(random.next() % UInt64(views.count))])", "values": [\#(values)]}"#
            case 2:
                let animation = ["slide", "fade", name][Int(random.next() % 3)]
                message =
                    #"{"id": 1, "type": "anim", "animation": "\#(animation)", "to": "\#(texts[Int(random.next() % UInt64(texts.count))])", "duration": \#(abs(number())), "curve": "\#(name)"}"#
            case 3: message = #"{"id": 1, "type": "undo"}"#
            default: message = #"{"id": 1, "type": "redo"}"#
            }
            guard let line = try? Self.command(message) else { continue }
            let command = try #require(try Parser.parse(line))
            #expect(allowed.contains(command.name), "\(message) became \(line)")
        }
    }
}
