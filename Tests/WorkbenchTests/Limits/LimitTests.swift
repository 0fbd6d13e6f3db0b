import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// The session-wide limits of ``Limits``, checked in the interpreter (the command-level ones
/// are run end to end from docs/robustness.md).
@Suite("Limits")
struct LimitTests {
    @Test func theCurveLimitRefusesANewCurveButAllowsReplacing() throws {
        var shell = Transcript()
        let linear = try CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
        // Built directly: defining 10,000 curves one by one would take a debug build minutes.
        shell.interpreter.session = Session(
            curves: (1...Limits.maximumCurves).map { NamedCurve(name: "c\($0)", curve: .bezier(linear)) })
        let refused = shell.reply("extra = ease")
        #expect(
            refused.error == "the session already holds 10000 curves, the limit of curves per session; delete some or start a new session")
        #expect(shell.interpreter.session.curve(named: "extra") == nil)
        #expect(shell.reply("fit bounce-out as extra").error?.contains("the limit of curves per session") == true)
        #expect(shell.reply("linear bounce-out tolerance=0.1 as extra").error?.contains("the limit of curves per session") == true)
        #expect(shell.reply("c1 = ease-in").error == nil, "replacing is not adding")
        #expect(shell.reply("delete c2").error == nil)
        #expect(shell.reply("extra = ease").error == nil, "room again after a delete")
    }

    @Test(Thorough.only) func undoKeepsTheLastThousandChanges() {
        var shell = Transcript()
        for index in 0...Limits.maximumUndoSteps { _ = shell.reply("a = bezier 0.5 \(index) 0.5 1") }
        #expect(shell.interpreter.undoStack.count == Limits.maximumUndoSteps)
        for _ in 0..<Limits.maximumUndoSteps { #expect(shell.reply("undo").error == nil) }
        #expect(
            shell.interpreter.session.curve(named: "a")?.curve == .bezier(try! CubicBezier(x1: 0.5, y1: 0, x2: 0.5, y2: 1)),
            "the oldest change kept is the first definition")
        #expect(shell.reply("undo").error == "nothing to undo")
    }

    @Test func aLineOverTheLimitIsRefusedWhole() {
        var shell = Transcript()
        let line = "a = ease" + String(repeating: " ", count: Limits.maximumLineLength)
        #expect(shell.reply(line).error == "the line is longer than the limit of 262144 bytes for a command line; nothing was run")
        #expect(shell.interpreter.session.isEmpty)
        #expect(shell.reply(String(line.prefix(Limits.maximumLineLength))).error == nil, "a line at the limit runs")
    }

    @Test func theFileSizeLimitIsCheckedBeforeAndWhileReading() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("curves-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("big.json").path
        try Data(repeating: 0x20, count: 101).write(to: URL(fileURLWithPath: path))
        let files = LocalFileSystem(maximumFileSize: 100)
        #expect(throws: FileError("cannot read \(path): it is 101 bytes, more than the limit of 100 bytes for files")) {
            try files.contents(of: path)
        }
        #expect(throws: FileError("cannot read /dev/zero: it holds more than the limit of 100 bytes for files")) {
            try files.contents(of: "/dev/zero")
        }
        #expect(try LocalFileSystem(maximumFileSize: 101).contents(of: path).count == 101, "a file at the limit is read")
    }

    @Test func theReferenceListsEveryLimit() {
        #expect(ReadmeTests.reference.contains(Limits.markdownTable))
        #expect(Limits.count(67_108_864) == "67,108,864")
        #expect(Limits.count(100) == "100")
    }
}
