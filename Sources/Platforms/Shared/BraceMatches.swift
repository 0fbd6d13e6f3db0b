import Synchronization

/// Where each `{` of a piece of code closes, skipping strings, remembered as it is found and
/// shared by every copy of the code. A file scan tries a value at every place one may start, and
/// a value that fails inside braces asks for its closing brace at each level it unwinds through:
/// without the memory a line of ten thousand `{` took tens of seconds. One scan from a brace
/// settles every brace it passes (they are met outside any string, the state the scan would start
/// them in), so each scalar is scanned about once.
final class BraceMatches: Sendable {
    private static let unknown = -2
    private static let unclosed = -1
    private let scalars: [Unicode.Scalar]
    /// Per scalar: its closing brace's index, `unclosed`, or `unknown` (not met yet).
    private let closing: Mutex<[Int]>

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        closing = Mutex([])
    }

    /// The index of the brace that closes the one at `start`, skipping strings; nil when it is not closed.
    func closingBrace(from start: Int) -> Int? {
        guard scalars.indices.contains(start), scalars[start] == "{" else { return nil }
        return closing.withLock { table in
            if table.isEmpty { table = Array(repeating: Self.unknown, count: scalars.count) }
            if table[start] == Self.unknown { scan(from: start, into: &table) }
            return table[start] == Self.unclosed ? nil : table[start]
        }
    }

    private func scan(from start: Int, into table: inout [Int]) {
        var open: [Int] = []
        var index = start
        var quote: Unicode.Scalar?
        while index < scalars.count {
            let scalar = scalars[index]
            if let current = quote {
                if scalar == "\\" { index += 1 } else if scalar == current { quote = nil }
            } else if scalar == "\"" || scalar == "'" || scalar == "`" {
                quote = scalar
            } else if scalar == "{" {
                let known = table[index]
                if known == Self.unclosed { break }
                if known >= 0 {
                    index = known
                } else {
                    open.append(index)
                }
            } else if scalar == "}", let brace = open.popLast() {
                table[brace] = index
                if open.isEmpty { return }
            }
            index += 1
        }
        for brace in open { table[brace] = Self.unclosed }
    }
}
