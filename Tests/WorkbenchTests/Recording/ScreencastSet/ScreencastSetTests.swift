import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import Workbench

/// `identify` on screen recordings: the tuning half of the screencast set (``ScreencastSet``),
/// the recorded set's motions filmed from Chromium's screen and encoded with H.264 at a variable
/// frame rate. Each motion is decoded by ffmpeg and identified whole, so the run is heavy in an
/// unoptimised build: it runs with CURVES_THOROUGH_TESTS=1 (.ci/run does, in release).
@Suite(
    "Identify: screen recordings of the recorded motions (issue 37)", .serialized, Thorough.only,
    .enabled(if: MovingBoxClip.ffmpeg != nil, "ffmpeg is not installed"))
struct ScreencastSetTests {
    /// Measured on the first recording of the set: 14 of 24 first, then 21 first and 22 in the
    /// first three after tuning (still frames that wobble by a millionth of the move taken as
    /// still; frames a stall showed late taken at the times they were sampled). Re-recorded on
    /// a page that never scrolls and has room for every overshoot (``ScreencastSetGenerator/Layout``):
    /// compose EaseOutBack (#27), which had left the 640 px page, is named first, but the new
    /// take names 16 first, 20 in the first three, none refused; durations within 1.4 %
    /// (median) and 16.8 % (largest). The issue's goal is 90 % first (22 of 24): the bar below
    /// is the measured figure, short of the goal. With frames that may have been shown a frame or
    /// two late after a long step (``FrameClock/showingLateness(_:interval:display:)``): 16 first, 20 in
    /// the first three, durations within 0.5 % (median) and 16.8 % (largest); the truth given as
    /// a trusted answer 14 (11 before, when no clip that moves at its first frame was trusted).
    /// With a page that falls behind at a stall allowed to stay behind (lateness priced per
    /// rise, not per late frame) and page-5.mp4's first frame, sent when the recorder started,
    /// no longer keeping its moving frames from the display's clock: 18 first, 21 in the first
    /// three, 17 trusted; durations within 0.4 % (median) and 19.6 % (largest: #11, whose
    /// truth's placement is now found in a narrow valley it misses). With the 30 fps pages taken
    /// as every second frame of a 60 Hz display, late by whole display frames
    /// (``FrameClock/displayInterval(_:interval:)``): 19 first (#45, GSAP back.out, named, not
    /// trusted), 21 in the first three, 17 trusted; durations within 0.3 % (median) and 19.6 %.
    /// Three other names were trusted then (#11, #35 and #47, the truth 1.4 to 8.6 behind in
    /// evidence); since a name is trusted only when every other named curve's evidence (BIC) is
    /// at least 10 worse, none is, and the truth is trusted 15 times (#9 and #19, 8.5 and 9.5
    /// ahead of the next curve, are not). Since nearly the same curve under another name counts
    /// against a name, and the evidence is reckoned with the noise's scale known too: the same
    /// 19 first, 21 in the first three, 15 trusted, none wrongly.
    @Test("the true curve is named first for the tuning half's screen recordings as often as measured, and none is refused")
    func tuningHalf() throws {
        let outcomes = try ScreencastSet.measure(.tuning)
        let report = RecordedMotionSet.report(outcomes)
        print("identify, screencast set, tuning half: " + report)
        #expect(outcomes.count == 24)
        #expect(outcomes.filter { $0.rank == 1 }.count >= 19, "\(report)")
        #expect(outcomes.filter { ($0.rank ?? 99) <= 3 }.count >= 21, "\(report)")
        #expect(outcomes.filter(\.trustedTruth).count >= 15, "\(report)")
        #expect(outcomes.filter(\.trustedWrongly).isEmpty, "\(report)")
        #expect(outcomes.allSatisfy { $0.refused == nil }, "\(report)")
    }

    /// #41, a 150 ms CSS ease-out on a busy 30 fps page: the screencast's first frame came when
    /// the page first changed, 42 px (18 %) into the motion. Taken from rest there, ease-in-out
    /// explained it and was named as certain; the clip moves at full speed at its first frame.
    @Test("the clip whose first frame is 18 % into its motion (#41) names no curve as certain")
    func joinedLateClipIsNotTrusted() throws {
        let truth = try #require(try ScreencastSet.truths(in: ScreencastSet.root).first { $0.number == 41 })
        let path = ScreencastSet.root.appendingPathComponent("videos").appendingPathComponent(truth.video).path
        var interpreter = Interpreter(settings: Settings(terminalWidth: 100))
        #expect(interpreter.execute("r = import \(path) region=\(truth.region)").error == nil)
        let reply = interpreter.execute("identify r")
        #expect(reply.json["trusted"] == .bool(false), "\(reply.text)")
        guard case .string(let verdict)? = reply.json["verdict"] else {
            Issue.record("no verdict in \(reply.text)")
            return
        }
        #expect(!verdict.hasPrefix("this is"), "\(verdict)")
    }

    /// Held-out 3's #20 (spent), a 270 ms Flutter easeOutCirc on a busy page logged from the call:
    /// the clip's still first frame came when the recorder started and the next when the motion
    /// first moved, 400 ms later and 46 % into it. Its 20 % crossing, read across that gap, put
    /// the curve's start at the still frame: the truth ranked #109, 1378 ms long (410 % off).
    @Test("a clip with 400 ms between its still frame and the first moving one keeps its curve's duration")
    func gapBeforeTheMotion() throws {
        var (truth, interpreter) = try ScreencastSet.importHeldOut(20, ofSet: 3)
        #expect(truth.motion.curve == "flutter Curves.easeOutCirc")
        let reply = interpreter.execute("identify r")
        guard case .array(let rows)? = reply.json["rows"] else {
            Issue.record("no rows in \(reply.text)")
            return
        }
        let index = try #require(
            rows.firstIndex { row in
                guard case .array(let names)? = row["names"] else { return false }
                return names.contains(.string(truth.motion.curve))
            }, "\(reply.text)")
        #expect(index < 5, "\(reply.text)")
        #expect(rows[index]["explains"] == .bool(true), "\(reply.text)")
        guard case .number(let duration)? = rows[index]["duration"] else {
            Issue.record("no duration in \(reply.text)")
            return
        }
        expectClose(duration, 0.27, relative: 0.02)
        if reply.json["trusted"] == .bool(true) { #expect(rows[index]["explanation"] == reply.json["answer"]?["explanation"]) }
        // Its untrusted verdict said "…; if it joined the motion late, this name cannot be
        // trusted": the still frame shows the motion had not begun, and the name is not certain.
        guard case .string(let verdict)? = reply.json["verdict"] else { return }
        #expect(verdict.contains("the recording starts with the motion"), "\(verdict)")
        #expect(!verdict.contains("joined the motion late"), "\(verdict)")
    }

    /// The first held-out half: measured once already (20 of 24 first), so it is held out no
    /// longer; printed when asked (CURVES_MEASURE_HELD_OUT=1).
    @Test(
        "the first held-out half, measured once", .enabled(if: ProcessInfo.processInfo.environment["CURVES_MEASURE_HELD_OUT"] == "1"))
    func heldOutHalf() throws {
        print("identify, screencast set, held-out half: " + RecordedMotionSet.report(try ScreencastSet.measure(.heldout)))
    }

    /// The second held-out set (``ScreencastSet/heldOutRoot``): other curves and durations,
    /// never tuned on; measured once, at the end (CURVES_MEASURE_HELD_OUT=1): 16 of 24 first,
    /// 19 in the first three, none refused; durations within 0.6 % (median) and 79.9 % (largest,
    /// material standard-decelerate, ranked #77).
    @Test(
        "the second held-out set, measured once", .enabled(if: ProcessInfo.processInfo.environment["CURVES_MEASURE_HELD_OUT"] == "1"))
    func secondHeldOutSet() throws {
        let truths = try ScreencastSet.truths(in: ScreencastSet.heldOutRoot)
        let outcomes = ScreencastSet.measure(truths, in: ScreencastSet.heldOutRoot)
        print("identify, second held-out screencast set: " + RecordedMotionSet.report(outcomes))
    }

    /// The third held-out set (``ScreencastSet/heldOutSetRoot(_:)``): the third held-out recorded set's
    /// 40 motions filmed, never tuned on; measured once, at the end, with the recordings
    /// (`CURVES_THOROUGH_TESTS=1 CURVES_MEASURE_HELD_OUT=3 swift test --filter measureHeldOut3`).
    @Test(
        "the third held-out set, measured once", .enabled(if: ProcessInfo.processInfo.environment["CURVES_MEASURE_HELD_OUT"] == "3"))
    func measureHeldOut3Screencasts() throws {
        let outcomes = ScreencastSet.measure(
            try ScreencastSet.truths(in: ScreencastSet.heldOutSetRoot(3)), in: ScreencastSet.heldOutSetRoot(3))
        print("identify, third held-out screencast set: " + RecordedMotionSet.report(outcomes))
    }
}
