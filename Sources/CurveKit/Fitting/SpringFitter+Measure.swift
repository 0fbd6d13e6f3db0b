extension SpringFitter {
    /// The error figures of any `spring` against `values` (`values[i]` the target at x = i/N),
    /// taken as a fit's are: its curve y(xᵢ) (the motion over its span, snapped to 1 where the
    /// spring snaps); ζ, ω and v in units of x. So that a spring kept with fewer decimals than it was
    /// fitted with states its own error, not the fit's.
    public static func measure(_ spring: Spring, against values: [Double]) -> SpringFit {
        let span = spring.timeSpan, intervals = Double(values.count - 1)
        let mean = values.reduce(0, +) / Double(values.count)
        var squares = 0.0, spread = 0.0, worst = -1.0, worstAt = 0.0
        for (index, value) in values.enumerated() {
            let x = Double(index) / intervals
            let residual = spring.value(at: x) - value
            squares += residual * residual
            spread += (value - mean) * (value - mean)
            if abs(residual) > worst { (worst, worstAt) = (abs(residual), x) }
        }
        return SpringFit(
            dampingRatio: spring.dampingRatio, frequency: (spring.stiffness / spring.mass).squareRoot() * span,
            rms: (squares / Double(values.count)).squareRoot(), maxError: worst, maxErrorAt: worstAt,
            rSquared: spread > 0 ? 1 - squares / spread : 1, initialVelocity: spring.initialVelocity * span)
    }
}
