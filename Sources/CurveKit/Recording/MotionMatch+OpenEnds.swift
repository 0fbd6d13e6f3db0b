extension MotionMatch {
    /// The match of a curve to a recording that starts or ends with the motion
    /// (``Frames/startsWithRecording``, ``Frames/endsWithRecording``). Where a side has no
    /// frames at rest, the motion's start t₀ (or end t₀ + D) is a free number within one frame of
    /// the recording's first (last) frame, and the start (end) value is the curve's own there:
    ///
    /// ```
    /// p(t) = (c(t) − a) / (b − a),   a = c(0) on an open start, else 0;   b = c(T) on an open end, else 1
    /// t₀ ∈ [−Δt, t₁]  (open start),   t₀ + D ∈ [t₋₂, T + Δt]  (open end)
    /// ```
    ///
    /// c as in ``match(_:to:polishing:crossings:)``, t = 0 the first frame and T the last (the
    /// recording's progress runs from 0 at the one to 1 at the other), t₁ the first moving frame
    /// and t₋₂ the last, Δt the frame interval. A first frame at rest has c(0) = 0, a first frame
    /// already moving c(0) > 0: both are the one model. The free numbers are those of a closed
    /// recording (t₀ and D, or a spring's t₀): the start and end values follow from them.
    static func matchOpenEnds(_ model: Model, to frames: Frames, polishing: Bool, crossings: Crossings) -> Result {
        let interval = frames.frameInterval
        // The first and last frames' times: 0 and the duration as stamped, their frame times
        // when the stamps keep an even clock (``FrameClock``).
        let first = frames.times.first ?? 0, last = frames.times.last ?? frames.duration
        let firstMoving = frames.times.first { $0 > first } ?? (first + interval)
        let lastMoving = frames.times.last { $0 < last } ?? (last - interval)
        let startRange = frames.startsWithRecording ? (first - interval)...max(firstMoving, first) : -Double.infinity...Double.infinity
        let endRange = frames.endsWithRecording ? min(lastMoving, last)...(last + interval) : -Double.infinity...Double.infinity
        func rebased(_ c: @escaping (Double) -> Double) -> (Double) -> Double {
            let a = frames.startsWithRecording ? c(first) : 0, b = frames.endsWithRecording ? c(last) : 1
            // A curve that barely moves between the first and last frames cannot be scaled to them.
            guard abs(b - a) > 0.02 else { return { _ in .nan } }
            return { t in (c(t) - a) / (b - a) }
        }
        switch model {
        case .easing(let curve):
            // t₀ and D, each kept within its side's range.
            func placed(_ parameters: [Double]) -> (start: Double, duration: Double) {
                let start = startRange.clamp(parameters[0])
                let end = endRange.clamp(parameters[0] + max(parameters[1], 1e-4))
                return (start, max(end - start, 1e-4))
            }
            let model = { (parameters: [Double]) -> (Double) -> Double in
                let (t0, d) = placed(parameters)
                return rebased { t in curve(min(max((t - t0) / d, 0), 1)) }
            }
            // After a gap before the first moving frame (a screen recorder's clip) the crossings
            // are few (none is read across a gap), and the motion's end as the frames show it is
            // placed too.
            let gap = frames.startsWithRecording && firstMoving - first > 3 * interval
            let (crossingStart, crossingDuration) = initialPlacement(crossings, frames)
            let starts = frames.startsWithRecording ? Self.grid(startRange) : [crossingStart]
            let ends = frames.endsWithRecording ? Self.grid(endRange) : [crossingStart + crossingDuration]
            var candidates = [[crossingStart, crossingDuration]]
            for start in starts {
                for end in ends { candidates.append([start, end - start]) }
            }
            func settled(_ candidates: [[Double]]) -> [Double] {
                let first = candidates.min { loss(frames, model($0)) < loss(frames, model($1)) } ?? candidates[0]
                let steps = [interval, 0.05 * max(first[1], interval)]
                return refined(first, steps: steps, frames: frames, polishing: polishing, model: model)
            }
            var best = settled(candidates)
            if gap {
                // Placed again from the crossings after the gap and from the first moving frame's
                // side of it; the better of the two placements is kept.
                let (afterStart, afterDuration) = initialPlacement(crossings, frames, skippingGaps: true)
                var more = [[afterStart, afterDuration]]
                let gapEnds = frames.endsWithRecording ? Self.grid(endRange) : [afterStart + afterDuration, frames.duration]
                for start in Self.startGrid(startRange, firstMoving: firstMoving, interval: interval) {
                    for end in gapEnds { more.append([start, end - start]) }
                }
                let other = settled(more)
                if loss(frames, model(other)) < loss(frames, model(best)) { best = other }
            }
            let (start, duration) = placed(best)
            return result(frames, startOffset: start, duration: duration, freeParameters: 2, model(best))
        case .timed(let position, let duration):
            let model = { (parameters: [Double]) -> (Double) -> Double in
                let t0 = startRange.clamp(parameters[0])
                return rebased { t in position(max(t - t0, 0)) }
            }
            let crossingStart = timedPlacement(crossings, frames)
            let candidates =
                [[crossingStart]]
                + (frames.startsWithRecording ? Self.startGrid(startRange, firstMoving: firstMoving, interval: interval).map { [$0] } : [])
            let first = candidates.min { loss(frames, model($0)) < loss(frames, model($1)) } ?? candidates[0]
            let best = refined(first, steps: [interval], frames: frames, polishing: polishing, model: model)
            return result(frames, startOffset: startRange.clamp(best[0]), duration: duration, freeParameters: 1, model(best))
        }
    }

    /// Five points evenly across a bounded range: the first placements of an open side.
    static func grid(_ range: ClosedRange<Double>) -> [Double] {
        (0...4).map { range.lowerBound + (range.upperBound - range.lowerBound) * Double($0) / 4 }
    }

    /// The first placements of an open start: ``grid(_:)`` across its range, and, when frames
    /// are missing between the still first frame and the first moving one (a screen recorder
    /// sends no frame while the page does not change, so its clip may hold a frame from when it
    /// started and the next from when the motion first moved, 400 ms later), also every half
    /// frame over the three frames before the first moving frame, where a motion that moved
    /// at once began. The even grid alone is a tenth of a second apart there, too coarse for a
    /// curve that starts fast: a 270 ms ease-out-circ whose first moving frame is 46 % into its
    /// move was started at the still frame, 1.38 s long.
    static func startGrid(_ range: ClosedRange<Double>, firstMoving: Double, interval: Double) -> [Double] {
        let even = grid(range)
        guard firstMoving - range.lowerBound > 4 * interval else { return even }
        let near = (1...6).map { firstMoving - interval * Double($0) / 2 }.filter { range.contains($0) }
        return even + near
    }
}

extension ClosedRange where Bound == Double {
    /// `value` moved into the range (unchanged when inside it).
    func clamp(_ value: Double) -> Double { Swift.min(Swift.max(value, lowerBound), upperBound) }
}
