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
