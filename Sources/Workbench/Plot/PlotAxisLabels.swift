/// The y labels: the range's ends, 1, and 0 when the range dips below it.
/// Two labels that would land on one row keep only the first, with the
/// range's ends first, so the extent of the plot is always stated.
struct PlotAxisLabels: Sendable {
    let entries: [(value: Double, text: String)]

    init(range: PlotRange) {
        var values = [range.upper, range.lower, 1]
        if range.lower < 0 { values.append(0) }
        self.init(range: range, levels: values)
    }

    /// Labels for the given levels, in order of precedence.
    init(range: PlotRange, levels values: [Double]) {
        var seen = Set<Double>()
        entries = values.filter { seen.insert($0).inserted }.map { ($0, range.label($0)) }
    }

    /// Columns taken by the widest label.
    var width: Int { entries.map(\.text.count).max() ?? 0 }

    /// Label text by canvas (character) row.
    func byRow(projection: PlotProjection, dotsPerRow: Int) -> [Int: String] {
        var rows: [Int: String] = [:]
        for entry in entries {
            guard let dot = projection.row(for: entry.value) else { continue }
            let row = dot / dotsPerRow
            if rows[row] == nil { rows[row] = entry.text }
        }
        return rows
    }
}
