import CurveKit

/// Builds a spring from `spring key=value …`: Core Animation's physical parameters, SwiftUI's
/// `response` and `damping-fraction`, or SwiftUI's `duration` and `bounce` (where `duration` is
/// the perceptual duration and the curve spans the settling time).
enum SpringDefinition {
    static func make(_ parameters: [Command.SpringParameter]) throws(CommandError) -> Spring {
        var values: [String: Double] = [:]
        for parameter in parameters { values[parameter.key] = parameter.value }
        let keys = Set(values.keys)
        do {
            if keys.contains("bounce") {
                let extra = keys.subtracting(["bounce", "duration"])
                guard extra.isEmpty, let duration = values["duration"] else {
                    throw CommandError("spring duration=D bounce=B takes exactly those two (SwiftUI's form); got \(keys.sorted().joined(separator: ", "))")
                }
                return try Spring(perceptualDuration: duration, bounce: values["bounce"]!)
            }
            if keys.contains("response") || keys.contains("damping-fraction") {
                let extra = keys.subtracting(["response", "damping-fraction", "mass", "duration"])
                guard extra.isEmpty, let response = values["response"], let fraction = values["damping-fraction"] else {
                    throw CommandError("spring response=R damping-fraction=Z [mass=M] [duration=S] needs both response and damping-fraction, and no \(extra.sorted().joined(separator: ", "))")
                }
                return try Spring(response: response, dampingFraction: fraction, mass: values["mass"] ?? 1, duration: values["duration"])
            }
            return try Spring(
                mass: values["mass"] ?? 1, stiffness: values["stiffness"] ?? 100, damping: values["damping"] ?? 10,
                initialVelocity: values["velocity"] ?? 0, duration: values["duration"])
        } catch let error as CurveError {
            throw CommandError(error.message)
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError("\(error)")
        }
    }
}
