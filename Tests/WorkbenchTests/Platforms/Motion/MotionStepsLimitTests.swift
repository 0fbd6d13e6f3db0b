import CurveKit
import Testing

@testable import Platforms
@testable import Workbench

/// Motion's `steps(n)` is steps: the pasted code and a session file's `motion-steps` formula take
/// the same largest count as `steps N` (``Steps/maximumCount``, 100,000), one limit.
@Suite("motion: steps(n) takes one limit on every path")
struct MotionStepsLimitTests {
    static let largest = 100_000

    @Test func theLimitIsTheStepsKindsLimit() {
        #expect(Steps.maximumCount == Self.largest)
    }

    @Test func pastedStepsAcceptTheLimitAndRefuseOneMore() {
        var shell = Transcript()
        #expect(shell.reply("a = motion steps(\(Self.largest))").error == nil)
        #expect(shell.reply("b = steps \(Self.largest)").error == nil)
        let refused = shell.reply("c = motion steps(\(Self.largest + 1))")
        #expect(refused.error?.contains("from 1 to \(Self.largest)") == true, "\(refused.error ?? "accepted")")
        #expect(shell.interpreter.session.curve(named: "c") == nil)
    }

    /// motion-utils steps.ts: end is floor(min(p, 0.999)·n)/n, so at p = 1 it is floor(0.999·n)/n:
    /// (n − 1)/n for n ≤ 1000, but 0.999 for n = 100,000 (not 0.99999).
    @Test(arguments: [(4, "0.75"), (1000, "0.999"), (100_000, "0.999")])
    func theNoteSaysWhereStepsEnds(count: Int, end: String) {
        var shell = Transcript()
        let reply = shell.reply("a = motion steps(\(count))")
        #expect(reply.text.contains("ends at \(end) at p = 1"), "\(reply.text)")
    }

    @Test func sessionFileAcceptsTheLimitAndRefusesOneMore() throws {
        func file(_ count: Int) -> String {
            #"{"format": "curves-session", "version": 1, "curves": [{"name": "m", "kind": "platform", "formula": "motion-steps", "#
                + #""direction": "in", "parameters": [\#(count), 0]}]}"#
        }
        // The schema names the formula too (it left out motion-steps before).
        #expect(SessionSchemaTests.validator.problems(in: try JSONValue(parsing: file(Self.largest))) == [])
        let loaded = try SessionFile(json: JSONValue(parsing: file(Self.largest)))
        #expect(loaded.session.curves.map(\.name) == ["m"])
        #expect(throws: SessionFormatError.self) { try SessionFile(json: JSONValue(parsing: file(Self.largest + 1))) }
        do {
            _ = try SessionFile(json: JSONValue(parsing: file(Self.largest + 1)))
        } catch {
            #expect("\(error)".contains("from 1 to \(Self.largest)"), "\(error)")
        }
    }

    @Test func platformEasingTakesTheSameLimit() throws {
        _ = try PlatformEasing(.motionSteps, .in, [Double(Self.largest), 0])
        #expect(throws: CurveError.self) { try PlatformEasing(.motionSteps, .in, [Double(Self.largest + 1), 0]) }
    }
}
