import CurveKit
import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import Platforms
@testable import Workbench

@Suite("numbers for pasting: the fewest decimals that keep the curve within 1e-7")
struct PasteDecimalsTests {
    static let bound = PasteChecker.bound + PasteChecker.slack

    static func doubles(_ value: JSONValue?) -> [Double] {
        guard case .array(let items) = value else { return [] }
        return items.compactMap { if case .number(let number) = $0 { number } else { nil } }
    }

    /// max |B(p) − B(q)| by the checker's own evaluation (bisection, Bernstein form).
    static func deviation(_ p: [Double], _ q: [Double]) -> Double {
        PasteChecker.maxDeviation(ReferenceBezier(p).value, ReferenceBezier(q).value)
    }

    /// `value` with one decimal fewer than its text has.
    static func shorter(_ text: String) -> Double? {
        guard let dot = text.firstIndex(of: ".") else { return nil }
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        var scale = 1.0
        for _ in 0..<(decimals - 1) { scale *= 10 }
        return (Double(text)! * scale).rounded() / scale
    }

    @Test(
        "quad-in's best Bézier (y = x²) prints as cubic-bezier(0.3333333, 0, 0.6666667, 0.3333333): within 1e-7, and no number can lose a decimal"
    )
    func quadIn() throws {
        var shell = Transcript(width: 200)
        let reply = shell.reply("fit quad-in")
        // y = x² is exactly the Bézier (1/3, 0, 2/3, 1/3); the fit finds it up to last-bit noise
        // and keeps it as printed (issue 33).
        let exact = [1.0 / 3, 0, 2.0 / 3, 1.0 / 3]
        #expect(Self.doubles(reply.json["points"]) == [0.3333333, 0, 0.6666667, 0.3333333])
        #expect(reply.text.contains("  cubic-bezier(0.3333333, 0, 0.6666667, 0.3333333)\n"))
        let printed = try #require(PasteChecker.beziers(in: reply.text).first)
        #expect(Self.deviation(printed, exact) <= Self.bound)
        // One decimal fewer on any number (the others as printed) leaves the bound: 1/3 → 0.333333
        // moves x(t) by 3t(1 − t)²·3.3e-7, which y = x² turns into up to 1.25e-7.
        let texts = ["0.3333333", "0", "0.6666667", "0.3333333"]
        for index in texts.indices {
            guard let fewer = Self.shorter(texts[index]) else { continue }
            var trial = printed
            trial[index] = fewer
            #expect(Self.deviation(trial, exact) > PasteChecker.bound, "\(index)")
        }
        // The same numbers in every export of it.
        _ = shell.reply("fit quad-in as q")
        for format in ["css", "swift", "swiftui", "objc"] {
            let text = shell.reply("export q \(format)").text
            #expect(
                text.contains(format == "objc" ? "0.3333333 :0 :0.6666667 :0.3333333" : "0.3333333, 0, 0.6666667, 0.3333333"), "\(format)")
        }
    }

    @Test("keyframe times: bounce-out's fitted keys are written short, and each needs its last decimal", Thorough.only)
    func keyTimes() throws {
        var shell = Transcript(width: 200)
        _ = shell.reply("fit bounce-out tolerance=1e-3 as k")
        let text = shell.reply("export k swift").text
        let exact = try #require(
            PasteChecker.keyframes(
                in: PasteChecker.text(curve: shell.interpreter.session.curve(named: "k")!.curve, named: "k", format: .swift, digits: .exact)
            ))
        let rounded = try #require(PasteChecker.keyframes(in: text))
        #expect(!text.contains("0.36363636363636365"))
        #expect(text.contains("k.keyTimes = [0, 0.3636363"))
        #expect(PasteChecker.maxDeviation(rounded.value, exact.value, extra: rounded.times + exact.times) <= Self.bound)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("k.keyTimes") })
        let timeTexts = line.drop { $0 != "[" }.dropFirst().dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(timeTexts.count == rounded.times.count)
        for (index, timeText) in timeTexts.enumerated() {
            guard let fewer = Self.shorter(timeText) else { continue }
            var trial = rounded
            trial.times[index] = fewer
            let measured = PasteChecker.maxDeviation(trial.value, exact.value, extra: trial.times + exact.times)
            #expect(measured > PasteChecker.bound, "key time \(index) \(timeText)")
        }
    }

    @Test("numbers someone typed (at most 6 decimals) stay as typed; show's css and swift lines are rounded like exports")
    func typedNumbersStay() {
        var shell = Transcript(width: 200)
        #expect(shell.reply("c = bezier 0.123456 0 0.5 1").text.contains("cubic-bezier(0.123456, 0, 0.5, 1)"))
        #expect(shell.reply("export c css").text.contains("cubic-bezier(0.123456, 0, 0.5, 1)"))
        _ = shell.reply("fit quad-in as q")
        let show = shell.reply("show q").text
        #expect(show.contains("  css:   cubic-bezier(0.3333333, 0, 0.6666667, 0.3333333)"))
        #expect(show.contains("  swift: CAMediaTimingFunction(controlPoints: 0.3333333, 0, 0.6666667, 0.3333333)"))
        // The session holds the curve the fit printed (issue 33), so its definition is as short.
        #expect(show.hasPrefix("q = bezier 0.3333333 0 0.6666667 0.3333333\n"))
    }

    @Test("40 random Béziers: the printed control points stay within 1e-7 of the exact ones", Thorough.only)
    func randomBeziers() throws {
        var generator = SplitMix64(seed: 14)
        func unit() -> Double { Double(generator.next() >> 11) / Double(1 << 53) }
        for _ in 0..<40 {
            let points = [unit(), unit() * 3 - 1, unit(), unit() * 3 - 1]
            let bezier = try CubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
            let texts = PasteDecimals.bezier(bezier, digits: .fewest)
            let printed = texts.map { Double($0)! }
            #expect(Self.deviation(printed, points) <= Self.bound, "\(points) → \(texts)")
            #expect(texts.allSatisfy { $0.count <= 12 }, "\(texts)")
        }
    }

    @Test("digits=N: exactly N decimals in export and fit; a bad N is an error naming the range")
    func digitsOption() throws {
        var shell = Transcript(width: 200)
        _ = shell.reply("fit quad-in as q")
        #expect(shell.reply("export q css digits=3").text.contains("cubic-bezier(0.333, 0, 0.667, 0.333)"))
        #expect(shell.reply("export q swift digits=2").text.contains("controlPoints: 0.33, 0, 0.67, 0.33)"))
        #expect(shell.reply("export q css digits=0").text.contains("cubic-bezier(0, 0, 1, 0)"))
        #expect(shell.reply("export ease css digits=1").text.contains("cubic-bezier(0.3, 0.1, 0.3, 1)"))
        // The rounded code states its own error, in progress (issue 33).
        #expect(shell.reply("fit quad-in digits=4 as q4").text.contains("  cubic-bezier(0.3333, 0, 0.6667, 0.3333)  (max error "))
        let before = shell.interpreter.session
        for bad in ["export q css digits=18", "export q css digits=-1", "fit quad-in digits=99 as q5"] {
            #expect(shell.reply(bad).error?.contains("digits must be a whole number from 0 to 17") == true, "\(bad)")
        }
        #expect(shell.reply("export q css digits=two").error?.hasPrefix("expected a number for digits, got 'two'") == true)
        #expect(shell.interpreter.session == before)
        #expect(try Parser.parse("export q css digits=5 > out.css") == .export(name: "q", format: "css", file: "out.css", digits: 5))
    }

    @Test("a spring ends its linear() at 1 after its arrival stop: the linear command and the export")
    func springEndsAtRest() throws {
        var shell = Transcript(width: 400)
        _ = shell.reply("s = spring damping=30")
        // The cause: the span ends where the spring comes within 0.1 % of rest, 0.999 (+ 1 ulp).
        guard case .spring(let settling) = shell.interpreter.session.curve(named: "s")!.curve else { Issue.record("not a spring"); return }
        #expect(settling.arrival == 0.9990000000000001)
        #expect(settling.value(at: 1) == 1)
        let reply = shell.reply("linear s tolerance=0.001")
        #expect(reply.error == nil)
        guard case .array(let stops) = reply.json["stops"] else {
            Issue.record("no stops")
            return
        }
        #expect(stops.last == .numbers([1, 1]))
        #expect(stops.dropLast().last == .numbers([1, 0.999]))
        #expect(reply.text.contains(", 0.999 100%, 1)"))
        #expect(!reply.text.contains("0000000"))
        #expect(shell.reply("export s css").text.contains(", 0.999 100%, 1);"))
        // The resting stop is checked like every other point: the error is within the tolerance.
        let maximum = try #require(reply.json["max"].flatMap { if case .number(let n) = $0 { n } else { nil } })
        #expect(maximum <= 0.001)
        // An under-damped spring ends on the other side: 1.001, then 1.
        _ = shell.reply("b = spring")
        #expect(shell.reply("linear b tolerance=0.001").text.contains(", 1.001 100%, 1)"))
        // A spring given a duration is cut off where it is, and snaps to 1 too: its last stops
        // are the arrival (0.7, to 0.001) and the end.
        _ = shell.reply("cut = spring duration=0.2")
        let cut = shell.reply("linear cut tolerance=0.001").text
        #expect(cut.contains(" 100%, 1)"))
        #expect(!cut.contains("0000000"))
    }

    /// A fitted path's data, rounded, read back by the path kind: within the bound of the exact
    /// path at 10,001 points, and a third shorter than every digit.
    @Test func fittedPathDataIsShortAndKeepsThePath() throws {
        let elastic = try #require(Penner(named: "elastic-out"))
        let path = try PathFitter.fit({ elastic.value(at: $0) }, segments: 3).path
        let data = PasteDecimals.pathData(path, digits: .fewest)
        #expect(data.count * 3 < PathKind.data(path).joined(separator: " ").count * 2, "\(data)")
        var shell = Transcript()
        #expect(shell.reply("p = path \(data)").error == nil)
        let read = try #require(shell.interpreter.session.curve(named: "p")).curve
        let worst = (0...10_000).map { abs(read.value(at: Double($0) / 1e4) - path.value(at: Double($0) / 1e4)) }.max()!
        #expect(worst <= PasteDecimals.bound * 1.01, "\(worst)")
    }

    /// A path whose first segment ends with a vertical tangent at an x with every digit (a
    /// recording's path fit makes such segments): no rounding of that x stays within the bound
    /// (y moves as the square root of a shift in x there), so that x and its handle's are kept,
    /// and every other number is still rounded.
    @Test func aVerticalTangentKeepsItsXAndRoundsTheRest() throws {
        let a = 0.6076512345678901
        let path = try BezierPath(segments: [
            BezierPath.Segment(x: [0, 0.2123456789012345, a, a], y: [0, 0.1234567890123456, 0.8234567890123456, 0.9]),
            BezierPath.Segment(x: [a, 0.7123456789012345, 0.9, 1], y: [0.9, 0.9534567890123456, 1, 1]),
        ])
        let data = PasteDecimals.pathData(path, digits: .fewest)
        let numbers = data.split(whereSeparator: { "MC, ".contains($0) }).map(String.init)
        // The handle's x and the end's (the next segment starts there, unwritten).
        #expect(numbers.filter { $0 == TextFormat.shortest(a) }.count == 2, "\(data)")
        for number in numbers where number != TextFormat.shortest(a) {
            #expect((number.split(separator: ".").dropFirst().first?.count ?? 0) <= 8, "\(number) in \(data)")
        }
        var shell = Transcript()
        #expect(shell.reply("p = path \(data)").error == nil)
        let read = try #require(shell.interpreter.session.curve(named: "p")).curve
        // Every 1e-4, and every 1e-9 over the last 1e-5 before the tangent.
        let even: [Double] = (0...10_000).map { Double($0) / 1e4 }
        let nearTangent: [Double] = (0...10_000).map { a - 1e-5 + Double($0) * 1e-9 }
        var worst = 0.0
        for x in even + nearTangent { worst = max(worst, abs(read.value(at: x) - path.value(at: x))) }
        #expect(worst <= PasteDecimals.bound * 1.01, "\(worst)")
    }
}
