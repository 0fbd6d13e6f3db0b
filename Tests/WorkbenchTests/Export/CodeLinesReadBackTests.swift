import CurveKit
import Foundation
import PropertyBased
import TestExpectations
import TestSupport
import Testing

@testable import Platforms
@testable import Workbench

/// Every code line a command prints, read back through its platform's reader, is the curve
/// within the error printed beside it, in the unit printed beside it (issue 33): export (and so
/// export all and the live page's export panel, which print the same codes), fit's platform
/// lines, show's lines, and identify's rows, which must be the curve they score.
@Suite("Every printed code line reads back within its stated error")
struct CodeLinesReadBackTests {
    /// Slack for the comparison grid and the 1e-7 to which the fewest decimals keep a curve.
    static let slack = 2e-6

    /// Whether a measured error is within the error printed (three significant figures: half a
    /// unit of the last, plus the slack).
    static func within(_ error: Double, stated: Double) -> Bool {
        error <= stated * (1 + 5e-3) + slack
    }

    /// The max |read(x) − curve(x)| over 2,001 even x, or nil when `line` does not read back.
    static func readBackError(_ line: String, _ platform: Platform, against curve: Curve) -> Double? {
        guard let read = try? platform.read(line).curve else { return nil }
        return CurveComparison({ read.value(at: $0) }, { curve.value(at: $0) }, intervals: 2000).maxAbsoluteDifference
    }

    /// Curves of the kinds that export as one construct: Béziers (overshooting too), springs,
    /// Penner's and the presets, steps and straight stops.
    static func curve(_ source: inout CommandSource) -> (String, Curve)? {
        switch source.int(0...4) {
        case 0:
            let points = [source.unit(), source.number(in: -0.5...1.5), source.unit(), source.number(in: -0.5...1.5)]
            return (try? CubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3])).map { ("bezier", .bezier($0)) }
        case 1:
            let spring = try? Spring(
                mass: 1, stiffness: source.number(in: 20...400), damping: source.number(in: 5...40),
                duration: source.chance(0.5) ? nil : source.number(in: 0.3...2))
            return spring.map { ("spring", .spring($0)) }
        case 2:
            let name = source.pick(Penner.all.map(\.name) + ["ease", "ease-in-out", "linear"])
            return Penner(named: name).map { (name, .penner($0)) } ?? Preset(named: name).map { (name, .bezier($0.bezier)) }
        case 3:
            let position = source.pick(Steps.Position.allCases)
            return (try? Steps(count: source.int(1...8), position: position)).map { ("steps", .steps($0)) }
        default:
            let ys = (0..<source.int(1...4)).map { _ in TextFormat.shortest((source.unit() * 1000).rounded() / 1000) }
            let text = "linear(" + (["0"] + ys + ["1"]).joined(separator: ", ") + ")"
            return (try? Platform.css.read(text).curve).map { (text, $0) }
        }
    }

    @Test("export's code, read back by the platform, is the curve within the error its header states, in progress 0…1")
    func exportedCodeReadsBackWithinItsStatedError() async {
        let input = CommandSource.generator { source -> (String, Curve, Platform, Int?)? in
            guard let (name, curve) = Self.curve(&source) else { return nil }
            return (name, curve, source.pick(Platform.allCases), source.chance(0.3) ? source.int(0...4) : nil)
        }
        // 100 drawn exports with CURVES_THOROUGH_TESTS=1 (.ci/run); 8 in `swift test`, where
        // each export's fit runs unoptimised.
        await propertyCheck(count: Thorough.count(8, thorough: 100), input: input) { drawn in
            guard let (name, curve, platform, decimals) = drawn else { return }
            let digits = decimals.map(Digits.decimals) ?? .fewest
            // A whole document (CSS @keyframes, Core Animation's keyframe arrays) is not one line
            // of code to read back; its numbers are checked by the animation tests.
            let document = try? ExportFormat(platform).writer.keyframeDocument(curve, name: "c", digits: digits, isCancelled: { false })
            guard document == nil,
                let code = try? ExportPipeline.code(
                    curve, named: "c", format: ExportFormat(platform), digits: digits, form: .timing,
                    candidates: ExportCandidates(curve, isCancelled: { false }))
            else { return }
            let what =
                "\(name) \(CurveDescription.definition(curve)) in \(platform.rawValue) digits \(String(describing: decimals)): \(code.line)"
            if code.isExact {
                #expect(code.header.hasSuffix(": exact") || code.header.contains(": exact ("), "\(what): \(code.header)")
            } else {
                #expect(code.header.contains("max error \(TextFormat.short(code.maxError))"), "\(what): \(code.header)")
                #expect(code.header.contains(PlatformExport.progressUnit), "\(what): the unit is not named: \(code.header)")
            }
            guard let error = Self.readBackError(code.line, platform, against: curve) else {
                Issue.record("\(what) does not read back")
                return
            }
            #expect(error <= code.maxError + Self.slack, "\(what) reads back \(error) off, stated \(code.maxError)")
            #expect(
                Self.within(error, stated: Double(TextFormat.short(code.maxError)) ?? .nan),
                "\(what) reads back \(error) off, printed \(TextFormat.short(code.maxError))")
        }
    }

    @Test("export back-out css digits=1 states the error of the rounded code, 0.0377, not exact")
    func roundedDigitsAreNotExact() {
        var shell = Transcript()
        let reply = shell.reply("export back-out css digits=1")
        #expect(reply.json["exact"] == false)
        guard case .number(let error)? = reply.json["max_error"] else {
            Issue.record("no max_error in \(reply.json)")
            return
        }
        let worst = FitStatedErrorTests.distanceFromBackOut(0.3, 1.6, 0.7, 1)
        expectClose(error, worst, relative: 1e-3)
        #expect(reply.text.contains("max error \(TextFormat.short(worst))"), "\(reply.text)")
        #expect(!reply.text.contains("exact"), "\(reply.text)")
    }

    /// `SwiftUI: .spring(…)  (max error 0.02 from s in progress 0…1)`: the code and the error beside it.
    static func platformLine(_ line: String) -> (code: String, error: Double) {
        let body = line.drop { $0 == " " }
        let code = body.split(separator: ": ", maxSplits: 1).last.map(String.init) ?? String(body)
        guard let range = code.range(of: "  (") else { return (code, 0) }
        let notes = code[range.upperBound...].dropLast().split(separator: "; ")
        guard let error = notes.first(where: { $0.hasPrefix("max error ") }) else { return (String(code[..<range.lowerBound]), 0) }
        let stated = error.dropFirst("max error ".count).split(separator: " ").first.flatMap { Double($0) } ?? .nan
        #expect(error.hasSuffix(" \(PlatformExport.progressUnitWords)"), "the unit is not named: \(line)")
        return (String(code[..<range.lowerBound]), stated)
    }

    @Test(
        "fit's platform lines read back as the fitted curve within the error beside them, which names the fitted curve",
        arguments: ["ease-out", "bounce-out", "back-out"])
    func fitPlatformLinesReadBack(_ target: String) throws {
        var shell = Transcript(width: 200)
        for (command, platforms) in [
            ("fit \(target) family=spring as s", [Platform.swiftui, .compose]), ("fit \(target) digits=2 as s", [.css]),
        ] {
            let reply = shell.reply(command)
            let fitted = try #require(shell.interpreter.session.curve(named: "s")?.curve, "\(reply.error ?? "")")
            for platform in platforms {
                let prefix = platform == .css ? "  cubic-bezier(" : "  \(platform.title): "
                let line = try #require(reply.text.split(separator: "\n").first { $0.hasPrefix(prefix) }, "\(reply.text)")
                let (code, stated) = Self.platformLine(platform == .css ? "css: " + line.dropFirst(2) : String(line))
                let error = try #require(Self.readBackError(code, platform, against: fitted), "\(code) does not read back")
                #expect(Self.within(error, stated: stated), "\(command): \(line) reads back \(error) off")
                // The error read back is from the fitted curve s, not from the target: the line says so.
                if stated > 0 { #expect(line.contains(" from s \(PlatformExport.progressUnitWords)"), "\(command): \(line)") }
            }
        }
    }

    @Test(
        "show's css and swift lines read back as the curve",
        arguments: ["ease", "back-out", "quad-in", "x = steps 4 jump-start", "x = bezier 0.1 0.7 0.2 1"])
    func showLinesReadBack(_ definition: String) throws {
        var shell = Transcript()
        var name = definition
        if definition.contains(" = ") {
            #expect(shell.reply(definition).error == nil)
            name = "x"
        }
        let curve = try shell.interpreter.resolve(name).curve
        let reply = shell.reply("show \(name)")
        for (label, platform) in [("  css:   ", Platform.css), ("  swift: ", .uikit)] {
            guard let line = reply.text.split(separator: "\n").first(where: { $0.hasPrefix(label) }) else { continue }
            let code = String(line.dropFirst(label.count))
            let error = try #require(Self.readBackError(code, platform, against: curve), "\(code) does not read back")
            #expect(error <= Self.slack, "show \(name): \(code) reads back \(error) off")
        }
    }

    @Test(
        "identify's rows give, on timing-curve platforms, code that is the curve the row scored", Thorough.only,
        arguments: ["css", "flutter", "android"])
    func identifyCodeIsTheScoredCurve(_ platform: String) throws {
        // CSS ease-out, cubic-bezier(0, 0, 0.58, 1), recorded over 350 ms at 60 fps.
        let easeOut = IdentifyCommandTests.bezier(0, 0, 0.58, 1)
        var shell = Transcript(files: ["rec.csv": IdentifyCommandTests.recording(easeOut)], width: 80)
        _ = shell.reply("r = import rec.csv")
        let reply = shell.reply("identify r platform=\(platform)")
        guard case .array(let rows)? = reply.json["rows"] else {
            Issue.record("no rows: \(reply.error ?? reply.text)")
            return
        }
        let platform = try #require(Platform(word: platform))
        let target = Curve.bezier(try CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
        for row in rows {
            guard case .string(let family)? = row["family"], case .string(let code)? = row["code"] else { continue }
            // A spring's code is the motion in seconds, which the platform runs until it settles;
            // a keyframes fit in CSS is a whole @keyframes document, not one line.
            if code.hasPrefix("@keyframes") { continue }
            if case .spring? = try? platform.read(code).curve { continue }
            let error = try #require(Self.readBackError(code, platform, against: target), "\(family): \(code) does not read back")
            // Each fit, placed in time as identify places it, lies within about 0.06 of the
            // ease-out the recording came from; the spring's settling curve was 0.70 away.
            #expect(error < 0.1, "best \(family): \(code) is \(error) from the recording's curve")
        }
    }
}
