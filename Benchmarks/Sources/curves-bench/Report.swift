import Foundation

/// Everything a run measured: the headline figures (one row each in the table, one key each
/// in the JSON object) and the growth tables.
struct Report {
    struct Row {
        let key: String
        let label: String
        let value: Double?
        let unit: String
        let target: String
        /// Why there is no value (an API not landed yet), or a remark.
        let note: String
        let meets: Bool?
    }

    var rows: [Row] = []
    /// Extra JSON members (growth tables, per-curve figures, machine facts), in order.
    var extra: [(String, Any)] = []
    /// Free-text sections printed after the table.
    var sections: [(String, [String])] = []

    mutating func add(
        _ key: String, _ label: String, _ value: Double?, unit: String, target: String = "", limit: Double? = nil, note: String = ""
    ) {
        let meets: Bool? = if let value, let limit { value <= limit } else { nil }
        rows.append(Row(key: key, label: label, value: value, unit: unit, target: target, note: note, meets: meets))
    }

    mutating func add(extra key: String, _ value: Any) { extra.append((key, value)) }

    mutating func section(_ title: String, _ lines: [String]) { sections.append((title, lines)) }

    // MARK: Output

    func table() -> String {
        func format(_ value: Double?) -> String {
            guard let value, value.isFinite else { return "—" }
            if value >= 100 { return String(format: "%.0f", value) }
            if value >= 10 { return String(format: "%.1f", value) }
            return String(format: "%.2f", value)
        }
        let header = ["figure", "value", "target", "", "key"]
        var lines: [[String]] = [header]
        for row in rows {
            let verdict = row.meets.map { $0 ? "ok" : "MISSED" } ?? (row.value == nil ? "pending" : "")
            let value = row.value == nil ? "—" : "\(format(row.value)) \(row.unit)"
            lines.append([row.label, value, row.target, verdict, row.key])
        }
        let widths = (0..<header.count).map { column in lines.map { $0[column].count }.max() ?? 0 }
        var out: [String] = []
        for (index, line) in lines.enumerated() {
            out.append(
                zip(line, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
                    .trimmingCharacters(in: .whitespaces))
            if index == 0 { out.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
        }
        for row in rows where !row.note.isEmpty { out.append("  \(row.key): \(row.note)") }
        for (title, body) in sections {
            out.append("")
            out.append(title)
            out += body.map { "  " + $0 }
        }
        return out.joined(separator: "\n")
    }

    func json() -> String {
        var members: [(String, Any)] = []
        for row in rows { members.append((row.key, row.value.map { $0 as Any } ?? NSNull())) }
        var pending: [String] = []
        for row in rows where row.value == nil { pending.append(row.key) }
        members.append(("pending", pending))
        var notes: [(String, Any)] = []
        for row in rows where !row.note.isEmpty { notes.append((row.key, row.note)) }
        members.append(("notes", OrderedObject(notes)))
        members += extra
        return Self.encode(OrderedObject(members), indent: "")
    }

    /// A JSON object that keeps its members in order.
    struct OrderedObject {
        let members: [(String, Any)]
        init(_ members: [(String, Any)]) { self.members = members }
    }

    static func encode(_ value: Any, indent: String) -> String {
        let inner = indent + "  "
        switch value {
        case let object as OrderedObject:
            if object.members.isEmpty { return "{}" }
            let body = object.members.map { "\(inner)\(quote($0.0)): \(encode($0.1, indent: inner))" }
            return "{\n" + body.joined(separator: ",\n") + "\n\(indent)}"
        case let array as [Any]:
            if array.isEmpty { return "[]" }
            if array.allSatisfy({ !($0 is OrderedObject) && !($0 is [Any]) }) {
                return "[" + array.map { encode($0, indent: inner) }.joined(separator: ", ") + "]"
            }
            return "[\n" + array.map { inner + encode($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case let number as Double:
            guard number.isFinite else { return "null" }
            if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
            return String(format: "%.6g", number)
        case let number as Int: return String(number)
        case let flag as Bool: return flag ? "true" : "false"
        case let text as String: return quote(text)
        case is NSNull: return "null"
        default: return quote("\(value)")
        }
    }

    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}
