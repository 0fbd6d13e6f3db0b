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
