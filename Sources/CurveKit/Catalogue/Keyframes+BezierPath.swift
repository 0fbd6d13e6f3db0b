/// Keyframes whose every segment is paced by a cubic Bézier timing curve are a path of cubic
/// Béziers: segment i, from (tᵢ, vᵢ) to (tᵢ₊₁, vᵢ₊₁) with timing curve (x1, y1, x2, y2), is the
/// cubic through
///
/// ```
/// (tᵢ, vᵢ),  (tᵢ + x1·h, vᵢ + y1·Δ),  (tᵢ + x2·h, vᵢ + y2·Δ),  (tᵢ₊₁, vᵢ₊₁)
/// h = tᵢ₊₁ − tᵢ,  Δ = vᵢ₊₁ − vᵢ
/// ```
///
/// since scaling a Bézier's points by (h, Δ) and moving them scales and moves its curve (an
/// affine map commutes with the Bernstein form). The path's y at x is then the keyframes' value
/// at x: the inverse of ``BezierPath/bezierKeyframes``.
extension Keyframes {
    /// The keyframes exactly as a path of cubic Béziers (a straight segment where a segment's
    /// timing curve is y = x); nil when a segment's curve is no cubic Bézier
    /// (``Curve/equivalentBezier``).
    public var bezierPath: BezierPath? {
        var pieces: [BezierPath.Segment] = []
        for (index, segment) in segments.enumerated() {
            guard let bezier = segment.curve.equivalentBezier else { return nil }
            let start = (x: times[index], y: values[index]), end = (x: times[index + 1], y: values[index + 1])
            if bezier.x1 == bezier.y1 && bezier.x2 == bezier.y2 {
                // Both handles on y = x: the timing curve is y = x, a straight segment.
                pieces.append(.line(from: start, to: end))
                continue
            }
            let (span, move) = (end.x - start.x, end.y - start.y)
            pieces.append(
                BezierPath.Segment(
                    x: [start.x, start.x + bezier.x1 * span, start.x + bezier.x2 * span, end.x],
                    y: [start.y, start.y + bezier.y1 * move, start.y + bezier.y2 * move, end.y]))
        }
        return try? BezierPath(segments: pieces)
    }
}
