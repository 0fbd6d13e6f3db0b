import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Workbench

@Suite("Interpreter transcripts")
struct InterpreterTranscriptTests {
    @Test("defining, nudging a control point and listing")
    func defineNudgeList() {
        var shell = Transcript()
        // The "change:" line is checked on its own in `pointReportsTheChange`.
        let transcript = shell.run(
            """
            tick = bezier 1 0 0.75 1
            point tick 2 0.6 1
            list
            """)
        #expect(
            """
            curves> tick = bezier 1 0 0.75 1
            tick = bezier 1 0 0.75 1
              cubic-bezier(1, 0, 0.75, 1)
            curves> point tick 2 0.6 1
            tick = bezier 1 0 0.6 1
              cubic-bezier(1, 0, 0.6, 1)
              moved control point 2 from (0.75, 1) to (0.6, 1)
            curves> list
            tick  bezier 1 0 0.6 1
            presets: linear, ease, ease-in, ease-out, ease-in-out
            """.split(separator: "\n").filter { !$0.hasPrefix("  change:") }.joined(separator: "\n")
                == transcript.split(separator: "\n").filter { !$0.hasPrefix("  change:") }.joined(separator: "\n"))
    }

    @Test("point reports how far the curve moved: linear to (1/3, 1/3) is still y = x")
    func pointReportsTheChange() {
        var shell = Transcript()
        _ = shell.reply("a = bezier 0 0 0.6666666666666666 0.6666666666666666")
        let reply = shell.reply("point a 1 0.3333333333333333 0.3333333333333333")
        // Both curves are y = x exactly (control points on the diagonal, evenly spaced or not
        // changes only the speed along the line), so the change is at rounding level.
        guard case .number(let max)? = reply.json["change"]?["max"] else { Issue.record("no change"); return }
        #expect(max < 1e-15)
        #expect(reply.text.contains("  change: max "))
    }

    @Test("sample of the linear preset gives y = x with slope 1 everywhere")
    func sampleLinear() {
        var shell = Transcript()
        #expect(
            shell.run("sample linear 4") == """
                curves> sample linear 4
                       x         y     slope
                0.000000  0.000000  1.000000
                0.250000  0.250000  1.000000
                0.500000  0.500000  1.000000
                0.750000  0.750000  1.000000
                1.000000  1.000000  1.000000
                """)
    }

    @Test("eval of (1, 0, 0, 1) follows its closed form y = 3t² − 2t³, t = ½ + ∛((x − ½)/4)")
    func evalClosedForm() throws {
        var shell = Transcript()
        _ = shell.reply("s = bezier 1 0 0 1")
        let xs = [0.1, 0.25, 0.5, 0.5000001, 0.9]
        let reply = shell.reply("eval s " + xs.map { "\($0)" }.joined(separator: " "))
        guard case .array(let points)? = reply.json["points"] else { Issue.record("no points"); return }
        for (x, point) in zip(xs, points) {
            let t = 0.5 + cbrt((x - 0.5) / 4)
            let expected = 3 * t * t - 2 * t * t * t
            guard case .array(let pair) = point, case .number(let y) = pair[1] else { Issue.record("bad point"); continue }
            expectClose(y, expected, absolute: 1e-12, "x = \(x)")
        }
    }

    @Test("an error changes nothing and says what was wrong")
    func errorsChangeNothing() {
        var shell = Transcript()
        _ = shell.reply("tick = bezier 1 0 0.75 1")
        let before = shell.interpreter.session
        #expect(
            shell.run(
                """
                point tick 1 1.5 0
                tick = bezier 0 0 -0.1 1
                show tock
                rename tick ease
                delete ease
                """) == """
                    curves> point tick 1 1.5 0
                    error: x1 must lie in [0, 1] so that time runs forward (got 1.5)
                    curves> tick = bezier 0 0 -0.1 1
                    error: x2 must lie in [0, 1] so that time runs forward (got -0.1)
                    curves> show tock
                    error: unknown curve 'tock'; did you mean 'tick'? (list shows the session's curves)
                    curves> rename tick ease
                    error: "ease" is a preset name and cannot be redefined; choose another name
                    curves> delete ease
                    error: 'ease' is a preset and cannot be deleted
                    """)
        #expect(shell.interpreter.session == before)
        #expect(shell.interpreter.journal == ["tick = bezier 1 0 0.75 1"])
    }

    @Test("undo and redo step through changes")
    func undoRedo() {
        var shell = Transcript()
        #expect(
            shell.run(
                """
                a = bezier 0.1 0.2 0.3 0.4
                point a 1 0.5 0.5
                undo
                undo
                undo
                redo
                redo
                redo
                """) == """
                    curves> a = bezier 0.1 0.2 0.3 0.4
                    a = bezier 0.1 0.2 0.3 0.4
                      cubic-bezier(0.1, 0.2, 0.3, 0.4)
                    curves> point a 1 0.5 0.5
                    \(shell.interpreter.session.isEmpty ? "" : "")a = bezier 0.5 0.5 0.3 0.4
                      cubic-bezier(0.5, 0.5, 0.3, 0.4)
                      moved control point 1 from (0.1, 0.2) to (0.5, 0.5)
                    \(Self.changeOf("bezier 0.1 0.2 0.3 0.4", "bezier 0.5 0.5 0.3 0.4"))
                    curves> undo
                    undid: point a 1 0.5 0.5
                    curves> undo
                    undid: a = bezier 0.1 0.2 0.3 0.4
                    curves> undo
                    error: nothing to undo
                    curves> redo
                    redid: a = bezier 0.1 0.2 0.3 0.4
                    curves> redo
                    redid: point a 1 0.5 0.5
                    curves> redo
                    error: nothing to redo
                    """)
        #expect(shell.interpreter.journal == ["a = bezier 0.1 0.2 0.3 0.4", "point a 1 0.5 0.5"])
    }

    static func changeOf(_ old: String, _ new: String) -> String {
        var shell = Transcript()
        _ = shell.reply("p = \(old)")
        _ = shell.reply("q = \(new)")
        let reply = shell.reply("compare p q")
        guard case .number(let max)? = reply.json["max"], case .number(let at)? = reply.json["at"],
            case .number(let rms)? = reply.json["rms"]
        else { return "?" }
        return "  change: max \(TextFormat.statistic(max)) at x = \(TextFormat.statistic(at)), RMS \(TextFormat.statistic(rms))"
    }

    @Test("a new definition replaces the old one in place and says so")
    func redefinition() {
        var shell = Transcript()
        _ = shell.reply("a = ease")
        _ = shell.reply("b = linear")
        let reply = shell.reply("a = bezier 0 0 1 1")
        #expect(reply.text.contains("replaced the previous a"))
        #expect(shell.interpreter.session.curves.map(\.name) == ["a", "b"])
    }

    @Test("copies of presets take the preset's control points, under both names")
    func presetCopies() {
        var shell = Transcript()
        let expected: [String: [Double]] = [
            "linear": [0, 0, 1, 1], "ease": [0.25, 0.1, 0.25, 1], "default": [0.25, 0.1, 0.25, 1],
            "ease-in": [0.42, 0, 1, 1], "easeIn": [0.42, 0, 1, 1],
            "ease-out": [0, 0, 0.58, 1], "easeOut": [0, 0, 0.58, 1],
            "ease-in-out": [0.42, 0, 0.58, 1], "easeInEaseOut": [0.42, 0, 0.58, 1],
        ]
        for (preset, points) in expected {
            let reply = shell.reply("c = \(preset)")
            #expect(reply.json["points"] == .numbers(points), "\(preset)")
        }
    }

    @Test("help lists every command with one line each, and details one")
    func help() {
        var shell = Transcript()
        let all = WrappedText.unwrapped(shell.reply("help").text)
        for entry in CommandCatalog.entries { #expect(all.contains(entry.usage)) }
        #expect(shell.reply("help point").text.hasPrefix("usage: point NAME 1|2 X Y"))
        #expect(shell.reply("help pont").error == "no help for 'pont': not a word of the language; did you mean 'point'?")
    }

    @Test("history shows the commands that built the session")
    func history() {
        var shell = Transcript()
        _ = shell.reply("a = ease")
        _ = shell.reply("sample a")
        _ = shell.reply("bad command")
        _ = shell.reply("list")
        _ = shell.reply("rename a b")
        // Failed commands and bookkeeping (list) are left out; a sample is kept, marked.
        #expect(shell.reply("history").text == "1  a = ease\n2  sample a 10   (query)\n3  rename a b")
    }

    @Test("quit warns once about unsaved changes when interactive")
    func quitWarnsOnce() {
        var shell = Transcript(interactive: true)
        #expect(shell.reply("quit").quit)
        _ = shell.reply("a = ease")
        let first = shell.reply("quit")
        #expect(!first.quit)
        #expect(first.text.contains("unsaved changes"))
        #expect(shell.reply("quit").quit)
    }
}
