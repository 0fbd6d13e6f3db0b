import Testing

@testable import Workbench

/// Whole-output comparisons with colours off. Each expectation was checked by
/// hand: label rows, guide rows and control-point cells follow from the range.
@Suite struct PlotGoldenTests {
    @Test func linear() {
        let output = TerminalPlot.render([PlotFixtures.linear], style: PlotStyle(width: 24, height: 6))
        #expect(
            output == """
                  ┌────────────────────┐
                1 │                 ⡠⠔⠊│
                  │             ⢀⠤⠒⠉   │
                  │          ⣀⠔⠊⠁      │
                  │      ⢀⡠⠔⠉          │
                  │   ⣀⠤⠒⠁             │
                0 │⡠⠔⠊                 │
                  └────────────────────┘
                   0                  1
                   ● linear
                """)
    }

    /// Range [−0.3, 1.3] over 32 dot rows: y = 1 is dot row 6 (cell row 1, dot 2: ⠄),
    /// y = 0 is dot row 25 (cell row 6, dot 1: ⠂); the labels sit on those rows.
    @Test func overshootGrowsRangeAndDrawsGuides() {
        let output = TerminalPlot.render([PlotFixtures.wobble], style: PlotStyle(width: 30, height: 8))
        #expect(
            output == """
                     ┌───────────────────────┐
                 1.3 │                 ⣀⠤⠤⠤⡀ │
                   1 │⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⠄⡤⠎⠄⠄⠄⠄⠌⠦│
                     │             ⡠⠊        │
                     │           ⢀⠜          │
                     │          ⡰⠁           │
                     │        ⡠⠊             │
                   0 │⠢⡂⠂⠂⠂⠂⡢⠊⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂⠂│
                -0.3 │ ⠈⠒⠒⠒⠉                 │
                     └───────────────────────┘
                      0                     1
                      ● wobble
                """)
    }

    @Test func twoCurvesWithLegend() {
        let output = TerminalPlot.render([PlotFixtures.linear, PlotFixtures.cubic], style: PlotStyle(width: 30, height: 6))
        #expect(
            output == """
                  ┌──────────────────────────┐
                1 │                      ⣀⠤⢒⠏│
                  │                 ⢀⡠⠔⠒⠉⢀⠔⠁ │
                  │             ⣀⠤⠒⠊⠁  ⢀⠔⠁   │
                  │        ⢀⡠⠤⠒⠉     ⡠⠒⠁     │
                  │    ⣀⠤⠔⠊⠁     ⣀⠤⠒⠉        │
                0 │⣀⣤⣒⣉⣀⣀⣀⡠⠤⠤⠔⠒⠊⠉            │
                  └──────────────────────────┘
                   0                        1
                   ● linear  ● cubic
                """)
    }

    /// Range [−0.5, 1.5] (the control points), 46×32 dots: P1 = (1/3, −0.5) is dot
    /// (15, 31) → cell (7, 7); P2 = (2/3, 1.5) is dot (30, 0) → cell (15, 0).
    @Test func bezierHandles() {
        let output = TerminalPlot.render([PlotFixtures.bezier], style: PlotStyle(width: 30, height: 8, showHandles: true))
        #expect(
            output == """
                     ┌───────────────────────┐
                 1.5 │               ◆⠠⢀     │
                     │                 ⢀⣈⣐⢤⣀⡀│
                   1 │⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⠁⣁⠕⠋⠁⠁⠁⠁⠁⠉│
                     │           ⢀⠤⠊         │
                     │         ⡠⠒⠁           │
                   0 │⡀⡀⡀⡀⡀⣀⡠⡔⡉⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀⡀│
                     │⠈⠉⠓⠍⡉⠁                 │
                -0.5 │     ⠁⠂◆               │
                     └───────────────────────┘
                      0                     1
                      ● bezier
                """)
    }

    /// Without handles the same curve only needs [−0.1, 1.1].
    @Test func bezierWithoutHandlesKeepsTighterRange() {
        let output = TerminalPlot.render([PlotFixtures.bezier], style: PlotStyle(width: 30, height: 8))
        #expect(!output.contains("◆"))
        #expect(output.contains(" 1.1 │"))
        #expect(output.contains("-0.1 │"))
    }

    @Test func asciiTwoCurves() {
        let output = TerminalPlot.render([PlotFixtures.linear, PlotFixtures.cubic], style: PlotStyle(width: 24, height: 6, ascii: true))
        #expect(
            output == """
                  +--------------------+
                1 |                  *o|
                  |              ***oo |
                  |          ****  o   |
                  |      ****   ooo    |
                  |  ****   oooo       |
                0 |ooooooooo           |
                  +--------------------+
                   0                  1
                   * linear  o cubic
                """)
    }

    /// ASCII keeps the layout: '-' guides, '.' handles, '@' control points.
    @Test func asciiHandles() {
        let output = TerminalPlot.render([PlotFixtures.bezier], style: PlotStyle(width: 24, height: 8, ascii: true, showHandles: true))
        #expect(
            output == """
                     +-----------------+
                 1.5 |           @.    |
                     |             .*  |
                   1 |- - - - - -***-**|
                     |         **      |
                     |      ***        |
                   0 |**-***- - - - - -|
                     |  *.             |
                -0.5 |    .@           |
                     +-----------------+
                      0               1
                      * bezier
                """)
        #expect(output.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func title() {
        let output = TerminalPlot.render([PlotFixtures.cubic], style: PlotStyle(width: 24, height: 5, title: "ease-in"))
        #expect(
            output == """
                         ease-in
                  ┌────────────────────┐
                1 │                  ⢀⠎│
                  │                ⢀⠔⠁ │
                  │              ⢀⠔⠊   │
                  │           ⢀⡠⠒⠁     │
                0 │⣀⣀⣀⣀⣀⣀⠤⠤⠔⠒⠉⠁        │
                  └────────────────────┘
                   0                  1
                   ● cubic
                """)
    }

    @Test func legendWrapsToWidth() {
        let series = [PlotFixtures.linear, PlotFixtures.cubic, PlotFixtures.wobble, PlotFixtures.bezier]
        let output = TerminalPlot.render(series, style: PlotStyle(width: 32, height: 5, ascii: true))
        let legend = output.split(separator: "\n").suffix(2)
        #expect(Array(legend) == ["      * linear  o cubic", "      x wobble  # bezier"])
    }
}
