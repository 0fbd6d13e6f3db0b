import Foundation
import TestExpectations
import Testing

@testable import CurveKit

/// Screen recordings stamp each frame when it was presented, not when the engine sampled it.
/// When a busy page makes one frame late, the screen shows it a display frame later than its
/// turn, and every frame after it keeps that extra frame of delay (Chromium's screencast: a
/// step of 50 ms among 33.3 ms steps, after which the motion runs 16.7 ms behind the stamps).
/// The motion itself advanced by its usual step. The reference is the clock the frames were
/// sampled on and a Bézier evaluated by ``ReferenceBezier``.
@Suite("A screen recording's frames presented late after a stall")
struct PresentationStallTests {
    static let interval = 1.0 / 30
    static let display = 1.0 / 60
    static var easeIn: ReferenceBezier { ReferenceBezier([0.42, 0, 1, 1]) }

    /// Frame k sampled at k/30 s, whole pixels of a 240 px ease-in of 450 ms that starts at
    /// frame 4; presented on time up to frame `stalled` − 1 and a display frame late from it on.
    /// With `dropped` instead, frame `stalled` − 1 is missing (the motion moved on without it).
    static func recording(stalled: Int, dropped: Bool = false) -> (stamps: [Double], sampled: [Double], progress: [Double]) {
        var stamps: [Double] = [], sampled: [Double] = [], progress: [Double] = []
        for frame in 0..<28 where !(dropped && frame == stalled - 1) {
            let time = Double(frame) * interval
            let x = min(max((time - 4 * interval) / 0.45, 0), 1)
            sampled.append(time)
            stamps.append(time + (!dropped && frame >= stalled ? display : 0))
            progress.append((240 * easeIn.value(x)).rounded() / 240)
        }
        return (stamps, sampled, progress)
    }

    static func frames(_ recording: (stamps: [Double], sampled: [Double], progress: [Double])) -> MotionMatch.Frames {
        MotionMatch.Frames(
            times: recording.stamps.map { $0 - 3 * interval }, progress: recording.progress, noise: 0, duration: 0.45,
            frameInterval: interval)
    }

    static func withoutStalls(_ recording: (stamps: [Double], sampled: [Double], progress: [Double])) -> [Double] {
        FrameClock.withoutStalls(
            recording.stamps, progress: recording.progress, interval: interval, deviation: MotionMatch.deviation(noise: 0))
    }

    @Test("the stamps from a stall on come back as the times their frames were sampled")
    func stalledStampsComeBack() {
        let recording = Self.recording(stalled: 11)
        expectClose(Self.withoutStalls(recording), recording.sampled, absolute: 1e-12)
    }

    @Test("the stamps around a dropped frame stand")
    func droppedFrameStampsStand() {
        let recording = Self.recording(stalled: 11, dropped: true)
        expectClose(Self.withoutStalls(recording), recording.stamps, absolute: 0)
    }

    @Test("a stall where the motion is at rest changes nothing that matters: the stamps stand")
    func stallAtRestStands() {
        let recording = Self.recording(stalled: 22)
        expectClose(Self.withoutStalls(recording), recording.stamps, absolute: 0)
    }

    @Test("an ease-in presented a display frame late from its middle on is explained by ease-in, its duration within 1 %")
    func stalledEaseInExplained() {
        let match = MotionMatch.match(.easing(Self.easeIn.value), to: Self.frames(Self.recording(stalled: 11)))
        #expect(match.explains(frames: 28), "noise ratio \(match.noiseRatio), \(match.outliers) off")
        expectClose(match.duration, 0.45, relative: 0.01)
    }

    @Test("an ease-in with a frame really dropped (the motion moved on) is explained by ease-in, its duration within 1 %")
    func droppedFrameKept() {
        let match = MotionMatch.match(.easing(Self.easeIn.value), to: Self.frames(Self.recording(stalled: 11, dropped: true)))
        #expect(match.explains(frames: 27), "noise ratio \(match.noiseRatio), \(match.outliers) off")
        expectClose(match.duration, 0.45, relative: 0.01)
    }
}
