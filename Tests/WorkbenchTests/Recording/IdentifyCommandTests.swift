import CurveKit
import Foundation
import Testing
@testable import Workbench

/// `identify NAME [platform=P]` as the shell shows it.
@Suite("identify names the curve behind a recording")
struct IdentifyCommandTests {
    /// y of cubic-bezier(x1, y1, x2, y2) at x, by bisection on x(t) (written out here, not CurveKit's solver).
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> (Double) -> Double {
        { x in
            var (low, high) = (0.0, 1.0)
            for _ in 0..<60 {
                let t = (low + high) / 2
                let xt = 3 * (1 - t) * (1 - t) * t * x1 + 3 * (1 - t) * t * t * x2 + t * t * t
                if xt < x { low = t } else { high = t }
            }
            let t = (low + high) / 2
            return 3 * (1 - t) * (1 - t) * t * y1 + 3 * (1 - t) * t * t * y2 + t * t * t
        }
    }

    /// Material's emphasized-decelerate, cubic-bezier(0.05, 0.7, 0.1, 1) (material-components-web
    /// and Compose MotionTokens), over 350 ms at 60 fps with 0.7 px of noise, whole pixels.
    static func recording(_ curve: (Double) -> Double = bezier(0.05, 0.7, 0.1, 1), duration: Double = 0.35, seed: UInt64 = 5) -> String {
        var random = SplitMix64(seed: seed)
        return SyntheticRecording(fps: 60, noise: 0.7).csv({ curve($0 / duration) }, duration: duration, random: &random)
    }

    @Test("a recording of a named curve is named, with its duration and code")
    func namesTheCurve() {
        var shell = Transcript(files: ["rec.csv": Self.recording()])
        _ = shell.reply("r = import rec.csv")
        let reply = shell.reply("identify r")
        #expect(reply.error == nil)
        let lines = reply.text.split(separator: "\n").map(String.init)
        #expect(lines[1].hasPrefix("this is material emphasized-decelerate, 3"), "\(reply.text)")
        #expect(lines[1].hasSuffix(": within the recording's noise"))
        #expect(lines[2].hasPrefix(" #  explanation"))
        #expect(lines[3].contains("material emphasized-decelerate") && lines[3].contains("emphasized-decelerate"))
        guard case .array(let rows)? = reply.json["rows"], case .number(let duration)? = rows.first?["duration"] else {
            Issue.record("no rows in \(reply.json)")
            return
        }
        #expect(abs(duration - 0.35) < 0.02)
        // Every named curve and the five families, each with its code.
        #expect(rows.count > 100)
        #expect(rows.allSatisfy { if case .string(let code)? = $0["code"] { !code.isEmpty } else { false } })
        // A named row's code is its first name as its platform writes it.
        for row in rows {
            guard case .array(let names)? = row["names"], case .string(let first)? = names.first, case .string(let code)? = row["code"] else { continue }
            #expect(first == code || first.hasSuffix(" " + code), "\(first): \(code)")
        }
        let families = rows.compactMap { if case .string(let family)? = $0["family"] { family } else { nil } }
        #expect(Set(families) == Set(Identification.families))
    }

    @Test("platform= keeps one platform's names and writes the fits in its code")
    func onePlatform() {
        var shell = Transcript(files: ["rec.csv": Self.recording()])
        _ = shell.reply("r = import rec.csv")
        let reply = shell.reply("identify r platform=compose")
        guard case .array(let rows)? = reply.json["rows"] else {
            Issue.record("no rows")
            return
        }
        for row in rows {
            if case .array(let names)? = row["names"] {
                #expect(names.allSatisfy { if case .string(let name) = $0 { name.hasPrefix("compose ") } else { false } })
            }
            #expect(row["platform"] == .string("compose"))
        }
    }

    @Test("a motion no named curve follows is said so, with the best fit")
    func noNamedCurve() {
        // A straight line with a wiggle, x + 0.05·sin(4πx): no platform names it.
        var shell = Transcript(files: ["rec.csv": Self.recording({ $0 + 0.05 * sin(4 * Double.pi * $0) }, duration: 0.6)])
        _ = shell.reply("r = import rec.csv")
        let reply = shell.reply("identify r")
        let verdict = reply.text.split(separator: "\n")[1]
        #expect(verdict.hasPrefix("no named curve explains it within its noise (closest: "), "\(reply.text)")
        #expect(verdict.contains("; the best "))
    }

    @Test("identify refuses what is not a recording", arguments: [
        ("identify a", "'a' is a bezier curve, not a recording: import the frames with a = import FILE, then identify a"),
        ("identify d", "'d' is not a recording: identify reads a curve made by import FILE from recorded frames (it has 3 samples from data.csv)"),
        ("identify r platform=qt", "unknown platform 'qt'; platforms: \(Dialect.words.joined(separator: ", "))"),
        ("identify nothing", nil),
    ])
    func refusals(line: String, message: String?) {
        var shell = Transcript(files: ["data.csv": "t,y\n0,0\n0.5,0.8\n1,1\n", "rec.csv": Self.recording()])
        _ = shell.reply("a = ease")
        _ = shell.reply("d = import data.csv")
        _ = shell.reply("r = import rec.csv")
        let error = shell.reply(line).error
        #expect(error != nil)
        if let message { #expect(error == message) }
    }

    @Test("named curves that are the same function share one row")
    func sameFunctionOneRow() {
        let entry = NamedCurveCatalogue.shared.entries.first { $0.names.contains { $0.pasted == "css ease" } }
        let names = entry?.names.map(\.pasted) ?? []
        for name in ["css ease", "compose Ease", "flutter Curves.ease", "uikit CAMediaTimingFunction(name: .default)"] {
            #expect(names.contains(name), "\(names)")
        }
        let decelerate = NamedCurveCatalogue.shared.entries.first { $0.names.contains { $0.pasted == "material emphasized-decelerate" } }
        for name in ["compose MotionTokens.EasingEmphasizedDecelerateCubicBezier", "flutter Easing.emphasizedDecelerate"] {
            #expect(decelerate?.names.contains { $0.pasted == name } == true, "\(name)")
        }
        // Material's web emphasized-decelerate and MDC-Android's differ (0.05 vs 0.1): two rows.
        let material = NamedCurveCatalogue.shared.entries.first { $0.names.contains { $0.pasted == "material emphasized-decelerate" } }
        #expect(material?.names.contains { $0.pasted == "android md.sys.motion.easing.emphasized-decelerate" } == false)
    }
}
