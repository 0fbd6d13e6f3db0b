import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Workbench

/// A fit states the error of what it prints and of what it keeps (issue 33).
@Suite("fit states the error of the code it prints and of the curve it keeps")
struct FitStatedErrorTests {
    @Test("fit bounce-out family=path segments=4 as p states the error of p, as compare finds it")
    func aPathFitStatesTheErrorOfThePathKept() throws {
        var shell = Transcript()
        let fit = shell.reply("fit bounce-out family=path segments=4 as p")
        guard case .number(let stated)? = fit.json["max"] else {
            Issue.record("no max: \(fit.error ?? fit.text)")
            return
        }
        // p holds the path's decimals, not the fit's binary digits: its error is the rounding's.
        let kept = try #require(shell.interpreter.session.curve(named: "p")?.curve)
        let bounce = try #require(Penner(named: "bounce-out"))
        let dense = (0...40_000).map { Double($0) / 40_000 }.map { abs(kept.value(at: $0) - bounce.value(at: $0)) }.max() ?? 0
        #expect(dense > 1e-9, "the kept path is the rounded one: \(dense)")
        expectClose(stated, dense, relative: 0.05)
        guard case .number(let compared)? = shell.reply("compare bounce-out p").json["max"] else {
            Issue.record("compare gave no max")
            return
        }
        #expect(compared <= stated * (1 + 1e-9))
    }

    @Test("fit back-out digits=2 states the error of the rounded cubic-bezier() beside it")
    func roundedCodeStatesItsError() {
        var shell = Transcript(width: 200)
        let text = shell.reply("fit back-out digits=2").text
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("  cubic-bezier(") }) else {
            Issue.record("no cubic-bezier line: \(text)")
            return
        }
        // Back-out is a cubic in x, so the fit is back-out itself: the rounded line's error from the
        // fit kept as back-out-fit is its distance from back-out.
        let worst = Self.distanceFromBackOut(0.33, 1.57, 0.67, 1)
        #expect(line == "  cubic-bezier(0.33, 1.57, 0.67, 1)  (max error \(TextFormat.short(worst)) from back-out-fit in progress 0…1)")
    }

    /// The largest |cubic-bezier(x1, y1, x2, y2)(x) − back-out(x)| over 2,001 evenly spaced x,
    /// with Penner's back-out written out, 1 + c3(x − 1)³ + c1(x − 1)², and the Bézier solved
    /// by bisection (``IdentifyCommandTests/bezier(_:_:_:_:)``): the error a rounded back-out
    /// must state.
    static func distanceFromBackOut(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        let rounded = IdentifyCommandTests.bezier(x1, y1, x2, y2)
        var worst = 0.0
        for index in 0...2000 {
            let x = Double(index) / 2000
            let backOut: Double = 1 + 2.70158 * pow(x - 1, 3) + 1.70158 * pow(x - 1, 2)
            worst = max(worst, abs(rounded(x) - backOut))
        }
        return worst
    }
}
