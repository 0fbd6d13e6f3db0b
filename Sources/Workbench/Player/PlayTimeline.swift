/// Where a track is on its timeline at a moment: which part of it plays, and the input
/// progress x ∈ [0, 1] within the current pass (the time fraction the curve is evaluated at;
/// the linear reference dot sits at x).
public struct PlayPosition: Sendable, Equatable {
    public enum Phase: Sendable, Equatable {
        /// Before the delay is over; x = 0.
        case waiting
        /// Pass `pass` (counting from 1) going forward: x rises from 0 to 1.
        case forward(pass: Int)
        /// The way back of pass `pass` (only when the animation autoreverses): x falls to 0.
        case backward(pass: Int)
        /// Every pass is over: x = 1, or 0 when the animation autoreverses (it ends where it began).
        case finished
    }

    let phase: Phase
    let fraction: Double
}

extension PlayTrack {
    /// Seconds from the end of the delay until the last pass ends:
    /// `duration × repeatCount`, twice that when the animation autoreverses.
    var activeDuration: Double { duration * Double(repeatCount) * (autoreverses ? 2 : 1) }

    /// Seconds from the start of playback until this track has finished.
    var endTime: Double { delay + activeDuration }

    /// The position at `time` seconds of animation time after playback started.
    ///
    /// ```
    /// u = time − delay,  L = duration · (autoreverses ? 2 : 1)
    /// pass k = ⌊u / L⌋ + 1,  w = u − (k − 1)·L
    /// x = w / duration            while w < duration (forward)
    /// x = 2 − w / duration        afterwards (backward)
    /// ```
    public func position(at time: Double) -> PlayPosition {
        let elapsed = time - delay
        if !(elapsed >= 0) { return PlayPosition(phase: .waiting, fraction: 0) }
        if elapsed >= activeDuration { return PlayPosition(phase: .finished, fraction: autoreverses ? 0 : 1) }
        let passLength = duration * (autoreverses ? 2 : 1)
        let completed = min((elapsed / passLength).rounded(.down), Double(repeatCount - 1))
        let within = elapsed - completed * passLength
        let pass = Int(completed) + 1
        if within < duration || !autoreverses {
            return PlayPosition(phase: .forward(pass: pass), fraction: min(within / duration, 1))
        }
        return PlayPosition(phase: .backward(pass: pass), fraction: max(0, 2 - within / duration))
    }
}
