import CurveKit
import Foundation

/// Finds timing definitions in a source file: every place where a value starts (a name, `.`,
/// `[`, `{` or a quote after something that is not part of a name), read as the dialect's code;
/// the Nth that the dialect's reader accepts is the one taken. Comments are skipped.
enum DialectFileScanner {
    struct Found {
        var curve: DialectCurve
        var line: Int
        var code: String
    }

    static func find(_ dialect: Dialect, in text: String, occurrence: Int, path: String) throws(CommandError) -> Found {
        let code = DialectCode(text)
        let scalars = code.scalars
        var seen = 0
        var index = 0
        var firstError: CommandError?
        while index < scalars.count {
            let scalar = scalars[index]
            // Comments (`// …`, `/* … */`) are prose, not code: a word like "spring" there is skipped.
            if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" || scalars[index + 1] == "*" {
                index = commentEnd(scalars, from: index)
                continue
            }
            let startsValue = DialectCode.isNameStart(scalar) || ["{", "[", "\"", "'", "."].contains(scalar)
            let previous = index > 0 ? scalars[index - 1] : " "
            let continuesWord = DialectCode.isNameScalar(previous) || previous == "." || previous == "-"
            guard startsValue, !continuesWord else { index += 1; continue }
            var reader = code
            reader.position = index
            guard let node = try? reader.value() else { index += 1; continue }
            // The value and, where the reader does not take it whole, the values inside it
            // (a call's arguments, an object's members), each read once: no text is parsed twice.
            var pending = [node]
            while !pending.isEmpty {
                let candidate = pending.removeFirst()
                do {
                    let curve = try dialect.reader.read(candidate, reader)
                    seen += 1
                    if seen == occurrence {
                        let line = scalars[..<candidate.offset].filter { $0 == "\n" }.count + 1
                        let text = reader.text(of: candidate).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
                        return Found(curve: curve, line: line, code: text)
                    }
                } catch {
                    if firstError == nil, error.message.contains("did you mean") || error.message.contains("not read") || error.message.contains("not a timing curve") {
                        firstError = error
                    }
                    pending.insert(contentsOf: candidate.children, at: 0)
                }
            }
            index = max(reader.position, index + 1)
        }
        var message = seen == 0
            ? "no \(dialect.platform) timing definition found in \(path)"
            : "\(path) holds \(seen) \(dialect.platform) timing definition\(seen == 1 ? "" : "s"), not \(occurrence)"
        if let firstError { message += seen == 0 ? " (nearest: \(firstError.message))" : " (also found, not read: \(firstError.message))" }
        throw CommandError(message)
    }

    /// Where the comment starting at `start` (`//` to the end of the line, `/*` to `*/`) ends.
    static func commentEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start + 2
        if scalars[start + 1] == "/" {
            while index < scalars.count, scalars[index] != "\n" { index += 1 }
            return index
        }
        while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
        return min(index + 2, scalars.count)
    }
}
