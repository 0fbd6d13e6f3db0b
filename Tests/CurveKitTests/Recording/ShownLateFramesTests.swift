import Foundation
import TestExpectations
import Testing

@testable import CurveKit

/// A screen recording stamps each frame when the screen showed it, on the display's clock, and
/// sends no frame while nothing changes. On a busy page a frame is finished late: the screen
/// shows it one display frame after the one it was sampled for (the step before it two frames
/// long), and the next frame catches up (two frames of motion in a one-frame step). Seen in the
/// screencast set's busy 60 fps page (Tests/RecordedScreencastSet, page-2.mp4, the box of
/// #9: steps of 33.3, 33.3 and 16.7 ms that moved 0.054, 0.050 and 0.092 of the way). The
/// reference is a Bézier evaluated by ``ReferenceBezier`` at the times the frames were sampled.
@Suite("A screen recording's frames shown a frame late")
struct ShownLateFramesTests {
    static let interval = 1.0 / 60
    static var easeOut: ReferenceBezier { ReferenceBezier([0, 0, 0.58, 1]) }

    /// A 400 ms ease-out sampled at frame k (k/60 s) from frame 2 on, frames 0–1 and 27–32 at
    /// rest; frame k is shown (stamped) `delays[k]` frames after it was sampled, and a frame
    /// whose turn a later one took is not shown (the screen catches up).
    static func recording(delays: [Int: Int]) -> (stamps: [Double], progress: [Double]) {
        var stamps: [Double] = [], progress: [Double] = []
        for frame in 0..<33 {
            let stamp = Double(frame + delays[frame, default: 0]) * interval
            if let last = stamps.last, stamp <= last { continue }
            stamps.append(stamp)
            progress.append(easeOut.value(min(max(Double(frame - 2) * interval / 0.4, 0), 1)))
        }
        return (stamps, progress)
    }

    /// As in the clip: frames 9 and 10 shown one and two frames late (steps of two frames, two
    /// frames, then one that catches up).
    static let stalled = [9: 1, 10: 2]

    static func frames(_ recording: (stamps: [Double], progress: [Double])) -> MotionMatch.Frames {
        MotionMatch.Frames(
            times: recording.stamps.map { $0 - 2 * interval }, progress: recording.progress, noise: 0, duration: 0.4,
            frameInterval: interval)
    }

    @Test("stamps on the display's clock may be late by the excess over a frame of all the steps before them, at most two frames")
    func latenessFollowsTheLongSteps() {
        let times = [0, 1, 2, 4, 5, 6, 8, 11, 12].map { Double($0) * Self.interval }
        let expected = [0, 0, 0, 1, 1, 1, 2, 2, 2].map { Double($0) * Self.interval }
        expectClose(FrameClock.showingLateness(times, interval: Self.interval), expected, absolute: 1e-12)
    }

    @Test("a page's own stamps, late by varying amounts, are not a display's clock")
    func pageStampsAreNoDisplayClock() {
        // performance.now() in a frame callback: 0.3 to 7 ms after each frame time.
        let lags = [0.3, 2.1, 0.8, 6.9, 1.2, 4.4, 0.5, 3.3, 5.8, 0.9, 2.6, 1.7].map { $0 / 1000 }
        let stamps = lags.enumerated().map { Double($0.offset) * Self.interval + $0.element }
        #expect(!FrameClock.keepsDisplayClock(stamps, interval: Self.interval))
        #expect(FrameClock.keepsDisplayClock(Self.recording(delays: Self.stalled).stamps, interval: Self.interval))
    }

    @Test("the curve sampled explains frames shown late, at its own duration")
    func shownLateFramesAreExplained() {
        let recording = Self.recording(delays: Self.stalled)
        let match = MotionMatch.match(.easing(Self.easeOut.value), to: Self.frames(recording))
        #expect(match.outliers == 0, "\(match)")
        expectClose(match.rms, 0, absolute: 1e-6)
        expectClose(match.duration, 0.4, relative: 1e-4)
    }

    /// As in the screencast set's busy 60 fps page (page-2.mp4, the box of #11, Compose's
    /// LinearOutSlowInEasing): after steps of two frames at frames 9 and 10, the page stays one
    /// frame behind until the motion ends, each frame shown a frame after it was sampled.
    @Test("frames that stay a frame late from a stall to the end are explained by the curve sampled, at its own duration")
    func framesThatStayLateAreExplained() {
        var delays = Self.stalled
        for frame in 11..<33 { delays[frame] = 1 }
        let recording = Self.recording(delays: delays)
        #expect(recording.stamps.count == 32)
        let match = MotionMatch.match(.easing(Self.easeOut.value), to: Self.frames(recording))
        #expect(match.outliers == 0, "\(match)")
        expectClose(match.rms, 0, absolute: 1e-6)
        expectClose(match.duration, 0.4, relative: 1e-4)
    }

    /// Staying late is one event: a curve pays for each frame taken as later than the one before
    /// it, not for each late frame. In the stall of #11 the curve sampled takes frame 9 a frame
    /// late and frame 10 two (two rises), then every later frame one (a catch-up, free): twice
    /// the price, where a price per late frame would be paid for each of the 22 late frames.
    @Test("a page that falls behind at a stall and stays behind pays the price of lateness per rise, not per late frame")
    func stayingLatePaysOnce() {
        var delays = Self.stalled
        for frame in 11..<33 { delays[frame] = 1 }
        let frames = Self.frames(Self.recording(delays: delays))
        let loss = MotionMatch.residuals(frames) { Self.easeOut.value(min(max($0 / 0.4, 0), 1)) }.loss
        expectClose(loss, 2 * log(2.0), absolute: 1e-9)
    }

    /// A screen recorder sends its first frame when it starts, at no display frame: the
    /// screencast set's page-5.mp4 starts at 0 and its next frame is at 429.789 ms, 25.79 frames
    /// later, with every later frame on that clock. The still frame before the motion does not
    /// keep the recording from being taken as shown on the display's clock.
    @Test("a first frame at rest off the display's clock still leaves the moving frames on it")
    func firstStillFrameOffTheClock() {
        var recording = Self.recording(delays: Self.stalled)
        recording.stamps = recording.stamps.dropFirst().map { $0 + 0.3 * Self.interval }
        recording.progress.removeFirst()
        recording.stamps.insert(0, at: 0)
        recording.progress.insert(0, at: 0)
        #expect(!FrameClock.keepsDisplayClock(recording.stamps, interval: Self.interval))
        #expect(!Self.frames(recording).showingLateness.isEmpty)
    }

    /// A 30 fps screencast of a 60 Hz display (the screencast set's 30 fps pages: DevTools sends
    /// every second frame): display frames 0, 2, 4 … of the 400 ms ease-out, frame k stamped
    /// `delays[k]` display frames after it was sampled.
    static func everySecondFrame(delays: [Int: Int]) -> (stamps: [Double], progress: [Double]) {
        let recording = stride(from: 0, to: 34, by: 2).map { frame in
            (Double(frame + delays[frame, default: 0]) * interval, easeOut.value(min(max(Double(frame - 2) * interval / 0.4, 0), 1)))
        }
        return (recording.map(\.0), recording.map(\.1))
    }

    /// As in page-6.mp4 of the screencast set (30 fps, busy): steps of 50 ms (three display
    /// frames) among the 33 ms ones, after which the page stays behind. Frame 10 is shown a
    /// display frame late, frame 12 two, and every frame from 14 on one (its step 17 ms).
    @Test("a 30 fps screen recording of a 60 Hz display is late by display frames, and the curve sampled explains frames that stay late")
    func everySecondDisplayFrame() {
        var delays = [10: 1, 12: 2]
        for frame in 14..<34 { delays[frame] = 1 }
        let recording = Self.everySecondFrame(delays: delays)
        let display = FrameClock.displayInterval(recording.stamps, interval: 2 * Self.interval)
        expectClose(display ?? 0, Self.interval, relative: 1e-12)
        let frames = MotionMatch.Frames(
            times: recording.stamps.map { $0 - 2 * Self.interval }, progress: recording.progress, noise: 0, duration: 0.4,
            frameInterval: 2 * Self.interval)
        expectClose(
            frames.showingLateness, [0, 0, 0, 0, 0, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2].map { Double($0) * Self.interval }, absolute: 1e-12)
        // The curve sampled, at its own timing, with frames 10 and 12 taken as shown late (two rises):
        let truth = MotionMatch.residuals(frames) { Self.easeOut.value(min(max($0 / 0.4, 0), 1)) }
        expectClose(truth.residuals, [Double](repeating: 0, count: 17), absolute: 1e-12)
        expectClose(truth.loss, 2 * log(2.0), absolute: 1e-9)
    }

    @Test("frames on time measure the same as before: no lateness where no step is long")
    func framesOnTimeHaveNoLateness() {
        let frames = Self.frames(Self.recording(delays: [:]))
        #expect(frames.showingLateness.allSatisfy { $0 == 0 } || frames.showingLateness.isEmpty)
    }

    /// Frames are sampled in the order they are shown, a frame apart at least: two frames cannot
    /// both be taken as sampled at one time, though each alone could be. Frame 9 of the stalled
    /// recording shows frame 10's value (shown on time, at its stamp), and frame 10, stamped two
    /// frames late, shows it too: taken one by one, both match the curve at frame 10 exactly.
    /// Together, the best the curve can do is frame 10 sampled one frame late (at 11), off by
    /// the motion between frames 10 and 11.
    @Test("two frames shown late cannot both be taken as sampled at one time")
    func sampledTimesRiseFromFrameToFrame() throws {
        var recording = Self.recording(delays: Self.stalled)
        let shownOnTime = try #require(recording.stamps.firstIndex { abs($0 - 10 * Self.interval) < 1e-9 })
        recording.progress[shownOnTime] = recording.progress[shownOnTime + 1]
        let frames = Self.frames(recording)
        #expect(!frames.showingLateness.isEmpty)
        let at = { (frame: Double) in Self.easeOut.value(min(max((frame - 2) * Self.interval / 0.4, 0), 1)) }
        let residuals = MotionMatch.residuals(frames) { Self.easeOut.value(min(max($0 / 0.4, 0), 1)) }.residuals
        expectClose(residuals.reduce(0, +), at(11) - at(10), relative: 1e-9)
    }
}
