/// The curves beside bounces and paths that are piecewise cubic in x, as keyframes of timing
/// Béziers (``Curve/bezierKeyframes``). Each piece is a cubic y(x) over [t₀, t₁]; in the segment's
/// own time s = (x − t₀)/h it is the Bézier with x1 = ⅓, x2 = ⅔ (so x(s) = s) whose control values
/// are the cubic's Bernstein coefficients P0 … P3, and as a keyframe's timing curve, in progress
/// from P0 to P3, y1 = (P1 − P0)/Δ and y2 = (P2 − P0)/Δ with Δ = P3 − P0 (a flat piece is straight).
extension Curve {
    /// Penner's quad, cubic and back in-out: the ease-in polynomial (back's with c2 = c1·1.525)
    /// scaled into the first half, its out form into the second, so each half is a keyframe from
    /// 0 to ½ and from ½ to 1 timed by the in and the out Bézier.
    static func inOutKeyframes(_ penner: Penner) -> Keyframes? {
        guard penner.direction == .inOut else { return nil }
        let inForm: (Double, Double, Double, Double)
        switch penner.family {
        case .quad: inForm = (0, 1, 0, 0)
        case .cubic: inForm = (1, 0, 0, 0)
        // (2x)²·((c2 + 1)·2x − c2)/2 over the first half: (c2 + 1)·s³ − c2·s² in s = 2x.
        case .back: inForm = (Penner.c2 + 1, -Penner.c2, 0, 0)
        default: return nil
        }
        guard let easeIn = bezier(polynomial: inForm), let easeOut = bezier(polynomial: out(inForm)) else { return nil }
        let inName = Penner(penner.family, .in).name, outName = Penner(penner.family, .out).name
        return try? Keyframes(
            times: [0, 0.5, 1], values: [0, 0.5, 1],
            segments: [Keyframes.Segment(name: inName, curve: .bezier(easeIn)), Keyframes.Segment(name: outName, curve: .bezier(easeOut))])
    }
}

extension Keyframes.Segment {
    /// A straight segment: y = x as its timing curve.
    static let straight = Keyframes.Segment(name: "linear", curve: .bezier(.linear))

    /// The piece with Bernstein control values `points` (P0 … P3, x(s) = s) as a keyframe's timing
    /// curve; nil when its ends are equal but it is not flat (it turns: no timing curve from a
    /// value to itself holds it).
    static func piece(_ points: [Double]) -> Keyframes.Segment? {
        let move = points[3] - points[0]
        if move == 0 {
            return points[1] == points[0] && points[2] == points[0] ? straight : nil
        }
        guard
            let bezier = try? CubicBezier(x1: 1.0 / 3, y1: (points[1] - points[0]) / move, x2: 2.0 / 3, y2: (points[2] - points[0]) / move)
        else { return nil }
        return Keyframes.Segment(name: "bezier", curve: .bezier(bezier))
    }
}

extension LinearStops {
    /// The stops as keys joined by straight segments; nil where two stops share an x (a jump) or
    /// the stops do not run from x = 0 to 1.
    public var bezierKeyframes: Keyframes? {
        guard stops.first?.x == 0, stops.last?.x == 1 else { return nil }
        return try? Keyframes(
            times: stops.map(\.x), values: stops.map(\.y), segments: Array(repeating: .straight, count: stops.count - 1))
    }
}

extension Oscillation {
    /// SKBounceAnimation's frames as keys at x = t/(n − 1), joined by straight segments: what
    /// ``value(at:)`` is (Core Animation's linear calculation mode between evenly spaced values).
    public var bezierKeyframes: Keyframes? {
        let frames = frameValues(duration: duration)
        guard frames.count >= 2 else { return nil }
        let last = Double(frames.count - 1)
        return try? Keyframes(
            times: frames.indices.map { Double($0) / last }, values: frames,
            segments: Array(repeating: .straight, count: frames.count - 1))
    }
}

extension DataCurve {
    /// The monotone cubic over [0, 1] as keyframes: a key at each sample, each piece the cubic
    /// Hermite with the samples' values and slopes m, whose Bernstein control values are
    /// v₀, v₀ + h·m₀/3, v₁ − h·m₁/3, v₁; a piece that crosses 0 or 1 cut there (de Casteljau, which
    /// keeps x(s) = s on the part), and the end values held before the first sample and after the
    /// last. nil for more samples than keyframes hold.
    public var bezierKeyframes: Keyframes? {
        guard times.count + 2 <= Keyframes.maximumKeys else { return nil }
        var keyTimes = [0.0], keyValues = [values[0]], segments: [Keyframes.Segment] = []
        func append(_ time: Double, _ value: Double, _ segment: Keyframes.Segment) {
            keyTimes.append(time)
            keyValues.append(value)
            segments.append(segment)
        }
        if times[0] > 0 { append(min(times[0], 1), values[0], .straight) }
        for index in 0..<(times.count - 1) {
            var (from, to) = (times[index], times[index + 1])
            guard to > 0, from < 1, (keyTimes.last ?? 0) < 1 else { continue }
            let h = to - from
            var points = [
                values[index], values[index] + h * slopes[index] / 3, values[index + 1] - h * slopes[index + 1] / 3, values[index + 1],
            ]
            if to > 1 {
                points = BezierPath.split(points, at: (1 - from) / h).0
                to = 1
            }
            if from < 0 {
                points = BezierPath.split(points, at: -from / (to - from)).1
                from = 0
                keyValues[0] = points[0]
            }
            guard let segment = Keyframes.Segment.piece(points) else { return nil }
            append(to, points[3], segment)
        }
        if let end = keyTimes.last, end < 1 { append(1, values[values.count - 1], .straight) }
        return try? Keyframes(times: keyTimes, values: keyValues, segments: segments)
    }
}
