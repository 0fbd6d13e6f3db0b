import CurveKit
import Foundation
import Live
import TestExpectations
import TestSupport
import Testing

@testable import Platforms
@testable import Workbench

/// Every command that prints a curve's platform code prints what `export NAME PLATFORM` writes
/// for that curve and platform (issue 35, "one export pipeline, no side doors"): `export NAME
/// all`'s rows, the live page's export panel, `show`'s code, fit's platform lines and identify's
/// rows. Each path's code is taken from its own output and compared, as text, with export's
/// (its `--json` "line": the construct on one line; the live panel shows the whole text).
@Suite("Every path that prints platform code prints what export writes")
struct ExportPathsAgreeTests {
    /// One curve of each kind people export, made as they make them: a Bézier, a Bézier a
    /// platform names (CSS ease-in, Core Animation's easeIn), a named Penner curve, a spring,
    /// keyframes, a path, a formula, steps and a recording.
    static let definitions = [
        "b = bezier 0.3 0.1 0.2 1",
        "n = bezier 0.42 0 1 1",
        "p = bounce-out",
        "sp = spring stiffness=170 damping=8",
        "k = keyframes 0:0 ease 0.5:1.2 linear 1:1",
        "pa = path M0,0 C0.05,0 0.133333,0.06 0.166666,0.4 C0.208333,0.82 0.25,1 1,1",
        "x = expr x^2",
        "st = steps 4 jump-both",
        "r = import rec.csv",
    ]

    static var names: [String] { definitions.map { String($0.prefix { $0 != " " }) } }

    /// The curves whose every platform's code `export all` and the live panel are compared on:
    /// in `swift test`, the two Béziers and the keyframes, which export without a fit (each
    /// export of the others fits their approximations again, about 100 s of CPU unoptimised);
    /// all of them with CURVES_THOROUGH_TESTS=1 (.ci/run, optimised).
    static var comparedNames: [String] { Thorough.isOn ? names : ["b", "n", "k"] }

    /// A recording of cubic-bezier(0.2, 0, 0, 1) over 0.4 s at 60 fps, with 0.5 px of noise.
    static func recording() -> String {
        var random = SplitMix64(seed: 35)
        let curve = ReferenceBezier([0.2, 0, 0, 1])
        return SyntheticRecording(fps: 60, noise: 0.5).csv({ curve.value($0 / 0.4) }, duration: 0.4, random: &random)
    }

    static func session() -> Transcript {
        var shell = Transcript(files: ["rec.csv": recording()], width: 1000)
        for line in definitions {
            let reply = shell.reply(line)
            #expect(reply.error == nil, "\(line): \(reply.error ?? "")")
        }
        return shell
    }

    /// What `export NAME PLATFORM` writes: its text and its line.
    static func export(_ name: String, _ platform: Platform, in shell: inout Transcript) -> (text: String, line: String?) {
        let reply = shell.reply("export \(name) \(platform.rawValue)")
        guard reply.error == nil, case .string(let line)? = reply.json["line"] else { return (reply.text, nil) }
        return (reply.text, line)
    }

    @Test("export NAME all prints, for every platform, the line export NAME PLATFORM writes")
    func exportAll() {
        var shell = Self.session()
        for name in Self.comparedNames {
            let reply = shell.reply("export \(name) all")
            guard case .array(let rows)? = reply.json["platforms"] else {
                Issue.record("\(name): no rows in \(reply.text)")
                continue
            }
            #expect(rows.count == Platform.allCases.count)
            for (platform, row) in zip(Platform.allCases, rows) {
                #expect(row["code"] == Self.export(name, platform, in: &shell).line.map(JSONValue.string), "\(name) \(platform.rawValue)")
            }
        }
    }

    @Test("the live page's export panel shows, for every platform, the text export NAME PLATFORM writes")
    func livePanel() {
        var shell = Self.session()
        for name in Self.comparedNames {
            guard case .array(let platforms) = LiveExports.platforms(curve: name, in: shell.interpreter) else {
                Issue.record("\(name): no platforms")
                continue
            }
            #expect(platforms.count == Platform.allCases.count)
            for (platform, shown) in zip(Platform.allCases, platforms) {
                #expect(shown["code"] == .string(Self.export(name, platform, in: &shell).text), "\(name) \(platform.rawValue)")
            }
        }
    }

    @Test(
        "show prints a curve's CSS and Swift timing code as export writes it, in numbers where export writes the platform's name",
        Thorough.only)
    func show() throws {
        var shell = Self.session()
        #expect(shell.reply("fit k as fk").error == nil)
        for name in Self.names + ["fk"] {
            let lines = shell.reply("show \(name)").text.split(separator: "\n").map(String.init)
            for (label, platform) in [("  css:   ", Platform.css), ("  swift: ", .uikit)] {
                let exported = shell.reply("export \(name) \(platform.rawValue) form=timing")
                // A whole keyframe document (CSS @keyframes, a CAKeyframeAnimation) is no line to
                // show: show says it gives the one exact line the platform has, where it has one.
                if exported.json["form"] == .string("keyframes") { continue }
                let shown = lines.first(where: { $0.hasPrefix(label) }).map { String($0.dropFirst(label.count)) }
                guard exported.json["exact"] == .bool(true), case .string(let line)? = exported.json["line"] else {
                    #expect(shown == nil, "\(name): show prints \(platform.rawValue) code that export does not write exactly")
                    continue
                }
                let code = try #require(shown, "\(name): export writes \(platform.rawValue) exactly, show prints nothing")
                if code == line { continue }
                // Where they differ, export wrote the platform's name and show its numbers: the same curve.
                #expect(platform.presets.contains { $0.spelling == line }, "\(name) \(platform.rawValue): \(code) ≠ \(line)")
                #expect(try platform.read(code).curve == platform.read(line).curve, "\(name) \(platform.rawValue): \(code) ≠ \(line)")
            }
        }
        let named = shell.reply("show n").text
        #expect(named.contains("\n  css:   cubic-bezier(0.42, 0, 1, 1)\n"), "\(named)")
        #expect(shell.reply("export n css form=timing").json["line"] == .string("ease-in"))
    }

    @Test("a definition's echo prints the CSS export writes, where it is exact, in numbers where CSS names the curve", Thorough.only)
    func defineEcho() throws {
        var shell = Transcript(files: ["rec.csv": Self.recording()], width: 1000)
        for (definition, name) in zip(Self.definitions + ["one = path M0,0 C0.3,0.1 0.2,1 1,1"], Self.names + ["one"]) {
            let echo = shell.reply(definition).text.split(separator: "\n").map(String.init)
            let exported = shell.reply("export \(name) css form=timing")
            if exported.text.contains("@keyframes") { continue }
            guard exported.json["exact"] == .bool(true), case .string(let line)? = exported.json["line"] else {
                #expect(!echo.contains { $0.hasPrefix("  cubic-bezier(") || $0.hasPrefix("  linear(") || $0.hasPrefix("  steps(") })
                continue
            }
            let shown = try #require(echo.count > 1 ? echo[1].dropFirst(2) : nil, "\(definition): \(echo)")
            if shown == line { continue }
            #expect(try Platform.css.read(String(shown)).curve == Platform.css.read(line).curve, "\(definition): \(shown) ≠ \(line)")
        }
    }

    /// fit's line for a platform: `Platform: CODE`, and, when the code is not the curve, its
    /// error; what `export NAME PLATFORM` writes, or, where the line names `form=`, what export
    /// writes with it (and without it, something else: the line says why it differs).
    static func expectPlatformLine(_ report: String, label: String, name: String, platform: Platform, in shell: inout Transcript) {
        let lines = report.split(separator: "\n").map(String.init)
        func exported(_ options: String) -> (line: String, printed: String)? {
            let exported = shell.reply("export \(name) \(platform.rawValue)\(options)")
            guard case .string(let line)? = exported.json["line"], case .bool(let exact)? = exported.json["exact"],
                case .number(let error)? = exported.json["max_error"]
            else { return nil }
            var notes = exact ? [] : ["max error \(TextFormat.short(error)) from \(name) \(PlatformExport.progressUnitWords)"]
            if !options.isEmpty { notes.append("export \(name) \(platform.rawValue)\(options)") }
            return (line, label + line + (notes.isEmpty ? "" : "  (" + notes.joined(separator: "; ") + ")"))
        }
        guard let plain = exported(""), let timing = exported(" form=timing") else {
            Issue.record("export \(name) \(platform.rawValue) failed")
            return
        }
        if lines.contains(plain.printed) { return }
        #expect(lines.contains(timing.printed), "expected \(plain.printed) or \(timing.printed) in\n\(report)")
        // The form is named only where export without it writes another line.
        #expect(timing.line != plain.line, "\(report)")
    }

    @Test(
        "fit family=spring prints the spring as UIKit, SwiftUI and Compose code, each as export writes it (form=timing where it says so)",
        Thorough.only)
    func fitSpring() {
        var shell = Self.session()
        for (index, name) in Self.names.enumerated() where name != "sp" {
            let fitted = "fs\(index)"
            let report = shell.reply("fit \(name) family=spring as \(fitted)")
            guard report.error == nil else { continue }
            for platform in [Platform.uikit, .swiftui, .compose] {
                Self.expectPlatformLine(report.text, label: "  \(platform.title): ", name: fitted, platform: platform, in: &shell)
            }
        }
        // Over a span the platform does not run it for, the spring is exact only as a function,
        // which export writes by default: the line names form=timing.
        let report = shell.reply("fit b family=spring duration=0.5 as half").text
        for platform in [Platform.uikit, .swiftui, .compose] {
            #expect(report.contains("; export half \(platform.rawValue) form=timing)"), "\(report)")
            Self.expectPlatformLine(report, label: "  \(platform.title): ", name: "half", platform: platform, in: &shell)
        }
    }

    @Test("fit's Bézier line and linear's stops are the CSS export writes", Thorough.only)
    func fitBezierAndLinear() {
        var shell = Self.session()
        for (index, name) in Self.names.enumerated() {
            let bezier = shell.reply("fit \(name) as fb\(index)")
            if bezier.error == nil { Self.expectPlatformLine(bezier.text, label: "  ", name: "fb\(index)", platform: .css, in: &shell) }
            let linear = shell.reply("linear \(name) tolerance=0.01 as fl\(index)")
            if linear.error == nil { Self.expectPlatformLine(linear.text, label: "  ", name: "fl\(index)", platform: .css, in: &shell) }
        }
    }

    @Test(
        "identify's fitted rows print what export writes for the fitted curve, on the platform asked", Thorough.only,
        arguments: [nil, Platform.gsap])
    func identify(platform: Platform?) throws {
        // A motion no platform names (a line with a wiggle), so that every family is fitted:
        // path and keyframes are not when a named curve explains the recording.
        var random = SplitMix64(seed: 35)
        let unnamed = SyntheticRecording(fps: 60, noise: 0.5).csv(
            { $0 / 0.6 + 0.05 * sin(4 * Double.pi * $0 / 0.6) }, duration: 0.6, random: &random)
        var shell = Transcript(files: ["unnamed.csv": unnamed], width: 1000)
        #expect(shell.reply("r = import unnamed.csv").error == nil)
        let reply = shell.reply("identify r" + (platform.map { " platform=\($0.rawValue)" } ?? ""))
        guard case .array(let rows)? = reply.json["rows"] else {
            Issue.record("no rows in \(reply.error ?? reply.text)")
            return
        }
        // The fitted curves themselves, as identify exports them (a spring in the motion's seconds).
        guard case .data(let data)? = shell.interpreter.session.curve(named: "r")?.curve else {
            Issue.record("r is no recording")
            return
        }
        let identification = try Identification.identify(data, name: "r", platform: platform, isCancelled: { false })
        var compared = 0
        for row in identification.rows {
            guard let exported = row.exported, case .fit(let family) = row.source, let platform = row.platform else { continue }
            let printed = rows.first { $0["family"] == .string(family) }?["code"]
            try shell.interpreter.commit(.defineCurve(NamedCurve(name: "fitted", curve: exported)), command: "fitted = \(family)")
            #expect(printed == Self.export("fitted", platform, in: &shell).line.map(JSONValue.string), "\(family) in \(platform.rawValue)")
            compared += 1
        }
        #expect(compared >= 3, "\(reply.text)")
        #expect(identification.skippedFamilies.isEmpty, "\(reply.text)")
    }
}
