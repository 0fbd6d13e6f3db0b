import Testing

@testable import Workbench

/// Properties derived independently of the renderer's code paths.
@Suite struct PlotGeometryTests {
    /// width 20 − label "1" − 3 = 16 cells = 32 dot columns, and 8 rows = 32 dot
    /// rows, so y = x must light exactly the anti-diagonal (x, 31 − x).
    @Test func identityLightsExactlyTheDiagonal() {
        let output = TerminalPlot.render([PlotFixtures.linear], style: PlotStyle(width: 20, height: 8))
        let expected = Set((0..<32).map { PlotFixtures.Dot(x: $0, y: 31 - $0) })
        #expect(PlotFixtures.litDots(output) == expected)
        let rows = PlotFixtures.canvasRows(output)
        // Each diagonal cell holds dots (0,3)+(1,2) etc.: a 4-row cell spans two columns.
        #expect(rows[7][0] == "⡠")  // dots (0,31) and (1,30): bits 0x40 | 0x20
        #expect(rows[0][15] == "⠊")  // dots (30,1) and (31,0): bits 0x02 | 0x08
        #expect(rows[0][0] == " ")
    }

    @Test func constantLightsOneDotRow() {
        let half = PlotSeries(name: "half", values: { _ in 0.5 })
        let output = TerminalPlot.render([half], style: PlotStyle(width: 30, height: 6))
        let dots = PlotFixtures.litDots(output)
        let rows = Set(dots.map(\.y))
        // 24 dot rows: y = 0.5 sits at (1 − 0.5) × 23 = 11.5, rounded to 12.
        #expect(rows == [12])
        #expect(dots.count == 2 * (30 - 1 - 3))
    }

    /// A step from 0 to 1 between two adjacent samples must still be one
    /// connected line: every dot row between the levels is lit somewhere.
    @Test func steepJumpsAreFilled() {
        let step = PlotSeries(name: "step", values: { $0 < 0.5 ? 0 : 1 })
        let output = TerminalPlot.render([step], style: PlotStyle(width: 24, height: 6))
        let rows = Set(PlotFixtures.litDots(output).map(\.y))
        #expect(rows == Set(0..<24))
    }

    @Test func labelsSitOnTheirRows() {
        let output = TerminalPlot.render([PlotFixtures.wobble], style: PlotStyle(width: 30, height: 8))
        let labels = output.split(separator: "\n")
            .filter { $0.hasSuffix("│") }
            .map { $0.prefix { $0 != "│" }.filter { $0 != " " } }
        // Range [−0.3, 1.3] over 32 dot rows: 1 → dot row 6, 0 → dot row 25.
        #expect(labels == ["1.3", "1", "", "", "", "", "0", "-0.3"])
    }

    @Test func everyLineFitsTheWidth() {
        for ascii in [false, true] {
            for width in [20, 33, 64, 120] {
                let style = PlotStyle(width: width, height: 7, ascii: ascii, showHandles: true, title: "a title")
                let output = TerminalPlot.render([PlotFixtures.wobble, PlotFixtures.bezier], style: style)
                let lines = output.split(separator: "\n")
                #expect(lines.allSatisfy { $0.count <= width })
                #expect(lines.filter { $0.hasSuffix("│") || $0.hasSuffix("|") }.allSatisfy { $0.count == width })
            }
        }
    }

    @Test func overlappingCurvesMergeDots() {
        let output = TerminalPlot.render([PlotFixtures.linear, PlotFixtures.linear], style: PlotStyle(width: 20, height: 8))
        let single = TerminalPlot.render([PlotFixtures.linear], style: PlotStyle(width: 20, height: 8))
        #expect(PlotFixtures.litDots(output) == PlotFixtures.litDots(single))
    }
}
