import CustomDump
import Foundation
import Testing

@testable import Platforms
@testable import Workbench

@Suite("Saving and loading sessions")
struct SaveLoadTests {
    @Test("save then load gives an equal session, bit for bit")
    func roundTrip() {
        var shell = Transcript()
        _ = shell.reply("a = bezier 0.1 0.30000000000000004 0.9 1.0000000000000002")
        _ = shell.reply("b = bezier 1 -0.3333333333333333 5e-324 7.25e10")
        _ = shell.reply("c = ease")
        let before = shell.interpreter.session
        #expect(shell.reply("save s.json").error == nil)
        #expect(!shell.interpreter.hasUnsavedChanges)
        var other = Transcript()
        let text = shell.files.text("s.json") ?? ""
        other.files.write(text, "s.json")
        #expect(other.reply("load s.json").error == nil)
        expectNoDifference(other.interpreter.session, before)
        expectNoDifference(other.interpreter.journal, shell.interpreter.journal)
    }

    @Test("the file is versioned JSON with curves in definition order and the history")
    func fileFormat() throws {
        var shell = Transcript()
        _ = shell.reply("tick = bezier 1 0 0.75 1")
        _ = shell.reply("e = ease")
        _ = shell.reply("save s.json")
        let json = try JSONValue(parsing: shell.files.text("s.json") ?? "")
        #expect(json["format"] == "curves-session")
        #expect(json["version"] == 1)
        #expect(
            json["curves"] == [
                ["name": "tick", "kind": "bezier", "points": [1, 0, 0.75, 1]],
                ["name": "e", "kind": "bezier", "points": [0.25, 0.1, 0.25, 1]],
            ])
        #expect(json["history"] == ["tick = bezier 1 0 0.75 1", "e = ease"])
    }

    @Test("load warns first when there are unsaved changes, and repeating it confirms")
    func loadWarnsFirst() {
        var shell = Transcript(interactive: true, files: ["s.json": #"{"format":"curves-session","version":1,"curves":[]}"#])
        _ = shell.reply("a = ease")
        let first = shell.reply("load s.json")
        #expect(first.text.contains("unsaved changes"))
        #expect(shell.interpreter.session.curve(named: "a") != nil)
        _ = shell.reply("load s.json")
        #expect(shell.interpreter.session.isEmpty)
        _ = shell.reply("undo")
        #expect(shell.interpreter.session.curve(named: "a") != nil)
    }

    @Test(
        "bad files are refused with a message naming the file and the place",
        arguments: [
            (
                "{\"format\": \"curves-session\",\n \"version\": 1, \"curves\": [}",
                "cannot load f.json: not valid JSON at line 2, column 27: unexpected character '}', expected a value"
            ),
            ("[1, 2]", "cannot load f.json: not a curves session: expected a JSON object"),
            (#"{"format":"other"}"#, "cannot load f.json: not a curves session: \"format\" must be \"curves-session\""),
            (
                #"{"format":"curves-session","version":2,"curves":[]}"#,
                "cannot load f.json: version: version 2 is newer than this program reads (up to 1); upgrade curves"
            ),
            (
                #"{"format":"curves-session","version":1,"curves":[{"name":"a","kind":"bezier","points":[0,"x",1,1]}]}"#,
                "cannot load f.json: curves[0].points[1]: expected a number"
            ),
            (
                #"{"format":"curves-session","version":1,"curves":[{"name":"a","kind":"bezier","points":[1.5,0,1,1]}]}"#,
                "cannot load f.json: curves[0].points: x1 must lie in [0, 1] so that time runs forward (got 1.5)"
            ),
            (
                #"{"format":"curves-session","version":1,"curves":[{"name":"a","kind":"spline","points":[0,0,1,1]}]}"#,
                // Every registered kind, in the registry's order (a new kind is listed without editing this test).
                "cannot load f.json: curves[0].kind: unknown curve kind \"spline\"; expected one of "
                    + CurveKinds.all.map { $0.kind }.joined(separator: ", ")
            ),
        ])
    func badFiles(content: String, expected: String) {
        var shell = Transcript(files: ["f.json": content])
        _ = shell.reply("keep = ease")
        let before = shell.interpreter.session
        let reply = shell.reply("load f.json")
        if expected.hasSuffix("... ") {
            #expect(reply.error?.hasPrefix(String(expected.dropLast(5))) == true, "\(reply.error ?? "")")
        } else {
            #expect(reply.error == expected)
        }
        expectNoDifference(shell.interpreter.session, before)
    }

    @Test("a missing file and an unwritable directory give clear errors")
    func fileErrors() {
        var shell = Transcript()
        #expect(shell.reply("load nowhere.json").error == "cannot read nowhere.json: no such file")
        #expect(shell.reply("save /missing/x.json").error == "cannot save /missing/x.json: the directory /missing does not exist")
    }
}

extension InMemoryFileSystem {
    func write(_ text: String, _ path: String) {
        try? write(Data(text.utf8), to: path)
    }
}

@Suite("save and load say what the session holds")
struct SaveLoadSummaryTests {
    @Test("curves, and animations when there are any")
    func summary() {
        var shell = Transcript()
        _ = shell.reply("tick = bezier 1 0 0.75 1")
        #expect(shell.reply("save one.json").text == "saved 1 curve to one.json")
        _ = shell.reply("anim a opacity 0 1 duration=1 curve=tick")
        _ = shell.reply("anim b opacity 1 0 duration=1 curve=ease")
        let saved = shell.reply("save two.json")
        #expect(saved.text == "saved 1 curve and 2 animations to two.json")
        #expect(saved.json["animations"] == 2)
        var other = Transcript()
        other.files.write(shell.files.text("two.json") ?? "", "two.json")
        #expect(other.reply("load two.json").text.hasPrefix("loaded 1 curve and 2 animations from two.json"))
    }
}
