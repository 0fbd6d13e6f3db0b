import Foundation

/// Finds the one motion in a recording and turns it into progress over time.
///
/// A frame is still when it lies within a threshold h = max(4σ, q) of a resting value, σ being
/// the frames' noise and q the quantisation step (1 when every value is a whole number).
/// The motion starts after the last still frame before the first two consecutive moving
/// frames (so one wild frame does not start it) and ends at the first frame after which
/// every frame is within h of the end value. A recording may start with the motion (a page
/// that logs from the call that starts it writes one still frame, then motion) and end with it
/// (cut at its last moving frame): with fewer than two still frames on a side, the first (or
/// last) frame stands for the resting value on that side, and the match fits where the motion
/// starts (or ends) within one frame of it (``RecordingSummary/startsWithRecording``). σ is
/// first taken from the second differences of all frames (1.4826 · MAD / √6, which smooth motion barely moves), then from the still
/// frames themselves once they are known (their RMS about the resting value, wild frames
/// beyond 3 MAD-deviations left out: a MAD alone is too coarse for whole-pixel values); it is never below q/√12, the rounding's own noise.
public enum MotionSegmentation {
    /// Still frames kept on each side of the motion, so a fit can place its start and end
    /// between frames.
    public static let paddingFrames = 6

    /// The one motion found in a recording, as frames of progress.
    public struct Motion: Sendable, Equatable {
        /// Each used frame's time in seconds from the motion's start (negative for the still
        /// frames before it).
        public var times: [Double]
        /// Each used frame's progress: 0 at the start value, 1 at the end value.
        public var progress: [Double]
        /// What was found: where the motion starts and ends, its values, frames and noise.
        public var summary: RecordingSummary
    }

    /// The motion in `table` read through `layout`; `start` and `end` (in the layout's time
    /// unit) replace the guessed start and end.
    public static func motion(
        in table: RecordingTable, layout: RecordingLayout, start: Double? = nil, end: Double? = nil
    ) throws(CurveError) -> Motion {
        var frames = try Self.frames(table, layout)
        let repeatedTimes = frames.removeRepeatedTimes()
        guard frames.times.count >= 4 else {
            throw CurveError(
                "the recording has \(frames.times.count) frame\(frames.times.count == 1 ? "" : "s"); a motion needs at least four")
        }
        let steps = zip(frames.times.dropFirst(), frames.times).map { $0 - $1 }
        let interval = Robust.median(ofNonEmpty: steps)  // four frames or more: three steps or more
        var dropped = 0
        var regular: [Double] = []
        for step in steps {
            let multiple = (step / interval).rounded()
            if multiple >= 2 { dropped += Int(min(multiple, 1e6)) - 1 } else { regular.append(step - interval) }
        }
        let jitter = Robust.deviation(regular) / 2.squareRoot()
        let values = frames.values
        let quantum = values.allSatisfy { $0 == $0.rounded() } ? 1.0 : 0.0
        var noise = max(Robust.noise(values), quantum / 12.0.squareRoot(), frames.noiseFloor)
        let unit = layout.unit.seconds
        func index(near time: Double) -> Int {
            // Four frames or more (checked above), so there is a nearest one.
            frames.times.indices.min { abs(frames.times[$0] - time * unit) < abs(frames.times[$1] - time * unit) } ?? 0
        }
        try Self.check(start: start, end: end, in: table, layout: layout)
        let forcedStart = start.map(index(near:)), forcedEnd = end.map(index(near:))
        if let start, let end, let forcedStart, let forcedEnd, forcedStart >= forcedEnd {
            throw .recording(
                .startAndEndOneFrame(start: start, end: end, frame: Self.rounded(frames.times[forcedStart] / unit), unit: layout.unit))
        }
        if forcedStart != nil || forcedEnd != nil {
            // The frames between the given bounds must move, or there is no motion to read.
            let from = forcedStart ?? 0, to = forcedEnd ?? values.count - 1
            let between = values[from...to]
            let spread = (between.max() ?? 0) - (between.min() ?? 0)
            if spread <= 2 * Self.stillness(noise: noise, quantum: quantum, values: values) {
                throw .recording(
                    .stillWithin(
                        start: start, end: end, from: Self.rounded(frames.times[from] / unit), to: Self.rounded(frames.times[to] / unit),
                        value: Self.rounded(values[from]), spread: Self.rounded(spread), unit: layout.unit))
            }
        }
        var bounds = try Self.bounds(
            values, noise: noise, quantum: quantum, start: forcedStart, end: forcedEnd, frames: frames, unit: layout.unit)
        let before: [Double] = values[0...bounds.start].map { $0 - bounds.startValue }
        let after: [Double] = values[bounds.end...].map { $0 - bounds.endValue }
        let still = before + after
        if still.count >= 5 {
            noise = max(
                Robust.trimmedDeviation(still, quantum: quantum, wildBeyond: 0.01 * abs(bounds.endValue - bounds.startValue)),
                quantum / 12.0.squareRoot(),
                abs(bounds.endValue - bounds.startValue) * 1e-9, frames.noiseFloor)
            bounds = try Self.bounds(
                values, noise: noise, quantum: quantum, start: forcedStart, end: forcedEnd, frames: frames, unit: layout.unit)
        }
        let threshold = Self.stillness(noise: noise, quantum: quantum, values: values)
        try Self.refuseSeveralMotions(values, bounds, threshold: threshold, frames: frames, unit: layout.unit, interval: interval)

        // A frame that repeats its predecessor while the motion moves on both sides is stale.
        var used: [Int] = []
        var repeatedValues = 0
        let first = max(0, bounds.start - paddingFrames), last = min(values.count - 1, bounds.end + paddingFrames)
        for index in first...last {
            if index > bounds.start + 1, index < bounds.end - 1, values[index] == values[index - 1],
                abs(values[index + 1] - values[index]) > 2 * threshold, abs(values[index - 1] - values[index - 2]) > 2 * threshold
            {
                repeatedValues += 1
                continue
            }
            used.append(index)
        }
        // A start given where the frames already move (the test that refuses a recording moving
        // at its first frames, on the frames up to the given start).
        let window = values[max(0, bounds.start - 2)...max(bounds.start, min(2, values.count - 1))]
        let startsMoving = forcedStart != nil && (window.max() ?? 0) - (window.min() ?? 0) > 2 * threshold
        let startTime = frames.times[bounds.start], endTime = frames.times[bounds.end]
        let move = bounds.endValue - bounds.startValue
        var summary = RecordingSummary(
            startTime: startTime, endTime: endTime, startValue: bounds.startValue, endValue: bounds.endValue,
            motionFrames: used.filter { (bounds.start...bounds.end).contains($0) }.count, droppedFrames: dropped,
            repeatedFrames: repeatedTimes + repeatedValues, frameInterval: interval, noise: noise, jitter: jitter,
            startsMoving: startsMoving)
        // One still frame or none before the motion (after it): the recording starts (ends) with it.
        summary.startsWithRecording = forcedStart == nil && bounds.start == 0
        summary.endsWithRecording = forcedEnd == nil && bounds.end == values.count - 1
        summary.movesAtFirstFrame =
            summary.startsWithRecording && !startsMoving
            && Self.movesAtFirstFrame(times: used.map { frames.times[$0] }, values: used.map { values[$0] }, threshold: threshold)
        return Motion(
            times: used.map { frames.times[$0] - startTime },
            progress: used.map { (values[$0] - bounds.startValue) / move },
            summary: summary)
    }

    /// Whether frames that start with the motion are moving at full speed at the first: the
    /// first step is more than four times the still threshold h, and its speed is at least 0.7
    /// of the next step's, less 2h of slack for the values' noise:
    ///
    /// ```
    /// |x₁ − x₀| > 4h   and   |x₁ − x₀| / (t₁ − t₀) ≥ 0.7 · (|x₂ − x₁| − 2h) / (t₂ − t₁)
    /// ```
    ///
    /// A motion that starts from rest at the first frame's value and eases in covers little in
    /// its first step and speeds up; one that is already under way (or starts at full speed)
    /// covers about as much as it will next. 0.7, not 1: on a busy page a screen recording's
    /// stamps are off the times its frames were drawn (a clip joined 18 % into a 150 ms
    /// ease-out showed a first step, across a dropped frame, at 0.82 of its second's speed).
    public static func movesAtFirstFrame(times: [Double], values: [Double], threshold: Double) -> Bool {
        guard times.count >= 3, values.count >= 3 else { return false }
        let (first, second) = (abs(values[1] - values[0]), abs(values[2] - values[1]))
        let (h1, h2) = (times[1] - times[0], times[2] - times[1])
        guard first > 4 * threshold, h1 > 0, h2 > 0 else { return false }
        return first / h1 >= 0.7 * (second - 2 * threshold) / h2
    }

    /// Refuses a given start or end outside the recording's times (the first and last frames'
    /// times as the table gives them, in the layout's unit), and a start not before the end.
    static func check(start: Double?, end: Double?, in table: RecordingTable, layout: RecordingLayout) throws(CurveError) {
        // The table has rows (checked by the caller), so it has a first and a last.
        let first = layout.time.map { table.rows[0][$0] } ?? 0
        let last = layout.time.map { table.rows[table.rows.count - 1][$0] } ?? Double(table.rows.count - 1)
        for (bound, value) in [(RecordingError.Bound.start, start), (.end, end)] {
            if let value, !(first...last).contains(value) {
                throw .recording(.boundOutside(bound, value: value, first: first, last: last, unit: layout.unit))
            }
        }
        if let start, let end, start >= end {
            throw .recording(.startNotBeforeEnd(start: start, end: end, unit: layout.unit))
        }
    }

    struct Frames {
        var times: [Double]
        var values: [Double]
        var lines: [Int]
        /// The least noise the values can have: a point's along a curved path, which resting
        /// frames do not show (see ``PathDistance``); 0 for one value column.
        var noiseFloor = 0.0

        /// Drops frames whose time equals the previous frame's; returns how many.
        mutating func removeRepeatedTimes() -> Int {
            var kept = Frames(times: [], values: [], lines: [], noiseFloor: noiseFloor)
            for index in times.indices where kept.times.last != times[index] {
                kept.times.append(times[index])
                kept.values.append(values[index])
                kept.lines.append(lines[index])
            }
            defer { self = kept }
            return times.count - kept.times.count
        }
    }

    /// Times in seconds (checked to never decrease) and one value per frame.
    static func frames(_ table: RecordingTable, _ layout: RecordingLayout) throws(CurveError) -> Frames {
        let unit = layout.unit.seconds
        var times: [Double] = []
        for (index, row) in table.rows.enumerated() {
            let time = layout.time.map { row[$0] * unit } ?? Double(index) * unit
            if let last = times.last, time < last {
                throw CurveError(
                    "line \(table.lines[index]): time goes back (\(TextFormat.shortest(layout.time.map { row[$0] } ?? time)) after a later time)"
                )
            }
            times.append(time)
        }
        guard layout.values.count == 2 else {
            return Frames(times: times, values: table.rows.map { $0[layout.values[0]] }, lines: table.lines)
        }
        let (x, y) = (table.rows.map { $0[layout.values[0]] }, table.rows.map { $0[layout.values[1]] })
        return Frames(
            times: times, values: PathDistance.distances(x: x, y: y), lines: table.lines, noiseFloor: PathDistance.noise(x: x, y: y))
    }

    struct Bounds {
        var start: Int
        var end: Int
        var startValue: Double
        var endValue: Double
    }

    /// How many frames of `values`, from the first on, stay within `spread` of each other.
    static func restingRun<C: Collection>(_ values: C, within spread: Double) -> Int where C.Element == Double {
        var (low, high) = (Double.infinity, -Double.infinity)
        var count = 0
        for value in values {
            (low, high) = (min(low, value), max(high, value))
            if high - low > spread { break }
            count += 1
        }
        return count
    }

    static func bounds(
        _ values: [Double], noise: Double, quantum: Double, start forcedStart: Int?, end forcedEnd: Int?, frames: Frames,
        unit: RecordingLayout.TimeUnit
    ) throws(CurveError) -> Bounds {
        let n = values.count
        let threshold = Self.stillness(noise: noise, quantum: quantum, values: values)
        // The resting value on each side: the median of up to three still frames there, or the
        // first (last) frame when the recording starts (ends) with the motion. Frames 0 … a
        // frame, and a frame … the last: neither is empty (each run counts its first frame).
        let stillBefore = restingRun(values, within: 2 * threshold)
        let stillAfter = restingRun(values.reversed(), within: 2 * threshold)
        let head = Robust.median(ofNonEmpty: Array(values[0...(forcedStart ?? min(2, stillBefore - 1))]))
        let tail = Robust.median(ofNonEmpty: Array(values[(forcedEnd ?? max(n - 3, n - stillAfter))...]))
        func time(_ index: Int) -> Double { frames.times[index] / unit.seconds }
        guard abs(tail - head) > max(2 * threshold, 6 * noise) else {
            guard let far = values.indices.max(by: { abs(values[$0] - head) < abs(values[$1] - head) }) else {
                throw CurveError("no motion: the recording has no frames")
            }
            if abs(values[far] - head) <= 1.5 * threshold {
                throw CurveError(
                    "no motion: every frame is within \(TextFormat.shortest(Self.rounded(abs(values[far] - head)))) of \(TextFormat.shortest(Self.rounded(head))) (noise \(TextFormat.shortest(Self.rounded(noise))))"
                )
            }
            throw .recording(
                .endsWhereStarted(rest: Self.rounded(head), farthest: Self.rounded(values[far]), time: time(far), unit: unit))
        }
        func moving(_ index: Int, from rest: Double) -> Bool { abs(values[index] - rest) > threshold }
        var start = forcedStart ?? 0
        if forcedStart == nil {
            guard let first = (0..<n).first(where: { moving($0, from: head) && ($0 == n - 1 || moving($0 + 1, from: head)) }) else {
                throw CurveError("no motion found")
            }
            start = max(first - 1, 0)
        }
        var end = forcedEnd ?? n - 1
        if forcedEnd == nil {
            let last = (0..<n).last(where: { moving($0, from: tail) && ($0 == 0 || moving($0 - 1, from: tail)) }) ?? start
            end = min(max(last + 1, start + 1), n - 1)
        }
        // start ≥ 0 and end ≤ n − 1: neither slice is empty.
        let startValue = Robust.median(ofNonEmpty: Array(values[0...start]))
        let endValue = Robust.median(ofNonEmpty: Array(values[end...]))
        return Bounds(
            start: start, end: end, startValue: forcedStart == nil ? startValue : values[start],
            endValue: forcedEnd == nil ? endValue : values[end])
    }

    /// The threshold h within which a frame is still: 4σ, the quantisation step, and never
    /// below 1e-5 of the values' range. When most still frames are exactly equal, σ comes out 0
    /// (the rest are taken for wild frames), and a frame 1e-6 of the move off would start or
    /// end the motion: a screen recording's tracked position, still but for 0.0003 px of
    /// compression noise in a few frames, was read as moving until its last frame.
    static func stillness(noise: Double, quantum: Double, values: [Double]) -> Double {
        let range = (values.max() ?? 0) - (values.min() ?? 0)
        return max(4 * noise, quantum, 1e-5 * range)
    }

    /// Refuses a recording that rests between two moves: a run of frames within twice the
    /// threshold of each other, at least 0.2 s and a fifth of the motion long, between 10 % and
    /// 90 % of the way.
    static func refuseSeveralMotions(
        _ values: [Double], _ bounds: Bounds, threshold: Double, frames: Frames, unit: RecordingLayout.TimeUnit, interval: Double
    ) throws(CurveError) {
        let move = bounds.endValue - bounds.startValue
        let duration = frames.times[bounds.end] - frames.times[bounds.start]
        var runStart = bounds.start + 1
        var (low, high) = (values[runStart], values[runStart])
        for index in (bounds.start + 1)...bounds.end {
            (low, high) = (min(low, values[index]), max(high, values[index]))
            if high - low > 2 * threshold {
                runStart = index
                (low, high) = (values[index], values[index])
                continue
            }
            let centre = (low + high) / 2
            let length = frames.times[index] - frames.times[runStart]
            let progress = (centre - bounds.startValue) / move
            if length >= max(0.2, duration / 5, 2 * interval), progress > 0.1, progress < 0.9 {
                throw .recording(
                    .restsBetweenMoves(
                        value: Self.rounded(centre), percent: Int((progress * 100).rounded()), from: frames.times[runStart] / unit.seconds,
                        to: frames.times[index] / unit.seconds, unit: unit))
            }
        }
    }

    /// Four significant digits, for messages.
    static func rounded(_ value: Double) -> Double {
        guard value != 0, value.isFinite else { return value }
        let scale = Double.pow10(3 - Int((log10Abs(value)).rounded(.down)))
        return (value * scale).rounded() / scale
    }

    static func log10Abs(_ value: Double) -> Double { log10(abs(value)) }
}

extension Double {
    static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(exponent) { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }
}
