/// Turns a drawn canvas into text: title, labelled box, x labels, legend.
struct PlotFrame {
    let canvas: PlotCanvas
    let labels: [Int: String]
    let labelWidth: Int
    let width: Int
    let style: PlotStyle

    /// Labels, a space, then the box's left edge.
    private var indent: Int { labelWidth + 2 }

    /// The plot's lines; the legend's colours start at palette entry `firstSeries`.
    func lines(names: [String], firstSeries: Int = 0) -> [String] {
        var lines: [String] = []
        if let title = style.title.map(PlotText.printable), !title.isEmpty {
            lines.append(titleLine(title))
        }
        let box = style.ascii ? PlotBox.ascii : PlotBox.unicode
        let gutter = String(repeating: " ", count: labelWidth + 1)
        let rule = String(repeating: box.horizontal, count: canvas.columns)
        lines.append(gutter + String(box.topLeft) + rule + String(box.topRight))
        for row in 0..<canvas.rows {
            let label = labels[row] ?? ""
            let padded = String(repeating: " ", count: labelWidth - label.count) + label
            lines.append(padded + " " + String(box.vertical) + cells(row: row) + String(box.vertical))
        }
        lines.append(gutter + String(box.bottomLeft) + rule + String(box.bottomRight))
        lines.append(
            String(repeating: " ", count: indent) + "0"
                + String(repeating: " ", count: canvas.columns - 2) + "1")
        lines += PlotLegend.lines(names: names, firstSeries: firstSeries, indent: indent, width: width, style: style)
        return lines
    }

    /// Centred over the canvas when it fits there, else over the whole width.
    private func titleLine(_ title: String) -> String {
        let text = PlotText.truncated(title, to: width, ascii: style.ascii)
        let start =
            text.count <= canvas.columns
            ? indent + (canvas.columns - text.count) / 2
            : (width - text.count) / 2
        return String(repeating: " ", count: start) + text
    }

    /// One canvas row; with colours, an escape is emitted only where the colour changes.
    private func cells(row: Int) -> String {
        var text = ""
        var current: String?
        for column in 0..<canvas.columns {
            let cell = canvas.cellIndex(column: column, row: row)
            let bits = canvas.bits[cell]
            let ink = canvas.inks[cell]
            if style.colors {
                let wanted = bits == 0 ? nil : ink.map(PlotPalette.escape(for:))
                if wanted != current {
                    text += wanted ?? PlotPalette.reset
                    current = wanted
                }
            }
            text.append(PlotPalette.glyph(bits: bits, ink: ink, ascii: style.ascii))
        }
        if current != nil { text += PlotPalette.reset }
        return text
    }
}
