import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import CurveKit

/// A busy page that logs from the call that starts the motion (issue 37): the browser holds the
/// motion at its start value until the first frame it draws after the call and takes that
/// frame's time as the motion's start, but the page's callbacks run long after that frame time,
/// so its first logged frames are stamped after the motion's clock started and still read the
/// start value. Made as Chromium made Tests/RecordedMotionHeldOut6 recording 16 (a 357 ms
/// `legacy-decelerate`, logged still at 102 and 104 ms and at 81 % of its move at 183 ms): the
/// motion starts at the display frame after the call, the two frames logged at and after the
/// call are stamped some 75 ms after it started and read 0, and the frames after them are a busy page's
/// (``BusyPageFramesTests``: sampled at display frame times, stamped late by known lags).
@Suite("A busy page that logs from the call: its first still frames are stamped after the motion started")
struct PendingStartFramesTests {
    static let display = 1.0 / 60
    static let origin = 0.0123
    static var decelerate: ReferenceBezier { ReferenceBezier([0, 0, 0.2, 1]) }
    static let duration = 0.357
    /// The display frame the motion starts at: the first after the call, at display frame 0.
    static let startFrame = 1
    /// The two frames logged while the motion was held at its start: at the call, after the
    /// page's script ran, and in the next callback.
    static let heldStamps = [0.1021, 0.1041]
    static let lags = [0.8, 8.4, 21.5, 0.8, 13.1, 0.8, 27.2].map { $0 / 1000 }
    /// The display frame the first frame after the held ones was sampled at: the page's main
    /// thread, still busy after the call, ran its next callback 80 ms after the held ones.
    static let firstMovingFrame = 10

    /// The recording: the two held frames at 0, then frames sampled at display frames from
    /// ``firstMovingFrame`` on, each stamped `lags[i mod 7]` later, each next frame sampled at
    /// the first display frame after the stamp before it.
    static let recording: (stamps: [Double], progress: [Double]) = {
        var stamps = heldStamps, progress = heldStamps.map { _ in 0.0 }
        var frame = firstMovingFrame
        var index = 0
        while frame < 50 {
            let stamp = origin + Double(frame) * display + lags[index % lags.count]
            stamps.append(stamp)
            progress.append(decelerate.value(min(max(Double(frame - startFrame) * display / duration, 0), 1)))
            frame = Int(((stamp - origin) / display).rounded(.up))
            index += 1
        }
        return (stamps, progress)
    }()

    /// The frames to match, in seconds from the stamp of the last still frame, as imported.
    static var frames: MotionMatch.Frames {
        let stamps = recording.stamps
        let steps = zip(stamps.dropFirst(), stamps).map { $0 - $1 }.sorted()
        // Import's duration: from the last still frame to the first at rest.
        let resting = recording.progress.firstIndex { $0 >= 1 } ?? stamps.count - 1
        return MotionMatch.Frames(
            times: stamps.map { $0 - stamps[1] }, progress: recording.progress, noise: 0, duration: stamps[resting] - stamps[1],
            frameInterval: steps[steps.count / 2])
    }

    @Test("the recording is as the page logged it: two still frames, then a frame already past three quarters of the move")
    func heldThenFarAlong() {
        #expect(Self.recording.progress.prefix(2) == [0, 0])
        #expect(Self.recording.progress[2] > 0.75, "\(Self.recording.progress)")
        let frames = Self.frames
        #expect(frames.sampledEarly)
        #expect(frames.pendingFrames == 2)
    }

    @Test("the curve played explains the frames, at its own duration, started before the still frames were stamped")
    func truthExplainsAtItsDuration() {
        let frames = Self.frames
        let match = MotionMatch.match(.easing { Self.decelerate.value($0) }, to: frames)
        #expect(match.explains(frames: frames.times.count), "\(match)")
        expectClose(match.duration, Self.duration, relative: 0.02)
        // Started at the display frame after the call, some 75 ms before the last still frame's stamp.
        #expect(match.startOffset < -0.05, "\(match)")
    }

    @Test("a quiet page's still frame bounds the start: a page that keeps time is matched as before")
    func quietPageUnchanged() {
        // Every stamp 0.8 ms after its frame time: no busy page, so nothing is pending.
        let stamps = (0..<40).map { Self.origin + Double($0) * Self.display + 0.0008 }
        let progress = (0..<40).map { Self.decelerate.value(min(max(Double($0 - 1) * Self.display / Self.duration, 0), 1)) }
        let frames = MotionMatch.Frames(
            times: stamps.map { $0 - stamps[1] }, progress: progress, noise: 0, duration: Self.duration,
            frameInterval: Self.display)
        #expect(!frames.sampledEarly)
        #expect(frames.pendingFrames == 0)
    }
}
