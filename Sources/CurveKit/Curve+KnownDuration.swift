extension Curve {
    /// The seconds the curve itself says its motion lasts, when it says: a spring's span (the
    /// duration it was given, else its settling time), a recorded motion's duration (from its
    /// last still frame to its first at rest, to the nanosecond: a difference of two stamps,
    /// 0.7723 − 0.5383, is 0.234 s, not 0.23399999999999996). nil for a timing function, which
    /// lasts whatever the animation playing it lasts. Fits, exports and animations of a curve
    /// that knows its duration take it rather than a default.
    public var knownDuration: Double? {
        switch self {
        case .spring(let spring): spring.timeSpan
        case .data(let data): data.recording.map { ($0.duration * 1e9).rounded() / 1e9 }
        default: nil
        }
    }
}
