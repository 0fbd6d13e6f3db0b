import Testing

@testable import CurveKit

/// The constructors that replace `try!` and force unwraps outside the tests: each one accepts
/// exactly what the throwing constructor accepts, and answers what that constructor answers.
@Suite("Checked constructors")
struct CheckedConstructorsTests {
    /// Steps' count as a number, as platforms write it: CSS Easing Level 2 (§3.2) wants an
    /// integer of at least 1, at least 2 for jump-none; curves caps it at `Steps.maximumCount`.
    @Test(arguments: [(4.0, Steps.Position.jumpEnd), (1, .jumpStart), (2, .jumpNone), (100_000, .jumpBoth)])
    func stepsFromAWholeNumber(count: Double, position: Steps.Position) throws {
        let steps = try Steps(count: count, position: position)
        #expect(steps.count == Int(count))
        #expect(steps.position == position)
    }

    @Test(arguments: [
        (2.5, Steps.Position.jumpEnd), (0, .jumpStart), (-1, .jumpEnd), (1, .jumpNone), (100_001, .jumpEnd), (.nan, .jumpEnd),
        (.infinity, .jumpEnd),
    ])
    func stepsRefuseACountThatIsNotAWholeNumberInRange(count: Double, position: Steps.Position) {
        #expect(throws: CurveError.self) { try Steps(count: count, position: position) }
    }

    @Test func stepsRefusalNamesTheRangeForThePosition() {
        #expect(throws: CurveError.catalogue(.stepCount(.whole(1), minimum: 2, maximum: 100_000, position: .jumpNone))) {
            try Steps(count: 1.0, position: .jumpNone)
        }
        #expect(throws: CurveError.catalogue(.stepCount(.number(0.5), minimum: 1, maximum: 100_000, position: .jumpEnd))) {
            try Steps(count: 0.5, position: .jumpEnd)
        }
        #expect(
            CurveError.catalogue(.stepCount(.number(0.5), minimum: 1, maximum: 100_000, position: .jumpEnd)).message
                == "the number of steps must be a whole number from 1 to 100000 for jump-end (got 0.5)")
    }

    /// CSS `step-start` is steps(1, jump-start): 1 from x = 0 on; `step-end` is steps(1, jump-end):
    /// 0 until x = 1 (§3.2's keywords).
    @Test func stepStartAndStepEndAreOneStep() throws {
        #expect(Steps.stepStart == (try Steps(count: 1, position: .jumpStart)))
        #expect(Steps.stepEnd == (try Steps(count: 1, position: .jumpEnd)))
        #expect([0, 0.5, 1].map(Steps.stepStart.value(at:)) == [1, 1, 1])
        #expect([0, 0.5, 0.999, 1].map(Steps.stepEnd.value(at:)) == [0, 0, 0, 1])
    }

    /// Control points written in the source make the same curve as the throwing constructor.
    @Test(arguments: [[0.25, 0.1, 0.25, 1], [0.42, 0, 1, 1], [0.33, 1.53, 0.69, 0.99], [0, 0, 1, 1]])
    func constantBezierIsTheCheckedOne(points: [Double]) throws {
        let constant = CubicBezier(constant: points[0], points[1], points[2], points[3])
        let checked = try CubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
        #expect(constant == checked)
        #expect(constant.controlPoints == points)
        #expect(constant.value(at: 0.3) == checked.value(at: 0.3))
    }

    @Test func constantBezierNormalisesNegativeZero() {
        let curve = CubicBezier(constant: -0.0, -0.0, 1, 1)
        #expect(curve.x1.sign == .plus && curve.y1.sign == .plus)
        #expect(CubicBezier.linear.controlPoints == [0, 0, 1, 1])
    }

    /// The middle value, or the mean of the two middle ones (written out: sorted 1 2 3 4 → 2.5).
    @Test func medianOfNonEmptyValues() {
        #expect(Robust.median(ofNonEmpty: [3, 1, 2]) == 2)
        #expect(Robust.median(ofNonEmpty: [4, 1, 3, 2]) == 2.5)
        #expect(Robust.median(ofNonEmpty: [7]) == 7)
        #expect(Robust.median(ofNonEmpty: [4, 1, 3, 2]) == Robust.median([4, 1, 3, 2]))
    }
}
