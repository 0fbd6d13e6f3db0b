import CurveKit

/// Material 3 motion tokens: the curve as the nearest token (exact when it is one), easing
/// tokens for timing curves and spring tokens for springs (over the spring's own seconds), with
/// the web and Compose values (platforms.md §4).
enum MaterialWriter: PlatformWriter {
    static func declaration(_ code: String, name: String) -> String { code }

    /// The easing tokens in the order they are tried (the first of equal ones wins: the web's
    /// emphasized is standard's curve), their numbers from ``MaterialTokens``.
    static let easingOrder = [
        "standard", "standard-accelerate", "standard-decelerate", "emphasized", "emphasized-accelerate", "emphasized-decelerate",
        "legacy", "legacy-accelerate", "legacy-decelerate", "linear",
    ]
    static var easings: [(token: String, points: [Double])] {
        easingOrder.compactMap { name in MaterialTokens.easings[name].map { (name, $0.web) } }
    }
    static var springs: [(token: String, dampingRatio: Double, stiffness: Double)] {
        MaterialTokens.springs.sorted { $0.key < $1.key }.map { ($0.key, $0.value.ratio, $0.value.stiffness) }
    }

    /// Every token as (its name, the curve the reader makes of it, the code `export` writes),
    /// one per curve: the first of equal ones wins, as in ``exact(_:digits:)``.
    static let tokenCodes: [(spelling: String, curve: Curve, code: String)] = {
        var table: [(spelling: String, curve: Curve, code: String)] = []
        func add(_ spelling: String, _ curve: Curve?, _ code: String) {
            guard let curve, !table.contains(where: { $0.curve == curve }) else { return }
            table.append((spelling, curve, code))
        }
        for token in easings {
            let code = easingCode(token.token, token.points)
            add(tokenName(code), CodeCurves.bezier(token.points), code)
        }
        let place = CodeNode(value: .name(""), offset: 0, length: 0)
        for token in springs {
            let code = springCode(token.token, token.dampingRatio, token.stiffness)
            add(
                tokenName(code),
                try? CodeCurves.spring(stiffness: token.stiffness, dampingRatio: token.dampingRatio, SourceCode(""), at: place), code)
        }
        return table
    }()

    /// The tokens as the platform's table of named curves (``PlatformSpec/presets``).
    static var tokens: [(spelling: String, curve: Curve)] { tokenCodes.map { ($0.spelling, $0.curve) } }

    /// A token's code with its numbers beside the name, as ``exact(_:digits:)`` writes it.
    static func named(_ spelling: String, _ curve: Curve) -> String {
        tokenCodes.first { $0.spelling == spelling }?.code ?? spelling
    }

    /// The token's name alone: the code up to the numbers written beside it.
    private static func tokenName(_ code: String) -> String {
        code.components(separatedBy: "  (").first ?? code
    }

    /// The token whose own numbers the curve has (a Bézier's control points; a spring's
    /// damping ratio and stiffness per unit mass, to 1e-12 of them).
    static func exact(bezier: CubicBezier, digits: Digits) -> String? {
        easings.first { $0.points == bezier.controlPoints }.map { easingCode($0.token, $0.points) }
    }

    static func exact(spring: Spring, digits: Digits) -> String? {
        guard spring.initialVelocity == 0 else { return nil }
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-12 * abs(b) }
        return springs.first { close(spring.dampingRatio, $0.dampingRatio) && close(spring.stiffness / spring.mass, $0.stiffness) }
            .map { springCode($0.token, $0.dampingRatio, $0.stiffness) }
    }

    /// `md.sys.motion.easing.emphasized.decelerate` for `emphasized-decelerate`.
    static func easingCode(_ token: String, _ points: [Double]) -> String {
        "md.sys.motion.easing.\(token.replacingOccurrences(of: "-", with: "."))  (\(MaterialTokens.webValue(points.map(TextFormat.shortest))))"
    }

    /// `md.sys.motion.spring.fast.spatial` for the standard scheme's `fast-spatial`; the
    /// expressive scheme's by their short name (`expressive-fast-spatial`): the scheme is not part
    /// of the token's name.
    static func springCode(_ token: String, _ dampingRatio: Double, _ stiffness: Double) -> String {
        (token.hasPrefix("expressive-") ? token : "md.sys.motion.spring.\(token.replacingOccurrences(of: "-", with: "."))")
            + "  (damping ratio \(TextFormat.shortest(dampingRatio)), stiffness \(TextFormat.shortest(stiffness)))"
    }

    static func approximations(_ candidates: ExportCandidates, digits: Digits) throws(ExportError) -> [PlatformExport.Approximation] {
        nearest(to: candidates.curve).map { [$0] } ?? []
    }

    /// The token closest to `curve` (max error over 2,001 x; a spring against the spring tokens
    /// over its own time span, carrying the token's spring so that the export measures it as
    /// Material runs it).
    static func nearest(to curve: Curve) -> PlatformExport.Approximation? {
        var options: [(code: String, model: Curve, spring: Spring?)] = []
        if let spring = curve.spring {
            for token in springs {
                guard
                    let model = try? Spring(
                        mass: 1, stiffness: token.stiffness,
                        damping: SpringConversions.damping(ratio: token.dampingRatio, stiffness: token.stiffness), duration: spring.timeSpan
                    )
                else { continue }
                options.append((springCode(token.token, token.dampingRatio, token.stiffness), .spring(model), model))
            }
        } else {
            for token in easings {
                guard let model = try? CubicBezier(x1: token.points[0], y1: token.points[1], x2: token.points[2], y2: token.points[3])
                else { continue }
                options.append((easingCode(token.token, token.points), .bezier(model), nil))
            }
        }
        return options.map { option in
            let (error, at) = ExportTiming.maxDeviation(of: { option.model.value(at: $0) }, from: curve)
            return PlatformExport.Approximation(
                code: option.code, form: "the nearest token", maxError: error, at: at, spring: option.spring)
        }.min { $0.maxError < $1.maxError }
    }
}

extension MaterialWriter {
    /// The easing token, and the kept duration and delay as ``MaterialAnimationWriter`` writes
    /// an animation's (a duration token when one is that long, else milliseconds); a spring
    /// token, which has no duration, with a comment.
    static func timedDeclaration(_ code: String, name: String, timing: CurveTiming, isSpring: Bool) -> String {
        guard !isSpring else { return commentedTiming(code, name: name, timing: timing) }
        let lines = [
            code, timing.duration.map { "duration: \(MaterialAnimationWriter.duration($0))" },
            timing.delay.map { "delay: \(MaterialAnimationWriter.duration($0))" },
        ]
        return lines.compactMap { $0 }.joined(separator: "\n")
    }
}
