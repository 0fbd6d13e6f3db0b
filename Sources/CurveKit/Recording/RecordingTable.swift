/// Rows of numbers as a recording comes: CSV text (`,`, `;`, tabs or spaces between fields,
/// header lines before the numbers, blank lines and `#` comments skipped) or rows built from a
/// JSON array by the caller. Every row has as many numbers as the first.
public struct RecordingTable: Sendable, Equatable {
    /// The column names of the last header line, when there is one (quotes removed).
    public var header: [String]
    /// The rows of numbers, each as many as the first.
    public var rows: [[Double]]
    /// The 1-based line of each row in its file, for errors (the row number for JSON).
    public var lines: [Int]

    /// A table from its header, rows and each row's line.
    public init(header: [String], rows: [[Double]], lines: [Int]) {
        self.header = header
        self.rows = rows
        self.lines = lines
    }

    /// The number of columns (of the rows, or of the header when there are none).
    public var columnCount: Int { rows.first?.count ?? header.count }

    /// Reads CSV text. Lines before the first numeric line are headers; after it every line
    /// must be numeric, with the same number of fields.
    public static func csv(_ text: String) throws(CurveError) -> RecordingTable {
        var table = RecordingTable(header: [], rows: [], lines: [])
        var lineNumber = 0
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            lineNumber += 1
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let fields = CSVImport.fields(of: line)
            let numbers = fields.map { DecimalNumber.parse($0.text) }
            if table.rows.isEmpty && numbers.contains(where: { $0 == nil }) {
                table.header = fields.map { $0.text.trimmingQuotes }
                continue
            }
            if let expected = table.rows.first?.count, fields.count != expected {
                throw CurveError("line \(lineNumber): expected \(expected) columns like the first row, found \(fields.count)")
            }
            var row: [Double] = []
            for (field, number) in zip(fields, numbers) {
                guard let number, number.isFinite else {
                    throw CurveError("line \(lineNumber), column \(field.column): expected a finite number, got '\(field.text.prefix(40))'")
                }
                row.append(number)
            }
            try table.append(row, line: lineNumber)
        }
        return table
    }

    /// Adds one row, checking the row limit.
    public mutating func append(_ row: [Double], line: Int) throws(CurveError) {
        if rows.count >= DataCurve.maximumSamples {
            throw CurveError("line \(line): too many rows; the limit is \(DataCurve.maximumSamples)")
        }
        rows.append(row)
        lines.append(line)
    }
}

extension StringProtocol {
    /// The text without one pair of surrounding double or single quotes.
    var trimmingQuotes: String {
        if count >= 2, let first, let last = self.last, first == last, first == "\"" || first == "'" {
            return String(dropFirst().dropLast())
        }
        return String(self)
    }
}
