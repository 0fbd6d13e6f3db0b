import CurveKit

/// Material 3 motion tokens: the curve as the nearest token (exact when it is one), easing
/// tokens for timing curves and spring tokens for springs (over the spring's own seconds), with
/// the web and Compose values (dialects.md §4).
enum MaterialWriter: DialectWriter {
    static let dialect = Dialect.material
    static func comment(_ text: String) -> String { "// \(CodeText.commentSafe(text))" }
    static func declaration(_ code: String, name: String) -> String { code }

    /// The easing tokens and their cubic-bezier() (web and Compose; MDC-Android differs, §4.1).
    static let easings: [(token: String, points: [Double])] = [
        ("standard", [0.2, 0, 0, 1]), ("standard.accelerate", [0.3, 0, 1, 1]), ("standard.decelerate", [0, 0, 0, 1]),
        ("emphasized", [0.2, 0, 0, 1]), ("emphasized.accelerate", [0.3, 0, 0.8, 0.15]), ("emphasized.decelerate", [0.05, 0.7, 0.1, 1]),
        ("legacy", [0.4, 0, 0.2, 1]), ("legacy.accelerate", [0.4, 0, 1, 1]), ("legacy.decelerate", [0, 0, 0.2, 1]), ("linear", [0, 0, 1, 1]),
    ]

    /// The spring tokens: damping ratio and stiffness (mass 1), standard and expressive schemes (§4.2).
    static let springs: [(token: String, dampingRatio: Double, stiffness: Double)] = [
        ("spring.fast.spatial", 0.9, 1400), ("spring.default.spatial", 0.9, 700), ("spring.slow.spatial", 0.9, 300),
        ("spring.fast.effects", 1, 3800), ("spring.default.effects", 1, 1600), ("spring.slow.effects", 1, 800),
        ("expressive.spring.fast.spatial", 0.6, 800), ("expressive.spring.default.spatial", 0.8, 380),
        ("expressive.spring.slow.spatial", 0.8, 200),
    ]

    /// The token whose own numbers the curve has (a Bézier's control points; a spring's
    /// damping ratio and stiffness per unit mass, to 1e-12 of them).
    static func exact(_ curve: Curve, digits: Digits) -> String? {
        switch curve {
        case .bezier(let bezier):
            return easings.first { $0.points == bezier.controlPoints }.map { easingCode($0.token, $0.points) }
        case .spring(let spring) where spring.initialVelocity == 0:
            func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-12 * abs(b) }
            return springs.first { close(spring.dampingRatio, $0.dampingRatio) && close(spring.stiffness / spring.mass, $0.stiffness) }
                .map { springCode($0.token, $0.dampingRatio, $0.stiffness) }
        default: return nil
        }
    }

    static func easingCode(_ token: String, _ points: [Double]) -> String {
        "md.sys.motion.easing.\(token)  (cubic-bezier(\(points.map(TextFormat.shortest).joined(separator: ", "))))"
    }

    static func springCode(_ token: String, _ dampingRatio: Double, _ stiffness: Double) -> String {
        "md.sys.motion.\(token)  (damping ratio \(TextFormat.shortest(dampingRatio)), stiffness \(TextFormat.shortest(stiffness)))"
    }

    static func approximations(_ candidates: ExportCandidates, digits: Digits) throws(ExportError) -> [DialectExport.Approximation] {
        nearest(to: candidates.curve).map { [$0] } ?? []
    }

    /// The token closest to `curve` (max error over 2,001 x; a spring against the spring tokens
    /// over its own time span).
    static func nearest(to curve: Curve) -> DialectExport.Approximation? {
        var options: [(code: String, model: Curve)] = []
        if let spring = ExportTiming.spring(in: curve) {
            for token in springs {
                guard let model = try? Spring(
                    mass: 1, stiffness: token.stiffness, damping: 2 * token.dampingRatio * token.stiffness.squareRoot(), duration: spring.timeSpan)
                else { continue }
                options.append((springCode(token.token, token.dampingRatio, token.stiffness), .spring(model)))
            }
        } else {
            for token in easings {
                guard let model = try? CubicBezier(x1: token.points[0], y1: token.points[1], x2: token.points[2], y2: token.points[3]) else { continue }
                options.append((easingCode(token.token, token.points), .bezier(model)))
            }
        }
        return options.map { option in
            let (error, at) = ExportTiming.maxDeviation(of: { option.model.value(at: $0) }, from: curve)
            return DialectExport.Approximation(code: option.code, form: "the nearest token", maxError: error, at: at)
        }.min { $0.maxError < $1.maxError }
    }
}
