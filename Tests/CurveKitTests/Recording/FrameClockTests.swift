import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import CurveKit

/// Frames stamped after they were sampled, as a page stamps them: the stamps' even clock gives
/// each frame back its frame time. The reference is the clock the stamps were made from.
@Suite("A recording's frame times, from its late stamps")
struct FrameClockTests {
    /// A 60 Hz display clock from −0.15 s, frame k sampled at k/60 − 0.15 + 0.0031.
    static func sampled(_ frame: Int) -> Double { Double(frame) / 60 - 0.15 + 0.0031 }

    /// The stamps of `frames` of the clock, each late: 0.2–2.5 ms, or 5–14 ms in one frame of
    /// three (a busy page).
    static func lateStamps(_ frames: [Int], seed: UInt64) -> [Double] {
        var random = SplitMix64(seed: seed)
        return frames.map { frame in
            sampled(frame) + (frame % 3 == 1 ? 0.005 + 0.009 * random.unit() : 0.0002 + 0.0023 * random.unit())
        }
    }

    /// Whether `times` are `frames`' sample times, up to one shift for all (the clock's origin
    /// is known only to within the on-time frames' lateness) and to 0.6 ms (its rate, to within
    /// their spread): far closer than the busy frames' 5–14 ms.
    static func expectSampleTimes(_ times: [Double]?, _ frames: [Int]) {
        guard let times else {
            Issue.record("no frame times")
            return
        }
        let shift = zip(times, frames).map { $0 - sampled($1) }.reduce(0, +) / Double(frames.count)
        #expect(abs(shift) < 0.003)
        for (time, frame) in zip(times, frames) { expectClose(time - shift, sampled(frame), absolute: 6e-4) }
    }

    @Test("late stamps at 60 fps, a busy frame in three, come back as their frame times")
    func busyPageAtSixty() {
        let frames = Array(0..<60)
        Self.expectSampleTimes(FrameClock.sampleTimes(Self.lateStamps(frames, seed: 1), interval: 1.0 / 60), frames)
    }

    @Test("a page that logs every second frame, and once a frame later, comes back on the display's clock")
    func everySecondFrameWithAShift() {
        // Frames 0, 2, … 20, then 23, 25, …: one frame missed its turn and the rest follow it.
        let frames = Array(stride(from: 0, through: 20, by: 2)) + Array(stride(from: 23, through: 59, by: 2))
        Self.expectSampleTimes(FrameClock.sampleTimes(Self.lateStamps(frames, seed: 2), interval: 2.0 / 60), frames)
    }

    @Test("a first stamp taken between frame times (the call that starts the motion) belongs to the frame before it")
    func callStampBetweenFrames() {
        let frames = Array(1..<40)
        let stamps = [Self.sampled(0) + 0.009] + Self.lateStamps(frames, seed: 3)
        let times = FrameClock.sampleTimes(stamps, interval: 1.0 / 60)
        Self.expectSampleTimes(times.map { Array($0.dropFirst()) }, frames)
        if let times { expectClose(times[0] - times[1], -1.0 / 60, absolute: 6e-4) }
    }

    @Test("stamps that keep no even clock (a screen recording's variable frame rate) are left as they are")
    func unevenStampsKept() {
        var random = SplitMix64(seed: 4)
        var time = 0.0
        let stamps = (0..<60).map { _ in
            time += 0.008 + 0.030 * random.unit()
            return time
        }
        #expect(FrameClock.sampleTimes(stamps, interval: 0.023) == nil)
    }

    @Test("stamps all within 2 ms of an even clock (none late) are left as they are")
    func closeStampsKept() {
        var random = SplitMix64(seed: 5)
        let stamps = (0..<60).map { Self.sampled($0) - 0.002 + 0.004 * random.unit() }
        #expect(FrameClock.sampleTimes(stamps, interval: 1.0 / 60) == nil)
    }
}
