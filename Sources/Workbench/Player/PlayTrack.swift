import CurveKit
import Platforms

/// One track of `play`: an animation of the session, or a bare curve played over one second.
///
/// A track's timeline follows Core Animation: nothing moves for `delay` seconds, then the
/// animation plays `repeatCount` times, each time forward over `duration` seconds and, when it
/// `autoreverses`, back again over another `duration` (see ``position(at:)``).
public struct PlayTrack: Sendable {
    public enum Source: Sendable {
        case animation(Animation)
        /// `play CURVE`: input progress x runs from 0 to 1 in one second.
        case curve(name: String, curve: Curve)
    }

    public let source: Source

    public init(_ animation: Animation) { source = .animation(animation) }

    public init(curve: Curve, named name: String) { source = .curve(name: name, curve: curve) }

    public var name: String {
        switch source {
        case .animation(let animation): animation.name
        case .curve(let name, _): name
        }
    }

    /// Seconds of one pass from start to end.
    public var duration: Double {
        if case .animation(let animation) = source { return animation.duration }
        return 1
    }

    /// Seconds before the first pass starts.
    public var delay: Double {
        if case .animation(let animation) = source { return animation.delay }
        return 0
    }

    /// How many times the animation plays (each time forward and, with ``autoreverses``, back).
    var repeatCount: Int {
        if case .animation(let animation) = source { return animation.repeatCount }
        return 1
    }

    var autoreverses: Bool {
        if case .animation(let animation) = source { return animation.autoreverses }
        return false
    }

    /// The curve's output at input progress x ∈ [0, 1] of a pass: how far the property is
    /// from its start towards its end (below 0 or above 1 when the curve overshoots). A
    /// raw-value keyframes animation's key values are mapped so that its first value is 0 and
    /// its last 1 (``Animation/playedProgressRange``).
    func progress(atFraction x: Double) -> Double {
        switch source {
        case .animation(let animation):
            let (start, end) = animation.playedProgressRange
            return (animation.progress(atFraction: x) - start) / (end - start)
        case .curve(_, let curve): return curve.value(at: min(max(x, 0), 1))
        }
    }

    /// The animated property's value at `progress` (as ``progress(atFraction:)`` gives it), as
    /// text; nil for a bare curve.
    func valueText(progress: Double) -> String? {
        guard case .animation(let animation) = source else { return nil }
        let (start, end) = animation.playedProgressRange
        return animation.from.interpolated(to: animation.to, progress: start + progress * (end - start)).formatted(decimals: 1)
    }
}

/// Asks a front end on a terminal to play these tracks in real time, `speed` times as fast as
/// the animations say (speed 0.5 plays them at half speed).
public struct PlayRequest: Sendable {
    public let tracks: [PlayTrack]
    public let speed: Double

    public init(tracks: [PlayTrack], speed: Double) {
        self.tracks = tracks
        self.speed = speed
    }

    /// Animation seconds from the start until the last track has finished.
    public var duration: Double { tracks.map(\.endTime).max() ?? 0 }

    /// Real seconds the playback takes at ``speed``.
    public var realDuration: Double { duration / speed }
}
