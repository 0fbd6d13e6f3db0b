import Foundation

extension Curve {
    /// The curve as one formula in x (for x in [0, 1]), when it has a closed form: Penner's 30,
    /// steps, exponential decays, second-order responses, springs and formulas. Its value agrees
    /// with ``value(at:)`` within 1e-9 at every x in [0, 1] (the tests check it at 10,001 x per
    /// kind); what each kind's closed form is, and where it stops, is said beside it. nil for the
    /// kinds without one (Béziers and paths, whose x(t) must be solved; stops, keyframes, data,
    /// platform formulas, and oscillations of more frames than a formula may hold).
    ///
    /// Platforms that take code as an easing write this formula in their own language
    /// (``Formula/code(in:)``), so the code is the curve.
    public var closedForm: Formula? {
        let text: String? =
            switch self {
            case .penner(let penner): penner.closedFormText
            case .steps(let steps): steps.closedFormText
            case .exponentialDecay(let decay): decay.closedFormText
            case .secondOrder(let response): response.closedFormText
            case .spring(let spring): spring.closedFormText
            case .oscillation(let oscillation): oscillation.closedFormText
            case .expression(let formula): formula.text
            default: nil
            }
        return text.flatMap { try? Formula(parsing: $0) }
    }
}

/// A number as formula text: its shortest spelling, in parentheses when negative.
func formulaLiteral(_ value: Double) -> String {
    value.sign == .minus && value != 0
        ? "(-" + FormulaPrinter.number(-value, compact: false) + ")" : FormulaPrinter.number(value, compact: false)
}

extension Penner {
    /// The published formula (``formula``) in the formula language, with its constants as the
    /// doubles ``value(at:)`` uses and its powers as the same products.
    var closedFormText: String {
        switch direction {
        case .in: Self.easeInText(family, "x")
        case .out: Self.easeOutText(family, "x")
        case .inOut: Self.easeInOutText(family)
        }
    }

    private static func product(_ v: String, _ count: Int) -> String { Array(repeating: v, count: count).joined(separator: " * ") }

    private static func easeInText(_ family: Family, _ x: String) -> String {
        let (c1, c3, c4) = (formulaLiteral(Self.c1), formulaLiteral(Self.c3), formulaLiteral(Self.c4))
        return switch family {
        case .sine: "1 - cos(\(x) * pi / 2)"
        case .quad: product(x, 2)
        case .cubic: product(x, 3)
        case .quart: product(x, 4)
        case .quint: product(x, 5)
        case .expo: "\(x) == 0 ? 0 : 2^(10 * \(x) - 10)"
        case .circ: "1 - sqrt(1 - \(x) * \(x))"
        case .back: "\(c3) * \(x) * \(x) * \(x) - \(c1) * \(x) * \(x)"
        case .elastic: "\(x) == 0 ? 0 : \(x) == 1 ? 1 : -2^(10 * \(x) - 10) * sin((\(x) * 10 - 10.75) * \(c4))"
        case .bounce: "1 - (\(bounceOutText("(1 - \(x))")))"
        }
    }

    private static func easeOutText(_ family: Family, _ x: String) -> String {
        let (c1, c3, c4) = (formulaLiteral(Self.c1), formulaLiteral(Self.c3), formulaLiteral(Self.c4))
        let u = "(1 - \(x))"
        return switch family {
        case .sine: "sin(\(x) * pi / 2)"
        case .quad: "1 - \(u) * \(u)"
        case .cubic: "1 - \(product(u, 3))"
        case .quart: "1 - \(u) * \(u) * (\(u) * \(u))"
        case .quint: "1 - \(u) * \(u) * (\(u) * \(u)) * \(u)"
        case .expo: "\(x) == 1 ? 1 : 1 - 2^(-10 * \(x))"
        case .circ: "sqrt(1 - (\(x) - 1) * (\(x) - 1))"
        case .back: "1 + \(c3) * \(product("(\(x) - 1)", 3)) + \(c1) * (\(x) - 1) * (\(x) - 1)"
        case .elastic: "\(x) == 0 ? 0 : \(x) == 1 ? 1 : 2^(-10 * \(x)) * sin((\(x) * 10 - 0.75) * \(c4)) + 1"
        case .bounce: bounceOutText(x)
        }
    }

    private static func easeInOutText(_ family: Family) -> String {
        let v = "(-2 * x + 2)"
        let (c2, c2Plus1, c5) = (formulaLiteral(Self.c2), formulaLiteral(Self.c2 + 1), formulaLiteral(Self.c5))
        return switch family {
        case .sine: "-(cos(pi * x) - 1) / 2"
        case .quad: "x < 0.5 ? 2 * x * x : 1 - \(v) * \(v) / 2"
        case .cubic: "x < 0.5 ? 4 * x * x * x : 1 - \(product(v, 3)) / 2"
        case .quart: "x < 0.5 ? 8 * x * x * x * x : 1 - \(v) * \(v) * (\(v) * \(v)) / 2"
        case .quint: "x < 0.5 ? 16 * x * x * x * x * x : 1 - \(v) * \(v) * (\(v) * \(v)) * \(v) / 2"
        case .expo: "x == 0 ? 0 : x == 1 ? 1 : x < 0.5 ? 2^(20 * x - 10) / 2 : (2 - 2^(-20 * x + 10)) / 2"
        case .circ: "x < 0.5 ? (1 - sqrt(1 - (2 * x) * (2 * x))) / 2 : (sqrt(1 - \(v) * \(v)) + 1) / 2"
        case .back:
            "x < 0.5 ? (2 * x) * (2 * x) * (\(c2Plus1) * 2 * x - \(c2)) / 2 "
                + ": ((2 * x - 2) * (2 * x - 2) * (\(c2Plus1) * (x * 2 - 2) + \(c2)) + 2) / 2"
        case .elastic:
            "x == 0 ? 0 : x == 1 ? 1 : x < 0.5 ? -(2^(20 * x - 10) * sin((20 * x - 11.125) * \(c5))) / 2 "
                + ": 2^(-20 * x + 10) * sin((20 * x - 11.125) * \(c5)) / 2 + 1"
        case .bounce: "x < 0.5 ? (1 - (\(bounceOutText("(1 - 2 * x)")))) / 2 : (1 + (\(bounceOutText("(2 * x - 1)")))) / 2"
        }
    }

    /// Four parabolic arcs (``bounceOut(_:)``) of `x`, a parenthesised expression.
    private static func bounceOutText(_ x: String) -> String {
        let n1 = formulaLiteral(Self.n1)
        func arc(_ center: Double, _ height: String) -> String {
            let u = "(\(x) - \(formulaLiteral(center / d1)))"
            return "\(n1) * \(u) * \(u) + \(height)"
        }
        return "\(x) < \(formulaLiteral(1 / d1)) ? \(n1) * \(x) * \(x) : \(x) < \(formulaLiteral(2 / d1)) ? \(arc(1.5, "0.75")) "
            + ": \(x) < \(formulaLiteral(2.5 / d1)) ? \(arc(2.25, "0.9375")) : \(arc(2.625, "0.984375"))"
    }
}

extension Steps {
    /// ⌊x·n⌋ (plus one for a jump at the start), held in 0…jumps, over the jumps.
    var closedFormText: String {
        let start = position == .jumpStart || position == .jumpBoth ? " + 1" : ""
        return "min(max(floor(x * \(count))\(start), 0), \(jumps)) / \(jumps)"
    }
}

extension ExponentialDecay {
    /// (e^(−Kx) − 1)/(e^(−K) − 1); nil for |K| < 1e-4, where the subtraction loses more than
    /// 2e-12 of the value (``value(at:)`` uses `expm1`, which the formula language has not).
    var closedFormText: String? {
        guard abs(rate) >= 1e-4 else { return nil }
        let k = formulaLiteral(-rate)
        return "(exp(\(k) * x) - 1) / (exp(\(k)) - 1)"
    }
}

extension SecondOrderResponse {
    /// 1 − e^(−ζωx)·sin(βωx + φ)/β, with its constants as ``value(at:)`` computes them.
    var closedFormText: String {
        let beta = (1 - damping * damping).squareRoot()
        let phase = atan(beta / damping)
        return "1 - exp(\(formulaLiteral(-damping * frequency)) * x) * sin(\(formulaLiteral(beta * frequency)) * x + "
            + "\(formulaLiteral(phase))) / \(formulaLiteral(beta))"
    }
}

extension Oscillation {
    /// Its frames joined by straight lines, as ``value(at:)`` joins them: with p = x·(n − 1),
    /// frame i's piece v(i) + (v(i+1) − v(i))·(p − i) for i ≤ p < i + 1 and the last frame from
    /// p = n − 1 on, a chain of conditionals on p with each Float-rounded frame written as the
    /// double it is. A piece leaves out what adds nothing (a frame at 0, p − 0, a slope of 0)
    /// and subtracts a falling slope: the same doubles, since 0 + y, p − 0 and v + (−s)·d are
    /// y, p and v − s·d exactly. nil when the chain is longer than a formula may be
    /// (``Formula/maximumLength``: about 120 frames, 2 s).
    var closedFormText: String? {
        let values = frameValues(fps: Self.framesPerSecond, duration: duration)
        let last = values.count - 1
        guard last >= 1 else { return nil }
        let position = "x * \(last)"
        let pieces = (0..<last).map { index in
            let (value, slope) = (values[index], values[index + 1] - values[index])
            let offset = index == 0 ? "(\(position))" : "(\(position) - \(index))"
            let change = "\(formulaLiteral(abs(slope))) * \(offset)"
            let piece =
                slope == 0
                ? formulaLiteral(value)
                : value == 0
                    ? (slope < 0 ? "-" : "") + change
                    : "\(formulaLiteral(value)) \(slope < 0 ? "-" : "+") \(change)"
            return "\(position) < \(index + 1) ? \(piece)"
        }
        let text = (pieces + [formulaLiteral(values[last])]).joined(separator: " : ")
        return text.count <= Formula.maximumLength ? text : nil
    }
}

extension Spring {
    /// p(x·T) for x < 1 and 1 from x = 1 on (``value(at:)``), p in the closed form of its regime
    /// (``formula``) with T folded into the rates. A spring within 1e-5/T of critical damping is
    /// written critically damped: the two differ by less than (ω_o·T)² ≤ 1e-10 of the move.
    var closedFormText: String {
        let span = timeSpan
        let p: String
        switch motion.form {
        case .oscillating(let omegaD):
            p =
                "exp(\(formulaLiteral(-motion.alpha * span)) * x) * (cos(\(formulaLiteral(omegaD * span)) * x) + "
                + "\(formulaLiteral(motion.b / omegaD)) * sin(\(formulaLiteral(omegaD * span)) * x))"
        case .creeping(let omegaO, let slowRate) where omegaO * span >= 1e-5:
            let fast = "exp(\(formulaLiteral(-2 * omegaO * span)) * x)"
            p =
                "exp(\(formulaLiteral(-slowRate * span)) * x) * ((1 + \(fast)) / 2 + "
                + "\(formulaLiteral(motion.b / (2 * omegaO))) * (1 - \(fast)))"
        case .creeping:
            p = "exp(\(formulaLiteral(-motion.alpha * span)) * x) * (1 + \(formulaLiteral(motion.b * span)) * x)"
        }
        return "x >= 1 ? 1 : 1 - \(p)"
    }
}
