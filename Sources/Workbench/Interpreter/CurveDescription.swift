import CurveKit

/// How curves are written for people: the definition that makes them, their formula, and
/// their CSS and Core Animation forms where one is exact.
enum CurveDescription {
    /// The right-hand side of the definition, e.g. `bezier 1 0 0.75 1` or `bounce-out`.
    static func definition(_ curve: Curve) -> String {
        switch curve {
        case .bezier(let bezier): "bezier " + numbers(bezier.controlPoints)
        case .penner(let penner): penner.name
        case .exponentialDecay(let decay): "expo-decay \(Formatting.parameter(decay.rate))"
        case .secondOrder(let response):
            "second-order \(Formatting.parameter(response.damping)) \(Formatting.parameter(response.frequency))"
        case .steps(let steps):
            "steps \(steps.count)" + (steps.position == .jumpEnd ? "" : " \(steps.position.rawValue)")
        case .keyframes(let keyframes):
            "keyframes " + keyframes.times.indices.map { index in
                let key = "\(Formatting.parameter(keyframes.times[index])):\(Formatting.parameter(keyframes.values[index]))"
                return index < keyframes.segments.count ? key + " " + keyframes.segments[index].name : key
            }.joined(separator: " ")
        case .data(let data): "data from \(data.source) (\(data.times.count) samples)"
        case .expression(let formula): "expr \(formula.description)"
        case .linear(let stops): "linear() with \(stops.stops.count) stops"
        case .spring(let spring):
            "spring mass=\(Formatting.parameter(spring.mass)) stiffness=\(Formatting.parameter(spring.stiffness)) "
                + "damping=\(Formatting.parameter(spring.damping)) velocity=\(Formatting.parameter(spring.initialVelocity))"
                + (spring.duration.map { " duration=\(Formatting.parameter($0))" } ?? "")
        case .oscillation(let oscillation):
            "oscillation bounces=\(oscillation.bounces) stiffness=\(oscillation.stiffness.word) "
                + "overshoot=\(oscillation.overshoot ? "yes" : "no") shake=\(oscillation.shake ? "yes" : "no") "
                + "duration=\(Formatting.parameter(oscillation.duration))"
        }
    }

    /// One line shown under a definition: the exact CSS form, else the formula.
    static func summary(_ curve: Curve) -> String {
        css(curve) ?? formula(curve)
    }

    /// The CSS timing function, when the curve is exactly one: code to paste, so a Bézier's
    /// control points have the fewest decimals that keep it within 1e-7 (``PasteDecimals``);
    /// the definition keeps every digit.
    static func css(_ curve: Curve) -> String? {
        switch curve {
        case .bezier(let bezier): ExportTiming.cubicBezierCSS(bezier, digits: .fewest)
        case .steps(let steps): steps.css
        case .linear(let stops): stops.css
        default: nil
        }
    }

    /// The Core Animation timing function in Swift, when the curve is exactly one (numbers as
    /// in ``css(_:)``).
    static func coreAnimation(_ curve: Curve) -> String? {
        guard case .bezier(let bezier) = curve else { return nil }
        return "CAMediaTimingFunction(controlPoints: " + ExportTiming.controlPoints(bezier, digits: .fewest) + ")"
    }

    /// The formula of the curve with its parameters.
    static func formula(_ curve: Curve) -> String {
        switch curve {
        case .bezier(let bezier):
            "y(x) = y(t) where x(t) = x; P1 = (\(numbers([bezier.x1, bezier.y1], separator: ", "))), "
                + "P2 = (\(numbers([bezier.x2, bezier.y2], separator: ", ")))"
        case .penner(let penner): "y = " + penner.formula
        case .exponentialDecay(let decay): "y = " + decay.formula
        case .secondOrder(let response): "y = " + response.formula
        case .steps(let steps): "\(steps.css): \(steps.count) steps, \(steps.position.rawValue)"
        case .keyframes(let keyframes):
            "\(keyframes.segments.count) segments: y = vᵢ + (vᵢ₊₁ − vᵢ)·curveᵢ((x − tᵢ)/(tᵢ₊₁ − tᵢ))"
        case .data(let data):
            "monotone cubic through \(data.times.count) samples from \(data.source)"
        case .oscillation(let oscillation): "y = " + oscillation.formula
        case .expression(let formula): "y = \(formula.description)"
        case .linear(let stops): "\(stops.stops.count) stops joined by straight lines (CSS linear())"
        case .spring(let spring):
            "y = " + spring.formula + "\n  \(spring.regime), ζ = \(Formatting.statistic(spring.dampingRatio)), "
                + (spring.duration == nil
                    ? "spans the settling time \(Formatting.statistic(spring.settlingTime)) s (stays within 0.1 % of rest after it)"
                    : "spans \(Formatting.parameter(spring.timeSpan)) s (settling time \(Formatting.statistic(spring.settlingTime)) s)")
        }
    }

    /// The JSON members that describe a curve: kind and parameters.
    /// A reply's JSON for one curve: the command, the curve's name and ``jsonMembers(_:)``.
    static func json(command: String, name: String, curve: Curve) -> JSONValue {
        .object([("command", .string(command)), ("curve", .string(name))] + jsonMembers(curve))
    }

    static func jsonMembers(_ curve: Curve) -> [(key: String, value: JSONValue)] {
        CurveEncoding.members(of: curve)
    }

    private static func numbers(_ values: [Double], separator: String = " ") -> String {
        values.map(Formatting.parameter).joined(separator: separator)
    }
}
