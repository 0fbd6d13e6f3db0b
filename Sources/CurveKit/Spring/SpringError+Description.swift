extension SpringError: CustomStringConvertible {
    /// The error in CurveKit's terms: ``Spring``'s parameter names and the accepted values.
    public var description: String {
        let f = Spring.format
        return switch self {
        case .mass(let m): "mass must be a finite number greater than 0 (got \(f(m)))"
        case .stiffness(let k): "stiffness must be a finite number greater than 0 (got \(f(k)))"
        case .damping(let c): "damping must be a finite number, 0 or more (got \(f(c)))"
        case .initialVelocity(let v): "initialVelocity must be a finite number (got \(f(v)))"
        case .duration(let d): "duration must be a finite number of seconds greater than 0 (got \(f(d)))"
        case .undampedWithoutDuration: "damping 0 never settles: an undamped spring needs a duration"
        case .settlingTimeTooLong(let m, let k, let c):
            "the settling time of mass \(f(m)), stiffness \(f(k)) and damping \(f(c)) is too long to compute: give a duration"
        case .response(let r): "response must be a finite number of seconds greater than 0 (got \(f(r)))"
        case .dampingFraction(let z): "dampingFraction must be a finite number, 0 or more (got \(f(z)))"
        case .undampedFractionWithoutDuration: "dampingFraction 0 never settles: an undamped spring needs a duration"
        case .responseOutOfRange(let r, let m, let k, let c):
            "response \(f(r)) with mass \(f(m)) gives stiffness \(f(k)) and damping \(f(c)), out of range"
        case .perceptualDuration(let p): "perceptualDuration must be a finite number of seconds greater than 0 (got \(f(p)))"
        case .bounce(let b): "bounce must be a finite number above −1 and at most 1 (got \(f(b)))"
        case .undampedBounceWithoutDuration: "bounce 1 never settles: an undamped spring needs a duration"
        case .motionOutOfRange(let omega0Squared, let alpha):
            "stiffness/mass (\(f(omega0Squared))) and damping/(2·mass) (\(f(alpha))) must be finite and positive"
        }
    }
}
