import CurveKit

/// Where an animation starts and ends, which is not always FROM and TO.
///
/// With a keyframes curve the property starts at `from + (to − from)·v₀` and ends at
/// `from + (to − from)·vₙ` (the first and last key values). An animation written
/// `anim NAME KEYPATH keyframes=CURVE` without FROM and TO goes "from 0 to 1", so its key
/// values are the property's values themselves: `ball = keyframes 0:32 … 1:268` makes
/// `anim drop position.y keyframes=ball duration=1` start at 32 and end at 268.
extension Animation {
    /// Written with `keyframes=` and without FROM and TO: the key values are the property's values.
    var usesRawKeyValues: Bool { usesKeyframes && from == .number(0) && to == .number(1) }

    /// The property's value when the animation starts.
    package var firstValue: AnimationValue {
        guard let first = curve.keyframes?.values.first else { return from }
        return from.interpolated(to: to, progress: first)
    }

    /// The property's value when one pass ends (what Core Animation's model value must be set to).
    package var lastValue: AnimationValue {
        guard let last = curve.keyframes?.values.last else { return to }
        return from.interpolated(to: to, progress: last)
    }

    /// For an animation whose curve settles on its target without reaching it by the end (a
    /// spring cut short, a second-order response, an oscillation), where the motion is when the
    /// time is up and the snap to TO that ends it, in the property's own values. nil when the
    /// last frame follows the curve.
    package var finalJumpText: String? {
        let jump = curve.endJump
        guard jump != 0 else { return nil }
        let arrival = curve.finalValue - jump
        return "ends on \(to) exactly: when its time is up the curve is at \(TextFormat.statistic(arrival)) "
            + "(\(from.interpolated(to: to, progress: arrival).formatted(decimals: 3))) and the last frame snaps to the target, as platforms end it"
    }

    /// The range of progress that `play` maps onto its track, so that a raw-value keyframes
    /// animation's dot runs along the track from its first value to its last: (first, last)
    /// key values, or their lowest and highest when first and last are equal. (0, 1) for any
    /// other animation.
    package var playedProgressRange: (start: Double, end: Double) {
        guard usesRawKeyValues, let keyframes = curve.keyframes,
            let first = keyframes.values.first, let last = keyframes.values.last
        else { return (0, 1) }
        if first != last { return (first, last) }
        let lowest = keyframes.values.min() ?? first, highest = keyframes.values.max() ?? last
        return lowest < highest ? (lowest, highest) : (first - 1, first + 1)
    }
}
