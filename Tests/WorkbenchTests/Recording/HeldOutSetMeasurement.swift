import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import Workbench

/// The fourth to eighth held-out sets, each measured once: recordings
/// (Tests/RecordedMotionHeldOut4 to 8) and screen recordings of their motions
/// (Tests/RecordedScreencastHeldOut4 to 8), made by ``RecordedMotionSetGenerator`` and
/// ``ScreencastSetGenerator`` from ``RecordedMotionSetGenerator/heldOutSets``. Nothing was tuned
/// on them and `identify` was never run on them while they were made: each is measured once, at
/// the end, by `CURVES_THOROUGH_TESTS=1 CURVES_MEASURE_HELD_OUT=N swift test --filter measureHeldOutN`.
/// Each set has its own value of the variable, so that measuring a spent set again does not spend
/// another.
@Suite(
    "Identify: the later held-out sets, each measured once (issue 37)", .serialized, Thorough.only,
    .enabled(if: MovingBoxClip.ffmpeg != nil, "ffmpeg is not installed"))
struct HeldOutSetMeasurement {
    static func asked(_ number: Int) -> Bool { ProcessInfo.processInfo.environment["CURVES_MEASURE_HELD_OUT"] == "\(number)" }

    @Test(
        "the fourth held-out set's recordings and screen recordings, measured once",
        .enabled(if: asked(4), "set CURVES_MEASURE_HELD_OUT=4 to measure it"))
    func measureHeldOut4() throws {
        let number = 4
        let recordings = try RecordedMotionSet.measure(in: RecordedMotionSet.heldOutSetRoot(number), half: .heldout)
        let root = ScreencastSet.heldOutSetRoot(number)
        let screencasts = ScreencastSet.measure(try ScreencastSet.truths(in: root), in: root)
        print("identify, held-out set \(number), recordings: " + RecordedMotionSet.report(recordings))
        print("identify, held-out set \(number), screen recordings: " + RecordedMotionSet.report(screencasts))
        print("held-out set \(number) totals: " + Self.totals(recordings: recordings, screencasts: screencasts))
    }

    /// The fifth set: 40 recordings, then the 10 screen recordings (``measure(_:)``).
    @Test(
        "the fifth held-out set's recordings and screen recordings, measured once",
        .enabled(if: asked(5), "set CURVES_MEASURE_HELD_OUT=5 to measure it"))
    func measureHeldOut5() throws { try Self.measure(5) }

    /// The sixth set: 40 recordings, then the 10 screen recordings (``measure(_:)``).
    @Test(
        "the sixth held-out set's recordings and screen recordings, measured once",
        .enabled(if: asked(6), "set CURVES_MEASURE_HELD_OUT=6 to measure it"))
    func measureHeldOut6() throws { try Self.measure(6) }

    /// The seventh set: 40 recordings, then the 10 screen recordings (``measure(_:)``), as the
    /// sixth's.
    @Test(
        "the seventh held-out set's recordings and screen recordings, measured once",
        .enabled(if: asked(7), "set CURVES_MEASURE_HELD_OUT=7 to measure it"))
    func measureHeldOut7() throws { try Self.measure(7) }

    /// The eighth set: 40 recordings, then the 10 screen recordings (``measure(_:)``), as the
    /// seventh's.
    @Test(
        "the eighth held-out set's recordings and screen recordings, measured once",
        .enabled(if: asked(8), "set CURVES_MEASURE_HELD_OUT=8 to measure it"))
    func measureHeldOut8() throws { try Self.measure(8) }

    /// Measures held-out set `number` (from the fifth on): its recordings, then its screen
    /// recordings. Each recording's line (the rank of the truth, its duration error, the name
    /// given first, trusted or not) is written as soon as it is measured, to standard output
    /// unbuffered and to the report file (`CURVES_MEASURE_REPORT`, or .build/held-out-N.txt in
    /// the package), so that a run cut short keeps what it measured; then each part's report and
    /// the totals.
    static func measure(_ number: Int) throws {
        let report = try MeasurementReport(
            path: ProcessInfo.processInfo.environment["CURVES_MEASURE_REPORT"]
                ?? RecordedMotionSet.root.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent(".build/held-out-\(number).txt").path)
        report.write("held-out set \(number), measured \(Date()); this report: \(report.path)")
        let folder = RecordedMotionSet.heldOutSetRoot(number)
        var recordings: [RecordedMotionSet.Outcome] = []
        for truth in try RecordedMotionSet.truths(in: folder, half: .heldout) {
            let csv = try String(contentsOf: folder.appendingPathComponent(truth.file), encoding: .utf8)
            var shell = Transcript(files: ["recording.csv": csv])
            recordings.append(RecordedMotionSet.outcome(truth, importing: "r = import recording.csv", in: &shell.interpreter))
            report.write("recording " + RecordedMotionSet.line(recordings[recordings.count - 1]))
        }
        let root = ScreencastSet.heldOutSetRoot(number)
        var screencasts: [RecordedMotionSet.Outcome] = []
        for truth in try ScreencastSet.truths(in: root) {
            screencasts += ScreencastSet.measure([truth], in: root)
            report.write("screen recording #\(truth.number) " + RecordedMotionSet.line(screencasts[screencasts.count - 1]))
        }
        report.write("identify, held-out set \(number), recordings: " + RecordedMotionSet.report(recordings))
        report.write("identify, held-out set \(number), screen recordings: " + RecordedMotionSet.report(screencasts))
        report.write(
            "held-out set \(number) totals: recordings: \(Self.counts(recordings)); screen recordings: \(Self.counts(screencasts))")
        let planned = try RecordedMotionSetGenerator.truths(try #require(RecordedMotionSetGenerator.heldOutSets[number]))
        #expect(recordings.count == planned.count)
        #expect(screencasts.count == RecordedMotionSetGenerator.filmed[number]?.count ?? planned.count)
    }

    /// The truth first, in the first three, refused, a trusted answer that is not the truth, and
    /// durations within 2 % (of the timing functions, whose truth has a row), of `outcomes`.
    static func counts(_ outcomes: [RecordedMotionSet.Outcome]) -> String {
        let errors = RecordedMotionSet.durationErrors(outcomes)
        let timingFunctions = outcomes.filter { !RecordedMotionSet.isSpring($0.truth.curve) }.count
        return "truth first \(outcomes.filter { $0.rank == 1 }.count) of \(outcomes.count), "
            + "in the first three \(outcomes.filter { ($0.rank ?? 99) <= 3 }.count), refused \(outcomes.filter { $0.refused != nil }.count), "
            + "trusted wrongly \(outcomes.filter(\.trustedWrongly).count), durations within 2 % \(errors.filter { $0 <= 2 }.count) of "
            + "\(errors.count) timing functions with the truth's row (\(timingFunctions) timing functions in all)"
    }

    /// The figures issue 37 asks of a held-out set: for the recordings the truth first, refused
    /// and a trusted answer that is not the truth; for the screen recordings the truth first, in
    /// the first three, and durations within 2 % (timing functions whose truth has a row).
    static func totals(recordings: [RecordedMotionSet.Outcome], screencasts: [RecordedMotionSet.Outcome]) -> String {
        func first(_ outcomes: [RecordedMotionSet.Outcome]) -> String { "\(outcomes.filter { $0.rank == 1 }.count) of \(outcomes.count)" }
        let errors = RecordedMotionSet.durationErrors(screencasts)
        return "recordings: truth first \(first(recordings)), refused \(recordings.filter { $0.refused != nil }.count), "
            + "trusted wrongly \(recordings.filter(\.trustedWrongly).count); "
            + "screen recordings: truth first \(first(screencasts)), in the first three \(screencasts.filter { ($0.rank ?? 99) <= 3 }.count), "
            + "durations within 2 % \(errors.filter { $0 <= 2 }.count) of \(errors.count) timing functions with the truth's row "
            + "(\(screencasts.filter { !RecordedMotionSet.isSpring($0.truth.curve) }.count) timing functions in all)"
    }
}
