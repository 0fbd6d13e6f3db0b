/// A point of a curve: input progress, output progress and slope dy/dx.
public struct CurvePoint: Sendable, Equatable {
    public let x: Double
    public let y: Double
    public let slope: Double
}

extension Curve {
    /// `intervals + 1` evenly spaced points x = i / intervals, i = 0 … intervals, with the
    /// value and slope at each. The x values are computed as `Double(i) / Double(intervals)`,
    /// so they are the correctly rounded fractions and the last one is exactly 1.
    public func sample(intervals: Int) -> [CurvePoint] {
        precondition(intervals >= 1, "at least one interval")
        let count = Double(intervals)
        return (0...intervals).map { index in
            let x = Double(index) / count
            return CurvePoint(x: x, y: value(at: x), slope: slope(at: x))
        }
    }
}
