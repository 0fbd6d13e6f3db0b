import CurveKit
import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import Platforms
@testable import Workbench

/// Synthetic recordings of every named curve at 30, 60 and 120 fps, with what real screen
/// recordings have: whole pixels, ±2 ms of jitter, dropped frames, 0.5–1 px of noise and still
/// frames around the motion (``SyntheticRecording``, seeded). A timing function lasts 150 ms to
/// 1 s (at 30 fps, 150 ms is five frames); a spring its own settling time. The true curve, or
/// one within 1e-3 of it everywhere once placed on it as identify places curves (its start and,
/// for a timing function, its duration free), must rank first in at least 92 % of the cases.
/// (It was 95 % until a frame's lateness became part of its noise, issue 37: these recordings'
/// stamps are true, the values sampled at the jittered times, so the slack a frame stamped late
/// gets costs close curves here, 427 → 417 of 447; on 24 recordings made in Chromium, stamped
/// with performance.now() as pages stamp them, the truth went from 5 to 13 named first.) It is
/// 92 % since stamps that keep an even clock with some stamps well off it are taken at their
/// frame times (``FrameClock``): ±2 ms of jitter is a quarter of a frame at 120 fps, and a few
/// such recordings are then read on the clock, not at their true stamps (417 → 413 of 447); on
/// the Chromium recordings the truth went from 19 to 22 of 24 named first. Since frames shown
/// late after a stall are taken at their sample times when the motion says so
/// (``FrameClock/withoutStalls(_:progress:interval:deviation:)``), 412 of 447: five of these
/// recordings' dropped frames are read as stalls (one of them, swiftui .circularEaseIn at
/// 30 fps, is among the confusions); on the screencast set the truth went from 16 to 21 of 24.
/// The sweep also prints the stricter count, within 1e-3 at the curve's own timing, and every
/// confusion.
///
/// The fit families are left out of these rankings: they never rank above a named curve that
/// explains the recording (see ``Identification``), and leaving them out keeps the sweep short.
/// The three frame rates run side by side.
@Suite("identify names synthetic recordings of every named curve")
struct IdentifySyntheticTests {
    static let catalogue = NamedCurveCatalogue.shared
    static let frameRates = [30.0, 60, 120]
    static let durations = 0.15...1.0

    /// Whether a recording could tell two catalogue entries apart: not when, with the second
    /// placed on the first as identify places a curve (a start, and a duration unless it is a
    /// spring), they are within 1e-3 of each other everywhere. A grid search on the placement,
    /// written out here; nil placement numbers fall back to the curves as they are.
    static func indistinguishable(_ a: NamedCurveCatalogue.Entry, _ b: NamedCurveCatalogue.Entry, retiming: Bool = true) -> Bool {
        guard (a.spring == nil) == (b.spring == nil) else { return false }
        if let first = a.spring, let second = b.spring {
            let span = max(first.settlingTime, second.settlingTime)
            let times = (0...400).map { span * Double($0) / 400 }
            func gap(_ shift: Double) -> Double {
                times.map { abs(first.position(atTime: $0) - second.position(atTime: max($0 + shift, 0))) }.max()!
            }
            return (retiming ? -40...40 : 0...0).contains { gap(span * Double($0) / 4000) <= 1e-3 }
        }
        func gap(scale: Double, shift: Double, points: Int) -> Double {
            (0...points).map { index in
                let x = Double(index) / Double(points)
                return abs(a.curve.value(at: x) - b.curve.value(at: min(max(scale * x + shift, 0), 1)))
            }.max()!
        }
        let atOwnTiming = gap(scale: 1, shift: 0, points: 1000)
        if atOwnTiming <= 1e-3 { return true }
        // Only curves already close at their own timing can be close when retimed a little:
        // a grid of scales and shifts, refined twice around the best.
        guard retiming, atOwnTiming <= 0.02 else { return false }
        var (scale, shift, step) = (1.0, 0.0, 0.004)
        for _ in 0..<3 {
            var best = (gap: Double.infinity, scale: scale, shift: shift)
            for i in -10...10 {
                for j in -10...10 {
                    let candidate = (scale + Double(i) * step, shift + Double(j) * step * 0.75)
                    let value = gap(scale: candidate.0, shift: candidate.1, points: 200)
                    if value < best.gap { best = (value, candidate.0, candidate.1) }
                }
            }
            (scale, shift, step) = (best.scale, best.shift, step / 8)
        }
        return gap(scale: scale, shift: shift, points: 1000) <= 1e-3
    }

    struct Sweep: Sendable {
        var cases = 0
        var correct = 0
        /// Of `correct`, those whose first row is within 1e-3 at its own timing (not only retimed).
        var correctAtOwnTiming = 0
        var confusions: [String] = []
    }

    /// Every entry recorded once at `fps`, from a generator seeded by the frame rate.
    static func sweep(fps: Double) -> Sweep {
        var random = SplitMix64(seed: 27 &+ UInt64(fps))
        let entries = catalogue.entries
        var sweep = Sweep()
        for entry in entries {
            let recorder = SyntheticRecording(fps: fps, noise: Double.random(in: 0.5...1, using: &random))
            let text: String
            let duration: Double
            if let spring = entry.spring {
                duration = spring.settlingTime
                text = recorder.csv({ spring.position(atTime: $0) }, duration: duration, random: &random)
            } else {
                duration = Double.random(in: durations, using: &random)
                text = recorder.csv({ entry.curve.value(at: $0 / duration) }, duration: duration, random: &random)
            }
            sweep.cases += 1
            let label = "\(entry.names[0].pasted) over \(RecordingReport.milliseconds(duration)) at \(Int(fps)) fps"
            let data: DataCurve
            let identification: Identification
            do {
                data = try RecordingImport.curve(from: try RecordingFile.table(text), source: "synthetic", options: .init()).curve
                identification = try Identification.identify(data, name: "r", platform: nil, includingFits: false, isCancelled: { false })
            } catch {
                sweep.confusions.append("\(label): \(error)")
                continue
            }
            let first = identification.rows[0]
            let firstEntry = entries.first { $0.names == first.names }!
            if firstEntry.names == entry.names || indistinguishable(entry, firstEntry) {
                sweep.correct += 1
                if firstEntry.names == entry.names || indistinguishable(entry, firstEntry, retiming: false) {
                    sweep.correctAtOwnTiming += 1
                }
                continue
            }
            let rank = identification.rows.firstIndex { $0.names == entry.names }
            let truth =
                rank.map { "\(RecordingReport.ratio(identification.rows[$0].match.noiseRatio)) the noise, ranked \($0 + 1)" }
                ?? "not ranked"
            sweep.confusions.append(
                "\(label) → \(first.title) first (\(RecordingReport.ratio(first.match.noiseRatio)) the noise, RMS \(RecordingReport.percent(first.match.rms))); the true curve \(truth)"
            )
        }
        return sweep
    }

    /// The whole sweep is about 22 s of CPU in the unoptimised `swift test`: it runs with
    /// CURVES_THOROUGH_TESTS=1 (.ci/run, optimised); `swift test` runs 30 fps alone (below).
    @Test("the true curve ranks first in at least 92 % of the cases, every curve at 30, 60 and 120 fps", Thorough.only)
    func trueCurveRanksFirst() async {
        let sweeps = await withTaskGroup(of: (Double, Sweep).self) { group in
            for fps in Self.frameRates { group.addTask { (fps, Self.sweep(fps: fps)) } }
            var result: [Double: Sweep] = [:]
            for await (fps, sweep) in group { result[fps] = sweep }
            return result
        }
        let cases = sweeps.values.map(\.cases).reduce(0, +), correct = sweeps.values.map(\.correct).reduce(0, +)
        #expect(cases == 3 * Self.catalogue.entries.count)
        let rate = Double(correct) / Double(max(cases, 1))
        let atOwnTiming = sweeps.values.map(\.correctAtOwnTiming).reduce(0, +)
        print(
            "identify, synthetic recordings: \(correct) of \(cases) named first (\(RecordingReport.percent(rate))); \(atOwnTiming) (\(RecordingReport.percent(Double(atOwnTiming) / Double(max(cases, 1))))) counting as the true curve only one within 1e-3 at its own timing"
        )
        var confusions: [String] = []
        for fps in Self.frameRates {
            let sweep = sweeps[fps]!
            print("  \(Int(fps)) fps: \(sweep.correct) of \(sweep.cases)")
            confusions += sweep.confusions
        }
        for confusion in confusions { print("  confused: \(confusion)") }
        #expect(rate >= 0.92, "\(correct) of \(cases): \(confusions.joined(separator: "; "))")
    }

    /// `swift test`'s share of the sweep: every curve at 30 fps, where a 150 ms timing function
    /// is five frames. Measured with the sweep: 137 of 149 named first (92 %; 60 fps 136, 120 fps
    /// 144).
    @Test("the true curve ranks first in at least 91 % of the cases, every curve at 30 fps", Thorough.only)
    func trueCurveRanksFirstAtThirtyFPS() {
        let sweep = Self.sweep(fps: 30)
        #expect(sweep.cases == Self.catalogue.entries.count)
        let rate = Double(sweep.correct) / Double(max(sweep.cases, 1))
        #expect(rate >= 0.91, "\(sweep.correct) of \(sweep.cases): \(sweep.confusions.joined(separator: "; "))")
    }
}
