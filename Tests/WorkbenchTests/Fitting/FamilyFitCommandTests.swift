import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// `fit TARGET family=path` (a path of Béziers added as a `path` curve) and `family=all` (every
/// family side by side, nothing added).
@Suite("fit family=path and family=all")
struct FamilyFitCommandTests {
    static func number(_ value: JSONValue?) -> Double? {
        if case .number(let number)? = value { return number }
        return nil
    }

    /// Material 3's emphasized easing (platforms.md §4.1), as a path curve of the session.
    static let emphasized = "emph = path M0,0 C0.05,0 0.133333,0.06 0.166666,0.4 C0.208333,0.82 0.25,1 1,1"

    @Test("the emphasized path comes back from two segments, as a path curve")
    func emphasizedIsRecovered() throws {
        var shell = Transcript()
        _ = shell.reply(Self.emphasized)
        let reply = shell.reply("fit emph family=path segments=2 as back")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(try #require(Self.number(reply.json["max"])) <= 1e-9)
        let named = try #require(shell.interpreter.session.curve(named: "back"))
        guard case .path(let path) = named.curve else { Issue.record("not a path: \(named.curve)"); return }
        #expect(path.segments.count == 2)
        expectClose(path.segments[0].x[3], 0.166666, absolute: 1e-6)
        // Compared with the session's own emphasized curve at 10,001 points.
        let original = try #require(shell.interpreter.session.curve(named: "emph")).curve
        let worst = (0...10_000).map { abs(path.value(at: Double($0) / 1e4) - original.value(at: Double($0) / 1e4)) }.max()!
        #expect(worst <= 1e-9)
        #expect(reply.text.contains("a path of 2 cubic Bézier segments"))
        #expect(reply.text.contains("path M0,0 C"))
    }

    @Test("a fitted path is kept and printed with the fewest decimals that hold it within 1e-7, not binary noise")
    func fittedPathHasNoBinaryNoise() throws {
        var shell = Transcript()
        let reply = shell.reply("fit elastic-out family=path as wobble")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        let named = try #require(shell.interpreter.session.curve(named: "wobble"))
        guard case .path(let path) = named.curve else { Issue.record("not a path: \(named.curve)"); return }
        // Every number the session keeps is short: at most 9 decimals (PasteDecimals stops at
        // the first count whose rounding stays within 1e-7; elastic-out needs about 7).
        let numbers = path.segments.flatMap { $0.x + $0.y }
        for number in numbers {
            let text = TextFormat.shortest(number)
            let decimals = text.split(separator: ".").dropFirst().first?.count ?? 0
            #expect(decimals <= 9, "\(text) in \(path.segments)")
        }
        // The report's path data and the session's definition are the same short numbers.
        let definition = shell.reply("list").text
        #expect(!definition.contains("0000000000") && !definition.contains("9999999999"), "\(definition)")
        #expect(!reply.text.contains("0000000000") && !reply.text.contains("9999999999"), "\(reply.text)")
        // Still the fit it reports: within the stated max error (plus the 1e-7 of rounding) of
        // the target, checked at 10,001 points written out here.
        let stated = try #require(Self.number(reply.json["max"]))
        let target = try #require(Penner(named: "elastic-out"))
        var worst = 0.0
        for i in 0...10_000 {
            let x = Double(i) / 10_000
            worst = max(worst, abs(path.value(at: x) - target.value(at: x)))
        }
        #expect(worst <= stated + 1e-7, "dense max \(worst), stated \(stated)")
    }

    @Test("tolerance gives the fewest segments, and says so")
    func toleranceReport() throws {
        var shell = Transcript()
        let reply = shell.reply("fit bounce-out family=path tolerance=1e-6")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(reply.text.contains("a path of 4 cubic Bézier segments, the"), "\(reply.text)")
        #expect(reply.json["tolerance"] == .number(1e-6))
        #expect(try #require(Self.number(reply.json["max"])) <= 1e-6)
        #expect(shell.interpreter.session.curve(named: "bounce-out-path") != nil)
    }

    @Test("family=all: one row per family, the smallest within the tolerance marked, nothing added")
    func allFamilies() throws {
        var shell = Transcript()
        let before = shell.interpreter.session
        let reply = shell.reply("fit back-out family=all")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(shell.interpreter.session == before)
        guard case .array(let rows)? = reply.json["families"] else { Issue.record("no families"); return }
        #expect(
            rows.compactMap { if case .string(let name)? = $0["family"] { name } else { nil } }
                == ["bezier", "spring", "spring-velocity", "path", "keyframes", "linear()"])
        // back-out is a cubic polynomial: one Bézier meets any tolerance, with 4 numbers.
        #expect(reply.json["best"] == .string("bezier"))
        #expect(reply.text.contains("* bezier: rms"), "\(reply.text)")
        #expect(
            reply.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                .contains("* best: bezier, the smallest result within 0.001: 4 numbers"), "\(reply.text)")
        // The spring row's RMS is the published optimum (issue 17: 5.7685e-2, within 0.1 %).
        let spring = try #require(rows.first { $0["family"] == .string("spring") })
        expectClose(try #require(Self.number(spring["rms"])), 5.7685e-2, relative: 1e-3)
    }

    /// Every row's figures, recomputed here from the curve the row describes.
    @Test("each row's RMS is the RMS of its curve over the samples")
    func rowFiguresAreTheCurves() throws {
        var shell = Transcript()
        let reply = shell.reply("fit bounce-out family=all samples=200")
        guard case .array(let rows)? = reply.json["families"] else { Issue.record("no families"); return }
        #expect(reply.json["best"] == .string("path"), "\(reply.text)")
        let target = Penner(.bounce, .out)
        for row in rows {
            guard case .string(let text)? = row["curve"], case .string(let family)? = row["family"], family == "bezier" else { continue }
            // cubic-bezier(x1, y1, x2, y2): its RMS written out against bounce-out.
            let numbers = text.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",").map {
                Double($0.trimmingCharacters(in: .whitespaces))!
            }
            let bezier = try CubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
            let squares = (0...200).map { pow(bezier.value(at: Double($0) / 200) - target.value(at: Double($0) / 200), 2) }.reduce(0, +)
            expectClose((squares / 201).squareRoot(), Self.number(row["rms"])!, absolute: 1e-6)
        }
    }

    @Test(
        "bad requests are refused and change nothing",
        arguments: [
            ("fit t family=paht", "unknown family 'paht'; did you mean path?"),
            ("fit t family=path segments=0", "segments must be a whole number from 1 to 200 (got 0)"),
            ("fit t family=path duration=2", "duration= applies to family=spring"),
            ("fit t family=path digits=3", "digits= applies to family=bezier"),
            ("fit t family=all as u", "family=all compares the families and adds no curve"),
            ("fit t family=path segments=2 tolerance=0.01", "give segments=K or tolerance=E, not both"),
            ("fit nothing family=path", "unknown curve 'nothing'"),
            ("fit nothing family=all", "unknown curve 'nothing'"),
        ])
    func badRequests(line: String, message: String) {
        var shell = Transcript()
        _ = shell.reply("t = bezier 0.25 0.1 0.25 1")
        let (error, unchanged) = shell.refusal(line)
        #expect(error?.hasPrefix(message) == true, "\(error ?? "no error")")
        #expect(unchanged)
    }

    @Test(
        "cancelling stops either with the session unchanged",
        arguments: ["fit bounce-out family=path segments=3", "fit bounce-out family=all"])
    func cancelling(line: String) {
        var shell = Transcript()
        shell.interpreter.settings.isCancelled = { true }
        let before = shell.interpreter.session
        #expect(shell.reply(line).error == "cancelled; the session is unchanged")
        #expect(shell.interpreter.session == before)
    }

    @Test("a target that does not run from 0 to 1 is fitted, with the note")
    func notATimingFunction() {
        var shell = Transcript()
        _ = shell.reply("w = expr 0.2 + 0.5*x*x")
        let reply = shell.reply("fit w family=path segments=1")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(reply.text.contains("note: the target does not run from 0 to 1"))
        // The error of the path kept, its numbers with the fewest decimals within 1e-7 of the fit.
        #expect(Self.number(reply.json["max"])! <= 1e-7)
    }

    @Test("a path fit saves, loads, undoes and replays")
    func savesLoadsUndoesReplays() {
        var shell = Transcript()
        _ = shell.reply("fit elastic-out family=path segments=3 smooth")
        #expect(shell.reply("save s.json").error == nil)
        var other = Transcript(files: ["s.json": shell.files.text("s.json") ?? ""])
        #expect(other.reply("load s.json").error == nil)
        #expect(other.interpreter.session == shell.interpreter.session)
        #expect(other.reply("replay s.json").json["matches"] == true)
        _ = shell.reply("undo")
        #expect(shell.interpreter.session.curve(named: "elastic-out-fit") == nil)
    }
}
