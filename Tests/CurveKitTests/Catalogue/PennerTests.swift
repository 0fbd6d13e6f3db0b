import Foundation
import TestExpectations
import Testing

@testable import CurveKit

// Penner's 30 easing curves against Robert Penner's original ActionScript equations
// (PennerReference.swift), plus the names, the end points and the constants.

@Suite("Penner easing curves")
struct PennerTests {
    /// The 30 curves as (CurveKit's kebab-case name, Penner's / easings.net's camel-case name),
    /// written out by hand rather than derived from CurveKit's naming code.
    static let names: [(kebab: String, camel: String)] = [
        ("sine-in", "easeInSine"), ("sine-out", "easeOutSine"), ("sine-in-out", "easeInOutSine"),
        ("quad-in", "easeInQuad"), ("quad-out", "easeOutQuad"), ("quad-in-out", "easeInOutQuad"),
        ("cubic-in", "easeInCubic"), ("cubic-out", "easeOutCubic"), ("cubic-in-out", "easeInOutCubic"),
        ("quart-in", "easeInQuart"), ("quart-out", "easeOutQuart"), ("quart-in-out", "easeInOutQuart"),
        ("quint-in", "easeInQuint"), ("quint-out", "easeOutQuint"), ("quint-in-out", "easeInOutQuint"),
        ("expo-in", "easeInExpo"), ("expo-out", "easeOutExpo"), ("expo-in-out", "easeInOutExpo"),
        ("circ-in", "easeInCirc"), ("circ-out", "easeOutCirc"), ("circ-in-out", "easeInOutCirc"),
        ("back-in", "easeInBack"), ("back-out", "easeOutBack"), ("back-in-out", "easeInOutBack"),
        ("elastic-in", "easeInElastic"), ("elastic-out", "easeOutElastic"), ("elastic-in-out", "easeInOutElastic"),
        ("bounce-in", "easeInBounce"), ("bounce-out", "easeOutBounce"), ("bounce-in-out", "easeInOutBounce"),
    ]

    static let kebabNames = names.map(\.kebab)

    /// 1001 evenly spaced inputs, the branch points of the piecewise curves (bounce's arcs
    /// change at 1/2.75, 2/2.75 and 2.5/2.75 of bounce-out, mirrored for bounce-in and halved
    /// for bounce-in-out; every in-out switches at ½), and the doubles either side of each.
    static let inputs: [Double] = {
        var xs = (0...1000).map { Double($0) / 1000 }
        var breaks: [Double] = [0.5]
        for b in [1 / 2.75, 2 / 2.75, 2.5 / 2.75] {
            breaks += [b, 1 - b, b / 2, (1 - b) / 2, (1 + b) / 2, 1 - b / 2]
        }
        for b in breaks { xs += [b.nextDown, b, b.nextUp] }
        xs += [Double.leastNonzeroMagnitude, 1e-300, 1e-9, 1 - 1e-9, 1.0.nextDown]
        return xs
    }()

    static func curve(_ name: String) -> Penner {
        guard let curve = Penner(named: name) else {
            Issue.record("no Penner curve named \(name)")
            return Penner(.quad, .in)
        }
        return curve
    }

    // MARK: Agreement with the original equations

    /// Each curve agrees with Penner's original (t, b, c, d) equation, taken with b = 0, c = 1,
    /// d = 1, to 1e-12 at every sampled input including the bounce and in-out branch points.
    @Test(arguments: names)
    func agreesWithPennersOriginalEquation(kebab: String, camel: String) {
        let curve = Self.curve(kebab)
        var worst = (x: 0.0, error: 0.0)
        for x in Self.inputs {
            let error = abs(curve.value(at: x) - PennerOriginal.value(camel, at: x))
            if !(error <= worst.error) { worst = (x, error) }
        }
        #expect(worst.error <= 1e-12, "\(kebab): largest difference \(worst.error) at x = \(worst.x)")
    }

    /// Through the `Curve` enum a Penner curve evaluates the same as on its own.
    @Test func curveEnumEvaluatesThePennerCurve() {
        for (kebab, camel) in Self.names {
            let curve = Curve.penner(Self.curve(kebab))
            #expect(curve.kind == "penner")
            for x in stride(from: 0.0, through: 1.0, by: 0.125) {
                expectClose(curve.value(at: x), PennerOriginal.value(camel, at: x), absolute: 1e-12, "\(kebab) at \(x)")
            }
        }
    }

    // MARK: End points

    /// Every curve starts at 0 and ends at 1, to a few ulp (the formulas' rounding only).
    @Test(arguments: kebabNames)
    func startsAtZeroAndEndsAtOne(name: String) {
        let curve = Self.curve(name)
        expectClose(curve.value(at: 0), 0, absolute: 4e-16, "\(name)(0) = \(curve.value(at: 0))")
        expectClose(curve.value(at: 1), 1, absolute: 4e-16, "\(name)(1) = \(curve.value(at: 1))")
    }

    /// The expo curves are exactly 0 at x = 0 and exactly 1 at x = 1: the formula 2^(10x − 10)
    /// alone would give 2⁻¹⁰ at 0, so Penner special-cases the ends, and so must CurveKit.
    @Test(arguments: ["expo-in", "expo-out", "expo-in-out"])
    func expoIsExactlyZeroAndOneAtTheEnds(name: String) {
        let curve = Self.curve(name)
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
    }

    /// Inputs outside [0, 1] are clamped to it.
    @Test(arguments: kebabNames)
    func clampsInputsOutsideTheUnitInterval(name: String) {
        let curve = Self.curve(name)
        #expect(curve.value(at: -0.5) == curve.value(at: 0))
        #expect(curve.value(at: -.infinity) == curve.value(at: 0))
        #expect(curve.value(at: 1.5) == curve.value(at: 1))
        #expect(curve.value(at: .infinity) == curve.value(at: 1))
    }

    // MARK: Names

    /// There are exactly 30 curves, with 30 distinct kebab-case names: the ten families
    /// times in, out and in-out, as listed by hand above.
    @Test func thereAreThirtyDistinctCurves() {
        #expect(Penner.all.count == 30)
        #expect(Set(Penner.all).count == 30)
        #expect(Set(Penner.all.map(\.name)) == Set(Self.kebabNames))
        #expect(Set(Self.kebabNames).count == 30)
    }

    /// Every curve answers to its kebab-case name and its camel-case name, and to nothing
    /// else: 60 distinct names in all.
    @Test func allNamesAreTheKebabAndCamelCaseNames() {
        let expected = Set(Self.names.flatMap { [$0.kebab, $0.camel] })
        #expect(expected.count == 60)
        #expect(Penner.allNames.count == 60)
        #expect(Set(Penner.allNames) == expected)
    }

    /// `Penner(named:)` finds a curve by either spelling, the two spellings find the same
    /// curve, and its `name` is the kebab-case spelling.
    @Test(arguments: names)
    func bothSpellingsNameTheSameCurve(kebab: String, camel: String) {
        let byKebab = Penner(named: kebab)
        let byCamel = Penner(named: camel)
        #expect(byKebab != nil)
        #expect(byKebab == byCamel)
        #expect(byKebab?.name == kebab)
        #expect(byKebab?.names == [kebab, camel])
    }

    /// Every name of every curve leads back to that curve.
    @Test func namedRoundTripsEveryName() {
        for curve in Penner.all {
            for name in curve.names {
                #expect(Penner(named: name) == curve, "\(name)")
            }
        }
    }

    /// Names are matched exactly: no other case, no missing direction, no unknown family.
    @Test(arguments: [
        "", "bounce", "Bounce-Out", "BOUNCE-OUT", "easeoutbounce", "EaseOutBounce",
        "bounce-in-out-in", "bounce_out", "outBounce", "easeBounce", "wobble-in", " bounce-out",
    ])
    func rejectsOtherNames(name: String) {
        #expect(Penner(named: name) == nil)
    }

    // MARK: Constants

    /// Back's overshoot constants are Penner's s = 1.70158 (c1), s·1.525 for in-out (c2) and
    /// s + 1 (c3).
    @Test func backConstants() {
        #expect(Penner.c1 == 1.70158)
        #expect(Penner.c2 == 1.70158 * 1.525)
        #expect(Penner.c3 == 1.70158 + 1)
    }

    /// Elastic's angular factors come from the periods p = 0.3 (c4 = 2π/(10·0.3) = 2π/3) and,
    /// for in-out, p = 0.45 (c5 = 2π/(10·0.45) = 2π/4.5).
    @Test func elasticConstants() {
        #expect(Penner.c4 == 2 * Double.pi / 3)
        #expect(Penner.c5 == 2 * Double.pi / 4.5)
        expectClose(Penner.c4, 2 * Double.pi / (10 * 0.3), absolute: 1e-15)
        expectClose(Penner.c5, 2 * Double.pi / (10 * 0.45), absolute: 1e-15)
    }

    /// Bounce's parabolas use n1 = 7.5625 = 2.75² (so the first arc reaches 1 at 1/2.75)
    /// and d1 = 2.75.
    @Test func bounceConstants() {
        #expect(Penner.n1 == 7.5625)
        #expect(Penner.d1 == 2.75)
        #expect(Penner.n1 == Penner.d1 * Penner.d1)
    }

    // MARK: Shape

    /// The minimum (or maximum) of `name` over 100 001 evenly spaced inputs.
    static func extreme(_ name: String, _ pick: (Double, Double) -> Double) -> Double {
        let curve = Self.curve(name)
        return (0...100_000).map { curve.value(at: Double($0) / 100_000) }.reduce(curve.value(at: 0), pick)
    }

    /// back-in pulls back below 0 before it starts, to about −0.1: Penner chose s = 1.70158
    /// for a 10 % overshoot. Calculus on c3·x³ − c1·x² puts the minimum at x = 2c1/(3c3),
    /// value −0.100 (to 4 digits).
    @Test func backInDipsToAboutMinusOneTenth() {
        let minimum = Self.extreme("back-in", min)
        #expect(minimum < 0)
        expectClose(minimum, -0.1, absolute: 1e-3, "min \(minimum)")
        let s = 1.70158, at = 2 * s / (3 * (s + 1))
        expectClose(minimum, at * at * ((s + 1) * at - s), absolute: 1e-9)
    }

    /// back-out overshoots 1 by about 0.1, mirroring back-in.
    @Test func backOutOvershootsToAboutOnePointOne() {
        let maximum = Self.extreme("back-out", max)
        #expect(maximum > 1)
        expectClose(maximum, 1.1, absolute: 1e-3, "max \(maximum)")
    }

    /// back-in-out also overshoots by about 10 % at each end: that is why its s is scaled by
    /// 1.525.
    @Test func backInOutOvershootsAboutOneTenthAtBothEnds() {
        expectClose(Self.extreme("back-in-out", min), -0.1, absolute: 1e-3)
        expectClose(Self.extreme("back-in-out", max), 1.1, absolute: 1e-3)
    }

    /// elastic-out rings above 1 (its first peak, near x = 0.15, is about 1.35) and elastic-in
    /// below 0.
    @Test func elasticOutExceedsOneAndElasticInGoesBelowZero() {
        let maximum = Self.extreme("elastic-out", max)
        #expect(maximum > 1.3, "max \(maximum)")
        #expect(Self.extreme("elastic-in", min) < -0.3)
    }

    /// elastic-out crosses 1 where sin((10x − 0.75)·c4) = 0, i.e. every half period 0.15
    /// starting at x = 0.075.
    @Test func elasticOutCrossesOneEveryHalfPeriod() {
        let curve = Self.curve("elastic-out")
        for k in 0..<6 {
            let x = 0.075 + 0.15 * Double(k)
            expectClose(curve.value(at: x), 1, absolute: 1e-14, "x = \(x)")
            // and it is on opposite sides of 1 just before and after
            let before = curve.value(at: x - 0.01) - 1, after = curve.value(at: x + 0.01) - 1
            #expect(before * after < 0, "x = \(x)")
        }
    }

    /// bounce-out lands (reaches 1) at the end of each arc, 1/2.75, 2/2.75 and 2.5/2.75, and
    /// bounces back up to 0.75, 0.9375 and 0.984375 half-way between landings.
    @Test func bounceOutLandsAndBouncesAtTheArcEnds() {
        let curve = Self.curve("bounce-out")
        for landing in [1 / 2.75, 2 / 2.75, 2.5 / 2.75, 1] {
            expectClose(curve.value(at: landing), 1, absolute: 1e-15, "landing at \(landing)")
        }
        for (top, height) in [(1.5 / 2.75, 0.75), (2.25 / 2.75, 0.9375), (2.625 / 2.75, 0.984375)] {
            expectClose(curve.value(at: top), height, absolute: 1e-15, "top at \(top)")
        }
    }

    /// The in curves are the out curves turned half-way round: in(x) = 1 − out(1 − x), and
    /// the in-out curves are symmetric about (½, ½).
    @Test(arguments: Penner.Family.allCases)
    func inIsPointReflectedOutAndInOutIsSymmetric(family: Penner.Family) {
        let easeIn = Penner(family, .in), easeOut = Penner(family, .out), inOut = Penner(family, .inOut)
        for k in 0...200 {
            let x = Double(k) / 200
            expectClose(easeIn.value(at: x), 1 - easeOut.value(at: 1 - x), absolute: 1e-12, "\(family) at \(x)")
            expectClose(inOut.value(at: x), 1 - inOut.value(at: 1 - x), absolute: 1e-12, "\(family) in-out at \(x)")
        }
    }

    /// Each curve's published formula mentions the constants it uses.
    @Test func formulasNameTheirConstants() {
        #expect(Penner(.back, .in).formula.contains("1.70158"))
        #expect(Penner(.back, .inOut).formula.contains("1.525"))
        #expect(Penner(.elastic, .out).formula.contains("2π/3"))
        #expect(Penner(.elastic, .inOut).formula.contains("2π/4.5"))
        #expect(Penner(.bounce, .out).formula.contains("7.5625"))
        #expect(Penner(.bounce, .out).formula.contains("2.75"))
    }
}
