/// The legend under the plot: "● name" per series, wrapped to the width.
enum PlotLegend {
    /// Legend lines, each starting with `indent` spaces and at most `width` columns long.
    static func lines(names: [String], firstSeries: Int = 0, indent: Int, width: Int, style: PlotStyle) -> [String] {
        let room = max(1, width - indent)
        var lines: [String] = []
        var line = ""
        var used = 0
        for (offset, name) in names.enumerated() {
            let index = firstSeries + offset
            let marker = PlotPalette.legendMarker(forSeries: index, ascii: style.ascii)
            let plain = PlotText.truncated("\(marker) " + PlotText.printable(name), to: room, ascii: style.ascii)
            let entry = style.colors ? PlotPalette.escape(forSeries: index) + plain + PlotPalette.reset : plain
            // Escapes take no columns, so widths are counted on the plain text.
            if used > 0 && used + 2 + plain.count > room {
                lines.append(line)
                line = ""
                used = 0
            }
            if used > 0 {
                line += "  "
                used += 2
            }
            line += entry
            used += plain.count
        }
        if used > 0 { lines.append(line) }
        let pad = String(repeating: " ", count: indent)
        return lines.map { pad + $0 }
    }
}
