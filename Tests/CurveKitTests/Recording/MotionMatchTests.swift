import Foundation
import TestExpectations
import Testing

@testable import CurveKit

/// Placing a curve on recorded frames: its start between frames, its duration, robustly.
@Suite("Matching a curve to recorded frames")
struct MotionMatchTests {
    /// smoothstep, written out: 3x² − 2x³.
    static func smoothstep(_ x: Double) -> Double { x * x * (3 - 2 * x) }

    /// Frames at 120 fps of `curve` starting at `start` s and lasting `duration` s, with still
    /// frames around.
    static func frames(_ curve: (Double) -> Double, start: Double, duration: Double, noise: Double = 0.001, wild: Int? = nil)
        -> MotionMatch.Frames
    {
        let times = (0..<120).map { Double($0) / 120 - 0.1 }
        let progress = times.enumerated().map { index, t in
            curve(min(max((t - start) / duration, 0), 1)) + (index == wild ? 0.3 : 0)
        }
        return MotionMatch.Frames(times: times, progress: progress, noise: noise, duration: duration, frameInterval: 1.0 / 120)
    }

    @Test("the true curve's start and duration come back, between frames")
    func recoversStartAndDuration() {
        let result = MotionMatch.match(.easing(Self.smoothstep), to: Self.frames(Self.smoothstep, start: 0.0123, duration: 0.4))
        expectClose(result.startOffset, 0.0123, absolute: 2e-4)
        expectClose(result.duration, 0.4, absolute: 2e-4)
        #expect(result.rms < 1e-4)
        #expect(result.explains(frames: 120))
    }

    @Test("one wild frame moves the fit by less than a millisecond and is counted")
    func robustToOneWildFrame() {
        let result = MotionMatch.match(.easing(Self.smoothstep), to: Self.frames(Self.smoothstep, start: 0.0123, duration: 0.4, wild: 40))
        expectClose(result.duration, 0.4, absolute: 1e-3)
        #expect(result.outliers == 1)
        #expect(result.explains(frames: 120))
    }

    @Test("a different curve does not explain the frames")
    func wrongCurve() {
        let result = MotionMatch.match(.easing { $0 * $0 }, to: Self.frames(Self.smoothstep, start: 0.0123, duration: 0.4))
        #expect(!result.explains(frames: 120))
    }

    @Test("a curve on its own clock gets only its start fitted")
    func timedCurve() {
        // 1 − e^(−10t)(1 + 10t), a critically damped spring with ω = 10, written out.
        let spring: (Double) -> Double = { t in 1 - exp(-10 * t) * (1 + 10 * t) }
        let times = (0..<120).map { Double($0) / 60 - 0.2 }
        let frames = MotionMatch.Frames(
            times: times, progress: times.map { spring(max($0 - 0.0071, 0)) }, noise: 0.001, duration: 0.8, frameInterval: 1.0 / 60)
        let result = MotionMatch.match(.timed(spring, duration: 0.8), to: frames)
        expectClose(result.startOffset, 0.0071, absolute: 2e-4)
        #expect(result.duration == 0.8)
        #expect(result.freeParameters == 1)
    }
}

/// A screen recorder sends a frame only when the page changes: its clip of a motion logged from
/// the call may hold one still frame from when it started, then nothing until the motion first
/// moved (Tests/RecordedScreencastHeldOut3, page-4.mp4: a still frame at 0, the next at 400 ms,
/// 46 % into a 270 ms Flutter easeOutCirc).
@Suite("Matching a curve to a recording with a gap before its first moving frame")
struct MotionMatchGapBeforeMotionTests {
    /// Circular ease-out, written out: √(1 − (1 − x)²) (Penner's circ-out, Flutter's
    /// Curves.easeOutCirc is a Bézier near it; the matcher takes any curve).
    static func circOut(_ x: Double) -> Double { (1 - (1 - x) * (1 - x)).squareRoot() }

    @Test("a curve that starts fast, its first moving frame 400 ms after the still one, keeps its start and duration")
    func startsAfterALongGap() {
        // The motion starts at 0.369 s and lasts 0.27 s; frames at 60 fps from 0.4 s, and the still frame at 0.
        let (start, duration, interval) = (0.369, 0.27, 1.0 / 60)
        let times = [0.0] + (0..<40).map { 0.4 + Double($0) * interval }
        let progress = times.map { Self.circOut(min(max(($0 - start) / duration, 0), 1)) }
        // The import's duration: from the still frame to the first frame at rest (0.65 s).
        let frames = MotionMatch.Frames(
            times: times, progress: progress, noise: 0.001, duration: 0.65, frameInterval: interval, startsWithRecording: true)
        let result = MotionMatch.match(.easing(Self.circOut), to: frames)
        expectClose(result.duration, duration, relative: 0.02)
        expectClose(result.startOffset, start, absolute: 0.004)
        #expect(result.explains(frames: times.count))
    }
}
