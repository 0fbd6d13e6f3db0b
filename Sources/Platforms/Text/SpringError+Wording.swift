import CurveKit

/// A spring that could not be built, in the shell's words: the `spring` command's argument
/// names (`damping-fraction`, `duration=SECONDS` …) and what each accepts. CurveKit's
/// ``SpringError`` carries the values; this is the one place they become the shell's text.
extension SpringError {
    var wording: String {
        let f = Spring.format
        return switch self {
        case .mass(let m): "spring mass must be a finite number greater than 0 (got \(f(m)))"
        case .stiffness(let k): "spring stiffness must be a finite number greater than 0 (got \(f(k)))"
        case .damping(let c):
            "spring damping must be a finite number, 0 or more (got \(f(c))); 0 is undamped, 2·√(mass·stiffness) critically damped"
        case .initialVelocity(let v):
            "spring velocity must be a finite number of moves per second, positive toward the target (got \(f(v)))"
        case .duration(let d): "spring duration must be a finite number of seconds greater than 0 (got \(f(d)))"
        case .undampedWithoutDuration:
            "spring damping=0 is undamped: it oscillates forever and never settles, so give a duration=SECONDS for the curve to span"
        case .settlingTimeTooLong(let m, let k, let c):
            "spring with mass \(f(m)), stiffness \(f(k)) and damping \(f(c)) takes too long to settle for its settling time to be computed; give a duration=SECONDS"
        case .response(let r): "spring response must be a finite number of seconds greater than 0 (got \(f(r)))"
        case .dampingFraction(let z):
            "spring damping-fraction must be a finite number, 0 or more (got \(f(z))); 0 is undamped, 1 critically damped, above 1 over-damped"
        case .undampedFractionWithoutDuration:
            "spring damping-fraction=0 is undamped: it oscillates forever and never settles, so give a duration=SECONDS for the curve to span"
        case .responseOutOfRange(let r, let m, let k, let c):
            "spring response \(f(r)) with mass \(f(m)) is out of range: it gives stiffness \(f(k)) and damping \(f(c))"
        case .perceptualDuration(let p):
            "spring perceptual duration (duration= with bounce=) must be a finite number of seconds greater than 0 (got \(f(p)))"
        case .bounce(let b):
            "spring bounce must be a finite number above −1 and at most 1 (got \(f(b))); 0 is critically damped, up to 1 bouncier (1 undamped), below 0 over-damped"
        case .undampedBounceWithoutDuration:
            "spring bounce=1 is undamped: it oscillates forever and never settles, so give a duration=SECONDS for the curve to span"
        case .motionOutOfRange(let omega0Squared, let alpha):
            "spring parameters out of range: stiffness/mass = \(f(omega0Squared)) and damping/(2·mass) = \(f(alpha)) must be finite and positive"
        }
    }

    /// The session file's member of a spring (``SpringKind``) that is at fault, if one is.
    var member: String? {
        switch self {
        case .mass: "mass"
        case .stiffness: "stiffness"
        case .damping, .undampedWithoutDuration: "damping"
        case .initialVelocity: "velocity"
        case .duration: "duration"
        default: nil
        }
    }
}
