import Foundation
import Testing

@testable import Workbench

/// The difference plot that `compare` draws under its two curves.
@Suite struct PlotDifferenceTests {
    static let zero = PlotSeries(name: "zero", values: { _ in 0 })

    /// x − 0 = x over ±1: width 20 − label "-1" − 3 = 15 cells = 30 dot columns, 8 rows =
    /// 32 dot rows; column c is x = c/29 at dot row round((1 − x)/2 · 31), and the guide at
    /// 0 is dot row round(15.5) = 16 in every other column.
    @Test func linearMinusZeroIsTheDiagonalOverPlusMinusOne() {
        let output = TerminalPlot.renderDifference(PlotFixtures.linear, Self.zero, style: PlotStyle(width: 20, height: 8))
        let curve = Set(
            (0..<30).map { column in
                PlotFixtures.Dot(x: column, y: Int(((1 - Double(column) / 29) / 2 * 31).rounded()))
            })
        let guide = Set(stride(from: 0, to: 30, by: 2).map { PlotFixtures.Dot(x: $0, y: 16) })
        let lit = PlotFixtures.litDots(output)
        #expect(curve.isSubset(of: lit))
        #expect(lit.isSubset(of: curve.union(guide)))
        let labels = output.split(separator: "\n").filter { $0.hasSuffix("│") }.map { $0.prefix { $0 != "│" }.filter { $0 != " " } }
        #expect(labels == ["1", "", "", "", "0", "", "", "-1"])
        #expect(output.hasSuffix("● linear − zero"))
    }

    /// x − x³ peaks at x = 1/√3 with 2/(3√3) ≈ 0.385, so the scale is ±0.5; the highest lit
    /// dot row is (0.5 − 0.385)/1 · 31 ≈ 3.6 → 4 from the top.
    @Test func scaleFollowsTheLargestDifference() {
        let output = TerminalPlot.renderDifference(PlotFixtures.linear, PlotFixtures.cubic, style: PlotStyle(width: 30, height: 8))
        let labels = output.split(separator: "\n").filter { $0.hasSuffix("│") }.map { $0.prefix { $0 != "│" }.filter { $0 != " " } }
        #expect(labels.first == "0.5")
        #expect(labels.last == "-0.5")
        let peak = 2 / (3 * 3.0.squareRoot())
        #expect(PlotFixtures.litDots(output).map(\.y).min() == Int(((0.5 - peak) / 1 * 31).rounded()))
    }

    /// Labels "1" above and "-0.5" below: both boxes take the wider label column, so
    /// their walls and x labels line up.
    @Test func comparisonBoxesLineUp() {
        let output = TerminalPlot.renderComparison(
            PlotFixtures.linear, PlotFixtures.cubic, style: PlotStyle(width: 30, height: 8), differenceHeight: 5)
        let lines = output.split(separator: "\n").map(String.init)
        let columns = lines.filter { $0.hasSuffix("│") }.map { $0.distance(from: $0.startIndex, to: $0.firstIndex(of: "│")!) }
        #expect(columns.count == 8 + 5)
        #expect(Set(columns) == [5])
        #expect(lines.filter { $0.hasSuffix("│") }.allSatisfy { $0.count == 30 })
    }

    @Test func compareShowsBothCurvesThenTheirDifference() {
        var shell = Transcript()
        _ = shell.reply("p = expr x")
        _ = shell.reply("q = expr x^2")
        let text = shell.reply("compare p q").text
        // x − x² is at most 1/4 (at x = 1/2): the difference scale is ±0.5.
        let labelLines = text.split(separator: "\n").filter { $0.hasSuffix("│") }.map { $0.prefix { $0 != "│" }.filter { $0 != " " } }
        #expect(labelLines.filter { !$0.isEmpty } == ["1", "0", "0.5", "0", "-0.5"])
        #expect(text.contains("● p  ● q"))
        #expect(text.hasSuffix("● p − q"))
    }
}
