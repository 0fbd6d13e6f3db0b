import CurveKit

/// The parameters a spring's definition is written with (echo, `show`, `list`): of the forms
/// `spring` reads, the first that rebuilds the stored spring exactly from short decimals, so
/// that a spring typed or pasted as SwiftUI's `response=0.5 damping-fraction=0.8` is shown so,
/// not as `stiffness=157.91367041742973` (the nearest double to 16π², binary noise to a reader).
/// The stored numbers stay the ones the session saves (and replays); only their spelling is
/// chosen: typing the text shown gives back the same spring, bit for bit, or for a SwiftUI
/// spring read from code, the same parameters through the other evaluation of SwiftUI's formula
/// (an ulp apart at most). A spring no short form rebuilds (a fit's) keeps its physical numbers
/// with every digit they have.
enum SpringSpelling {
    /// The most decimals a number of a chosen form may have.
    static let maximumDecimals = 12

    /// The decimal with the fewest places (0 … ``maximumDecimals``) near `value` for which
    /// `rebuilds` holds; nil when none does.
    static func decimal(near value: Double, where rebuilds: (Double) -> Bool) -> Double? {
        guard value.isFinite else { return nil }
        for decimals in 0...maximumDecimals {
            if let candidate = TextFormat.rounded(value, decimals: decimals), rebuilds(candidate.value) { return candidate.value }
        }
        return nil
    }

    /// Whether `value` is itself a decimal of at most ``maximumDecimals`` places.
    static func isShort(_ value: Double?) -> Bool {
        guard let value else { return true }
        return decimal(near: value) { $0 == value } != nil
    }

    /// The definition's parameters in order, keys as `spring` reads them.
    static func parameters(of spring: Spring) -> [(key: String, value: Double)] {
        let (mass, stiffness, damping, velocity) = (spring.mass, spring.stiffness, spring.damping, spring.initialVelocity)
        let span = spring.duration.map { [(key: "duration", value: $0)] } ?? []
        let physical = [("mass", mass), ("stiffness", stiffness), ("damping", damping), ("velocity", velocity)] + span
        guard !physical.allSatisfy({ isShort($0.1) }) else { return physical }
        let massWord = mass == 1 ? [] : [(key: "mass", value: mass)]
        guard isShort(mass), isShort(spring.duration) else { return physical }
        let rebuildsDamping = { (ratio: Double) in SpringConversions.damping(ratio: ratio, stiffness: stiffness, mass: mass) == damping }
        // Compose's, Android's and Flutter's stiffness and damping ratio, as `spring` and their
        // readers make the damping: 2ζ·√(k·m).
        if isShort(stiffness), isShort(velocity), let ratio = decimal(near: spring.dampingRatio, where: rebuildsDamping) {
            return [("stiffness", stiffness), ("damping-fraction", ratio)] + massWord + (velocity == 0 ? [] : [("velocity", velocity)])
                + span
        }
        guard velocity == 0,
            let response = decimal(near: spring.undampedPeriod, where: { SpringConversions.stiffness(period: $0, mass: mass) == stiffness })
        else { return physical }
        // SwiftUI's response and damping fraction: typed, the damping is 4π·Z·m/R; read from
        // SwiftUI code, 2Z·√(k·m) like every platform's ratio. The two are one formula and
        // differ by an ulp at most.
        let rebuildsResponse = { (fraction: Double) in
            rebuildsDamping(fraction)
                || (try? Spring(response: response, dampingFraction: fraction, mass: mass, duration: spring.duration)) == spring
        }
        if let fraction = decimal(near: spring.dampingRatio, where: rebuildsResponse) {
            return [("response", response), ("damping-fraction", fraction)] + massWord + span
        }
        // SwiftUI's duration and bounce.
        if mass == 1, spring.duration == nil,
            let bounce = decimal(near: spring.bounce, where: { rebuildsResponse(SpringConversions.dampingRatio(bounce: $0)) })
        {
            return [("duration", response), ("bounce", bounce)]
        }
        return physical
    }
}
