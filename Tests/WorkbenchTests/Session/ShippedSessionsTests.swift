import CustomDump
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

@Suite("The sessions shipped in sessions/")
struct ShippedSessionsTests {
    static var sessionsDirectory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("sessions")
    }

    static var sessionFiles: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sessionsDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted()
    }

    @Test("there is at least the Core Animation session")
    func coreAnimationIsShipped() {
        #expect(Self.sessionFiles.contains("core-animation.json"))
    }

    @Test("every shipped session loads without error", arguments: sessionFiles)
    func loads(name: String) {
        var interpreter = Interpreter()
        let reply = interpreter.execute("load \(Self.sessionsDirectory.appendingPathComponent(name).path)")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(!interpreter.session.isEmpty)
    }

    @Test("core-animation.json holds the five presets and the clock tick, each described")
    func coreAnimationContent() throws {
        var interpreter = Interpreter()
        _ = interpreter.execute("load \(Self.sessionsDirectory.appendingPathComponent("core-animation.json").path)")
        let points = interpreter.session.curves.map { named -> [Double] in
            guard case .bezier(let bezier) = named.curve else { return [] }
            return bezier.controlPoints
        }
        #expect(
            points == [[0, 0, 1, 1], [0.25, 0.1, 0.25, 1], [0.42, 0, 1, 1], [0, 0, 0.58, 1], [0.42, 0, 0.58, 1], [1, 0, 0.75, 1]])
        #expect(interpreter.session.curves.allSatisfy { ($0.description ?? "").count > 10 })
    }

    /// One rebuild per session serves both checks: replay's own verdict (every field within its
    /// tolerance) and the rebuilt curves, bit for bit, under the same names (each rebuild of
    /// penner.json refits 30 curves, the slow part of this suite unoptimised). The replayer is
    /// driven here as `replay` drives it, since a matching `replay` keeps the file's session.
    @Test("replaying every shipped session reproduces what was saved, its curves exactly", Thorough.only, arguments: sessionFiles)
    func replays(name: String) throws {
        let path = Self.sessionsDirectory.appendingPathComponent(name).path
        var interpreter = Interpreter()
        var replayer = try interpreter.makeReplayer(path: path)
        _ = replayer.run { (_, command, reply) -> Replayer.Step in
            #expect(reply.error == nil, "\(name): \(command): \(reply.error ?? "")")
            return .goOn
        }
        let rebuilt = replayer.interpreter.session
        let reply = interpreter.finishReplay(replayer, command: "replay \(path)")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(reply.json["matches"] == true, "\(reply.text.suffix(400))")
        #expect(reply.json["failed"] == 0)
        var saved = Interpreter()
        #expect(saved.execute("load \(path)").error == nil)
        expectNoDifference(rebuilt.curves.map(\.curve), saved.session.curves.map(\.curve), "\(name)")
        expectNoDifference(rebuilt.curves.map(\.name), saved.session.curves.map(\.name), "\(name)")
    }

    @Test("every shipped session has a description")
    func described() throws {
        for name in Self.sessionFiles {
            let text = try String(contentsOf: Self.sessionsDirectory.appendingPathComponent(name), encoding: .utf8)
            #expect(try JSONValue(parsing: text)["description"] != nil, "\(name)")
        }
    }
}
