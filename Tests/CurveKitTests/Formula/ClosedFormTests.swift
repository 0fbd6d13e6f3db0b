import CurveKit
import Testing

/// `Curve.closedForm`: one formula per curve that has a closed form, agreeing with the curve's
/// own evaluation within 1e-9 at 10,001 even x (the bound its documentation states), and
/// `Formula.code(in:)`, which writes a formula in a programming language.
@Suite("closed forms of curves")
struct ClosedFormTests {
    static let bound = 1e-9

    static func maxDifference(_ curve: Curve) -> Double? {
        guard let formula = curve.closedForm else { return nil }
        return (0...10_000).map { Double($0) / 10_000 }.map { abs(formula.value(at: $0) - curve.value(at: $0)) }.max()
    }

    @Test("each of Penner's 30 curves is its published formula", arguments: Penner.all)
    func penner(_ penner: Penner) throws {
        let difference = try #require(Self.maxDifference(.penner(penner)))
        #expect(difference <= Self.bound, "\(penner.name): \(difference)")
    }

    @Test("steps hold each value until the next jump, for every position", arguments: Steps.Position.allCases)
    func steps(_ position: Steps.Position) throws {
        for count in [2, 3, 5, 12] {
            let difference = try #require(Self.maxDifference(.steps(try Steps(count: count, position: position))))
            #expect(difference == 0, "steps(\(count), \(position.rawValue)): \(difference)")
        }
    }

    @Test("exponential decays from rate 1e-4 to 700 either way")
    func exponentialDecay() throws {
        for rate in [1e-4, -1e-4, 0.01, 3, -2.5, 40, 700, -700] {
            let difference = try #require(Self.maxDifference(.exponentialDecay(try ExponentialDecay(rate: rate))))
            #expect(difference <= Self.bound, "rate \(rate): \(difference)")
        }
        #expect(Curve.exponentialDecay(try ExponentialDecay(rate: 1e-6)).closedForm == nil, "below 1e-4 it would lose digits")
    }

    @Test("second-order responses")
    func secondOrder() throws {
        for (damping, frequency) in [(0.3, 12.0), (0.05, 40), (0.9, 3), (0.5, 1e4)] {
            let curve = Curve.secondOrder(try SecondOrderResponse(damping: damping, frequency: frequency))
            let difference = try #require(Self.maxDifference(curve))
            #expect(difference <= Self.bound, "ζ \(damping), ω \(frequency): \(difference)")
        }
    }

    @Test("springs under-, over- and critically damped, near critical, moving at the start, cut short or undamped")
    func springs() throws {
        let springs = [
            try Spring(mass: 1, stiffness: 100, damping: 10),
            try Spring(mass: 1, stiffness: 100, damping: 30),
            try Spring(mass: 1, stiffness: 100, damping: 20),
            try Spring(mass: 1, stiffness: 100, damping: 20.000001),
            try Spring(mass: 1, stiffness: 100, damping: 19.999999),
            try Spring(mass: 2, stiffness: 300, damping: 12, initialVelocity: 4),
            try Spring(mass: 1, stiffness: 100, damping: 40, initialVelocity: -3),
            try Spring(mass: 1, stiffness: 170, damping: 26, duration: 0.3),
            try Spring(mass: 1, stiffness: 50, damping: 0, duration: 2),
        ]
        for spring in springs {
            let difference = try #require(Self.maxDifference(.spring(spring)))
            #expect(difference <= Self.bound, "\(spring): \(difference)")
        }
    }

    @Test("a formula curve is its own formula")
    func formula() throws {
        let formula = try Formula(parsing: "x < 0.5 ? 4 * x^3 : 1 - (-2 * x + 2)^3 / 2")
        #expect(Curve.expression(formula).closedForm == formula)
    }

    /// Its own reference: the frames as SKBounceAnimation computes them (``Oscillation/frameValues(fps:duration:)``),
    /// joined by straight lines at x = i/(n − 1) here, not through `value(at:)`.
    @Test("an oscillation is its frames joined by straight lines, up to the frames a formula holds")
    func oscillation() throws {
        let oscillations = [
            try Oscillation(bounces: 2, stiffness: .medium, overshoot: true, shake: false),
            try Oscillation(bounces: 5, stiffness: .heavy, overshoot: false, shake: false, duration: 1),
            try Oscillation(bounces: 3, stiffness: .light, overshoot: true, shake: true, duration: 1.5),
            try Oscillation(bounces: 1, stiffness: .custom(0.02), overshoot: false, shake: true, duration: 0.1),
        ]
        for oscillation in oscillations {
            let formula = try #require(Curve.oscillation(oscillation).closedForm, "\(oscillation)")
            let frames = oscillation.frameValues(duration: oscillation.duration)
            let last = Double(frames.count - 1)
            var largest = 0.0
            for x in (0...10_000).map({ Double($0) / 10_000 }) {
                let index = min(Int((x * last).rounded(.down)), frames.count - 2)
                let joined = frames[index] + (frames[index + 1] - frames[index]) * (x * last - Double(index))
                largest = max(largest, abs(formula.value(at: x) - joined))
            }
            #expect(largest <= Self.bound, "\(oscillation): \(largest)")
            #expect(formula.value(at: 1) == frames.last, "ends on the last frame, not on 1")
            // No term that adds nothing: a first frame of 0, an offset of 0, a negative slope added.
            let lastFrame = frames.count - 1
            #expect(
                !formula.text.contains("? 0 + ") && !formula.text.contains(" - 0)") && !formula.text.contains("+ (-"), "\(formula.text)")
            #expect(
                frames[0] != 0 || formula.text.hasPrefix("x * \(lastFrame) < 1 ? \(frames[1]) * (x * \(lastFrame)) : "), "\(formula.text)")
        }
        let long = try Oscillation(bounces: 2, stiffness: .medium, overshoot: true, shake: false, duration: 10)
        #expect(Curve.oscillation(long).closedForm == nil, "600 frames do not fit in one formula")
    }

    @Test("Béziers, paths, stops, keyframes and data have none")
    func kindsWithout() throws {
        #expect(Curve.bezier(try CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)).closedForm == nil)
        #expect(Curve.linear(LinearStops(stops: [(0, 0), (1, 1)], css: "linear(0, 1)", maxError: 0, maxErrorAt: 0)).closedForm == nil)
    }
}

/// `Formula.code(in:)` with a spelling written here: C's operators, calls as `name[args]` and a
/// conditional as `if(c, a, b)`, so each piece of the output shows which rule wrote it.
@Suite("formulas written as code")
struct FormulaCodeTests {
    struct Spelling: FormulaSpelling {
        let variable = "v"
        func number(_ value: Double) -> String { "\(value)" }
        func constant(named name: String) -> String { name.uppercased() }
        func call(_ function: String, _ arguments: [FormulaCodePiece]) -> String {
            "\(function)[\(arguments.map(\.text).joined(separator: ", "))]"
        }
        func conditional(_ condition: String, then: String, otherwise: String) -> String { "if(\(condition), \(then), \(otherwise))" }
    }

    static func code(_ text: String) throws -> String { try Formula(parsing: text).code(in: Spelling()) }

    @Test("operators keep their precedence, with parentheses only where the tree needs them")
    func precedence() throws {
        #expect(try Self.code("(x + 1) * 2 - (3 - x) / 4") == "(v + 1.0) * 2.0 - (3.0 - v) / 4.0")
        #expect(try Self.code("x - (1 - x)") == "v - (1.0 - v)")
        #expect(try Self.code("x / (2 * x)") == "v / (2.0 * v)")
    }

    @Test("a negation of a negation is parenthesised, never --")
    func negation() throws {
        #expect(try Self.code("-(-x)") == "-(-v)")
        #expect(try Self.code("2 * -x") == "2.0 * -v")
        #expect(try Self.code("-(x + 1)") == "-(v + 1.0)")
    }

    @Test("^ and pow are the language's power call; -x^2 negates the power")
    func power() throws {
        #expect(try Self.code("-x^2") == "-pow[v, 2.0]")
        #expect(try Self.code("2^-x") == "pow[2.0, -v]")
        #expect(try Self.code("pow(x, 3) + e * pi") == "pow[v, 3.0] + E * PI")
    }

    @Test("a conditional is the language's, parenthesised where it is an operand")
    func conditional() throws {
        #expect(try Self.code("x < 0.5 ? 0 : x >= 0.75 ? 1 : x") == "if(v < 0.5, 0.0, if(v >= 0.75, 1.0, v))")
        #expect(try Self.code("1 - (x == 0 ? 0 : sin(x))") == "1.0 - (if(v == 0.0, 0.0, sin[v]))")
    }
}
