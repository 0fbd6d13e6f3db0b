import Foundation
import Testing

@testable import Workbench

@Suite("linear: the fewest CSS linear() stops")
struct LinearCommandTests {
    @Test("bounce-out within 3.9e-3 needs at most 25 stops (a published generator needs 42)")
    func bounceOut() throws {
        var shell = Transcript()
        let reply = shell.reply("linear bounce-out tolerance=3.9e-3")
        #expect(reply.error == nil)
        guard case .array(let stops)? = reply.json["stops"], case .number(let max)? = reply.json["max"] else {
            Issue.record("no stops"); return
        }
        #expect(stops.count <= 25)
        #expect(max <= 3.9e-3)
        #expect(reply.json["command"] == "linear")
        #expect(reply.text.contains("linear("))
        #expect(shell.interpreter.session.curve(named: "bounce-out-linear")?.provenance?.method == "linear")
    }

    @Test("the result is a curve like any other: compare measures it against its target, independently")
    func resultIsACurve() throws {
        var shell = Transcript()
        _ = shell.reply("linear ease tolerance=0.01 as e")
        let compare = shell.reply("compare e ease samples=10000")
        guard case .number(let max)? = compare.json["max"] else { Issue.record("no max"); return }
        #expect(max <= 0.01)
        #expect(shell.reply("plot e ease").error == nil)
        #expect(shell.reply("show e").text.contains("css:   linear("))
    }

    @Test("linear() curves round-trip through save and load exactly")
    func roundTrip() {
        var shell = Transcript()
        _ = shell.reply("linear elastic-out tolerance=0.01 as e")
        _ = shell.reply("save s.json")
        var other = Transcript()
        other.files.write(shell.files.text("s.json") ?? "", "s.json")
        #expect(other.reply("load s.json").error == nil)
        #expect(other.interpreter.session == shell.interpreter.session)
    }

    @Test(
        "bad tolerances and targets are refused and change nothing",
        arguments: [
            ("linear ease", "missing tolerance=E; usage: linear TARGET tolerance=E [as NAME]"),
            ("linear ease tolerance=0", "tolerance must lie in [1e-9, 1] (got 0)"),
            ("linear ease tolerance=-1", "tolerance must lie in [1e-9, 1] (got -1)"),
            (
                "linear nothing tolerance=0.1",
                "unknown curve 'nothing' (define one with NAME = bezier X1 Y1 X2 Y2, or use a preset: linear, ease, ease-in, ease-out, ease-in-out)"
            ),
            ("linear ease tolerance=0.1 as ease", "\"ease\" is a preset name and cannot be redefined; choose another name"),
        ])
    func badInput(line: String, message: String) {
        var shell = Transcript()
        #expect(shell.reply(line).error == message)
        #expect(shell.interpreter.session.isEmpty)
    }
}
