import CurveKit
import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import Workbench

/// identify's words say what its figures are: what the error leaves out, what "N off" counts,
/// what "× noise" is a multiple of, and how the rows are ordered.
@Suite("identify says what its figures are")
struct IdentifyWordsTests {
    @Test("the table's legend says what the error leaves out, what N off counts and how rows are ordered")
    func legend() {
        let text = IdentifyCommandTests.recordingReply("identify r", width: 100).text
        for words in [
            "error: RMS of the frames within 4× the noise, in % of the move; † when frames beyond that are left out",
            "N off: frames beyond 4× the noise",
            "order: named curves that explain it",
            "then by evidence (BIC): the frames' robust error, with a price for every number chosen",
        ] {
            #expect(text.replacingOccurrences(of: "\n  ", with: " ").contains(words), "\(words) in \(text)")
        }
        for line in text.split(separator: "\n") { #expect(line.count <= 100, "\(line)") }
    }

    @Test("an error that leaves frames out is marked, and one that does not is not")
    func outliersAreMarked() {
        let rows = IdentifyCommandTests.recordingReply("identify r", width: 100).text.split(separator: "\n").filter {
            $0.range(of: #"^\s*\d+  "#, options: .regularExpression) != nil
        }
        #expect(!rows.isEmpty)
        for row in rows {
            let off = row.range(of: #"(yes|no), \d+ off"#, options: .regularExpression) != nil
            #expect(row.contains("%†") == off, "\(row)")
        }
    }

    @Test("× noise is a multiple of the noise the reply states, the rendering floor named when the noise is below it")
    func ratioOfStatedNoise() throws {
        // No noise but whole pixels over 4,000 px, no dropped frames, no jitter: every frame
        // stands for one interval, so a row's RMS over its noise ratio is the deviation used.
        var random = SplitMix64(seed: 3)
        let curve = IdentifyCommandTests.bezier(0.4, 0, 0.2, 1)
        let text = SyntheticRecording(fps: 60, noise: 0, amplitude: 4000, dropRate: 0, jitter: 0).csv(
            { curve($0 / 0.3) }, duration: 0.3, random: &random)
        var shell = Transcript(files: ["rec.csv": text], width: 100)
        _ = shell.reply("r = import rec.csv")
        let reply = shell.reply("identify r")
        let flat = reply.text.replacingOccurrences(of: "\n  ", with: " ")
        let match = try #require(flat.firstMatch(of: /× noise is measured against ([0-9.]+) %/), "\(reply.text)")
        let stated = try #require(Double(String(match.1))) / 100
        #expect(flat.contains("the noise with 0.1 % for how closely platforms render a curve"), "\(reply.text)")
        guard case .array(let rows)? = reply.json["rows"] else {
            Issue.record("no rows")
            return
        }
        var checked = 0
        for row in rows {
            guard case .number(let rms)? = row["rms"], case .number(let ratio)? = row["noiseRatio"], row["outliers"] == .number(0),
                ratio > 0.01
            else { continue }
            // The stated floor has two decimals of a percent.
            expectClose(rms / ratio, stated, relative: 0.05, "\(row)")
            checked += 1
        }
        // The named curve and the Bézier fit at least (a named curve explains it, so no path or
        // keyframes are fitted).
        #expect(checked >= 2)
    }

    @Test("help identify says how rows are ordered, what the error leaves out and what N off is")
    func help() {
        var shell = Transcript()
        let text = shell.reply("help identify").text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(
            of: #"\s+"#, with: " ", options: .regularExpression)
        for words in [
            "then every row by evidence, the Bayesian information criterion",
            "\"N off\", the frames beyond 4× the noise, left out of the error",
            "marked † when it leaves frames out",
        ] {
            #expect(text.contains(words), "\(words) in \(text)")
        }
    }
}
