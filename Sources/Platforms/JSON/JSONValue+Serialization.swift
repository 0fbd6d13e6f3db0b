import CurveKit

extension JSONValue {
    /// Compact JSON on one line. Numbers use Swift's shortest round-trip representation, so
    /// they read back bit for bit; integers up to 2⁵³ are written without a fraction.
    public var serialized: String {
        var output = ""
        write(to: &output, indent: nil, level: 0)
        return output
    }

    /// Indented JSON for files people read and diff.
    public var prettyPrinted: String {
        var output = ""
        write(to: &output, indent: "  ", level: 0)
        return output + "\n"
    }

    private func write(to output: inout String, indent: String?, level: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value): output += Self.format(value)
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let elements):
            // Arrays of plain numbers stay on one line even when pretty-printed.
            let flat = indent == nil || elements.allSatisfy { !$0.isContainer }
            writeContainer(
                elements.map { element in { element.write(to: &$0, indent: indent, level: level + 1) } },
                open: "[", close: "]", to: &output, indent: flat ? nil : indent, level: level)
        case .object(let members):
            writeContainer(
                members.map { member in
                    { out in
                        Self.writeString(member.key, to: &out)
                        out += indent == nil ? ":" : ": "
                        member.value.write(to: &out, indent: indent, level: level + 1)
                    }
                },
                open: "{", close: "}", to: &output, indent: indent, level: level)
        }
    }

    private var isContainer: Bool {
        switch self {
        case .array, .object: true
        default: false
        }
    }

    private func writeContainer(
        _ items: [(inout String) -> Void], open: String, close: String,
        to output: inout String, indent: String?, level: Int
    ) {
        output += open
        guard !items.isEmpty else { output += close; return }
        for (index, item) in items.enumerated() {
            if index > 0 { output += "," }
            if let indent { output += "\n" + String(repeating: indent, count: level + 1) }
            item(&output)
        }
        if let indent { output += "\n" + String(repeating: indent, count: level) }
        output += close
    }

    /// Shortest round-trip form; non-finite values (which JSON lacks) become null.
    static func format(_ value: Double) -> String {
        var bytes: [UInt8] = []
        appendNumber(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``format(_:)``'s text of `value` to `bytes` (streamed replies write millions).
    package static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
        guard value.isFinite else { return bytes.append(contentsOf: "null".utf8) }
        TextFormat.appendShortest(value, to: &bytes)
    }

    private static func writeString(_ value: String, to output: inout String) {
        // Most strings need no escape: append them whole rather than scalar by scalar.
        if value.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            output += "\""
            output += value
            output += "\""
            return
        }
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
