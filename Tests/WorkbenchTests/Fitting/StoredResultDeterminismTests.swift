import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// What a session stores is the same bits whatever ran before in the process: a Bézier answers
/// through its solver until its 8,192nd evaluation and through its value table after that
/// (they agree to 1e-13, not to the bit), so fits, `linear()` and sampled curves read their
/// targets through ``Curve/reproducibleValue(at:)``, which never uses the table.
/// (The release build is checked by the end-to-end test `aFitPrintsTheSameBitsInEveryBuild`.)
@Suite("stored results do not depend on what was evaluated before")
struct StoredResultDeterminismTests {
    /// `eval NAME` at 9,999 inputs inside (0, 1): more than the 8,192 evaluations after which
    /// a Bézier builds its value table (`sample` sweeps without counting).
    static func warm(_ name: String) -> String {
        "eval \(name) " + (1..<10_000).map { String(Double($0) / 10_000) }.joined(separator: " ")
    }

    /// Runs `command` in a fresh session, then again after `warmUp` has evaluated the
    /// targets past the value-table threshold, and returns both replies' JSON.
    static func beforeAndAfterWarmUp(_ command: String, setUp: [String] = [], warmUp: [String]) -> (JSONValue, JSONValue) {
        var fresh = Transcript()
        for line in setUp { _ = fresh.reply(line) }
        let first = fresh.reply(command).json
        var warmed = Transcript()
        for line in setUp { _ = warmed.reply(line) }
        for line in warmUp { _ = warmed.reply(line) }
        let second = warmed.reply(command).json
        return (first, second)
    }

    @Test("a Bézier fit of a Bézier target is the same after the target built its value table")
    func bezierFitOfAWarmTarget() {
        let (fresh, warmed) = Self.beforeAndAfterWarmUp(
            "fit t", setUp: ["t = bezier 0.42 0 1 1"], warmUp: [Self.warm("t")])
        #expect(fresh["points"] != nil)
        #expect(fresh["points"] == warmed["points"])
        #expect(fresh["rms"] == warmed["rms"])
        #expect(fresh["max"] == warmed["max"])
    }

    @Test("a keyframe fit of a keyframes target is the same after its segments built their tables", Thorough.only)
    func keyframeFitOfAWarmTarget() {
        let setUp = ["k = keyframes 0:0 ease-in 0.5:1 ease-out 1:0.5"]
        let (fresh, warmed) = Self.beforeAndAfterWarmUp(
            "fit k segments=3", setUp: setUp, warmUp: [Self.warm("ease-in"), Self.warm("ease-out")])
        #expect(fresh["segments"] != nil)
        #expect(fresh["segments"] == warmed["segments"])
    }

    @Test("linear() stops of a Bézier target are the same after it built its value table")
    func linearOfAWarmTarget() {
        let (fresh, warmed) = Self.beforeAndAfterWarmUp(
            "linear t tolerance=1e-4", setUp: ["t = bezier 0.7 0 0.2 1"], warmUp: [Self.warm("t")])
        #expect(fresh["stops"] != nil)
        #expect(fresh["stops"] == warmed["stops"])
    }

    @Test("a sampled copy of a Bézier holds the same values after the Bézier built its value table")
    func sampledOfAWarmTarget() throws {
        var shell = Transcript()
        _ = shell.reply("t = bezier 0.3 0.9 0.6 0.1")
        _ = shell.reply("frozen = sampled t 1000")
        _ = shell.reply(Self.warm("t"))
        _ = shell.reply("again = sampled t 1000")
        let first = try #require(shell.interpreter.session.curve(named: "frozen")?.curve)
        let second = try #require(shell.interpreter.session.curve(named: "again")?.curve)
        guard case .data(let a) = first, case .data(let b) = second else { Issue.record("not data"); return }
        #expect(a.values == b.values)
    }

    @Test("the reproducible path never builds or reads the value table, and stays within 1e-15 of value(at:)")
    func reproducibleValueIsTheSolverPath() throws {
        let curve = try CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
        let xs = (1..<10_000).map { Double($0) / 10_000 }
        let before = xs.map { curve.reproducibleValue(at: $0) }
        for x in xs { _ = curve.value(at: x) }  // past the threshold: the table is built
        let after = xs.map { curve.reproducibleValue(at: $0) }
        #expect(before == after)
        let tableValues = xs.map { curve.value(at: $0) }
        let worst = zip(after, tableValues).map { abs($0 - $1) }.max() ?? 0
        #expect(worst < 1e-13)
    }
}
