import CurveKit

/// How Motion ends a spring transition that has no duration: its spring generator is done once
/// the value's speed is within `restSpeed` and its distance from the target within `restDelta`,
/// and from then on it shows the target (motion-dom `animation/generators/spring.ts`; the
/// defaults are 2 units per second and 0.5 units, and 0.01 and 0.005 for a move under 5 units,
/// its "granular" thresholds). So the spring ends a little before it settles, by a jump of up
/// to `restDelta`, which the workbench's spring (run until it settles within 0.1 % of the
/// move) does not make.
enum MotionSpringRest {
    /// `restSpeed` (units per second) and `restDelta` (units) for a move of `move` units.
    static func thresholds(move: Double) -> (speed: Double, delta: Double) {
        abs(move) < 5 ? (0.01, 0.005) : (2, 0.5)
    }

    /// When Motion first counts `spring`, moving `move` units, at rest (its seconds, found to
    /// the millisecond), and how far the target it shows from then on is from the curve, at most,
    /// until the curve's span ends (where the curve too is at its target). nil when it is never
    /// at rest within 20 s (Motion's longest).
    static func end(of spring: Spring, move: Double) -> (time: Double, largest: Double)? {
        let (speed, delta) = thresholds(move: move)
        let step = 0.001
        func offset(_ t: Double) -> Double { move * (1 - spring.position(atTime: t)) }
        for index in 0...20_000 {
            let t = Double(index) * step
            guard abs(move * spring.velocity(atTime: t)) <= speed, abs(offset(t)) <= delta else { continue }
            var largest = abs(offset(t))
            var later = t
            while later < spring.timeSpan {
                largest = max(largest, abs(offset(later)))
                later += step
            }
            return (t, largest)
        }
        return nil
    }

    /// What the header of a spring curve's export says Motion adds: for the curve played over a
    /// move of 1, when Motion ends it and how far from the curve.
    static func curveNote(_ spring: Spring) -> String? {
        guard let end = end(of: spring, move: 1), end.largest > 1e-9 else { return nil }
        return "Motion ends a spring at rest (within restDelta of its target and slower than restSpeed: 0.005 and 0.01 "
            + "for a move under 5 units, else 0.5 and 2) and shows the target: over a move of 1 from "
            + "\(TextFormat.short(end.time)) s, up to \(TextFormat.short(end.largest)) from the curve"
    }

    /// The note on a spring animation: when Motion ends its values' springs (the latest) and how
    /// far the target it then shows is from the curve (the largest), in `units`, where the
    /// workbench's curve runs for `duration` seconds.
    static func animationNote(_ spring: Spring, moves: [Double], duration: Double, units: String) -> String {
        let ends = moves.compactMap { move in end(of: spring, move: move) }
        let lasts = TextFormat.shortest(duration)
        guard let latest = ends.map(\.time).max(), let jump = ends.map(\.largest).max() else {
            return "the spring has no duration here: Motion runs it until it is at rest, where the animation lasts \(lasts) s"
        }
        return "the spring has no duration here: Motion runs it until it is at rest (within restDelta of its target and slower "
            + "than restSpeed: 0.5 and 2 for a move of 5 units or more, else 0.005 and 0.01), at \(TextFormat.short(latest)) s "
            + "where the animation lasts \(lasts) s, and shows the target from then on: up to \(TextFormat.short(jump))\(units) "
            + "from the curve"
    }
}
