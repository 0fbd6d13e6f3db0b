import Foundation
import Testing

@testable import Platforms
@testable import Workbench

@Suite("Saved sessions follow sessions/session.schema.json")
struct SessionSchemaTests {
    static let validator: SchemaValidator = {
        let url = ShippedSessionsTests.sessionsDirectory.appendingPathComponent("session.schema.json")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? "null"
        return SchemaValidator(root: (try? JSONValue(parsing: text)) ?? .null)
    }()

    @Test("the schema is a draft 2020-12 schema for the curves-session format")
    func schemaDeclaresItself() {
        let schema = Self.validator.root
        #expect(schema["$schema"] == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["properties"]?["format"]?["const"] == .string(SessionFile.formatName))
        #expect(schema["properties"]?["version"]?["const"] == .number(Double(SessionFile.version)))
    }

    @Test("every shipped session is valid", arguments: ShippedSessionsTests.sessionFiles)
    func shippedSessionIsValid(name: String) throws {
        let url = ShippedSessionsTests.sessionsDirectory.appendingPathComponent(name)
        let json = try JSONValue(parsing: try String(contentsOf: url, encoding: .utf8))
        #expect(Self.validator.problems(in: json) == [])
    }

    @Test("a saved session with every curve kind, fits, targets, animations and queries is valid")
    func everythingSavedIsValid() throws {
        var shell = Transcript(files: ["data.csv": "t,y\n0,0\n0.5,0.8\n1,1\n"])
        // One curve of every kind: CurveKindSpecTests checks that its list covers every kind, so
        // a new kind's session members meet the schema here or this test names it.
        var lines = CurveKindSpecTests.definitions
        lines += [
            "describe \"every kind\"", "d = import data.csv", "k = keyframes 0:0 bounce-out 0.5:0.7 d 1:1",
            "fit expo-out as quick samples=200", "fit bounce-out segments=7 as keys", "linear bounce-out tolerance=0.01 as lin",
            "fit ease family=spring duration=0.4 as springy",
            "target b ease", "describe b \"the straight line\"", "compare b ease",
            "anim slide position (150,32) (300,32) duration=0.5 curve=quick delay=0.1 repeat=3 autoreverse",
            "anim tint backgroundColor #ff000080 #0000ff duration=1 curve=ease fps=30",
            "anim hop position.y keyframes=keys duration=1", "save all.json",
        ]
        for line in lines {
            let reply = shell.reply(line)
            #expect(reply.error == nil, "\(line): \(reply.error ?? "")")
        }
        let json = try JSONValue(parsing: shell.files.text("all.json") ?? "")
        #expect(Self.validator.problems(in: json) == [])
        #expect(json["animations"].map { if case .array(let items) = $0 { items.count } else { 0 } } == 3)
    }

    @Test("a recovery file, which also names the session's file, is valid")
    func recoveryFileIsValid() {
        var shell = Transcript()
        _ = shell.reply("tick = bezier 1 0 0.75 1")
        let file = SessionFile(session: shell.interpreter.session, history: ["tick = bezier 1 0 0.75 1"], file: "/home/me/tick.json")
        #expect(Self.validator.problems(in: file.json) == [])
    }

    @Test(
        "the schema refuses malformed sessions, naming the place",
        arguments: [
            (#"{"version": 1, "curves": []}"#, "(root): missing \"format\""),
            (#"{"format": "curves-session", "version": 2, "curves": []}"#, "version: expected 1"),
            (
                #"{"format": "curves-session", "version": 1, "curves": [{"name": "a", "kind": "bezier", "points": [0, 0, 1]}]}"#,
                "curves[0]: matches 0 of the oneOf alternatives, expected exactly 1"
            ),
            (
                #"{"format": "curves-session", "version": 1, "curves": [{"name": "a", "kind": "wiggle"}]}"#,
                "curves[0]: matches 0 of the oneOf alternatives, expected exactly 1"
            ),
            (
                #"{"format": "curves-session", "version": 1, "curves": [{"kind": "penner", "easing": "bounce-out"}]}"#,
                "curves[0]: missing \"name\""
            ),
            (
                #"{"format": "curves-session", "version": 1, "curves": [], "history": [3]}"#,
                "history[0]: matches 0 of the oneOf alternatives, expected exactly 1"
            ),
            (
                #"{"format": "curves-session", "version": 1, "curves": [], "animations": [{"name": "a", "keyPath": "opacity", "from": "0", "to": "1", "curve": "ease"}]}"#,
                "animations[0]: missing \"duration\""
            ),
            (#"{"format": "curves-session", "version": 1, "curves": [], "colour": "red"}"#, "colour: not allowed here"),
        ])
    func refuses(text: String, problem: String) throws {
        #expect(Self.validator.problems(in: try JSONValue(parsing: text)).contains(problem))
    }
}
