import CurveKit
import Platforms

/// Terminal plots drawn with the shell's settings: width, colours, ASCII.
extension Settings {
    func renderPlot(_ curves: [NamedCurve], options: PlotOptions) -> String {
        TerminalPlot.render(curves.map { plotSeries($0, handles: options.handles) }, style: plotStyle(options))
    }

    /// The two curves, and below them their difference on its own scale (half as tall).
    func renderComparisonPlot(_ first: NamedCurve, _ second: NamedCurve) -> String {
        let style = plotStyle(PlotOptions())
        return TerminalPlot.renderComparison(
            plotSeries(first, handles: false), plotSeries(second, handles: false), style: style,
            differenceHeight: max(PlotStyle.heightRange.lowerBound, style.height / 2))
    }

    private func plotSeries(_ named: NamedCurve, handles: Bool) -> PlotSeries {
        let curve = named.curve
        return PlotSeries(name: named.name, values: { curve.value(at: $0) }, handles: handles ? curve.spec.handles(of: curve) : [])
    }

    private func plotStyle(_ options: PlotOptions) -> PlotStyle {
        let width = min(options.width ?? min(terminalWidth, 72), Limits.maximumPlotWidth)
        return PlotStyle(
            width: width, height: options.height ?? 12, colors: colors, ascii: ascii,
            showHandles: options.handles, title: options.title)
    }
}
