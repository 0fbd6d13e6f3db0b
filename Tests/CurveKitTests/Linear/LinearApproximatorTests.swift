import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import CurveKit

@Suite("linear() approximation")
struct LinearApproximatorTests {
    /// The approximation with a lighter final check (10,001 points instead of 200,001), for
    /// tests about other things than the tolerance, which the tests check themselves.
    static func quick(_ target: (Double) -> Double, tolerance: Double) throws -> LinearStops {
        try LinearApproximator.approximate(target, tolerance: tolerance, verificationPoints: 10_000, isCancelled: { false })
    }

    /// A named target and the points where it has cusps or jumps.
    static func target(_ name: String) -> (function: (Double) -> Double, special: [Double]) {
        switch name {
        case "ease":
            return (LinearTargets.ease(), [])
        case "bounce-out":
            return (LinearTargets.penner(name), LinearTargets.bounceCusps)
        case "steps(4)":
            let steps = try! Steps(count: 4)
            return ({ steps.value(at: $0) }, [0.25, 0.5, 0.75, 1])
        case "steps(5, jump-none)":
            let steps = try! Steps(count: 5, position: .jumpNone)
            return ({ steps.value(at: $0) }, [0.2, 0.4, 0.6, 0.8])
        case "steep tanh":
            return ({ 0.5 + 0.5 * tanh(400 * ($0 - 0.5)) }, [0.5])
        case "staircase of ramps":
            // Three steep smoothstep ramps 0.002 wide.
            return (
                { x in
                    var y = 0.0
                    for centre in [0.25, 0.5, 0.75] {
                        let t = min(max((x - centre) / 0.002 + 0.5, 0), 1)
                        y += t * t * (3 - 2 * t) / 3
                    }
                    return y
                }, [0.249, 0.251, 0.499, 0.501, 0.749, 0.751]
            )
        case "corner":
            return ({ abs(2 * $0 - 1) }, [0.5])
        default:
            return (LinearTargets.penner(name), [])
        }
    }

    static let smoothCases: [(String, Double)] = [
        ("bounce-out", 1e-2), ("bounce-out", 3.9e-3), ("bounce-out", 1e-3),
        ("elastic-out", 1e-2), ("elastic-out", 1e-3),
        ("ease", 1e-2), ("ease", 1e-3),
        ("sine-in-out", 1e-2), ("sine-in-out", 1e-3),
    ]

    @Test("the tolerance holds between the stops, by an independent dense check", arguments: smoothCases)
    func toleranceHoldsForNamedCurves(name: String, tolerance: Double) throws {
        let (function, special) = Self.target(name)
        let result = try Self.quick(function, tolerance: tolerance)
        let check = LinearDenseChecker(special: special).maxError(result.stops, against: function)
        #expect(check.error <= tolerance, "\(name) at \(tolerance): error \(check.error) at \(check.at)")
        #expect(result.maxError <= tolerance)
    }

    static let sharpCases: [(String, Double)] = [
        ("steps(4)", 1e-2), ("steps(5, jump-none)", 1e-3),
        ("steep tanh", 1e-2), ("steep tanh", 1e-3),
        ("staircase of ramps", 1e-2), ("staircase of ramps", 1e-3), ("corner", 1e-3),
    ]

    @Test("steps-like and sharp targets keep the tolerance too", arguments: sharpCases)
    func toleranceHoldsForSharpTargets(name: String, tolerance: Double) throws {
        let (function, special) = Self.target(name)
        let result = try Self.quick(function, tolerance: tolerance)
        let check = LinearDenseChecker(special: special).maxError(result.stops, against: function)
        #expect(check.error <= tolerance, "\(name) at \(tolerance): error \(check.error) at \(check.at)")
    }

    @Test("bounce-out at the published generator's error (3.9e-3) needs at most 25 stops, not 42")
    func bounceOutNeedsFewStops() throws {
        let result = try LinearApproximator.approximate(LinearTargets.penner("bounce-out"), tolerance: 3.9e-3)
        #expect(result.stops.count <= 25)
        #expect(result.maxError <= 3.9e-3)
    }

    @Test("a jump of the target becomes two stops at the jump's x, and only there")
    func jumpsOnlyAtDiscontinuities() throws {
        let (function, _) = Self.target("steps(4)")
        let result = try Self.quick(function, tolerance: 1e-3)
        #expect(result.css == "linear(0, 0 25%, 0.25 25%, 0.25 50%, 0.5 50%, 0.5 75%, 0.75 75%, 0.75 100%, 1)")
        let shared = zip(result.stops, result.stops.dropFirst()).filter { $0.x == $1.x }.map(\.0.x)
        #expect(shared == [0.25, 0.5, 0.75, 1])
    }

    @Test(
        "continuous targets, even steep ones, get strictly increasing x",
        arguments: ["bounce-out", "steep tanh", "staircase of ramps", "corner"])
    func continuousTargetsHaveIncreasingX(name: String) throws {
        let result = try Self.quick(Self.target(name).function, tolerance: 1e-3)
        #expect(zip(result.stops, result.stops.dropFirst()).allSatisfy { $0.x < $1.x })
    }

    /// What an end stop's y must be: f exactly, but floating-point noise within 1e-12 of a
    /// whole number is that number.
    static func endValue(_ y: Double) -> Double {
        abs(y - y.rounded()) <= 1e-12 ? y.rounded() : y
    }

    @Test("the first stop is (0, f(0)) and the last (1, f(1)), exactly (up to noise at whole numbers), also in the CSS")
    func endpointsAreExact() throws {
        let targets: [(Double) -> Double] = [
            LinearTargets.penner("elastic-out"),
            { 0.1234567890123 + 0.8641975329747 * $0 * $0 + 0.01 * sin(9 * $0) },
            { -0.3 + 1.7 * $0 - 0.4 * $0 * $0 * $0 },
        ]
        for target in targets {
            let result = try LinearApproximator.approximate(target, tolerance: 2e-3)
            let (start, end) = (Self.endValue(target(0)), Self.endValue(target(1)))
            #expect(result.stops.first! == (0, start))
            #expect(result.stops.last! == (1, end))
            let parsed = try LinearCSS.parse(result.css)
            #expect(parsed.first! == (0, start))
            #expect(parsed.last! == (1, end))
            #expect(result.value(at: 0) == start)
            #expect(result.value(at: 1) == end)
        }
    }

    @Test("a measured end (a recording's) gets the fewest decimals within the error, not every digit")
    func measuredEndIsRounded() throws {
        let end = 200.0 / 201
        let target: (Double) -> Double = { end * $0 * (2 - $0) }
        let exact = try LinearApproximator.approximate(target, tolerance: 1e-3)
        #expect(exact.stops.last! == (1, end))
        let measured = try LinearApproximator.approximate(target, tolerance: 1e-3, measuredEnd: true)
        let last = try #require(measured.stops.last)
        #expect(last.x == 1 && last.y != end)
        #expect(abs(last.y - end) <= measured.maxError && measured.maxError <= 1e-3)
        #expect(measured.css.hasSuffix(", \(TextFormat.shortest(last.y)))") && TextFormat.shortest(last.y).count <= 8, "\(measured.css)")
    }

    @Test("a measured start (a recording's first frame, 1 px of 240) gets the fewest decimals within the error too")
    func measuredStartIsRounded() throws {
        let start = 1.0 / 240
        let target: (Double) -> Double = { start + (1 - start) * $0 * (2 - $0) }
        let exact = try LinearApproximator.approximate(target, tolerance: 1e-3)
        #expect(exact.stops.first! == (0, start))
        let measured = try LinearApproximator.approximate(target, tolerance: 1e-3, measuredEnd: true)
        let first = try #require(measured.stops.first)
        #expect(first.x == 0 && first.y != start)
        #expect(abs(first.y - start) <= measured.maxError && measured.maxError <= 1e-3)
        #expect(measured.css.hasPrefix("linear(\(TextFormat.shortest(first.y)), "), "\(measured.css)")
        #expect(TextFormat.shortest(first.y).count <= 8, "\(measured.css)")
    }

    @Test("floating-point noise at an end is not carried into the CSS: back-out starts at 0")
    func endNoiseIsDropped() throws {
        let target = LinearTargets.penner("back-out")
        #expect(target(0) != 0 && abs(target(0)) < 1e-15)  // 1 − 2.70158 + 1.70158 in doubles
        let result = try LinearApproximator.approximate(target, tolerance: 1e-3)
        #expect(result.stops.first! == (0, 0))
        #expect(result.css.hasPrefix("linear(0, "))
        #expect(try LinearCSS.parse(result.css).first! == (0, 0))
    }

    static let cssCases: [(String, Double)] = [
        ("bounce-out", 1e-3), ("elastic-out", 3.9e-3), ("steps(4)", 1e-3), ("sine-in-out", 1e-2), ("corner", 1e-3),
    ]

    @Test("the CSS parses back (with CSS's input inference) to the same polyline, within tolerance", arguments: cssCases)
    func cssParsesBack(name: String, tolerance: Double) throws {
        let (function, special) = Self.target(name)
        let result = try Self.quick(function, tolerance: tolerance)
        let parsed = try LinearCSS.parse(result.css)
        try #require(parsed.count == result.stops.count)
        for (p, q) in zip(parsed, result.stops) {
            #expect(isClose(p.x, q.x, absolute: 1e-15) && p.y == q.y, "\(p) vs \(q)")
        }
        let check = LinearDenseChecker(special: special).maxError(parsed, against: function)
        #expect(check.error <= tolerance, "error \(check.error) at \(check.at)")
    }

    @Test("the CSS is plain: no exponents, first and last stops without percentages")
    func cssIsPlain() throws {
        let result = try Self.quick(LinearTargets.penner("expo-in-out"), tolerance: 1e-4)
        let inner = result.css.dropFirst("linear(".count).dropLast()
        let items = inner.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(!items.first!.contains("%") && !items.last!.contains("%"))
        for item in items {
            let tokens = item.split(separator: " ")
            #expect(LinearCSS.isPlainNumber(tokens[0]), "\(item)")
            #expect(!item.contains("e"), "\(item)")
        }
    }

    @Test("percentages CSS would infer are left out: a straight line is linear(0, 1)")
    func straightLineIsTwoStops() throws {
        let result = try Self.quick({ $0 }, tolerance: 1e-3)
        #expect(result.css == "linear(0, 1)")
        #expect(result.maxError == 0)
    }

    @Test("evenly spaced stops go without percentages")
    func evenlySpacedStopsOmitPercentages() throws {
        // A zigzag through (0, 0), (0.25, 1), (0.5, 0), (0.75, 1), (1, 0).
        let zigzag: (Double) -> Double = { x in
            let t = 4 * x
            let k = min(floor(t), 3)
            let u = t - k
            return Int(k) % 2 == 0 ? u : 1 - u
        }
        let result = try Self.quick(zigzag, tolerance: 1e-3)
        #expect(result.css == "linear(0, 1, 0, 1, 0)")
    }

    @Test("value(at:) evaluates as CSS linear() does, including at jumps and outside [0, 1]")
    func valueFollowsCSS() throws {
        for name in ["bounce-out", "steps(4)"] {
            let result = try Self.quick(Self.target(name).function, tolerance: 1e-3)
            let parsed = try LinearCSS.parse(result.css)
            var generator = SplitMix64(seed: 7)
            var xs = (0..<500).map { _ in Double.random(in: -0.5...1.5, using: &generator) }
            xs += result.stops.map(\.x) + [-1, 0, 1, 2]
            for x in xs {
                let expected = LinearCSS.value(parsed, at: x)
                expectClose(result.value(at: x), expected, absolute: 1e-12, "\(name) at \(x)")
            }
        }
        let steps = try Self.quick(Self.target("steps(4)").function, tolerance: 1e-3)
        #expect(steps.value(at: 0.5) == 0.5)
        #expect(steps.value(at: 0.5.nextDown) == 0.25)
    }

    @Test(
        "tolerances that are not finite numbers ≥ 1e-9 are refused with a clear message",
        arguments: [0, -1e-3, 1e-10, Double.nan, Double.infinity])
    func badToleranceThrows(tolerance: Double) {
        #expect {
            try LinearApproximator.approximate({ $0 }, tolerance: tolerance)
        } throws: { error in
            (error as? CurveError)?.message.hasPrefix("tolerance must be") == true
        }
    }

    @Test("a target that is not finite somewhere is refused")
    func nonFiniteTargetThrows() {
        #expect {
            try LinearApproximator.approximate({ $0 > 0.5 ? .nan : $0 }, tolerance: 1e-3)
        } throws: { error in
            (error as? CurveError)?.message.contains("finite") == true
        }
    }

    @Test("cancellation, at any point of the work, ends it with CurveError(\"cancelled\")")
    func cancellation() throws {
        var polls = 0
        _ = try LinearApproximator.approximate(LinearTargets.penner("bounce-out"), tolerance: 1e-3) {
            polls += 1
            return false
        }
        #expect(polls > 10)
        for cancelAfter in [0, polls / 3, 2 * polls / 3, polls - 1] {
            var count = 0
            #expect(throws: CurveError("cancelled")) {
                try LinearApproximator.approximate(LinearTargets.penner("bounce-out"), tolerance: 1e-3) {
                    count += 1
                    return count > cancelAfter
                }
            }
        }
    }

    @Test("the same target and tolerance give the same stops and CSS")
    func deterministic() throws {
        let first = try LinearApproximator.approximate(LinearTargets.penner("elastic-out"), tolerance: 1e-3)
        let second = try LinearApproximator.approximate(LinearTargets.penner("elastic-out"), tolerance: 1e-3)
        #expect(first == second)
        #expect(first.css == second.css)
    }

    /// A smooth target drawn from one of four families.
    static func randomTarget(_ index: Int, _ generator: inout SplitMix64) -> (Double) -> Double {
        switch index % 4 {
        case 0:
            let (a1, a2) = (Double.random(in: -0.2...0.2, using: &generator), Double.random(in: -0.08...0.08, using: &generator))
            let (k1, k2) = (Double.random(in: 0.5...3, using: &generator), Double.random(in: 2...6, using: &generator))
            let phase = Double.random(in: 0...(2 * .pi), using: &generator)
            return { x in x + a1 * sin(k1 * .pi * x) + a2 * sin(k2 * .pi * x + phase) }
        case 1:
            // A Bernstein cubic with free inner control values (a Bézier with x(t) = t).
            let (y1, y2) = (Double.random(in: -0.6...1.6, using: &generator), Double.random(in: -0.6...1.6, using: &generator))
            return { x in 3 * (1 - x) * (1 - x) * x * y1 + 3 * (1 - x) * x * x * y2 + x * x * x }
        case 2:
            let coefficients = (0...5).map { _ in Double.random(in: -1...1, using: &generator) }
            return { x in
                var y = 0.0
                for coefficient in coefficients.reversed() { y = y * x + coefficient }
                return y
            }
        default:
            let k = Double.random(in: 1...10, using: &generator) * (Bool.random(using: &generator) ? 1 : -1)
            let (damping, frequency) = (Double.random(in: 2...6, using: &generator), Double.random(in: 4...15, using: &generator))
            return { x in (1 - exp(-k * x)) / (1 - exp(-k)) + 0.1 * exp(-damping * x) * sin(frequency * x) }
        }
    }

    @Test("property: 200 seeded random smooth targets all keep their tolerance", Thorough.only, arguments: 0..<4)
    func randomSmoothTargets(batch: Int) throws {
        var generator = SplitMix64(seed: 0x5EED + UInt64(batch))
        for index in 0..<50 {
            let target = Self.randomTarget(index, &generator)
            let tolerance = pow(10, Double.random(in: -2.8...(-1.3), using: &generator))
            let result = try LinearApproximator.approximate(
                target, tolerance: tolerance, verificationPoints: 2_000, isCancelled: { false })
            let check = LinearDenseChecker(uniform: 4_000).maxError(result.stops, against: target)
            #expect(check.error <= tolerance, "batch \(batch) target \(index): error \(check.error) at \(check.at), tolerance \(tolerance)")
            #expect(result.stops.first! == (0, Self.endValue(target(0))) && result.stops.last! == (1, Self.endValue(target(1))))
        }
    }
}
