import CurveKit
import Foundation
import Synchronization
import TestExpectations
import TestSupport
import Testing

@testable import Platforms
@testable import Workbench

/// `identify NAME [platform=P]` as the shell shows it.
@Suite("identify names the curve behind a recording")
struct IdentifyCommandTests {
    /// y of cubic-bezier(x1, y1, x2, y2) at x, by bisection on x(t) (written out here, not CurveKit's solver).
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> (Double) -> Double {
        { x in ReferenceBezier([x1, y1, x2, y2]).value(x) }
    }

    /// Material's emphasized-decelerate, cubic-bezier(0.05, 0.7, 0.1, 1) (material-components-web
    /// and Compose MotionTokens), over 350 ms at 60 fps with 0.7 px of noise, whole pixels.
    static func recording(_ curve: (Double) -> Double = bezier(0.05, 0.7, 0.1, 1), duration: Double = 0.35, seed: UInt64 = 5) -> String {
        var random = SplitMix64(seed: seed)
        return SyntheticRecording(fps: 60, noise: 0.7).csv({ curve($0 / duration) }, duration: duration, random: &random)
    }

    private static let recordingReplies = Mutex<[String: Reply]>([:])

    /// The reply to LINE (`identify r …`) for r imported from ``recording(_:duration:seed:)``'s
    /// default recording at WIDTH columns, computed once per line and width: an identify (every
    /// named curve of every platform and every fit family) is the slow part of these tests in the
    /// unoptimised `swift test`, and several tests read the same reply.
    static func recordingReply(_ line: String, width: Int) -> Reply {
        let key = "\(width) \(line)"
        if let reply = recordingReplies.withLock({ $0[key] }) { return reply }
        var shell = Transcript(files: ["rec.csv": recording()], width: width)
        _ = shell.reply("r = import rec.csv")
        let reply = shell.reply(line)
        recordingReplies.withLock { $0[key] = reply }
        return reply
    }

    @Test("a recording of a named curve is named, with its duration and code")
    func namesTheCurve() {
        let reply = Self.recordingReply("identify r", width: 80)
        #expect(reply.error == nil)
        guard case .string(let verdict)? = reply.json["verdict"] else {
            Issue.record("no verdict in \(reply.json)")
            return
        }
        // Named first and within the noise, but not trusted: MDC-Android's emphasized-decelerate,
        // cubic-bezier(0.1, 0.7, 0.1, 1), differs from it only in its first 0.3 of x, where this
        // recording's ±2 ms of timing jitter on a steep start hides the difference (BIC 8.4 worse,
        // under the margin of 10 for trust).
        #expect(verdict.hasPrefix("closest: material emphasized-decelerate, 3"), "\(reply.text)")
        #expect(
            verdict.contains(
                ": within the recording's noise, but the frames do not rule out android md.sys.motion.easing.emphasized-decelerate"),
            "\(verdict)")
        // Its last ~90 ms move less than the noise: the verdict says so after this.
        #expect(verdict.contains("so this name cannot be trusted; its last "), "\(verdict)")
        #expect(reply.text.contains("\n" + Formatting.wrap(verdict, width: 80, indent: 2, firstIndent: 0).joined(separator: "\n") + "\n"))
        let lines = reply.text.split(separator: "\n").map(String.init)
        guard let header = lines.firstIndex(where: { $0.hasPrefix(" #  explanation") }), header + 2 < lines.count else {
            Issue.record("no table in \(reply.text)")
            return
        }
        // The first row, then its code under it.
        // The explanation is cut to the room the numbers leave (a params column since issue 37).
        #expect(lines[header + 1].hasPrefix(" 1  material emphasized-de"), "\(reply.text)")
        #expect(lines[header + 2] == "      emphasized-decelerate")
        guard case .array(let rows)? = reply.json["rows"], case .number(let duration)? = rows.first?["duration"] else {
            Issue.record("no rows in \(reply.json)")
            return
        }
        expectClose(duration, 0.35, absolute: 0.02)
        // Every named curve and the fit families it tries, each with its code.
        #expect(rows.count > 100)
        #expect(rows.allSatisfy { if case .string(let code)? = $0["code"] { !code.isEmpty } else { false } })
        // A named row's code is its first name as its platform writes it.
        for row in rows {
            guard case .array(let names)? = row["names"], case .string(let first)? = names.first, case .string(let code)? = row["code"]
            else { continue }
            #expect(first == code || first.hasSuffix(" " + code), "\(first): \(code)")
        }
        let families = rows.compactMap { if case .string(let family)? = $0["family"] { family } else { nil } }
        // A fitted spring that has not settled by the recording's end is no candidate (its row is left out).
        #expect(Set(families).isSubset(of: Set(Identification.families)))
        #expect(families.contains("bezier"))
    }

    @Test("when a named curve explains the recording, path and keyframes are not fitted, and the reply says so and how to fit one")
    func flexibleFamiliesSkippedWhenNamed() {
        let reply = Self.recordingReply("identify r", width: 80)
        // Explained: within the noise (though not trusted: ``namesTheCurve()``).
        #expect(
            reply.json["verdict"].map {
                if case .string(let verdict) = $0 { verdict.contains("within the recording's noise") } else { false }
            }
                == true)
        guard case .array(let rows)? = reply.json["rows"] else {
            Issue.record("no rows in \(reply.json)")
            return
        }
        let families = rows.compactMap { if case .string(let family)? = $0["family"] { family } else { nil } }
        #expect(!families.contains("path") && !families.contains("keyframes"), "\(families)")
        #expect(reply.json["skippedFamilies"] == .array([.string("path"), .string("keyframes")]))
        #expect(
            reply.text.replacingOccurrences(of: "\n  ", with: " ").contains(
                "path and keyframes: not fitted, since a named curve explains the recording and no fit ranks above it "
                    + "(fit r family=path fits one)"), "\(reply.text)")
    }

    @Test("every line of identify's reply fits 80 columns, a long name cut with an ellipsis", Thorough.only)
    func fitsEightyColumns() {
        // Compose's spring(DampingRatioMediumBouncy, StiffnessMediumLow): ζ 0.5, k 400, so c = 2ζ√k = 20.
        // Its names are among the longest in the catalogue.
        let spring = try! Spring(mass: 1, stiffness: 400, damping: 20)
        var random = SplitMix64(seed: 11)
        let text = SyntheticRecording(fps: 60, noise: 0.7).csv(
            { spring.position(atTime: $0) }, duration: spring.settlingTime, random: &random)
        var shell = Transcript(files: ["spring.csv": text], width: 80)
        _ = shell.reply("r = import spring.csv")
        let commands = ["identify r", "identify r platform=compose", "identify r platform=android"]
        let springReplies = commands.map { shell.reply($0) }
        for (file, replies) in [("rec.csv", commands.map { Self.recordingReply($0, width: 80) }), ("spring.csv", springReplies)] {
            for (line, reply) in zip(commands, replies) {
                #expect(reply.error == nil)
                for row in reply.text.split(separator: "\n") {
                    #expect(row.count <= 80, "\(line) in \(file): \(row.count) columns: \(row)")
                }
            }
        }
        let reply = springReplies[1]
        let lines = reply.text.split(separator: "\n").map(String.init)
        guard let first = lines.firstIndex(where: { $0.hasPrefix(" 1  ") }), first + 1 < lines.count else {
            Issue.record("no first row in \(reply.text)")
            return
        }
        #expect(lines[first].hasPrefix(" 1  compose spring(dampingRati") && lines[first].contains("…"), "\(reply.text)")
        #expect(
            lines[first + 1].hasPrefix("      spring(dampingRatio = Spring.DampingRatioMediumBouncy, stiffness")
                && lines[first + 1].hasSuffix("…"))
        #expect(reply.text.contains("* a named spring's own duration"))
        guard case .array(let rows)? = reply.json["rows"], case .string(let code)? = rows.first?["code"] else {
            Issue.record("no rows")
            return
        }
        #expect(code == "spring(dampingRatio = Spring.DampingRatioMediumBouncy, stiffness = Spring.StiffnessMediumLow)")
    }

    @Test("platform= keeps one platform's names and writes the fits in its code")
    func onePlatform() {
        let reply = Self.recordingReply("identify r platform=compose", width: 80)
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

    @Test("a motion no named curve follows is said so, with the best fit", Thorough.only)
    func noNamedCurve() {
        // A straight line with a wiggle, x + 0.05·sin(4πx): no platform names it.
        var shell = Transcript(files: ["rec.csv": Self.recording({ $0 + 0.05 * sin(4 * Double.pi * $0) }, duration: 0.6)])
        _ = shell.reply("r = import rec.csv")
        let reply = shell.reply("identify r")
        guard case .string(let verdict)? = reply.json["verdict"] else {
            Issue.record("no verdict in \(reply.json)")
            return
        }
        #expect(verdict.hasPrefix("no named curve explains it within its noise (closest: "), "\(reply.text)")
        #expect(verdict.contains("; the best "))
        // Nothing explains it, so every family is fitted: path and keyframes too.
        guard case .array(let rows)? = reply.json["rows"] else {
            Issue.record("no rows in \(reply.json)")
            return
        }
        let families = rows.compactMap { if case .string(let family)? = $0["family"] { family } else { nil } }
        #expect(Set(["bezier", "path", "keyframes"]).isSubset(of: Set(families)), "\(families)")
        #expect(reply.json["skippedFamilies"] == .array([]))
        #expect(!reply.text.contains("not fitted"), "\(reply.text)")
    }

    @Test(
        "identify refuses what is not a recording",
        arguments: [
            ("identify a", "'a' is a bezier curve, not a recording: import the frames with a = import FILE, then identify a"),
            (
                "identify d",
                "'d' is not a recording: identify reads a curve made by import FILE from recorded frames (it has 3 samples from data.csv)"
            ),
            ("identify r platform=qt", "unknown platform 'qt'; platforms: \(Platform.words.joined(separator: ", "))"),
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
