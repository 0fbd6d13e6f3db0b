import Testing

@testable import Workbench

@Suite struct PlotRobustnessTests {
    @Test(arguments: [Int.min, -1, 0, 1, 19, 401, Int.max])
    func absurdSizesAreClamped(size: Int) {
        let output = TerminalPlot.render([PlotFixtures.wobble], style: PlotStyle(width: size, height: size, showHandles: true))
        let lines = output.split(separator: "\n")
        let width = min(max(size, 20), 400)
        let height = min(max(size, 5), 200)
        #expect(lines.count == height + 4)  // top, rows, bottom, x labels, legend
        #expect(lines[0].count == width)
    }

    @Test func nonFiniteValuesAreSkipped() {
        let holes = PlotSeries(name: "holes", values: { x in x > 0.3 && x < 0.6 ? .nan : x })
        let blowUp = PlotSeries(name: "blowUp", values: { x in x > 0.9 ? .infinity : 1 / (x - 0.5) })
        let never = PlotSeries(name: "never", values: { _ in -.infinity })
        for ascii in [false, true] {
            let output = TerminalPlot.render([holes, blowUp, never], style: PlotStyle(ascii: ascii, showHandles: true))
            #expect(output.contains("never"))
        }
        // Only NaN between 0.3 and 0.6: the identity's dots stop there and resume.
        let dots = PlotFixtures.litDots(TerminalPlot.render([holes], style: PlotStyle(width: 20, height: 8)))
        #expect(dots.allSatisfy { $0.y == 31 - $0.x })
        #expect(!dots.contains(PlotFixtures.Dot(x: 15, y: 16)))
        #expect(dots.contains(PlotFixtures.Dot(x: 5, y: 26)))
    }

    @Test func nonFiniteControlPointsAreSkipped() {
        let odd = PlotSeries(name: "odd", values: { $0 }, handles: [(0, 0), (.nan, 0.5), (1, 1), (0.5, .infinity)])
        let output = TerminalPlot.render([odd], style: PlotStyle(showHandles: true))
        #expect(!output.contains("◆"))
    }

    @Test func hugeFiniteValuesAreClipped() {
        let huge = PlotSeries(name: "huge", values: { x in x < 0.5 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude })
        let output = TerminalPlot.render([huge], style: PlotStyle(width: 30, height: 6, showHandles: true))
        #expect(output.contains("1000000 │"))
    }

    @Test func emptySeriesDrawsAnEmptyBox() {
        let output = TerminalPlot.render([], style: PlotStyle(width: 20, height: 5))
        #expect(output.split(separator: "\n").count == 5 + 3)
        #expect(PlotFixtures.litDots(output).isEmpty)
    }

    @Test func longTitleIsTruncated() {
        let output = TerminalPlot.render([], style: PlotStyle(width: 20, height: 5, title: String(repeating: "x", count: 500)))
        let first = output.split(separator: "\n")[0]
        #expect(first == String(repeating: "x", count: 19) + "…")
    }
}
