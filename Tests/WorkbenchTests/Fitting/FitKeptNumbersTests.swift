import Foundation
import Testing

@testable import CurveKit
@testable import Workbench

/// A fit keeps its curve as its code is written — the fewest decimals within 1e-7 of the
/// optimum —, so `list`, `show`, saved files and exports carry no binary noise
/// (`0.5653395218385749`), and the errors it states are those of the curve kept (issue 33).
@Suite("fit keeps what it prints")
struct FitKeptNumbersTests {
    /// Penner's bounce-out, written out here (Robert Penner's easing equations, 2001).
    static func bounceOut(_ x: Double) -> Double {
        let (n, d) = (7.5625, 2.75)
        if x < 1 / d { return n * x * x }
        if x < 2 / d { let u = x - 1.5 / d; return n * u * u + 0.75 }
        if x < 2.5 / d { let u = x - 2.25 / d; return n * u * u + 0.9375 }
        let u = x - 2.625 / d
        return n * u * u + 0.984375
    }

    /// The decimals after the point of every number in `text` (`0.5653395` has 7).
    static func decimals(in text: String) -> [Int] {
        text.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { word in
            guard Double(word) != nil else { return nil }
            return word.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first?.count ?? 0
        }
    }

    @Test("a Bézier fit is kept with the numbers of its cubic-bezier(…), and states the RMS and max error of those numbers")
    func bezierFitKeepsItsPrintedNumbers() throws {
        var shell = Transcript()
        let reply = shell.reply("fit bounce-out")
        #expect(reply.error == nil)
        let kept = try #require(shell.interpreter.session.curve(named: "bounce-out-fit")).curve
        guard case .bezier(let bezier) = kept else {
            Issue.record("not a Bézier: \(kept)")
            return
        }
        let line = try #require(reply.text.split(separator: "\n").first { $0.contains("cubic-bezier(") })
        let printed = line.split(whereSeparator: { "(), ".contains($0) }).compactMap { Double($0) }
        #expect(printed == bezier.controlPoints, "\(line)")
        #expect(Self.decimals(in: CurveDescription.definition(kept)).allSatisfy { $0 <= 8 }, "\(CurveDescription.definition(kept))")
        // The stated figures, recomputed from the kept curve and the formula written out above.
        let residuals = (0...1000).map { index -> Double in
            let x = Double(index) / 1000
            return kept.value(at: x) - Self.bounceOut(x)
        }
        let rms = (residuals.map { $0 * $0 }.reduce(0, +) / 1001).squareRoot()
        let worst = residuals.map(abs).max() ?? .nan
        guard case .number(let statedRMS)? = reply.json["rms"], case .number(let statedMax)? = reply.json["max"] else {
            Issue.record("no figures: \(reply.json)")
            return
        }
        #expect(abs(statedRMS - rms) <= 1e-12 * max(rms, 1), "stated \(statedRMS), kept curve \(rms)")
        #expect(abs(statedMax - worst) <= 1e-12, "stated \(statedMax), kept curve \(worst)")
    }

    @Test("a keyframe fit is kept with short key times, values and segment Béziers, and states the kept curve's max error")
    func keyframeFitKeepsShortNumbers() throws {
        var shell = Transcript()
        let reply = shell.reply("fit bounce-out segments=3")
        #expect(reply.error == nil)
        let kept = try #require(shell.interpreter.session.curve(named: "bounce-out-keyframes")).curve
        let definition = CurveDescription.definition(kept)
        #expect(!definition.contains("0.36363636363636365"), "\(definition)")
        #expect(Self.decimals(in: definition).allSatisfy { $0 <= 8 }, "\(definition)")
        guard case .number(let statedMax)? = reply.json["max"] else {
            Issue.record("no max: \(reply.json)")
            return
        }
        // No point of 20,001 is further from bounce-out than stated, and the stated error is met.
        let sampled =
            (0...20_000).map { index -> Double in
                let x = Double(index) / 20_000
                return abs(kept.value(at: x) - Self.bounceOut(x))
            }.max() ?? .nan
        #expect(sampled <= statedMax + 1e-12, "sampled \(sampled), stated \(statedMax)")
        #expect(sampled >= statedMax - 1e-3, "sampled \(sampled), stated \(statedMax)")
        for index in 0..<3 {
            let name = "bounce-out-keyframes segment \(index + 1)"
            guard case .keyframes(let keyframes) = kept, case .bezier(let bezier) = keyframes.segments[index].curve else {
                Issue.record("\(name) is not a Bézier")
                continue
            }
            #expect(bezier.controlPoints.allSatisfy { Self.decimals(in: TextFormat.shortest($0)).allSatisfy { $0 <= 8 } }, "\(name)")
        }
    }

    @Test("a spring fit is kept with the numbers of its spring line, and states that spring's RMS")
    func springFitKeepsItsPrintedNumbers() throws {
        var shell = Transcript(width: 200)
        let reply = shell.reply("fit bounce-out family=spring")
        #expect(reply.error == nil)
        let kept = try #require(shell.interpreter.session.curve(named: "bounce-out-spring")).curve
        guard case .spring(let spring) = kept else {
            Issue.record("not a spring: \(kept)")
            return
        }
        let line = try #require(reply.text.split(separator: "\n").first { $0.contains(": spring mass=") })
        #expect(
            line.hasSuffix(
                "spring mass=1 stiffness=\(TextFormat.shortest(spring.stiffness)) damping=\(TextFormat.shortest(spring.damping))"),
            "\(line)")
        #expect(Self.decimals(in: String(line)).allSatisfy { $0 <= 8 }, "\(line)")
        // The spring's curve over its 1 s span against bounce-out written out above.
        let residuals = (0...1000).map { index -> Double in
            let x = Double(index) / 1000
            return spring.value(at: x) - Self.bounceOut(x)
        }
        let rms = (residuals.map { $0 * $0 }.reduce(0, +) / 1001).squareRoot()
        guard case .number(let statedRMS)? = reply.json["rms"] else {
            Issue.record("no rms: \(reply.json)")
            return
        }
        #expect(abs(statedRMS - rms) <= 1e-12, "stated \(statedRMS), kept spring \(rms)")
    }

    @Test("a recording's duration is its stamps' difference to the nanosecond, in fits and exports: 0.234 s, not 0.23399999999999996")
    func recordingDurationHasNoNoise() throws {
        let csv = try String(
            contentsOf: RecordedMotionSet.root.appendingPathComponent("tuning/01-css-ease.csv"), encoding: .utf8)
        var shell = Transcript(files: ["rec.csv": csv], width: 400)
        #expect(shell.reply("r = import rec.csv").error == nil)
        let known = try #require(shell.interpreter.session.curve(named: "r")?.curve.knownDuration)
        #expect(known == 0.234, "\(known)")
        let fit = shell.reply("fit r family=spring").text
        #expect(fit.contains("over 0.234 s: "), "\(fit)")
        #expect(!fit.contains("0.2339999"), "\(fit)")
    }
}
