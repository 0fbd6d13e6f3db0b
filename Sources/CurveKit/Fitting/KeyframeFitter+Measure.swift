extension KeyframeFitter {
    /// The error figures of any keyframes curve whose segments are cubic Béziers against
    /// `target`, taken as a fit's are (each segment checked at 40,000 points per unit of x and
    /// at least 64, refined): so that a curve kept with fewer decimals than it was fitted with
    /// states its own error, not the fit's.
    ///
    /// - Throws: ``KeyframeFitError/invalidArgument(_:)`` for a segment that is not a Bézier,
    ///   ``KeyframeFitError/nonFiniteTarget(at:)`` where `target` is not finite.
    public static func measure(_ keyframes: Keyframes, against target: (Double) -> Double) throws(KeyframeFitError) -> KeyframeFit {
        var errors: [(error: Double, at: Double)] = []
        for index in keyframes.segments.indices {
            guard case .bezier(let bezier) = keyframes.segments[index].curve else {
                throw .invalidArgument("segment \(index + 1) of the keyframes is not a cubic Bézier")
            }
            let (start, end) = (keyframes.times[index], keyframes.times[index + 1])
            errors.append(
                try KeyframeFitEngine.measure(
                    target, start: start, end: end, startValue: keyframes.values[index], endValue: keyframes.values[index + 1],
                    bezier: bezier, intervals: KeyframeFitEngine.denseIntervals(start: start, end: end)))
        }
        return KeyframeFitEngine.result(keyframes, errors)
    }
}
