/// Renders easing curves as text for a terminal: a braille (or ASCII) canvas
/// in a box, y labels on the left, x labels 0 and 1 below, and a legend.
public enum TerminalPlot {
    /// Samples used to find each curve's extent, independent of the canvas size.
    private static let extentSampleCount = 1024

    /// The plot as lines joined by "\n", without a trailing newline.
    /// Every line is at most `style.width` columns wide (after clamping to
    /// `PlotStyle.widthRange`/`heightRange`), and the result contains no
    /// escape codes unless `style.colors` is set. Non-finite curve values are
    /// skipped, and values beyond ±1e6 are clipped to the edge.
    public static func render(_ series: [PlotSeries], style: PlotStyle) -> String {
        let range = PlotRange.fitting(extentSamples(series, handles: style.showHandles))
        return draw(series, range: range, labels: PlotAxisLabels(range: range), guides: nil, style: style)
    }

    /// `first` and `second`, and below them their difference `first − second` on its own
    /// scale (`differenceHeight` rows), the two boxes aligned column for column.
    static func renderComparison(_ first: PlotSeries, _ second: PlotSeries, style: PlotStyle, differenceHeight: Int) -> String {
        let range = PlotRange.fitting(extentSamples([first, second], handles: false))
        let labels = PlotAxisLabels(range: range)
        let difference = Difference(first, second)
        let labelWidth = max(labels.width, difference.labels.width)
        var plain = style
        plain.showHandles = false
        let curves = draw([first, second], range: range, labels: labels, labelWidth: labelWidth, guides: nil, style: plain)
        plain.height = differenceHeight
        return curves + "\n" + difference.draw(labelWidth: labelWidth, style: plain)
    }

    /// The difference `first − second` on its own scale: ±m around 0, where m is the
    /// largest |difference| among 1,025 samples rounded up to 1, 2 or 5 × 10ᵏ, with a
    /// guide at 0 and labels at ±m and 0. Drawn in the third series colour, so it reads
    /// apart from the two curves plotted above it. Same width rules as `render`.
    static func renderDifference(_ first: PlotSeries, _ second: PlotSeries, style: PlotStyle) -> String {
        var plain = style
        plain.showHandles = false
        return Difference(first, second).draw(labelWidth: 0, style: plain)
    }

    private struct Difference {
        let series: PlotSeries
        let range: PlotRange
        let labels: PlotAxisLabels

        init(_ first: PlotSeries, _ second: PlotSeries) {
            series = PlotSeries(name: "\(first.name) − \(second.name)") { first.values($0) - second.values($0) }
            range = PlotRange.symmetric(extentSamples([series], handles: false))
            labels = PlotAxisLabels(range: range, levels: [range.upper, range.lower, 0])
        }

        func draw(labelWidth: Int, style: PlotStyle) -> String {
            TerminalPlot.draw([series], firstSeries: 2, range: range, labels: labels, labelWidth: labelWidth, guides: [0], style: style)
        }
    }

    /// Lays out and draws `series` (coloured from palette entry `firstSeries` on) over `range`,
    /// with the labels right-aligned in at least `labelWidth` columns; `guides` nil means the
    /// usual guides at 0 and 1 where the range extends past them.
    private static func draw(
        _ series: [PlotSeries], firstSeries: Int = 0, range: PlotRange, labels axisLabels: PlotAxisLabels,
        labelWidth minimumLabelWidth: Int = 0, guides: [Double]?, style: PlotStyle
    ) -> String {
        let width = clamp(style.width, to: PlotStyle.widthRange)
        let height = clamp(style.height, to: PlotStyle.heightRange)
        let labelWidth = max(axisLabels.width, minimumLabelWidth)
        // Two columns minimum so the x labels 0 and 1 never collide.
        let columns = max(2, width - labelWidth - 3)
        var painter = PlotPainter(
            canvas: PlotCanvas(columns: columns, rows: height, braille: !style.ascii),
            range: range
        )

        if let guides { painter.drawGuides(at: guides) } else { painter.drawGuides() }
        if style.showHandles {
            for curve in series {
                painter.drawHandles(curve.handles)
            }
        }
        for (index, curve) in series.enumerated() {
            painter.drawCurve(curve.values, series: firstSeries + index)
        }
        if style.showHandles {
            for (index, curve) in series.enumerated() {
                let points = curve.handles
                for control in stride(from: 1, to: points.count, by: 2) {
                    painter.drawMarker(at: points[control], series: firstSeries + index)
                }
            }
        }

        let frame = PlotFrame(
            canvas: painter.canvas,
            labels: axisLabels.byRow(projection: painter.projection, dotsPerRow: painter.canvas.dotsPerRow),
            labelWidth: labelWidth,
            width: width,
            style: style
        )
        return frame.lines(names: series.map(\.name), firstSeries: firstSeries).joined(separator: "\n")
    }

    private static func clamp(_ value: Int, to range: ClosedRange<Int>) -> Int {
        min(max(value, range.lowerBound), range.upperBound)
    }

    /// Every y the range must cover: dense curve samples, plus control points
    /// when handles are shown since those may lie far outside the curve.
    static func extentSamples(_ series: [PlotSeries], handles: Bool) -> [Double] {
        var samples: [Double] = []
        for curve in series {
            for step in 0...extentSampleCount {
                samples.append(curve.values(Double(step) / Double(extentSampleCount)))
            }
            if handles { samples += curve.handles.map(\.y) }
        }
        return samples
    }
}
