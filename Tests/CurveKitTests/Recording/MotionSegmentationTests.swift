import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import CurveKit

/// Finding the one motion in a recording: its start and end, resting values, noise, frames.
@Suite("A recording's motion: start, end, noise and frames")
struct MotionSegmentationTests {
    /// Frames at `fps` of `value(t)` (t in seconds), as rows `t_ms, value`.
    static func table(fps: Double = 60, frames: Int, _ value: (Int, Double) -> Double?) -> RecordingTable {
        var table = RecordingTable(header: ["time_ms", "left"], rows: [], lines: [])
        for frame in 0..<frames {
            let t = Double(frame) / fps
            if let v = value(frame, t) { try! table.append([t * 1000, v], line: frame + 2) }
        }
        return table
    }

    /// 100 px still, then a straight move to 400 px from frame 10 to frame 30, then still.
    static func ramp(_ frame: Int, _ t: Double) -> Double {
        100 + 300 * min(max((t - 10.0 / 60) / (20.0 / 60), 0), 1)
    }

    static func motion(
        _ table: RecordingTable, fps: Double? = nil, columns: [RecordingLayout.Column]? = nil, start: Double? = nil, end: Double? = nil
    ) throws -> MotionSegmentation.Motion {
        let layout = try RecordingLayout.choose(table, columns: columns, fps: fps)
        return try MotionSegmentation.motion(in: table, layout: layout, start: start, end: end)
    }

    @Test("a move between still frames starts at its last still frame and ends at its first frame at rest")
    func startAndEnd() throws {
        let summary = try Self.motion(Self.table(frames: 45, { Self.ramp($0, $1) })).summary
        expectClose(summary.startTime, 10.0 / 60, absolute: 1e-12)
        expectClose(summary.endTime, 30.0 / 60, absolute: 1e-12)
        #expect(summary.startValue == 100)
        #expect(summary.endValue == 400)
        #expect(summary.motionFrames == 21)
        #expect(summary.droppedFrames == 0)
        expectClose(summary.frameInterval, 1.0 / 60, absolute: 1e-12)
    }

    /// A screen recording's tracked position (GSAP power1.out over 350 ms, filmed from
    /// Chromium's screen at 30 fps and read back from H.264, Tests/RecordedScreencastSet): at
    /// rest from 333 ms, its position then alternates between two values 0.00025 px apart
    /// (7e-7 of the move) with compression noise. Those frames are still; the motion was read
    /// as lasting until the last frame, at 1.5 s.
    @Test("a screen recording at rest but for a millionth of its move in compression noise ends where it stops")
    func compressionNoiseAtRestIsStill() throws {
        let rows: [[Double]] = [
            [0.0, 0.0],
            [0.0333333, 69.33333333333333],
            [0.0666667, 131.13835733170626],
            [0.1, 185.33333333333331],
            [0.133333, 232.11651205566946],
            [0.166656, 272.0],
            [0.199989, 305.3333333333333],
            [0.233322, 330.18568247586427],
            [0.266656, 348.10084415535727],
            [0.299989, 359.1442058037488],
            [0.333322, 363.1442058037488],
            [0.366656, 363.1442058037488],
            [0.399989, 363.1442058037488],
            [0.433311, 363.1442058037488],
            [0.466644, 363.1442058037488],
            [0.499978, 363.1442058037488],
            [0.533311, 363.1442058037488],
            [0.566644, 363.1442058037488],
            [0.599978, 363.1444600144094],
            [0.633311, 363.1442058037488],
            [0.666644, 363.1444600144094],
            [0.699967, 363.1442058037488],
            [0.7333, 363.1444600144094],
            [0.766633, 363.1442058037488],
            [0.799967, 363.1444600144094],
            [0.8333, 363.1444600144094],
            [0.866633, 363.1442058037488],
            [0.899967, 363.1444600144094],
            [0.9333, 363.1444600144094],
            [0.966622, 363.1442058037488],
            [0.999956, 363.144448508487],
            [1.49996, 363.1441942771768],
        ]
        let table = RecordingTable(header: ["seconds", "x"], rows: rows, lines: Array(1...rows.count))
        let summary = try Self.motion(table).summary
        expectClose(summary.endTime, 0.333322, absolute: 1e-9)
    }

    @Test("progress runs from 0 at the start value to 1 at the end value, with still frames on both sides")
    func progress() throws {
        let motion = try Self.motion(Self.table(frames: 45, { Self.ramp($0, $1) }))
        #expect(motion.times.first! < 0 && motion.times.last! > motion.summary.duration)
        for (t, p) in zip(motion.times, motion.progress) {
            // The ramp written out again: (t − 0) / (20/60) from the start frame, clamped.
            expectClose(p, min(max(t / (20.0 / 60), 0), 1), absolute: 1e-12)
        }
    }

    @Test("the noise is estimated from the still frames")
    func noise() throws {
        var random = SplitMix64(seed: 7)
        let sigma = 2.0
        let table = Self.table(frames: 130) { frame, t in
            let u = max(random.unit(), 1e-12), v = random.unit()
            return 100 + 300 * min(max((t - 50.0 / 60) / (30.0 / 60), 0), 1) + sigma * (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
        }
        let summary = try Self.motion(table).summary
        expectClose(summary.noise, sigma, relative: 0.3, "noise \(summary.noise)")
        expectClose(summary.startTime, 50.0 / 60, absolute: 2.0 / 60)
        expectClose(summary.endTime, 80.0 / 60, absolute: 2.0 / 60)
    }

    @Test("whole pixels without noise have rounding's own noise, step/√12")
    func quantisation() throws {
        let summary = try Self.motion(Self.table(frames: 45, { Self.ramp($0, $1).rounded() })).summary
        expectClose(summary.noise, 1 / 12.0.squareRoot(), absolute: 1e-12)
    }

    @Test("one wild frame among the still ones does not start the motion")
    func wildFrame() throws {
        let summary = try Self.motion(Self.table(frames: 45, { $0 == 4 ? 160 : Self.ramp($0, $1) })).summary
        expectClose(summary.startTime, 10.0 / 60, absolute: 1e-12)
    }

    @Test("a recording with one still frame before the motion starts at that frame, from its value, and says so")
    func oneStillFrame() throws {
        // 100 at frame 0, then 10 px a frame from frame 1 to 300, then still.
        let summary = try Self.motion(Self.table(frames: 40) { frame, _ in min(100 + 10 * Double(frame), 300) }).summary
        #expect(summary.startTime == 0)
        #expect(summary.startValue == 100)
        #expect(summary.endValue == 300)
        #expect(summary.startsWithRecording)
        #expect(!summary.endsWithRecording)
    }

    @Test("a recording already moving at its first frame starts at that frame, from its value")
    func noStillFrame() throws {
        let summary = try Self.motion(Self.table(frames: 40) { frame, _ in min(130 + 10 * Double(frame), 300) }).summary
        #expect(summary.startTime == 0)
        #expect(summary.startValue == 130)
        #expect(summary.startsWithRecording)
    }

    @Test("a recording with two still frames before the motion does not start with it")
    func twoStillFrames() throws {
        let summary = try Self.motion(Self.table(frames: 40) { frame, _ in min(max(100 + 10 * Double(frame - 1), 100), 300) }).summary
        expectClose(summary.startTime, 1.0 / 60, absolute: 1e-12)
        #expect(!summary.startsWithRecording)
    }

    @Test("a recording cut at its last moving frame ends at that frame, at its value, and says so")
    func cutAtLastMovingFrame() throws {
        let summary = try Self.motion(Self.table(frames: 120) { frame, _ in frame < 100 ? 100 : 100 + 5 * Double(frame - 99) }).summary
        expectClose(summary.endTime, 119.0 / 60, absolute: 1e-12)
        #expect(summary.endValue == 200)
        #expect(summary.endsWithRecording)
        #expect(!summary.startsWithRecording)
    }

    @Test("dropped frames are counted, repeated times dropped")
    func droppedAndRepeated() throws {
        var table = Self.table(frames: 45, { [15, 16].contains($0) ? nil : Self.ramp($0, $1) })
        table.rows.insert(table.rows[20], at: 21)
        table.lines.insert(0, at: 21)
        let summary = try Self.motion(table).summary
        #expect(summary.droppedFrames == 2)
        #expect(summary.repeatedFrames == 1)
    }

    @Test(
        "a recording without one motion is refused with what it saw",
        arguments: [
            ("still", "no motion: every frame is within 0 of 100"),
            ("there and back", "no single motion: it ends where it started (100) after moving to 400 at"),
            ("two moves", "no single motion: it rests at 250 (50 % of the way) from"),
        ])
    func refusals(kind: String, message: String) {
        let table = Self.table(frames: 120) { frame, t in
            switch kind {
            case "there and back": frame < 10 ? 100 : frame < 40 ? 400 : 100
            case "two moves":
                frame < 10
                    ? 100
                    : frame < 20
                        ? 250 * 0 + 100 + 15 * Double(frame - 10) : frame < 60 ? 250 : frame < 70 ? 250 + 15 * Double(frame - 60) : 400
            default: 100
            }
        }
        #expect(throws: CurveError.self) { try Self.motion(table) }
        do {
            _ = try Self.motion(table)
        } catch let error as CurveError {
            #expect(error.message.hasPrefix(message), "\(error.message)")
        } catch {}
    }

    @Test("two columns x, y are the distance moved along the line between the resting ends")
    func pathDistance() throws {
        var table = RecordingTable(header: ["t", "x", "y"], rows: [], lines: [])
        for frame in 0..<45 {
            let p = (Self.ramp(frame, Double(frame) / 60) - 100) / 300
            try table.append([Double(frame) / 60, 10 + 300 * p, 20 + 400 * p], line: frame + 2)
        }
        let motion = try Self.motion(table)
        // A 3-4-5 triangle: 500 along the line.
        #expect(motion.summary.startValue == 0)
        expectClose(motion.summary.endValue, 500, absolute: 1e-9)
        expectClose(motion.summary.startTime, 10.0 / 60, absolute: 1e-12)
    }

    @Test("time in seconds, in ms, or frame numbers with fps= give the same motion")
    func timeUnits() throws {
        let milliseconds = Self.table(frames: 45, { Self.ramp($0, $1) })
        var seconds = milliseconds
        seconds.header = ["t", "left"]
        seconds.rows = seconds.rows.map { [$0[0] / 1000, $0[1]] }
        var frames = milliseconds
        frames.rows = frames.rows.map { [$0[1]] }
        frames.header = ["left"]
        let expected = try Self.motion(milliseconds).summary
        for summary in [try Self.motion(seconds).summary, try Self.motion(frames, fps: 60).summary] {
            #expect(
                isClose(summary.startTime, expected.startTime, absolute: 1e-12)
                    && isClose(summary.endTime, expected.endTime, absolute: 1e-12))
            #expect(summary.motionFrames == expected.motionFrames)
        }
    }

    @Test("start= and end= replace the guessed start and end (in the recording's time unit)")
    func overrides() throws {
        let summary = try Self.motion(Self.table(frames: 45, { Self.ramp($0, $1) }), start: 8 * 1000 / 60.0, end: 33 * 1000 / 60.0).summary
        expectClose(summary.startTime, 8.0 / 60, absolute: 1e-12)
        expectClose(summary.endTime, 33.0 / 60, absolute: 1e-12)
    }

    @Test("columns are chosen by header name, or refused with the names")
    func columns() throws {
        let table = RecordingTable(header: ["timestamp", "opacity", "left", "top"], rows: [[0, 1, 2, 3], [16, 1, 2, 3]], lines: [2, 3])
        #expect(throws: CurveError.self) { try RecordingLayout.choose(table, columns: nil, fps: nil) }
        let layout = try RecordingLayout.choose(table, columns: [.name("timestamp"), .name("LEFT")], fps: nil)
        #expect(layout.time == 0 && layout.values == [2])
        #expect(throws: CurveError.recording(.noColumnName("width", names: ["timestamp", "opacity", "left", "top"], count: 4))) {
            try RecordingLayout.choose(table, columns: [.name("timestamp"), .name("width")], fps: nil)
        }
        var frames = table
        frames.header[0] = "frame"
        #expect(throws: CurveError.recording(.timeCountsFrames(column: "frame"))) {
            try RecordingLayout.choose(frames, columns: [.name("frame"), .name("left")], fps: nil)
        }
    }

    @Test("a long recording is thinned evenly for matching, its times kept")
    func thinnedForMatching() throws {
        let table = Self.table(fps: 1000, frames: 5000) { _, t in 100 + 300 * min(max((t - 1) / 3, 0), 1) }
        let curve = try RecordingImport.curve(from: table, source: "long", options: .init()).curve
        let frames = try #require(curve.recordedFrames)
        #expect(frames.times.count <= DataCurve.maximumMatchedFrames)
        let stride = Double((curve.times.count + 1999) / 2000)
        #expect(stride >= 2)
        expectClose(frames.frameInterval, 0.001 * stride, absolute: 1e-9)
        expectClose(frames.times[1] - frames.times[0], 0.001 * stride, absolute: 1e-9)
    }
}
