import Testing

@testable import Workbench

@Suite struct PlotColorTests {
    private let series = [PlotFixtures.linear, PlotFixtures.cubic, PlotFixtures.bezier]

    @Test func colorsOnColourCurvesAndLegend() {
        let output = TerminalPlot.render(series, style: PlotStyle(width: 40, height: 8, colors: true, showHandles: true))
        #expect(output.contains("\u{1B}[36m● linear\u{1B}[0m"))
        #expect(output.contains("\u{1B}[35m● cubic\u{1B}[0m"))
        #expect(output.contains("\u{1B}[33m● bezier\u{1B}[0m"))
        #expect(output.contains("\u{1B}[90m"))  // guides and handles are dim
        // Colour never leaks past a canvas row: its last escape is a reset.
        for line in output.split(separator: "\n") where line.contains("\u{1B}") && line.hasSuffix("│") {
            let lastEscape = line.split(separator: "\u{1B}", omittingEmptySubsequences: false).last ?? ""
            #expect(lastEscape.hasPrefix("[0m"))
        }
    }

    @Test func colorsOffHasNoEscapes() {
        for ascii in [false, true] {
            let style = PlotStyle(width: 40, height: 8, colors: false, ascii: ascii, showHandles: true, title: "sneaky \u{1B}[31m title")
            var named = series
            named[0].name = "evil\u{1B}[2J\nname"
            let output = TerminalPlot.render(named, style: style)
            #expect(!output.contains("\u{1B}"))
            #expect(output.contains("evil[2Jname"))
        }
    }

    @Test func colorsCycleAfterSix() {
        let many = (0..<7).map { PlotSeries(name: "s\($0)", values: { _ in 0.5 }) }
        let output = TerminalPlot.render(many, style: PlotStyle(width: 120, colors: true))
        #expect(output.contains("\u{1B}[31m● s5\u{1B}[0m"))
        #expect(output.contains("\u{1B}[36m● s6\u{1B}[0m"))
    }
}
