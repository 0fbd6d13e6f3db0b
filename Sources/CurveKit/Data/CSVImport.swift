/// Reads two columns t, y from CSV text: `,`, `;`, tabs or spaces separate; a first line
/// that is not numeric is a header; blank lines and lines starting with `#` are skipped.
/// Errors name the line and column (1-based).
public enum CSVImport {
    /// The most rows of samples read (``DataCurve/maximumSamples``).
    public static let maximumRows = DataCurve.maximumSamples

    /// The curve of the samples in `text`, `source` naming it in errors and displays; with
    /// `normalize` the times are scaled to run from 0 to 1 and the values from 0 at the first
    /// sample to 1 at the last; without it the times must already run from 0 to 1. Throws
    /// ``CurveError`` naming the line and column of a bad field, or what is wrong with the samples.
    public static func curve(from text: String, source: String, normalize: Bool) throws(CurveError) -> DataCurve {
        var times: [Double] = []
        var values: [Double] = []
        var lineNumber = 0
        var sawData = false
        // "\r\n" is one Character in Swift, so split on it as well as on "\n" and "\r".
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            lineNumber += 1
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let fields = Self.fields(of: line)
            let numbers = fields.map { DecimalNumber.parse($0.text) }
            if !sawData && numbers.contains(where: { $0 == nil }) {
                sawData = true  // the first non-blank line is a header when it is not numeric
                continue
            }
            sawData = true
            guard fields.count == 2 else {
                throw CurveError("line \(lineNumber): expected two columns t and y, found \(fields.count)")
            }
            var row: [Double] = []
            for (field, number) in zip(fields, numbers) {
                guard let number, number.isFinite else {
                    throw CurveError("line \(lineNumber), column \(field.column): expected a finite number, got '\(field.text.prefix(40))'")
                }
                row.append(number)
            }
            if times.count >= maximumRows {
                throw CurveError("line \(lineNumber): too many rows; the limit is \(maximumRows)")
            }
            let t = row[0], y = row[1]
            if let last = times.last, !(t > last) {
                throw CurveError("line \(lineNumber): t must increase, but \(TextFormat.shortest(t)) follows \(TextFormat.shortest(last))")
            }
            times.append(t)
            values.append(y)
        }
        guard times.count >= 2 else {
            throw CurveError("\(source) has \(times.count) data row\(times.count == 1 ? "" : "s"); at least two are needed")
        }
        if normalize {
            let (t0, t1, y0, y1) = (times[0], times[times.count - 1], values[0], values[values.count - 1])
            guard y1 != y0 else {
                throw CurveError("cannot normalize: y starts and ends at the same value \(TextFormat.shortest(y0))")
            }
            times = times.map { ($0 - t0) / (t1 - t0) }
            times[times.count - 1] = 1
            values = values.map { ($0 - y0) / (y1 - y0) }
        } else if times.first != 0 || times.last != 1 {
            throw CurveError(
                "t runs from \(TextFormat.shortest(times[0])) to \(TextFormat.shortest(times[times.count - 1])), not from 0 to 1; add normalize to scale it"
            )
        }
        return try DataCurve(times: times, values: values, source: source)
    }

    struct Field {
        let text: String
        let column: Int
    }

    /// Splits on commas or semicolons when the line has any, else on runs of spaces and tabs.
    static func fields(of line: Substring) -> [Field] {
        let characters = Array(line)
        let delimited = characters.contains { $0 == "," || $0 == ";" }
        var fields: [Field] = []
        var index = 0
        while index <= characters.count {
            if !delimited {
                while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
                if index == characters.count { break }
            }
            let start = index
            while index < characters.count, !Self.isSeparator(characters[index], delimited: delimited) { index += 1 }
            var text = String(characters[start..<index])
            var column = start + 1
            while text.first == " " || text.first == "\t" { text.removeFirst(); column += 1 }
            while text.last == " " || text.last == "\t" { text.removeLast() }
            fields.append(Field(text: text, column: column))
            index += 1
        }
        return fields
    }

    static func isSeparator(_ character: Character, delimited: Bool) -> Bool {
        delimited ? (character == "," || character == ";") : (character == " " || character == "\t")
    }
}
