import CurveKit
import Platforms

/// `spring key=value …` in any of its three parameterisations: Core Animation's physical
/// parameters, SwiftUI's `response` and `damping-fraction`, or SwiftUI's `duration` and
/// `bounce` (where `duration` is the perceptual duration and the curve spans the settling time).
/// Which one is checked when the curve is built.
struct SpringDefinition: DeclaredCurveDefinition {
    static let word = SpringKind.kind
    static let catalog = [
        CurveCatalog.Entry(
            kind: SpringKind.kind, usage: "\(SpringKind.kind) [mass=M] [stiffness=K] [damping=C] [velocity=V] [duration=S]",
            summary:
                "damped spring as \(Platform.uikit.term(.springAnimation)) (defaults 1, 100, 10, 0); spans its settling time unless duration= is given"
        ),
        CurveCatalog.Entry(
            kind: "\(SpringKind.kind) (SwiftUI)",
            usage: "\(SpringKind.kind) response=R damping-fraction=Z [mass=M] | \(SpringKind.kind) duration=D bounce=B",
            summary: "SwiftUI's spring parameters: stiffness = m(2π/R)², damping = 4πZm/R; bounce B: Z = 1 − B (B ≥ 0)"),
        CurveCatalog.Entry(
            kind: "\(SpringKind.kind) (Compose)", usage: "\(SpringKind.kind) stiffness=K damping-fraction=Z [mass=M] [velocity=V]",
            summary: "Compose's, Android's and Flutter's spring parameters: damping = 2Z√(km)"),
    ]
    static let keys = ["mass", "stiffness", "damping", "velocity", "duration", "response", "damping-fraction", "bounce"]

    struct Parameter: Sendable, Equatable {
        var key: String
        var value: Double

        init(_ key: String, _ value: Double) {
            self.key = key
            self.value = value
        }
    }

    /// The parameters given, in the order of ``keys``.
    var parameters: [Parameter] = []

    /// Each key an option `key=VALUE`, any of them; which go together is checked when the curve
    /// is built (the catalog's three usage lines say it).
    static var arguments: [Argument<Self>] {
        let placeholders = ["M", "K", "C", "V", "S", "R", "Z", "B"]
        return zip(keys, placeholders).map { key, placeholder in .option(key, placeholder, \.[parameter: key], .number()) }
    }

    /// The value given for `key`, nil when none is; setting it keeps ``parameters`` in the order of ``keys``.
    subscript(parameter key: String) -> Double? {
        get { parameters.first { $0.key == key }?.value }
        set {
            parameters.removeAll { $0.key == key }
            if let newValue { parameters.append(Parameter(key, newValue)) }
            parameters.sort { Self.keys.firstIndex(of: $0.key) ?? 0 < Self.keys.firstIndex(of: $1.key) ?? 0 }
        }
    }

    func build(_ context: some CurveBuildContext) throws(CommandError) -> Curve {
        .spring(try spring())
    }

    func spring() throws(CommandError) -> Spring {
        var values: [String: Double] = [:]
        for parameter in parameters { values[parameter.key] = parameter.value }
        let keys = Set(values.keys)
        do {
            if keys.contains("bounce") {
                let extra = keys.subtracting(["bounce", "duration"])
                guard extra.isEmpty, let duration = values["duration"], let bounce = values["bounce"] else {
                    throw CommandError(
                        "spring duration=D bounce=B takes exactly those two (SwiftUI's form); got \(keys.sorted().joined(separator: ", "))")
                }
                return try Spring(perceptualDuration: duration, bounce: bounce)
            }
            if keys.contains("damping-fraction"), keys.contains("stiffness"), !keys.contains("response") {
                // Compose's, Android's and Flutter's form: c = 2ζ·√(k·m).
                let extra = keys.subtracting(["stiffness", "damping-fraction", "mass", "velocity", "duration"])
                guard extra.isEmpty, let stiffness = values["stiffness"], let fraction = values["damping-fraction"] else {
                    throw CommandError(
                        "spring stiffness=K damping-fraction=Z [mass=M] [velocity=V] [duration=S] takes no \(extra.sorted().joined(separator: ", "))"
                    )
                }
                let mass = values["mass"] ?? 1
                guard fraction.isFinite, fraction >= 0 else { throw CurveError.spring(.dampingFraction(fraction)) }
                return try Spring(
                    mass: mass, stiffness: stiffness,
                    damping: SpringConversions.damping(ratio: fraction, stiffness: stiffness, mass: mass),
                    initialVelocity: values["velocity"] ?? 0, duration: values["duration"])
            }
            if keys.contains("response") || keys.contains("damping-fraction") {
                let extra = keys.subtracting(["response", "damping-fraction", "mass", "duration"])
                guard extra.isEmpty, let response = values["response"], let fraction = values["damping-fraction"] else {
                    throw CommandError(
                        "spring response=R damping-fraction=Z [mass=M] [duration=S] needs both response and damping-fraction, and no \(extra.sorted().joined(separator: ", "))"
                    )
                }
                return try Spring(response: response, dampingFraction: fraction, mass: values["mass"] ?? 1, duration: values["duration"])
            }
            return try Spring(
                mass: values["mass"] ?? 1, stiffness: values["stiffness"] ?? 100, damping: values["damping"] ?? 10,
                initialVelocity: values["velocity"] ?? 0, duration: values["duration"])
        } catch let error as CurveError {
            throw CommandError(error.wording)
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError("\(error)")
        }
    }
}
