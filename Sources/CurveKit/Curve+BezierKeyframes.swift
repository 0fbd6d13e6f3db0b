/// Curves that are piecewise cubic in x, written exactly as keyframes whose every segment is a
/// cubic Bézier timing curve: the form a platform with a timing curve per keyframe plays exactly
/// (CSS `@keyframes`, `CAKeyframeAnimation`, SwiftUI's keyframes, Compose `keyframes`, Motion,
/// Lottie).
///
/// A keyframe's timing curve maps the segment's time to progress from its value to the next key's,
/// so a segment whose ends have the same value (a bounce's arc, from the floor up and back) is
/// split where it turns. A piece y(x) = a·x³ + b·x² + c·x + d over [x₀, x₁] is, in the segment's
/// own time s = (x − x₀) / h, the timing Bézier with x1 = ⅓, x2 = ⅔ (so x(s) = s) and
///
/// ```
/// y1 = h·y′(x₀) / (3Δ),   y2 = 1 − h·y′(x₁) / (3Δ),   Δ = y(x₁) − y(x₀)
/// ```
///
/// (the Bernstein form of a cubic from its end values and end slopes).
///
/// The kinds written so: Penner's bounce (in, out, in-out: parabolic arcs, each half of an arc a
/// quadratic ease-in or ease-out), Penner's quad, cubic and back in-out (an ease-in polynomial
/// over the first half, its out form over the second), paths of cubic Béziers whose segments each
/// span some x, `linear()` stops, sampled data that is not a recording (its monotone cubic, piece
/// by piece) and SKBounceAnimation's oscillation (its frames joined by straight lines)
/// (Curve+PiecewiseKeyframes.swift).
extension Curve {
    /// The curve exactly as keyframes of cubic Bézier segments; nil when it is not piecewise
    /// cubic in that way (or is keyframes already).
    public var bezierKeyframes: Keyframes? {
        switch self {
        case .penner(let penner) where penner.family == .bounce: Penner.bounceKeyframes(penner.direction)
        case .penner(let penner): Self.inOutKeyframes(penner)
        case .path(let path): path.bezierKeyframes
        case .linear(let stops): stops.bezierKeyframes
        // A recording is exported as the timing curve identified in it, played for its duration,
        // not as its samples (noise and all).
        case .data(let data) where data.recording == nil: data.bezierKeyframes
        case .oscillation(let oscillation): oscillation.bezierKeyframes
        default: nil
        }
    }
}

extension Penner {
    /// y = s² over a segment's time: the half of a parabola that rises from its vertex.
    static let risingHalf = Keyframes.Segment(name: "quad-in", curve: .bezier(CubicBezier(constant: 1.0 / 3, 0, 2.0 / 3, 1.0 / 3)))
    /// y = 1 − (1 − s)²: the half that ends at its vertex.
    static let fallingHalf = Keyframes.Segment(name: "quad-out", curve: .bezier(CubicBezier(constant: 1.0 / 3, 2.0 / 3, 2.0 / 3, 1)))

    /// Bounce out's key times in units of 1/d1 (d1 = 2.75): the ends of its four arcs and their
    /// vertices; its values there: n1·(x − vertex)² + floor is 1 at an arc's ends (n1 = d1²) and
    /// the floor (0, 0.75, 0.9375, 0.984375) at its vertex.
    static let bounceOutKeys: [(time: Double, value: Double)] = [
        (0, 0), (1, 1), (1.5, 0.75), (2, 1), (2.25, 0.9375), (2.5, 1), (2.625, 0.984375), (2.75, 1),
    ]

    static func bounceKeyframes(_ direction: Direction) -> Keyframes? {
        let times = bounceOutKeys.map { $0.time / d1 }
        let values = bounceOutKeys.map(\.value)
        // From the floor the first arc rises (its vertex at x = 0); after it each arc falls to its
        // vertex and rises again.
        let outSegments = (0..<(times.count - 1)).map { $0 % 2 == 0 ? risingHalf : fallingHalf }
        // In is out turned half a turn (1 − out(1 − x)): the keys reversed, each half the other.
        let inTimes = times.reversed().map { 1 - $0 }
        let inValues = values.reversed().map { 1 - $0 }
        let inSegments = outSegments.reversed().map { $0.name == risingHalf.name ? fallingHalf : risingHalf }
        switch direction {
        case .out: return try? Keyframes(times: times, values: values, segments: outSegments)
        case .in: return try? Keyframes(times: inTimes, values: inValues, segments: inSegments)
        case .inOut:
            // In over the first half (values halved), out over the second (0.5 + half).
            let first = inTimes.map { $0 / 2 }, second = times.dropFirst().map { 0.5 + $0 / 2 }
            return try? Keyframes(
                times: first + second, values: inValues.map { $0 / 2 } + values.dropFirst().map { 0.5 + $0 / 2 },
                segments: inSegments + outSegments)
        }
    }
}

extension BezierPath {
    /// The path as keyframes: a key at each segment's end, each segment's points scaled to its
    /// span as the timing Bézier; a segment whose ends have the same y is split where y turns
    /// (by de Casteljau's construction, which keeps the curve), and a flat one is straight. nil
    /// when a segment is vertical (a jump) or a control point's x lies outside its segment's span.
    public var bezierKeyframes: Keyframes? {
        var times = [segments.first?.x[0] ?? 0], values = [segments.first?.y[0] ?? 0]
        var pieces: [Keyframes.Segment] = []
        for segment in segments {
            for part in Self.monotoneEnds(segment) {
                let (x, y) = (part.x, part.y)
                let span = x[3] - x[0], move = y[3] - y[0]
                guard span > 0 else { return nil }
                let bezier: CubicBezier?
                if move == 0 {
                    bezier = .linear
                } else {
                    bezier = try? CubicBezier(
                        x1: (x[1] - x[0]) / span, y1: (y[1] - y[0]) / move, x2: (x[2] - x[0]) / span, y2: (y[2] - y[0]) / move)
                }
                guard let bezier else { return nil }
                times.append(x[3])
                values.append(y[3])
                pieces.append(Keyframes.Segment(name: "bezier", curve: .bezier(bezier)))
            }
        }
        return try? Keyframes(times: times, values: values, segments: pieces)
    }

    /// The segment, or its two halves split where y turns when its ends have the same y but it
    /// is not flat.
    static func monotoneEnds(_ segment: Segment) -> [Segment] {
        let y = segment.y
        guard y[0] == y[3], !(y[1] == y[0] && y[2] == y[0]) else { return [segment] }
        // y′(t)/3 = a(1−t)² + 2b·t(1−t) + c·t², a quadratic A t² + B t + C.
        let a = y[1] - y[0], b = y[2] - y[1], c = y[3] - y[2]
        let quadA = a - 2 * b + c, quadB = 2 * (b - a), quadC = a
        var roots: [Double] = []
        if quadA == 0 {
            if quadB != 0 { roots = [-quadC / quadB] }
        } else {
            let discriminant = quadB * quadB - 4 * quadA * quadC
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots = [(-quadB - root) / (2 * quadA), (-quadB + root) / (2 * quadA)]
            }
        }
        guard let turn = roots.filter({ $0 > 0 && $0 < 1 }).first else { return [segment] }
        let (firstX, secondX) = split(segment.x, at: turn), (firstY, secondY) = split(segment.y, at: turn)
        return [Segment(x: firstX, y: firstY), Segment(x: secondX, y: secondY)]
    }

    /// A cubic's control values split at t into the two cubics that trace it (de Casteljau).
    static func split(_ p: [Double], at t: Double) -> ([Double], [Double]) {
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        let a = lerp(p[0], p[1]), b = lerp(p[1], p[2]), c = lerp(p[2], p[3])
        let d = lerp(a, b), e = lerp(b, c)
        let f = lerp(d, e)
        return ([p[0], a, d, f], [f, e, c, p[3]])
    }
}
