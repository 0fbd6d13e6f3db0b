import Foundation

extension MotionMatch {
    /// The match of a curve to a busy page's recording that logs from the call that starts the
    /// motion (``Frames/pendingFrames``): its one or two still frames show the start value, yet
    /// the motion's clock may have started before they were stamped.
    ///
    /// A browser holds a motion it was just asked to play at its start value until the first
    /// frame it draws after the call, and takes that frame's time as the motion's start. On a
    /// busy page that frame time is long before the callbacks that log it run: the call itself
    /// and the work around it keep the main thread, so the frame logged at the call and the one
    /// after it are stamped 15 to 100 ms after the motion's clock started, and both read the
    /// start value (Tests/RecordedMotionHeldOut6 recordings 16–20 and 36–40: a 357 ms
    /// `legacy-decelerate` logged still at 102 and 104 ms and at 81 % of its move at 183 ms,
    /// which only a start near 17 ms explains). Taking those frames' stamps as the latest
    /// the motion can have started squeezes the curve into the frames after them: every
    /// fast-starting curve came out 20 to 40 % short and the truth was ranked 14th to 62nd.
    ///
    /// So the still frames at the head say where the motion starts from (progress 0), and not
    /// when: the curve is 0 up to the last of them, whatever its start, and its start t₀ is
    /// free from twice as long before the first frame as the first moving frame came after it
    /// (the page was as busy before its first frame as after it, and the frame the motion
    /// started at may have been due before the call: recording 16's curve started 117 ms
    /// before its first frame, whose next moving frame came 84 ms after it), to the first
    /// moving frame:
    ///
    /// ```
    /// p(t) = 0 for t ≤ t_h,   else c(t);   t₀ ∈ [t_f − 2·max(t₁ − t_f, Δt), t₁]
    /// ```
    ///
    /// c as in ``match(_:to:polishing:crossings:)``, t_f the first frame, t_h the last still
    /// frame, t₁ the first moving frame and Δt the frame interval. The free numbers are those
    /// of a closed recording (t₀ and D, or a spring's t₀). The first placements try every half
    /// display frame across that range. Since the frames do not show the start, the verdict
    /// takes every other named curve that explains them as a rival (``Identification``).
    static func matchPendingStart(_ model: Model, to frames: Frames, polishing: Bool, crossings: Crossings) -> Result {
        let interval = frames.frameInterval
        let pending = frames.pendingFrames
        let first = frames.times.first ?? 0
        let held = frames.times[pending - 1], firstMoving = frames.times[pending]
        let startRange = (first - 2 * max(firstMoving - first, interval))...firstMoving
        // Every half display frame across the range: the busy page's frames, each at one of its
        // display frames, make the loss jump from one start to the next.
        let step = frames.displayInterval / 2
        let starts = Array(stride(from: startRange.lowerBound, through: startRange.upperBound, by: step))
        func heldAtStart(_ c: @escaping (Double) -> Double) -> (Double) -> Double {
            { t in t <= held ? 0 : c(t) }
        }
        switch model {
        case .easing(let curve):
            func placed(_ parameters: [Double]) -> (start: Double, duration: Double) {
                (startRange.clamp(parameters[0]), max(parameters[1], 1e-4))
            }
            let model = { (parameters: [Double]) -> (Double) -> Double in
                let (t0, d) = placed(parameters)
                return heldAtStart { t in curve(min(max((t - t0) / d, 0), 1)) }
            }
            let (crossingStart, crossingDuration) = initialPlacement(crossings, frames)
            // The motion ends where the frames come to rest, or where the crossings place it.
            let ends = [crossingStart + crossingDuration, frames.duration, frames.duration - interval, frames.duration + interval]
            var candidates = [[crossingStart, crossingDuration]]
            for start in starts + [crossingStart] {
                for end in ends where end > start { candidates.append([start, end - start]) }
            }
            let best0 = candidates.min { loss(frames, model($0)) < loss(frames, model($1)) } ?? candidates[0]
            let steps = [interval, 0.05 * max(best0[1], interval)]
            let best = refined(best0, steps: steps, frames: frames, polishing: polishing, model: model)
            let (start, duration) = placed(best)
            return result(frames, startOffset: start, duration: duration, freeParameters: 2, model(best))
        case .timed(let position, let duration):
            let model = { (parameters: [Double]) -> (Double) -> Double in
                let t0 = startRange.clamp(parameters[0])
                return heldAtStart { t in position(max(t - t0, 0)) }
            }
            let candidates =
                [[timedPlacement(crossings, frames)]]
                + starts.map { [$0] }
            let first = candidates.min { loss(frames, model($0)) < loss(frames, model($1)) } ?? candidates[0]
            let best = refined(first, steps: [interval], frames: frames, polishing: polishing, model: model)
            return result(frames, startOffset: startRange.clamp(best[0]), duration: duration, freeParameters: 1, model(best))
        }
    }
}
