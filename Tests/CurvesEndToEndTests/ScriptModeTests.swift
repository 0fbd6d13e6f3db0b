import Foundation
import TestExpectations
import TestSupport
import Testing
import Workbench

/// The built `curves` binary run without a terminal: -e commands, script files, stdin.
@Suite("Script mode", .tags(.binary))
struct ScriptModeTests {
    @Test func jsonDefineEvalCompare() throws {
        let result = try CurvesBinary.run([
            "--json", "-e", "tick = bezier 1 0 0.75 1", "-e", "eval tick 0.5", "-e", "compare tick ease",
        ])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.lines
        try #require(lines.count == 3, "one JSON object per command: \(result.stdout)")

        let define = try jsonObject(lines[0])
        #expect(define["command"] as? String == "define")
        #expect(define["curve"] as? String == "tick")
        #expect(define["kind"] as? String == "bezier")
        #expect(define["points"] as? [Double] == [1, 0, 0.75, 1])

        let eval = try jsonObject(lines[1])
        #expect(eval["command"] as? String == "eval")
        let points = try #require(eval["points"] as? [[Double]])
        try #require(points.count == 1 && points[0].count == 2)
        #expect(points[0][0] == 0.5)
        #expect(points[0][1] > 0 && points[0][1] < 0.5, "tick starts slowly: y(0.5) = \(points[0][1])")

        let compare = try jsonObject(lines[2])
        #expect(compare["command"] as? String == "compare")
        let maximum = try #require(compare["max"] as? Double)
        let at = try #require(compare["at"] as? Double)
        let rms = try #require(compare["rms"] as? Double)
        #expect(maximum > 0 && maximum <= 1)
        #expect(at >= 0 && at <= 1)
        #expect(rms > 0 && rms <= maximum)
    }

    @Test func textOutputAndNoColoursInAPipe() throws {
        let result = try CurvesBinary.run(["-e", "tick = bezier 1 0 0.75 1", "-e", "list"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("tick"))
        #expect(!result.stdout.contains("\u{1B}["), "no escape sequences when stdout is not a terminal")
    }

    @Test func errorInAScriptFileStopsWithItsLocation() throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file(
            "bad.curves",
            """
            # a comment
            tick = bezier 1 0 0.75 1
            eval nosuch 0.5
            list
            """)
        let result = try CurvesBinary.run([script])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(script):3: error:"), "stderr: \(result.stderr)")
        #expect(!result.stdout.contains("presets"), "the run stopped before `list`: \(result.stdout)")

        let json = try CurvesBinary.run(["--json", script])
        #expect(json.status == 1)
        let last = try jsonObject(try #require(json.lines.last))
        #expect(last["line"] as? Int == 3)
        #expect(last["error"] is String)
    }

    @Test("a parse error shows the line with a caret under the wrong word, then the message")
    func caretUnderTheWrongWord() throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("typo.curves", "tick = ease\nx = bezier 0.1 0.2 abc 0.4\n")
        let result = try CurvesBinary.run([script])
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                x = bezier 0.1 0.2 abc 0.4
                                   ^^^
                \(script):2: error: expected a number for X2, got 'abc'; usage: NAME = bezier X1 Y1 X2 Y2

                """, "stderr: \(result.stderr)")

        // With --json the place is in the error object instead.
        let json = try CurvesBinary.run(["--json", "-e", "x = bezier 0.1 0.2 abc 0.4"])
        let error = try jsonObject(try #require(json.lines.last))
        #expect(error["column"] as? Int == 20 && error["length"] as? Int == 3, "\(json.stdout)")
        #expect(!json.stderr.contains("^"), "stderr: \(json.stderr)")

        // An error from running a command is about no word: it prints as it always did.
        let run = try CurvesBinary.run(["-e", "undo"])
        #expect(run.stderr == "-e:1: error: nothing to undo\n", "stderr: \(run.stderr)")
    }

    @Test func keepGoingRunsTheRestAndStillFails() throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file("bad.curves", "tick = bezier 1 0 0.75 1\n\neval nosuch 0.5\nshow tick\n")
        let result = try CurvesBinary.run(["--keep-going", "--json", script])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(script):3: error:"))
        let commands = try result.lines.map { try jsonObject($0)["command"] as? String }
        #expect(commands == ["define", nil, "show"], "\(result.stdout)")
    }

    /// A builder chain goes on over the next line; a paste that never closes gives its lines back
    /// to be read again; every error keeps the number of the line it is on.
    @Test("chains over lines join, an unclosed paste's lines are read again, line numbers stay true")
    func chainsAndUnclosedPastesKeepLineNumbers() throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file(
            "chain.curves",
            """
            a = flutter Tween<double>(begin: 0, end: 1)
                .chain(CurveTween(curve: Curves.easeOut))
            b = css cubic-bezier(0.1, 0.2,
            show a
            eval nosuch 0.5
            """)
        let result = try CurvesBinary.run(["--keep-going", script])
        #expect(result.status == 1)
        #expect(result.stdout.contains("read Curves.easeOut from the paste"), "\(result.stdout)")
        #expect(result.stdout.contains("P1 = (0, 0), P2 = (0.58, 1)"), "show a ran: \(result.stdout)")
        #expect(result.stderr.contains("\(script):3: error: this '(' is never closed"), "stderr: \(result.stderr)")
        #expect(result.stderr.contains("\(script):5: error: unknown curve 'nosuch'"), "stderr: \(result.stderr)")
    }

    /// tapharmonic/Core-Animation-Demos Classes/CoreAnimation/PulseViewController.m
    /// @ 77106cd117b1ca8ae5bed6f6f98c8beb09646d2f and rlarjsdn3/swift-core-animation-playground
    /// Example/Example/Playgrounds/HorizontalBarScaling/HorizontalBarScalingView.swift
    /// @ c9f8cf0ffa63bf732b024b685bd0351c1eade9e9: an animation whose timing is set on the lines
    /// after it, the first line's brackets closed. Each later statement (a declaration, a
    /// property set on a declared name, a message about it), and the blank and comment lines
    /// between them, goes with the paste; the shell's own lines after it do not, and keep their
    /// numbers. Before, the first line alone was read (linear, and the constant alone).
    @Test("statements after a paste's first line go with it; the script's lines after them do not")
    func laterStatementsGoWithThePaste() throws {
        let directory = try TemporaryDirectory()
        let script = try directory.file(
            "later.curves",
            """
            a = uikit CABasicAnimation *throb = [CABasicAnimation animationWithKeyPath:@"transform"];
            	throb.autoreverses = YES;
            	throb.timingFunction = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseInEaseOut];
            	[icon addAnimation:throb forKey:@"throb"];
            show a
            b = uikit let squeeze = CAMediaTimingFunction(controlPoints: 0.2, 0.68, 0.18, 1.08)

            // the bar
            let bar = CAKeyframeAnimation(keyPath: "transform.scale.y")
            bar.keyTimes = [0, 0.5, 1]
            bar.timingFunctions = [squeeze, squeeze]
            bar.values = [0.9, 0.4, 0.9]

            c = uikit // a comment first
            let timing = CAMediaTimingFunction.init(controlPoints: 1, 0, 0.75, 1)
            eval nosuch 0.5
            """)
        let result = try CurvesBinary.run(["--keep-going", script])
        #expect(result.status == 1)
        #expect(result.stdout.contains("a = bezier 0.42 0 0.58 1"), "\(result.stdout)")
        #expect(result.stdout.contains("P1 = (0.42, 0), P2 = (0.58, 1)"), "show a ran: \(result.stdout)")
        #expect(result.stdout.contains("b = keyframes 0:0.9"), "\(result.stdout)")
        #expect(result.stdout.contains("c = bezier 1 0 0.75 1"), "\(result.stdout)")
        #expect(result.stderr.components(separatedBy: "error:").count == 2, "one error only: \(result.stderr)")
        #expect(result.stderr.contains("\(script):16: error: unknown curve 'nosuch'"), "stderr: \(result.stderr)")
    }

    @Test func executeErrorsAreNumberedByOption() throws {
        let result = try CurvesBinary.run(["-e", "list", "-e", "eval nosuch 1"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("-e:2: error:"), "stderr: \(result.stderr)")
    }

    @Test func standardInputPipeAndDash() throws {
        let input = "tick = bezier 1 0 0.75 1\neval tick 0 1\nfrobnicate\n"
        for arguments in [["--json"], ["--json", "-"]] {
            let result = try CurvesBinary.run(arguments, input: input)
            #expect(result.status == 1)
            #expect(result.lines.count == 3)
            #expect(result.stderr.contains("<stdin>:3: error:"), "stderr: \(result.stderr)")
            #expect(!result.stdout.contains("curves>"), "no prompt in script mode")
            let eval = try jsonObject(result.lines[1])
            #expect(eval["points"] as? [[Double]] == [[0, 0], [1, 1]])
        }
    }

    /// Compose Spring.kt: spring(dampingRatio, stiffness), mass 1 — pasted over four lines on
    /// stdin, with a comment on one of them: one command, numbered from its first line.
    @Test func aMultiLinePasteOnStandardInputIsOneCommand() throws {
        let input = "a = compose spring(\n    dampingRatio = 0.5f, // bouncy\n    stiffness = 200f\n)\neval a 0\nfrobnicate\n"
        let result = try CurvesBinary.run(["--json"], input: input)
        #expect(result.status == 1)
        #expect(result.stderr.contains("<stdin>:6: error:"), "stderr: \(result.stderr)")
        let definition = try jsonObject(result.lines[0])
        #expect(
            (definition["text"] as? String)?.contains("stiffness=200") == true || result.lines[0].contains("\"stiffness\":200"),
            "\(result.lines[0])")
    }

    @Test func quitStopsAScript() throws {
        let result = try CurvesBinary.run(["--json"], input: "tick = ease\nquit\neval nosuch 1\n")
        #expect(result.status == 0)
        #expect(result.lines.count == 2)
    }

    @Test func garbageInputDoesNotCrash() throws {
        var bytes: [UInt8] = Array("list\n".utf8)
        bytes += [0xFF, 0xFE, 0x00, 0x41, 0xC3, 0x0A]  // invalid UTF-8 and a NUL
        bytes += Array(repeating: UInt8(ascii: "x"), count: 200_000) + [0x0A]
        bytes += Array("eval ease 0.5\n".utf8)
        let result = try CurvesBinary.run(["--keep-going", "--json"], bytes: Data(bytes))
        #expect(result.status == 1)
        #expect(!result.timedOut)
        #expect(result.lines.count == 4)
        #expect(try jsonObject(try #require(result.lines.last))["command"] as? String == "eval")
    }

    @Test(arguments: ["", "--json"])
    func closedPipeEndsQuietly(_ option: String) throws {
        let path = try #require(CurvesBinary.path)
        let directory = try TemporaryDirectory()
        let errors = directory.url.appendingPathComponent("stderr").path
        let result = try CurvesBinary.run(
            ["-c", "'\(path)' \(option) -e 'sample ease 100000' 2>'\(errors)' | head -1; echo \"status=${PIPESTATUS[0]}\""],
            shell: true)
        #expect(result.stdout.contains("status=0"), "\(result.stdout)")
        let stderr = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        #expect(stderr.isEmpty, "stderr: \(stderr)")
    }

    @Test("the version is three numbers, as a package's tag must be (SwiftPM resolves only semantic versions)")
    func versionIsSemantic() {
        let parts = CurvesVersion.current.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }, "\(CurvesVersion.current)")
    }

    @Test func versionAndHelp() throws {
        let version = try CurvesBinary.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "curves \(CurvesVersion.current)")
        let help = try CurvesBinary.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--keep-going"))
        #expect(help.stdout.contains("help"))
    }

    @Test func asciiFlagAndDumbTerminalGivePlainPlots() throws {
        let unicode = try CurvesBinary.run(["-e", "plot ease"])
        #expect(unicode.stdout.utf8.contains { $0 >= 0x80 }, "plots use Unicode by default")
        for (arguments, environment) in [(["--ascii"], [:]), ([], ["TERM": "dumb"])] {
            let result = try CurvesBinary.run(arguments + ["-e", "plot ease"], environment: environment)
            #expect(result.status == 0)
            #expect(!result.stdout.isEmpty)
            #expect(result.stdout.utf8.allSatisfy { $0 < 0x80 }, "\(arguments) \(environment): \(result.stdout)")
        }
    }

    @Test func missingScriptFile() throws {
        let result = try CurvesBinary.run(["/nonexistent/script.curves"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot read /nonexistent/script.curves"))
    }

    /// A sample longer than a reply held whole (10,000 rows) streams into a pipe: every row
    /// arrives, as text and as JSON. 40,000 intervals in `swift test` (the debug binary writes
    /// a million rows in over a minute); the million `sample` accepts with
    /// CURVES_THOROUGH_TESTS=1 (.ci/run, against the release binary).
    @Test func aLongSampleStreamsIntoAPipe() throws {
        let intervals = Thorough.count(40_000, thorough: 1_000_000)
        let text = try CurvesBinary.run(["-e", "sample ease \(intervals)"], timeout: 60)
        #expect(text.status == 0)
        // Counted as bytes: splitting 33 MB into a million strings took seconds in a debug build.
        let bytes = Array(text.stdout.utf8)
        #expect(bytes.last == UInt8(ascii: "\n"))
        #expect(bytes.withUnsafeBufferPointer(Self.newlines) == intervals + 2, "a header and \(intervals + 1) rows")
        let lastLine = bytes.dropLast().lastIndex(of: UInt8(ascii: "\n")).map {
            String(decoding: bytes[($0 + 1)...].dropLast(), as: UTF8.self)
        }
        // The columns are as wide as their widest entry, which depends on the row count.
        #expect(lastLine?.split(separator: " ") == ["1.000000", "1.000000", "0.000000"])
        let json = try CurvesBinary.run(["--json", "-e", "sample ease \(intervals)"], timeout: 60)
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["points"] as? [Any])?.count == intervals + 1)
        #expect((object?["slopes"] as? [Any])?.count == intervals + 1)
    }

    /// The number of newlines in `bytes` (found with memchr).
    static func newlines(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard var cursor = bytes.baseAddress else { return 0 }
        let end = cursor + bytes.count
        var count = 0
        while cursor < end, let found = memchr(cursor, 0x0A, end - cursor) {
            count += 1
            cursor = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
        }
        return count
    }

    /// `diff FILE1 FILE2` of two files that differ only in an animation's duration says so.
    @Test func diffComparesAnimations() throws {
        let directory = try TemporaryDirectory()
        let a = directory.url.appendingPathComponent("a.json").path
        let b = directory.url.appendingPathComponent("b.json").path
        for (file, duration) in [(a, "1"), (b, "2")] {
            let made = try CurvesBinary.run(["-e", "anim slide opacity 0 1 duration=\(duration) curve=ease", "-e", "save \(file)"])
            #expect(made.status == 0, "\(made.stderr)")
        }
        let result = try CurvesBinary.run(["-e", "diff \(a) \(b)"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("  slide.duration: 1 | 2"), "\(result.stdout)")
        #expect(result.stdout.contains("0 animations identical, 1 different"), "\(result.stdout)")
    }

    /// `curves FILE.json` runs `load FILE` and `--replay FILE` names FILE in its verdict, FILE
    /// quoted as a word of the command language: a quote followed by a combining mark is one
    /// Character, but still a quote that needs its backslash.
    @Test func aSessionFileNamedWithAQuoteAndACombiningMarkLoads() throws {
        let directory = try TemporaryDirectory()
        let plain = directory.url.appendingPathComponent("plain.json").path
        let made = try CurvesBinary.run(["-e", "a = ease", "-e", "save \(plain)"])
        #expect(made.status == 0, "\(made.stderr)")
        let path = try directory.file("a\"\u{301} b.json", String(contentsOfFile: plain, encoding: .utf8))
        let loaded = try CurvesBinary.run([path])
        #expect(loaded.status == 0, "\(loaded.stderr)")
        #expect(loaded.stdout == "loaded 1 curve from \(path)\n", "\(loaded.stdout)")
        let replayed = try CurvesBinary.run(["--replay", path])
        #expect(replayed.status == 0, "\(replayed.stderr)")
        #expect(replayed.lines.last == "replay reproduced \(path): 1 curve equal to the saved ones", "\(replayed.stdout)")
    }
}
