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
        let width = clamp(style.width, to: PlotStyle.widthRange)
        let height = clamp(style.height, to: PlotStyle.heightRange)
        let range = PlotRange.fitting(extentSamples(series, handles: style.showHandles))
        let axisLabels = PlotAxisLabels(range: range)
        // Two columns minimum so the x labels 0 and 1 never collide.
        let columns = max(2, width - axisLabels.width - 3)
        var painter = PlotPainter(
            canvas: PlotCanvas(columns: columns, rows: height, braille: !style.ascii),
            range: range
        )

        painter.drawGuides()
        if style.showHandles {
            for curve in series {
                painter.drawHandles(handlePoints(of: curve))
            }
        }
        for (index, curve) in series.enumerated() {
            painter.drawCurve(curve.values, series: index)
        }
        if style.showHandles {
            for (index, curve) in series.enumerated() {
                let points = handlePoints(of: curve)
                for control in stride(from: 1, to: points.count, by: 2) {
                    painter.drawMarker(at: points[control], series: index)
                }
            }
        }

        let frame = PlotFrame(
            canvas: painter.canvas,
            labels: axisLabels.byRow(projection: painter.projection, dotsPerRow: painter.canvas.dotsPerRow),
            labelWidth: axisLabels.width,
            width: width,
            style: style
        )
        return frame.lines(names: series.map(\.name)).joined(separator: "\n")
    }

    private static func clamp(_ value: Int, to range: ClosedRange<Int>) -> Int {
        min(max(value, range.lowerBound), range.upperBound)
    }

    /// Every y the range must cover: dense curve samples, plus control points
    /// when handles are shown since those may lie far outside the curve.
    private static func extentSamples(_ series: [PlotSeries], handles: Bool) -> [Double] {
        var samples: [Double] = []
        for curve in series {
            for step in 0...extentSampleCount {
                samples.append(curve.values(Double(step) / Double(extentSampleCount)))
            }
            if handles { samples += handlePoints(of: curve).map(\.y) }
        }
        return samples
    }

    /// P0, P1, P3, P2 — so consecutive pairs are the two handles and odd
    /// indices the control points — or nothing when the series is not a Bézier.
    private static func handlePoints(of curve: PlotSeries) -> [(x: Double, y: Double)] {
        guard let points = curve.controlPoints, points.count >= 2 else { return [] }
        return [(0, 0), points[0], (1, 1), points[1]]
    }
}
