import CurveKit

/// `export NAME all` and `export ANIM all`: one row per platform — exact or approximate, the max
/// error, the code on one line (shortened to the terminal's width; `--json` keeps it whole).
package struct PlatformTable {
    package let text: String
    package let json: JSONValue

    /// One row of the table.
    package struct Row {
        let platform: Platform
        let maxError: Double
        let line: String
        var isExact: Bool { maxError == 0 }
    }

    package init(_ codes: [PlatformCode], name: String, width: Int) {
        self.init(codes.map { Row(platform: $0.platform, maxError: $0.maxError, line: $0.line) }, name: name, width: width)
    }

    package init(animations codes: [(platform: Platform, code: AnimationCode)], name: String, width: Int) {
        self.init(codes.map { Row(platform: $0.platform, maxError: $0.code.maxError, line: $0.code.line) }, name: name, width: width)
    }

    package init(_ codes: [Row], name: String, width: Int) {
        var rows = [["platform", "", "max error", "code"]]
        for code in codes {
            rows.append([
                code.platform.rawValue, code.isExact ? "exact" : "approx",
                code.isExact ? "0" : TextFormat.short(code.maxError), code.line,
            ])
        }
        let exact = codes.filter(\.isExact).count
        let table = Formatting.table(rows).split(separator: "\n").map { line in
            let line = "  " + line
            return line.count <= width ? line : String(line.prefix(max(width - 1, 8))) + "…"
        }
        text = (["\(name) on every platform: exact on \(exact) of \(codes.count) (max error in progress 0…1)"] + table)
            .joined(separator: "\n")
        json = .array(
            codes.map { code in
                .object([
                    ("platform", .string(code.platform.rawValue)), ("exact", .bool(code.isExact)), ("max_error", .number(code.maxError)),
                    ("code", .string(code.line)),
                ])
            })
    }
}
