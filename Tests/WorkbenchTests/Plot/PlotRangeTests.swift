import TestExpectations
import Testing

@testable import Workbench

@Suite struct PlotRangeTests {
    @Test func unitRangeByDefault() {
        #expect(PlotRange.fitting([0.2, 0.9]) == PlotRange(lower: 0, upper: 1, decimals: 0))
        #expect(PlotRange.fitting([]) == PlotRange(lower: 0, upper: 1, decimals: 0))
    }

    @Test func growsOutwardToTenths() {
        let range = PlotRange.fitting([-0.1, 1.0999])
        #expect(range.label(range.lower) == "-0.1")
        #expect(range.label(range.upper) == "1.1")
        #expect(range.label(1) == "1")
        #expect(range.label(0) == "0")
    }

    @Test func exactTenthsAreNotPadded() {
        let range = PlotRange.fitting([-0.1, 1.3])
        #expect(range.label(range.lower) == "-0.1")
        #expect(range.label(range.upper) == "1.3")
    }

    @Test func wideRangesUseWholeSteps() {
        let range = PlotRange.fitting([-12.5, 3])
        #expect(range.lower == -13)
        #expect(range.upper == 3)
        #expect(range.label(range.lower) == "-13")
    }

    @Test func ignoresNonFiniteAndClipsHugeValues() {
        #expect(PlotRange.fitting([.nan, .infinity, -.infinity, 0.5]) == PlotRange(lower: 0, upper: 1, decimals: 0))
        let range = PlotRange.fitting([-1e300, 1e300])
        #expect(range.lower == -PlotRange.limit)
        #expect(range.upper == PlotRange.limit)
    }
}

@Suite("The scale of a difference plot")
struct PlotDifferenceRangeTests {
    @Test(
        "±m, with m the largest |difference| rounded up to 1, 2 or 5 × 10ᵏ",
        arguments: [
            ([0.25, -0.1], 0.5, "0.5", "-0.5"),
            ([0.000515], 0.001, "0.001", "-0.001"),
            ([1.0], 1, "1", "-1"),
            ([-0.15], 0.2, "0.2", "-0.2"),
            ([3.0], 5, "5", "-5"),
            ([-7.0], 10, "10", "-10"),
            ([2e-15, .nan, .infinity], 2e-15, "2e-15", "-2e-15"),
            ([0.0, 0.0], 1, "1", "-1"),
        ])
    func symmetric(values: [Double], bound: Double, upper: String, lower: String) {
        let range = PlotRange.symmetric(values)
        expectClose(range.upper, bound, relative: 1e-15)
        #expect(range.lower == -range.upper)
        #expect(range.label(range.upper) == upper)
        #expect(range.label(range.lower) == lower)
        #expect(range.label(0) == "0")
    }
}
