extension Curve {
    /// The seconds the curve itself says its motion lasts, when it says: a spring's span (the
    /// duration it was given, else its settling time), a recorded motion's duration (from its
    /// last still frame to its first at rest). nil for a timing function, which lasts whatever
    /// the animation playing it lasts. Fits, exports and animations of a curve that knows its
    /// duration take it rather than a default.
    public var knownDuration: Double? {
        switch self {
        case .spring(let spring): spring.timeSpan
        case .data(let data): data.recording?.duration
        default: nil
        }
    }
}
