import TestExpectations
import Testing

@testable import CurveKit

// Behaviour of CubicBezier beyond the accuracy of value(at:) inside [0, 1]: validation of the
// control points, the CSS Easing Level 2 extension outside [0, 1], the slope, and the presets.

@Suite("CubicBezier behaviour")
struct CubicBezierBehaviourTests {
    // MARK: Validation

    /// The error thrown for these control points, if any.
    static func error(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> CurveError? {
        do {
            _ = try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
            return nil
        } catch {
            return error
        }
    }

    /// Checks that the message names `parameter` and none of the other three.
    static func expectMessage(_ error: CurveError?, names parameter: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let message = error?.message else {
            Issue.record("expected a CurveError naming \(parameter)", sourceLocation: sourceLocation)
            return
        }
        #expect(message.contains(parameter), "\(message)", sourceLocation: sourceLocation)
        for other in ["x1", "y1", "x2", "y2"] where other != parameter {
            #expect(!message.contains(other), "\(message) also names \(other)", sourceLocation: sourceLocation)
        }
    }

    /// x1 = 1.5 would make time run backwards: rejected, naming x1.
    @Test func rejectsX1AboveOne() {
        Self.expectMessage(Self.error(1.5, 0, 0.5, 1), names: "x1")
    }

    /// x2 = −0.1 likewise: rejected, naming x2.
    @Test func rejectsX2BelowZero() {
        Self.expectMessage(Self.error(0.25, 0, -0.1, 1), names: "x2")
    }

    /// NaN in any coordinate is rejected, naming that coordinate.
    @Test(arguments: ["x1", "y1", "x2", "y2"])
    func rejectsNaN(in parameter: String) {
        var points = ["x1": 0.25, "y1": 0.1, "x2": 0.25, "y2": 1.0]
        points[parameter] = .nan
        Self.expectMessage(Self.error(points["x1"]!, points["y1"]!, points["x2"]!, points["y2"]!), names: parameter)
    }

    /// ±infinity in any coordinate is rejected, naming that coordinate (for y, infinity is not
    /// an overshoot).
    @Test(arguments: ["x1", "y1", "x2", "y2"], [Double.infinity, -Double.infinity])
    func rejectsInfinity(in parameter: String, value: Double) {
        var points = ["x1": 0.25, "y1": 0.1, "x2": 0.25, "y2": 1.0]
        points[parameter] = value
        Self.expectMessage(Self.error(points["x1"]!, points["y1"]!, points["x2"]!, points["y2"]!), names: parameter)
    }

    /// x1 and x2 may be anywhere in the closed interval [0, 1] (−0 included), and y1, y2 may
    /// overshoot as far as they like.
    @Test func acceptsBoundaryXAndOvershootingY() {
        let accepted: [(Double, Double, Double, Double)] = [
            (0, 0, 1, 1), (1, 0, 0, 1), (0, 0, 0, 0), (1, 1, 1, 1), (-0.0, 0, 1, 1),
            (0.5, -1e6, 0.5, 1e6), (0.5, .greatestFiniteMagnitude, 0.5, -.greatestFiniteMagnitude),
        ]
        for (x1, y1, x2, y2) in accepted {
            #expect(Self.error(x1, y1, x2, y2) == nil, "(\(x1), \(y1), \(x2), \(y2))")
        }
    }

    // MARK: Extension outside [0, 1]

    /// y on the line through two points, written from the CSS rule rather than from a slope.
    static func line(through a: (x: Double, y: Double), _ b: (x: Double, y: Double), at x: Double) -> Double {
        a.y + (x - a.x) * (b.y - a.y) / (b.x - a.x)
    }

    /// Inputs before 0 and after 1, near and far.
    static let inputsBeforeZero: [Double] = [-1e-300, -1e-9, -0.25, -1, -3.5, -1e6]
    static let inputsAfterOne: [Double] = [1.nextUp, 1 + 1e-9, 1.25, 2, 4.5, 1e6]

    /// Checks value(at:) against the expected line, to a few ulps of the terms of the sum.
    static func expectExtension(
        _ curve: (Double, Double, Double, Double), at inputs: [Double],
        expected: (Double) -> Double, anchor: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let bezier = try CubicBezier(x1: curve.0, y1: curve.1, x2: curve.2, y2: curve.3)
        for x in inputs {
            let (got, want) = (bezier.value(at: x), expected(x))
            let tolerance = 8 * Double.ulpOfOne * (abs(anchor) + abs(want - anchor))
            expectClose(
                got, want, absolute: tolerance, "\(curve) at x = \(x): got \(got), expected \(want)",
                sourceLocation: sourceLocation)
        }
    }

    /// Before 0, with x1 > 0, the curve continues along the line through P0 and P1.
    @Test func extendsBeforeZeroThroughP1WhenX1IsPositive() throws {
        for curve in [
            (0.42, 0.0, 0.58, 1.0), (0.25, 0.1, 0.25, 1.0), (0.68, -0.6, 0.32, 1.6), (1.0, 3.0, 0.0, -2.0), (1e-9, 0.5, 0.0, 1.0),
        ] {
            try Self.expectExtension(
                curve, at: Self.inputsBeforeZero,
                expected: {
                    Self.line(through: (0, 0), (curve.0, curve.1), at: $0)
                }, anchor: 0)
        }
    }

    /// Before 0, with x1 = 0 and x2 > 0, along the line through P0 and P2.
    @Test func extendsBeforeZeroThroughP2WhenX1IsZero() throws {
        for curve in [(0.0, 0.5, 0.3, 0.9), (0.0, -1.0, 1.0, 2.0), (0.0, 0.0, 0.58, 1.0), (0.0, 3.0, 1e-9, -3.0)] {
            try Self.expectExtension(
                curve, at: Self.inputsBeforeZero,
                expected: {
                    Self.line(through: (0, 0), (curve.2, curve.3), at: $0)
                }, anchor: 0)
        }
    }

    /// Before 0, with x1 = x2 = 0, flat at y = 0.
    @Test func extendsBeforeZeroFlatWhenX1AndX2AreZero() throws {
        try Self.expectExtension((0, 0.5, 0, 0.9), at: Self.inputsBeforeZero, expected: { _ in 0 }, anchor: 0)
        try Self.expectExtension((0, -2, 0, 3), at: Self.inputsBeforeZero, expected: { _ in 0 }, anchor: 0)
    }

    /// After 1, with x2 < 1, along the line through P2 and P3.
    @Test func extendsAfterOneThroughP2WhenX2IsBelowOne() throws {
        for curve in [(0.42, 0.0, 0.58, 1.0), (0.68, -0.6, 0.32, 1.6), (1.0, 0.3, 0.0, 0.7), (0.5, 0.0, 0.999999999, 3.0)] {
            try Self.expectExtension(
                curve, at: Self.inputsAfterOne,
                expected: {
                    Self.line(through: (1, 1), (curve.2, curve.3), at: $0)
                }, anchor: 1)
        }
    }

    /// After 1, with x2 = 1 and x1 < 1, along the line through P1 and P3.
    @Test func extendsAfterOneThroughP1WhenX2IsOne() throws {
        for curve in [(0.42, 0.0, 1.0, 1.0), (0.0, 0.5, 1.0, 0.5), (0.2, 2.5, 1.0, -1.0)] {
            try Self.expectExtension(
                curve, at: Self.inputsAfterOne,
                expected: {
                    Self.line(through: (1, 1), (curve.0, curve.1), at: $0)
                }, anchor: 1)
        }
    }

    /// After 1, with x1 = x2 = 1, flat at y = 1.
    @Test func extendsAfterOneFlatWhenX1AndX2AreOne() throws {
        try Self.expectExtension((1, 0, 1, 1), at: Self.inputsAfterOne, expected: { _ in 1 }, anchor: 1)
        try Self.expectExtension((1, -2, 1, 3), at: Self.inputsAfterOne, expected: { _ in 1 }, anchor: 1)
    }

    /// The extension lines are the end tangents: where x1 > 0 (x2 < 1) the curve's slope at
    /// x = 0 (x = 1) is that of the line, so the curve and its extension join smoothly.
    @Test func extensionIsTangentToTheCurveAtTheEnds() throws {
        for curve in [(0.42, 0.0, 0.58, 1.0), (0.68, -0.6, 0.32, 1.6), (0.1, 3.0, 0.9, -3.0), (1.0, 0.3, 0.0, 0.7)] {
            let bezier = try CubicBezier(x1: curve.0, y1: curve.1, x2: curve.2, y2: curve.3)
            expectClose(bezier.slope(at: 0), curve.1 / curve.0, absolute: 1e-12, relative: 1e-12, "\(curve)")
            let endSlope = (1 - curve.3) / (1 - curve.2)
            expectClose(bezier.slope(at: 1), endSlope, absolute: 1e-12, relative: 1e-12, "\(curve)")
        }
    }

    // MARK: Slope

    /// dy/dx = (dy/dt)/(dx/dt) at the exact root t* (from ExactBezierReference, whose
    /// derivatives are exact at a point within 2^-61 of t*). Where dx/dt ≥ 0.05 the slope is
    /// smooth in t and that closed form is good to ~1e-14, so slope(at:) must agree to 1e-9.
    @Test func slopeMatchesTheExactDerivativeRatioWhereTheCurveIsSmooth() throws {
        var worst = BezierFixtures.WorstError()
        for curve in BezierFixtures.hardCurves + BezierFixtures.randomCurves.prefix(40) {
            let bezier = try curve.bezier
            let reference = curve.reference
            for x in (1..<16).map({ Double($0) / 16 }) {
                let solution = reference.solve(at: x)
                guard abs(solution.dxdt) >= 0.05 else { continue }
                let error = abs(bezier.slope(at: x) - solution.slope) / max(1, abs(solution.slope))
                worst.record(error, at: "\(curve) x = \(x)")
                #expect(error <= 1e-9, "\(curve) at x = \(x): got \(bezier.slope(at: x)), expected \(solution.slope)")
            }
        }
        print("slope(at:) relative error: \(worst)")
    }

    /// An independent cross-check: a central difference of the exact reference,
    /// (y(x + h) − y(x − h)) / 2h with h = 1e-5, agrees with slope(at:) to its O(h²) error.
    @Test func slopeMatchesACentralDifferenceOfTheExactReference() throws {
        let h = 0x1p-17  // ≈ 7.6e-6, a power of two so that x ± h is exact
        for curve in BezierFixtures.hardCurves {
            let bezier = try curve.bezier
            let reference = curve.reference
            for x in [0.125, 0.3125, 0.6875, 0.875] {
                guard abs(reference.solve(at: x).dxdt) >= 0.05 else { continue }
                let rise = reference.solve(at: x + h).exactValue - reference.solve(at: x - h).exactValue
                let difference = rise.doubleValue / (2 * h)
                let slope = bezier.slope(at: x)
                expectClose(difference, slope, absolute: 1e-6, relative: 1e-6, "\(curve) at x = \(x): \(slope) vs \(difference)")
            }
        }
    }

    /// Compares slope(at:) with the reference's dy/dt ÷ dx/dt next to the flat ends.
    static func expectSlopeNextToFlatEnds(startInputs: [Double], endInputs: [Double]) throws -> BezierFixtures.WorstError {
        var worst = BezierFixtures.WorstError()
        for curve in BezierFixtures.hardCurves where curve.x1 == 0 || curve.x2 == 1 {
            let bezier = try curve.bezier
            let reference = curve.reference
            let inputs = (curve.x1 == 0 ? startInputs : []) + (curve.x2 == 1 ? endInputs : [])
            for x in inputs {
                let expected = reference.solve(at: x).slope
                let error = abs(bezier.slope(at: x) - expected) / max(1, abs(expected))
                worst.record(error, at: "\(curve) x = \(x)")
                #expect(error <= 1e-9, "\(curve) at x = \(x): got \(bezier.slope(at: x)), expected \(expected)")
            }
        }
        return worst
    }

    /// Next to a flat end (x1 = 0, or x2 = 1) dx/dt → 0 and the slope grows like 1/√x, but
    /// it is finite for x > 0, and the reference (whose grid is fine relative to t*, see
    /// `gridBits`) gives it to ~1e-17: slope(at:) must agree to 1e-9 relative.
    @Test func slopeMatchesTheExactDerivativeRatioNextToFlatEnds() throws {
        let worst = try Self.expectSlopeNextToFlatEnds(
            startInputs: [1e-100, 1e-50, 1e-20, 1e-12, 1e-6], endInputs: [1 - 1e-12, 1 - 1e-15, 1.0.nextDown])
        print("slope(at:) next to flat ends: \(worst)")
    }

    /// … down to the smallest inputs.
    @Test func slopeMatchesTheExactDerivativeRatioVeryCloseToAFlatStart() throws {
        do {
            _ = try Self.expectSlopeNextToFlatEnds(startInputs: [1e-300, 1e-200, 1e-150], endInputs: [])
        }
    }

    /// At the singular point of (1, y1, 0, y2), dx/dt(½) = 0 and dy/dt(½) = ¾(1 − y1 + y2):
    /// where that is not 0 the tangent is vertical and the slope is ±infinity.
    @Test func slopeIsInfiniteWhereTheTangentIsVerticalInside() throws {
        let bezier = try CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1)
        #expect(bezier.slope(at: 0.5) == .infinity)
        let falling = try CubicBezier(x1: 1, y1: 1.5, x2: 0, y2: -0.5)  // dy/dt(½) = −0.75
        #expect(falling.slope(at: 0.5) == -.infinity)
    }

    /// Where dx/dt = 0 but dy/dt ≠ 0 at an end, the tangent is vertical: the slope is
    /// ±infinity with the sign of dy/dt.
    @Test func slopeIsInfiniteWhereTheTangentIsVerticalAtAnEnd() throws {
        let cases: [(curve: (Double, Double, Double, Double), x: Double, slope: Double)] = [
            ((0, 0.5, 1, 0.5), 0, .infinity),  // dy/dt(0) = 3·y1 = 1.5
            ((0, 0.5, 1, 0.5), 1, .infinity),  // dy/dt(1) = 3(1 − y2) = 1.5
            ((0, 1, 1, 0), 0, .infinity),
            ((0, 1, 1, 0), 1, .infinity),
            ((0, -1, 1, 2), 0, -.infinity),  // dy/dt(0) = −3
            ((0, -1, 1, 2), 1, -.infinity),  // dy/dt(1) = 3(1 − 2) = −3
            ((1, 0.5, 1, 0.5), 1, .infinity),  // dx/dt ~ (1 − t)², dy/dt(1) = 1.5
            ((0, 0, 0, 1), 0, .infinity),  // x = t³, y ≈ 3t²
        ]
        do {
            for (curve, x, slope) in cases {
                let bezier = try CubicBezier(x1: curve.0, y1: curve.1, x2: curve.2, y2: curve.3)
                #expect(bezier.slope(at: x) == slope, "\(curve) at x = \(x): got \(bezier.slope(at: x))")
            }
        }
    }

    /// Where dx/dt = dy/dt = 0 at an end the slope is the limit of their ratio, from the next
    /// derivatives: e.g. (0, 0, 0.5, 1) has x ≈ 1.5t², y ≈ 3t² near t = 0, so slope 2.
    @Test func slopeAtAFlatEndIsTheLimitOfTheRatio() throws {
        let cases: [(curve: (Double, Double, Double, Double), x: Double, slope: Double)] = [
            ((0, 0, 1, 1), 0, 1),
            ((0, 0, 1, 1), 1, 1),
            ((0, 0, 0, 0), 0, 1),  // x = y = t³
            ((1, 1, 1, 1), 1, 1),  // x = y, cubic flat at t = 1
            ((0, 0, 0.5, 1), 0, 2),
            ((0.5, 0, 1, 1), 1, 2),  // 1 − x ≈ 1.5(1 − t)², 1 − y ≈ 3(1 − t)²
        ]
        for (curve, x, slope) in cases {
            let bezier = try CubicBezier(x1: curve.0, y1: curve.1, x2: curve.2, y2: curve.3)
            expectClose(bezier.slope(at: x), slope, absolute: 1e-12, "\(curve) at x = \(x): got \(bezier.slope(at: x))")
        }
    }

    /// Outside [0, 1] the slope is the slope of the extension line (the CSS rule above).
    @Test func slopeOutsideTheUnitIntervalIsTheExtensionSlope() throws {
        let cases: [(curve: (Double, Double, Double, Double), before: Double, after: Double)] = [
            ((0.42, 0, 0.58, 1), 0, 0),
            ((0.68, -0.6, 0.32, 1.6), -0.6 / 0.68, (1 - 1.6) / (1 - 0.32)),
            ((0, 0.5, 0.3, 0.9), 0.9 / 0.3, (1 - 0.9) / (1 - 0.3)),
            ((0, 0.5, 0, 0.9), 0, (1 - 0.9) / (1 - 0)),
            ((0.2, 2.5, 1, -1), 2.5 / 0.2, (1 - 2.5) / (1 - 0.2)),
            ((1, -2, 1, 3), -2 / 1, 0),
        ]
        for (curve, before, after) in cases {
            let bezier = try CubicBezier(x1: curve.0, y1: curve.1, x2: curve.2, y2: curve.3)
            for x in Self.inputsBeforeZero {
                expectClose(bezier.slope(at: x), before, relative: 4 * Double.ulpOfOne, "\(curve) at x = \(x)")
            }
            for x in Self.inputsAfterOne {
                expectClose(bezier.slope(at: x), after, relative: 4 * Double.ulpOfOne, "\(curve) at x = \(x)")
            }
        }
    }

    /// NaN in, NaN out, for value and slope.
    @Test func valueAndSlopeOfNaNAreNaN() throws {
        let bezier = try CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
        #expect(bezier.value(at: .nan).isNaN)
        #expect(bezier.slope(at: .nan).isNaN)
    }

    // MARK: Presets

    /// The presets have the control points CSS Easing Level 2 gives them.
    @Test func presetsHaveTheCSSControlPoints() {
        let expected: [Preset: [Double]] = [
            .linear: [0, 0, 1, 1],
            .ease: [0.25, 0.1, 0.25, 1],
            .easeIn: [0.42, 0, 1, 1],
            .easeOut: [0, 0, 0.58, 1],
            .easeInOut: [0.42, 0, 0.58, 1],
        ]
        #expect(Preset.allCases.count == expected.count)
        for preset in Preset.allCases {
            let bezier = preset.bezier
            #expect([bezier.x1, bezier.y1, bezier.x2, bezier.y2] == expected[preset], "\(preset)")
        }
    }

    /// Each CSS keyword resolves to its preset, and is the preset's raw value.
    @Test(arguments: [
        ("linear", Preset.linear), ("ease", .ease), ("ease-in", .easeIn), ("ease-out", .easeOut),
        ("ease-in-out", .easeInOut),
    ])
    func presetResolvesByItsCSSName(_ name: String, _ preset: Preset) {
        #expect(Preset(named: name) == preset)
        #expect(preset.rawValue == name)
    }

    /// Each Core Animation name resolves to the preset with the same control points
    /// (kCAMediaTimingFunctionDefault is CSS `ease`).
    @Test(arguments: [
        ("default", Preset.ease), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInEaseOut", .easeInOut),
    ])
    func presetResolvesByItsCoreAnimationName(_ name: String, _ preset: Preset) {
        #expect(Preset(named: name) == preset)
    }

    /// Names that are neither CSS nor Core Animation names do not resolve.
    @Test(arguments: ["", "Ease", "EASE-IN", "ease_in", "bounce", " linear"])
    func unknownPresetNameDoesNotResolve(_ name: String) {
        #expect(Preset(named: name) == nil)
    }

    /// allNames lists every accepted name exactly once, and each of them resolves.
    @Test func allNamesListsEveryAcceptedNameOnce() {
        let names = Preset.allNames
        #expect(
            Set(names) == [
                "linear", "ease", "ease-in", "ease-out", "ease-in-out",
                "default", "easeIn", "easeOut", "easeInEaseOut",
            ])
        #expect(names.count == Set(names).count)
        for name in names {
            #expect(Preset(named: name) != nil, "\(name)")
        }
    }
}
