import CurveKit

/// Reading a recording's text: a CSV table, or a JSON array of rows (`[[t, y], …]`), of
/// objects (`[{"t": 0, "x": 12}, …]`, the first object's keys naming the columns) or of
/// values (`[12, 14, …]`, one column: give `fps=`).
package enum RecordingFile {
    /// The curve a plain `t, y` table has always made (``CSVImport``): with `normalize`, or
    /// when it has two columns and t runs from exactly 0 to 1. nil when the text is to be read
    /// as a recording.
    package static func plainTable(_ text: String, source: String, normalize: Bool) throws(CurveError) -> DataCurve? {
        if normalize { return try CSVImport.curve(from: text, source: source, normalize: true) }
        if isJSON(text) { return nil }
        guard let table = try? RecordingTable.csv(text), table.columnCount == 2,
            table.rows.first?[0] == 0, table.rows.last?[0] == 1
        else { return nil }
        return try CSVImport.curve(from: text, source: source, normalize: false)
    }

    static func isJSON(_ text: String) -> Bool {
        text.first(where: { !$0.isWhitespace }).map { $0 == "[" || $0 == "{" } ?? false
    }

    package static func table(_ text: String) throws(CurveError) -> RecordingTable {
        guard isJSON(text) else { return try RecordingTable.csv(text) }
        let document: JSONValue
        do { document = try JSONValue(parsing: text) } catch { throw CurveError("not valid JSON: \(error.description)") }
        guard case .array(let items) = document else {
            throw CurveError("a JSON recording is an array: of rows [[t, y], …], of objects [{\"t\": …, \"y\": …}, …] or of values [y, …]")
        }
        var table = RecordingTable(header: [], rows: [], lines: [])
        if case .object(let members)? = items.first { table.header = members.map(\.key) }
        for (index, item) in items.enumerated() {
            let row: [JSONValue]
            switch item {
            case .number: row = [item]
            case .array(let elements): row = elements
            case .object(let members):
                var values: [JSONValue] = []
                for key in table.header {
                    guard let value = members.first(where: { $0.key == key })?.value else {
                        throw CurveError("element \(index + 1) has no \"\(key)\" (the first element's keys name the columns)")
                    }
                    values.append(value)
                }
                row = values
            default:
                throw CurveError("element \(index + 1) is neither a number, an array of numbers nor an object")
            }
            var numbers: [Double] = []
            for value in row {
                guard case .number(let number) = value, number.isFinite else {
                    throw CurveError("element \(index + 1): expected numbers, got \(Names.shortened(value.serialized))")
                }
                numbers.append(number)
            }
            if let expected = table.rows.first?.count, numbers.count != expected {
                throw CurveError("element \(index + 1) has \(numbers.count) numbers; the first has \(expected)")
            }
            try table.append(numbers, line: index + 1)
        }
        return table
    }
}
