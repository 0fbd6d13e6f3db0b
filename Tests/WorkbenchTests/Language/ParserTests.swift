import Testing

@testable import Platforms
@testable import Workbench

@Suite("Parser: every command")
struct ParserCommandTests {
    @Test("NAME = bezier X1 Y1 X2 Y2 defines a Bézier")
    func bezierDefinition() throws {
        #expect(try Parser.parse("tick = bezier 1 0 0.75 1") == .define(name: "tick", definition: .bezier(x1: 1, y1: 0, x2: 0.75, y2: 1)))
    }

    @Test("a definition may be written without spaces around =")
    func definitionWithoutSpaces() throws {
        #expect(try Parser.parse("tick=bezier 1 0 0.75 1") == .define(name: "tick", definition: .bezier(x1: 1, y1: 0, x2: 0.75, y2: 1)))
        #expect(try Parser.parse("e=ease") == .define(name: "e", definition: .copy(of: "ease")))
    }

    @Test("NAME = PRESET and NAME = OTHER copy a curve")
    func copyDefinition() throws {
        #expect(try Parser.parse("soft = ease-in-out") == .define(name: "soft", definition: .copy(of: "ease-in-out")))
        #expect(try Parser.parse("b = tick") == .define(name: "b", definition: .copy(of: "tick")))
    }

    @Test(
        "the other commands parse to their values",
        arguments: [
            ("point tick 2 0.6 1", Command.point(curve: "tick", index: 2, x: 0.6, y: 1)),
            ("show tick", .show(curve: "tick")),
            ("list", .list),
            ("ls", .list),
            ("delete tick", .delete(curve: "tick")),
            ("rename tick tock", .rename(from: "tick", to: "tock")),
            ("eval tick 0 0.5 1", .eval(curve: "tick", xs: [0, 0.5, 1])),
            ("sample tick", .sample(curve: "tick", intervals: 10, range: .unit)),
            ("sample tick 4", .sample(curve: "tick", intervals: 4, range: .unit)),
            ("sample tick 4 from=-1 to=2", .sample(curve: "tick", intervals: 4, range: InputRange(from: -1, to: 2))),
            ("sample tick to=3", .sample(curve: "tick", intervals: 10, range: InputRange(from: 0, to: 3))),
            ("compare tick ease", .compare(first: "tick", second: "ease", intervals: 1000, range: .unit)),
            ("compare tick ease samples=50", .compare(first: "tick", second: "ease", intervals: 50, range: .unit)),
            (
                "compare tick ease from=-0.5 samples=50",
                .compare(first: "tick", second: "ease", intervals: 50, range: InputRange(from: -0.5, to: 1))
            ),
            ("plot tick ease", .plot(curves: ["tick", "ease"], options: .init())),
            ("plot tick handles width=40 height=10", .plot(curves: ["tick"], options: .init(width: 40, height: 10, handles: true))),
            ("save sessions/mine.json", .save(path: "sessions/mine.json", force: false)),
            ("save", .save(path: nil, force: false)),
            ("save out.json force", .save(path: "out.json", force: true)),
            ("new", .new),
            ("recover", .recover(.only)),
            ("recover 2", .recover(.number(2))),
            ("recover discard 1", .recover(.discard(1))),
            ("replay sessions/a.json", .replay(path: "sessions/a.json", step: false, delay: 0)),
            ("replay a.json step delay=0.5", .replay(path: "a.json", step: true, delay: 0.5)),
            ("diff a.json", .diff(first: "a.json", second: nil)),
            ("diff a.json b.json", .diff(first: "a.json", second: "b.json")),
            ("load \"my file.json\"", .load(path: "my file.json")),
            ("undo", .undo),
            ("redo", .redo),
            ("history", .history),
            ("help", .help(topic: nil)),
            ("help point", .help(topic: "point")),
            ("quit", .quit),
            ("exit", .quit),
        ])
    func commands(line: String, expected: Command) throws {
        #expect(try Parser.parse(line) == expected)
    }

    @Test("blank lines and comments are no command")
    func blankAndComments() throws {
        #expect(try Parser.parse("") == nil)
        #expect(try Parser.parse("   \t ") == nil)
        #expect(try Parser.parse("# a comment") == nil)
        #expect(try Parser.parse("sample tick 4 # four intervals") == .sample(curve: "tick", intervals: 4, range: .unit))
    }

    @Test("printing a command and parsing it gives the same command")
    func roundTrip() throws {
        let commands: [Command] = [
            .define(name: "a", definition: .bezier(x1: 0.1, y1: -0.3333333333333333, x2: 1, y2: 1.6)),
            .define(name: "b", definition: .copy(of: "ease")),
            .point(curve: "a", index: 1, x: .leastNonzeroMagnitude, y: -2.5e10),
            .eval(curve: "a", xs: [0.1, 0.2]),
            .compare(first: "a", second: "b", intervals: 7, range: .unit),
            .compare(first: "a", second: "b", intervals: 7, range: InputRange(from: -0.25, to: 1.5)),
            .sample(curve: "a", intervals: 3, range: InputRange(from: 0.5, to: 2)),
            .plot(curves: ["a", "b"], options: .init(width: 30, height: nil, handles: true)),
            .save(path: "with space/and \"quote\".json", force: false),
            .save(path: "force", force: true),
            .replay(path: "x y.json", step: true, delay: 0.25),
            .diff(first: "a.json", second: "b c.json"),
            .load(path: "x#y.json"),
            .help(topic: "save"),
        ]
        for command in commands {
            #expect(try Parser.parse(command.description) == command, "\(command.description)")
        }
    }
}

@Suite("Parser: every error message")
struct ParserErrorTests {
    func message(_ line: String) -> String {
        do {
            _ = try Parser.parse(line)
            return "(no error)"
        } catch {
            return error.message
        }
    }

    @Test("an unknown command suggests the closest one")
    func unknownCommand() {
        #expect(message("smaple tick") == "unknown command 'smaple'; did you mean 'sample'? (type help for the list of commands)")
        #expect(message("frobnicate") == "unknown command 'frobnicate' (type help for the list of commands)")
    }

    @Test("a missing argument names it and shows the usage")
    func missingArgument() {
        #expect(message("point tick 2 0.6") == "missing Y; usage: point NAME 1|2 X Y")
        #expect(message("show") == "missing curve NAME; usage: show NAME")
        #expect(
            message("plot")
                == "missing at least one curve NAME; usage: plot NAME [NAME …] [width=W] [height=H] [handles] [title=TEXT] [svg=FILE] [force]"
        )
        #expect(message("tick = bezier 1 0 0.75") == "missing Y2; usage: NAME = bezier X1 Y1 X2 Y2")
        #expect(message("tick =") == "nothing after '=': expected a curve kind (help curves lists them), a preset or a curve name")
    }

    @Test("too many arguments are refused")
    func extraArgument() {
        #expect(message("list all") == "unexpected 'all' after the last argument; usage: list")
        #expect(message("tick = bezier 1 0 0.75 1 9") == "unexpected '9' after the last argument; usage: NAME = bezier X1 Y1 X2 Y2")
    }

    @Test("a word where a number belongs is named")
    func wordForNumber() {
        #expect(message("tick = bezier 1 zero 0.75 1") == "expected a number for Y1, got 'zero'; usage: NAME = bezier X1 Y1 X2 Y2")
        #expect(message("eval tick half") == "expected a number for X, got 'half'; usage: eval NAME X [X …]")
        #expect(message("tick = bezier 0x1p-1 0 1 1") == "expected a number for X1, got '0x1p-1'; usage: NAME = bezier X1 Y1 X2 Y2")
    }

    @Test("NaN and infinity are refused")
    func nonFinite() {
        #expect(message("tick = bezier nan 0 1 1") == "X1 must be a finite number; NaN and infinity are not accepted (got 'nan')")
        #expect(message("eval ease inf") == "X must be a finite number; NaN and infinity are not accepted (got 'inf')")
        #expect(message("tick = bezier 0 1e400 1 1") == "Y1 is out of range: '1e400' does not fit in a double")
    }

    @Test("x outside [0, 1] is accepted; a range must run upwards")
    func inputsOutsideTheUnitInterval() throws {
        #expect(try Parser.parse("eval ease 1.5 -0.1") == .eval(curve: "ease", xs: [1.5, -0.1]))
        #expect(message("sample ease 4 from=2 to=1") == "from= must be below to= (got from=2 to=1); the inputs run from A to B")
        #expect(message("sample ease from=1") == "from= must be below to= (got from=1 to=1); the inputs run from A to B")
        #expect(message("compare a b to=nan") == "to must be a finite number; NaN and infinity are not accepted (got 'nan')")
        #expect(message("sample ease 4 from=0 from=1") == "from= is given twice")
    }

    @Test("counts must be whole numbers within limits")
    func counts() {
        #expect(message("sample ease 1e12") == "N must be a whole number from 1 to 1000000 (got 1e12)")
        #expect(message("sample ease 2.5") == "N must be a whole number from 1 to 1000000 (got 2.5)")
        #expect(message("sample ease 0") == "N must be a whole number from 1 to 1000000 (got 0)")
        #expect(message("point tick 3 0 0") == "the control point number must be a whole number from 1 to 2 (got 3)")
        #expect(message("compare a b samples=0") == "samples must be a whole number from 1 to 1000000 (got 0)")
        #expect(message("compare a b steps=3") == "unknown option 'steps'; accepted: samples=, from=, to=")
    }

    @Test("reserved and invalid names are refused")
    func names() {
        #expect(message("ease = bezier 0 0 1 1") == "\"ease\" is a preset name and cannot be redefined; choose another name")
        #expect(message("easeIn = bezier 0 0 1 1") == "\"easeIn\" is a preset name and cannot be redefined; choose another name")
        #expect(message("plot = bezier 0 0 1 1") == "\"plot\" is a reserved word of the command language; choose another name")
        #expect(
            message("2fast = ease")
                == "invalid name \"2fast\": a name starts with an ASCII letter (a–z, A–Z) and has only ASCII letters, digits, - and _")
        #expect(
            message("my.curve = ease")
                == "invalid name \"my.curve\": '.' is not allowed; a name starts with an ASCII letter (a–z, A–Z) and has only ASCII letters, digits, - and _"
        )
        #expect(
            message("rename tick 9")
                == "invalid name \"9\": a name starts with an ASCII letter (a–z, A–Z) and has only ASCII letters, digits, - and _")
        let long = String(repeating: "a", count: 10_000)
        #expect(message("\(long) = ease") == "a curve name can be at most 100 characters (this one has 10000)")
    }

    @Test("an unterminated quote is reported with its column")
    func unterminatedQuote() {
        #expect(message("save \"sessions/a.json") == "unterminated quoted string starting at column 6")
    }
}

@Suite("Lexer")
struct LexerTests {
    @Test("# starts a comment, but a hex colour is a word")
    func colours() throws {
        #expect(
            try Lexer.tokens(of: "anim a backgroundColor #ff8800 #00000080 duration=1 # a comment").map(\.text)
                == ["anim", "a", "backgroundColor", "#ff8800", "#00000080", "duration=1"])
        #expect(try Lexer.tokens(of: "list #fff is a colour").map(\.text) == ["list", "#fff", "is", "a", "colour"])
        #expect(try Lexer.tokens(of: "list # comment").map(\.text) == ["list"])
        #expect(try Lexer.tokens(of: "list #comment").map(\.text) == ["list"])
    }
}
