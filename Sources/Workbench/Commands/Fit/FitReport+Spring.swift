import CurveKit
import Platforms

extension FitReport {
    /// Beyond this damping ratio the best spring is, within the samples, the exponential it
    /// tends to as damping grows without bound.
    static let runawayDampingRatio = 20.0
    /// Beyond this frequency (radians per unit of x) the spring settles within a few
    /// thousandths of the duration: the target looks like a jump.
    static let runawayFrequency = 1000.0

    /// The report of a spring fit whose spring is kept as `spring` (rounded as its code is
    /// written), `fit` its figures: the spring as kept, then as UIKit's, SwiftUI's and Compose's
    /// spring, each line what `export NAME PLATFORM form=timing` writes (which says so where
    /// export without it would write another form: a spring fitted over a span the platform does
    /// not run it for is exact only as a function).
    static func spring(
        _ fit: SpringFit, family: FitFamily, spring: Spring, target: String, name: String, replaced: Bool, samples: Int,
        endpointsAreZeroAndOne: Bool, seconds: Double?, width: Int
    ) -> FitReport {
        let platforms = SpringPlatformLines(spring)
        let duration = spring.timeSpan
        var lines = [
            "fit \(target): a damped spring \(family == .springVelocity ? "with its initial velocity" : "from rest"), least squares on \(samples) samples",
            "  ζ (damping ratio)  \(TextFormat.statistic(fit.dampingRatio))   ω \(TextFormat.statistic(fit.frequency)) rad per unit of x"
                + (family == .springVelocity ? "   v \(TextFormat.statistic(fit.initialVelocity)) per unit of x" : ""),
            "  rms of residuals   \(TextFormat.statistic(fit.rms))",
            "  max |error|        \(TextFormat.statistic(fit.maxError)) at x = \(TextFormat.statistic(fit.maxErrorAt))",
            "  R²                 \(TextFormat.statistic(fit.rSquared))",
        ]
        if let seconds { lines.append("  time               \(Self.milliseconds(seconds))") }
        lines +=
            [
                "  over \(TextFormat.shortest(duration)) s: spring mass=\(TextFormat.shortest(spring.mass)) "
                    + "stiffness=\(TextFormat.shortest(spring.stiffness)) damping=\(TextFormat.shortest(spring.damping))"
                    + (family == .springVelocity ? " initialVelocity=\(TextFormat.shortest(spring.initialVelocity))" : "")
            ] + platformLines(.spring(spring), name: name, platforms: [.uikit, .swiftui, .compose], form: .timing)
        if family == .springVelocity {
            lines.append(
                "  start it at \(TextFormat.shortest(spring.initialVelocity)) moves per second toward the target "
                    + "(initialVelocity in Core Animation, SwiftUI and Compose)")
        }
        if fit.dampingRatio >= runawayDampingRatio {
            let rate = fit.frequency * (fit.dampingRatio - (fit.dampingRatio * fit.dampingRatio - 1).squareRoot())
            lines.append(
                "  note: the best spring runs to ever heavier damping; its limit is the exponential "
                    + "1 − e^(−K·x) with K = \(TextFormat.statistic(rate))")
        } else if fit.frequency >= runawayFrequency {
            lines.append("  note: the best spring runs to ever higher stiffness; its limit is a jump to 1 at x = 0")
        }
        if !endpointsAreZeroAndOne {
            lines.append(endpointsNote)
        }
        lines.append(Self.resultLine(name, replaced: replaced))
        lines = lines.flatMap { Formatting.fitting($0, width: width) }
        var members: [(key: String, value: JSONValue)] = [
            ("command", .string(FitCommand.name)), ("family", .string(family.rawValue)), ("target", .string(target)),
            ("curve", .string(name)),
            ("replaced", .bool(replaced)), ("dampingRatio", .finite(fit.dampingRatio)), ("frequency", .finite(fit.frequency)),
            ("duration", .finite(duration)), ("mass", 1), ("stiffness", .finite(spring.stiffness)), ("damping", .finite(spring.damping)),
            ("velocity", .finite(spring.initialVelocity)),
            ("rms", .finite(fit.rms)), ("max", .finite(fit.maxError)), ("at", .number(fit.maxErrorAt)), ("r2", .finite(fit.rSquared)),
            ("samples", .number(Double(samples))), ("endpoints", .bool(endpointsAreZeroAndOne)),
        ]
        if case .object(let platforms) = platforms.json { members += platforms }
        if let seconds { members.append(("seconds", .number(seconds))) }
        return FitReport(text: lines.joined(separator: "\n"), json: .object(members))
    }
}
