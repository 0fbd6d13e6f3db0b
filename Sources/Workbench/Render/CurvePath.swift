import CurveKit

/// A curve's graph as cubic Bézier segments in curve coordinates (x = input progress,
/// y = output progress), ready to be mapped through an affine plot transform.
///
/// A cubic Bézier timing function is drawn exactly: its graph *is* the cubic with control
/// points P0 = (0, 0), P1, P2, P3 = (1, 1), and an affine map sends a Bézier's control
/// points to the control points of its image. Every other curve is sampled adaptively
/// (``AdaptiveSampler``) into cubic Hermite pieces that follow it within a fraction of a
/// pixel, broken where it jumps or is undefined.
struct CurvePath: Sendable {
    struct Point: Sendable, Equatable {
        var x: Double
        var y: Double
    }

    /// A cubic from the previous point to `end`.
    struct Segment: Sendable, Equatable {
        var control1: Point
        var control2: Point
        var end: Point
    }

    /// A connected run: `M start C … C …`.
    struct Subpath: Sendable, Equatable {
        var start: Point
        var segments: [Segment]
    }

    var subpaths: [Subpath]

    /// The exact graph of a Bézier timing function on [0, 1].
    static func exact(_ bezier: CubicBezier) -> CurvePath {
        CurvePath(subpaths: [
            Subpath(
                start: Point(x: 0, y: 0),
                segments: [
                    Segment(
                        control1: Point(x: bezier.x1, y: bezier.y1),
                        control2: Point(x: bezier.x2, y: bezier.y2),
                        end: Point(x: 1, y: 1))
                ]
            )
        ])
    }

    /// The graph of `curve` on [0, 1] for a plot drawn at `scale` pixels per unit, within
    /// about `tolerance` pixels: exact for Béziers, adaptively sampled otherwise.
    static func of(_ curve: Curve, scale: (x: Double, y: Double), tolerance: Double) -> CurvePath {
        if let bezier = curve.bezier { return exact(bezier) }
        let sampler = AdaptiveSampler(function: { curve.value(at: $0) }, scale: scale, tolerance: tolerance)
        return CurvePath(subpaths: sampler.run())
    }

    /// The SVG path data (`M x,y C x,y x,y x,y …`, absolute, two decimals) after mapping
    /// every point through `transform`.
    func svgData(_ transform: PlotTransform) -> String {
        func point(_ point: Point) -> String {
            MarkupText.pixels(transform.px(point.x)) + "," + MarkupText.pixels(transform.py(point.y))
        }
        var parts: [String] = []
        for subpath in subpaths {
            parts.append("M" + point(subpath.start))
            for segment in subpath.segments {
                parts.append("C" + point(segment.control1) + " " + point(segment.control2) + " " + point(segment.end))
            }
        }
        return parts.joined(separator: " ")
    }
}

/// Samples y = f(x) on [0, 1] into cubic Hermite pieces, each written as the equivalent
/// cubic Bézier, refining by bisection until every piece is within `tolerance` pixels of
/// the function at its quarter points.
///
/// A Hermite piece on [a, b] with end slopes mₐ, m_b is the Bézier with control points
/// (a + h/3, f(a) + mₐh/3) and (b − h/3, f(b) − m_b h/3), h = b − a; its control points are
/// evenly spaced in x, so x runs linearly along it and the piece is the graph of a cubic
/// polynomial in x. Slopes are one-sided differences taken inside the piece, so a kink
/// (bounce) or a jump (steps) gives each side its own slope.
///
/// Where a piece still misses the function at `minimumWidth` (far below a pixel), the
/// function jumps there: the path is broken (a new subpath starts after the jump) when the
/// jump is more than half a pixel, and joined by a straight piece otherwise. Non-finite
/// values break the path too; the edge of an undefined region is followed down to the
/// minimum width.
///
/// Refinement goes level by level over the whole curve, and a budget of bisections bounds
/// the work for pathological functions (noise, sin(1/x)): when it runs out, the pieces left
/// are drawn as they are, equally coarse everywhere rather than fine on the left only.
struct AdaptiveSampler {
    let function: (Double) -> Double
    /// Pixels per unit of x and of y.
    let scale: (x: Double, y: Double)
    /// Largest vertical distance, in pixels, allowed at the check points.
    let tolerance: Double

    static let initialIntervals = 32
    static let minimumWidth = 1e-7
    static let checkPoints = [0.25, 0.5, 0.75]
    static let bisectionBudget = 2_000

    /// What to do with a piece of the curve.
    private enum Verdict {
        /// Draw the Hermite cubic with these end slopes.
        case draw(slopeA: Double, slopeB: Double)
        /// Not close enough yet; the slopes are a fallback for when the budget runs out.
        case split(fallback: (slopeA: Double, slopeB: Double)?)
        /// A jump, or an undefined stretch: end the subpath here.
        case breakPath
    }

    private struct Piece {
        var a: Double, fa: Double, b: Double, fb: Double
        var verdict: Verdict? = nil
    }

    init(function: @escaping (Double) -> Double, scale: (x: Double, y: Double), tolerance: Double) {
        self.function = function
        self.scale = scale
        self.tolerance = tolerance
    }

    func run() -> [CurvePath.Subpath] {
        let count = Self.initialIntervals
        let xs = (0...count).map { Double($0) / Double(count) }
        let ys = xs.map(function)
        var pieces = (0..<count).map { Piece(a: xs[$0], fa: ys[$0], b: xs[$0 + 1], fb: ys[$0 + 1]) }
        var budget = Self.bisectionBudget
        var refining = true
        while refining {
            refining = false
            var next: [Piece] = []
            next.reserveCapacity(pieces.count * 2)
            for var piece in pieces {
                let verdict = piece.verdict ?? judge(piece)
                if case .split = verdict, budget > 0 {
                    budget -= 1
                    refining = true
                    let middle = piece.a + (piece.b - piece.a) / 2
                    let fm = function(middle)
                    next.append(Piece(a: piece.a, fa: piece.fa, b: middle, fb: fm))
                    next.append(Piece(a: middle, fa: fm, b: piece.b, fb: piece.fb))
                } else {
                    piece.verdict = verdict
                    next.append(piece)
                }
            }
            pieces = next
        }

        var finished: [CurvePath.Subpath] = []
        var current: CurvePath.Subpath?
        for piece in pieces {
            var slopes: (Double, Double)?
            switch piece.verdict {
            case .draw(let slopeA, let slopeB): slopes = (slopeA, slopeB)
            case .split(let fallback): slopes = fallback.map { ($0.slopeA, $0.slopeB) }
            case .breakPath, nil: slopes = nil
            }
            guard let (slopeA, slopeB) = slopes else {
                if let done = current { finished.append(done) }
                current = nil
                continue
            }
            let third = (piece.b - piece.a) / 3
            let segment = CurvePath.Segment(
                control1: .init(x: piece.a + third, y: piece.fa + slopeA * third),
                control2: .init(x: piece.b - third, y: piece.fb - slopeB * third),
                end: .init(x: piece.b, y: piece.fb))
            if current == nil {
                current = CurvePath.Subpath(start: .init(x: piece.a, y: piece.fa), segments: [])
            }
            current?.segments.append(segment)
        }
        if let done = current { finished.append(done) }
        return finished
    }

    private func judge(_ piece: Piece) -> Verdict {
        let (a, fa, b, fb) = (piece.a, piece.fa, piece.b, piece.fb)
        let width = b - a
        let atMinimum = width <= Self.minimumWidth
        guard fa.isFinite, fb.isFinite else {
            // Follow the edge of an undefined region down to the minimum width.
            return (fa.isFinite || fb.isFinite) && !atMinimum ? .split(fallback: nil) : .breakPath
        }
        let slopeA = slope(from: a, value: fa, towards: b)
        let slopeB = slope(from: b, value: fb, towards: a)
        var error = 0.0
        for s in Self.checkPoints {
            let actual = function(a + s * width)
            let modelled = Self.hermite(s, fa, fb, slopeA * width, slopeB * width)
            error = actual.isFinite ? max(error, abs(actual - modelled) * scale.y) : .infinity
        }
        if error <= tolerance { return .draw(slopeA: slopeA, slopeB: slopeB) }
        if !atMinimum { return .split(fallback: (slopeA, slopeB)) }
        if abs(fb - fa) * scale.y > 0.5 { return .breakPath }
        let secant = (fb - fa) / width
        return .draw(slopeA: secant, slopeB: secant)
    }

    /// dy/dx at `x` by a second-order one-sided difference with points between `x` and
    /// `other` only; the secant of the piece when that is not finite.
    private func slope(from x: Double, value: Double, towards other: Double) -> Double {
        let step = (other - x) / 4
        let delta = abs(step) < 1e-5 ? step : (step < 0 ? -1e-5 : 1e-5)
        let slope = (-3 * value + 4 * function(x + delta) - function(x + 2 * delta)) / (2 * delta)
        if slope.isFinite { return slope }
        return (function(other) - value) / (other - x)
    }

    /// The Hermite cubic at s ∈ [0, 1] from y0 to y1 with end derivatives (in s) d0, d1.
    static func hermite(_ s: Double, _ y0: Double, _ y1: Double, _ d0: Double, _ d1: Double) -> Double {
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1
        let h10 = s3 - 2 * s2 + s
        let h01 = -2 * s3 + 3 * s2
        let h11 = s3 - s2
        return h00 * y0 + h10 * d0 + h01 * y1 + h11 * d1
    }
}

/// The affine map from curve coordinates to SVG pixels: x ∈ [0, 1] across `width` pixels
/// from `left`, y ∈ [lower, upper] across `height` pixels from `top` (upper at the top).
struct PlotTransform: Sendable, Equatable {
    var left: Double
    var width: Double
    var top: Double
    var height: Double
    var lower: Double
    var upper: Double

    func px(_ x: Double) -> Double { left + x * width }

    /// Values far outside the range (which only clipped curves reach) are held within ten
    /// plot heights of it, so path data stays short and finite.
    func py(_ y: Double) -> Double {
        let span = upper - lower
        guard span > 0 else { return top + height }
        let pixels = top + (upper - y) / span * height
        return min(max(pixels, top - 10 * height), top + 11 * height)
    }

    /// Pixels per unit of x and of y.
    var scale: (x: Double, y: Double) { (width, upper > lower ? height / (upper - lower) : 1) }
}
