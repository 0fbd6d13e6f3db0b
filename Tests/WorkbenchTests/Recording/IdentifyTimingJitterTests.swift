import CurveKit
import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import Workbench

/// Recordings whose stamps are not when the frames were sampled, as a page logs them: the
/// engine samples the motion at even frame times, and the page stamps each frame with
/// performance.now() inside its frame callback, a little later (0.2–2.5 ms), and much later
/// (5–15 ms) in one frame of three, when other work ran first (as on a busy page). Whole pixels over 400 px.
/// Each test runs its first seed in `swift test` (an identify fits every family, seconds
/// unoptimised) and every seed with CURVES_THOROUGH_TESTS=1 (.ci/run).
@Suite("identify: a recording's timing jitter is part of its noise")
struct IdentifyTimingJitterTests {
    /// CSV `time_ms,left` of `progress` (t in seconds from its start, lasting `duration`) sampled
    /// at 60 fps from 150 ms before the motion to 400 ms after it, stamped late.
    static func lateStamped(_ progress: (Double) -> Double, duration: Double, seed: UInt64) -> String {
        var random = SplitMix64(seed: seed)
        let interval = 1.0 / 60, start = 0.15 + 0.3 * interval
        var lines = ["time_ms,left"]
        for frame in 0..<Int(((0.15 + duration + 0.4) / interval).rounded(.up)) {
            let sampled = Double(frame) * interval
            let busy = frame % 3 == 1
            let lag = busy ? 0.005 + 0.010 * random.unit() : 0.0002 + 0.0023 * random.unit()
            let left = (400 * progress(min(max((sampled - start) / duration, 0), 1))).rounded()
            lines.append("\(TextFormat.trimmed(1000 * (sampled + lag), decimals: 3)),\(TextFormat.shortest(left))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Whether the row named `truth` explains the recording, with the reply to show when not.
    static func explains(_ truth: String, _ csv: String) -> (Bool, String) {
        var shell = Transcript(files: ["r.csv": csv])
        #expect(shell.reply("r = import r.csv").error == nil)
        let reply = shell.reply("identify r")
        guard case .array(let rows)? = reply.json["rows"] else { return (false, reply.error ?? reply.text) }
        let row = rows.first { row in
            guard case .array(let names)? = row["names"] else { return false }
            return names.contains(.string(truth))
        }
        return (row?["explains"] == .bool(true), reply.text)
    }

    @Test(
        "a late-stamped CSS ease-out of 200 ms is explained by ease-out", Thorough.only,
        arguments: Thorough.subset([1, 2, 3] as [UInt64], every: 3))
    func easeOutExplained(seed: UInt64) {
        let easeOut = ReferenceBezier([0, 0, 0.58, 1])
        let (explained, reply) = Self.explains("css ease-out", Self.lateStamped(easeOut.value, duration: 0.2, seed: seed))
        #expect(explained, "\(reply)")
    }

    @Test(
        "a late-stamped Material standard curve of 300 ms is explained by it", Thorough.only,
        arguments: Thorough.subset([4, 5] as [UInt64], every: 2))
    func materialStandardExplained(seed: UInt64) {
        let standard = ReferenceBezier([0.2, 0, 0, 1])
        let (explained, reply) = Self.explains("material standard", Self.lateStamped(standard.value, duration: 0.3, seed: seed))
        #expect(explained, "\(reply)")
    }

    @Test(
        "a late-stamped curve that no platform names is explained by no name", Thorough.only,
        arguments: Thorough.subset([7, 8] as [UInt64], every: 2))
    func customCurveNotNamed(seed: UInt64) {
        var shell = Transcript(files: ["r.csv": Self.lateStamped(IdentifyRankingEvidenceTests.custom.value, duration: 0.45, seed: seed)])
        #expect(shell.reply("r = import r.csv").error == nil)
        let reply = shell.reply("identify r")
        #expect(reply.json["verdict"].map { "\($0)" }?.contains("no named curve explains it") == true, "\(reply.text)")
    }
}
