import CurveKit
import Platforms

/// The reply of `sample`: a table of x, y and slope (right-aligned columns as
/// ``Formatting/table(_:rightAligned:)`` makes them), or the same points as JSON, written in
/// pieces of about ``pieceSize`` characters so that a million rows never exist as one string.
struct SampleTable: Sendable {
    let curve: String
    let points: [CurvePoint]

    /// Replies up to this many rows are made whole (text and JSON); longer ones stream.
    static let rowsHeldWhole = 10_000
    /// About how many characters each piece of a streamed reply holds.
    static let pieceSize = 1 << 16

    var stream: ReplyStream {
        let table = self
        return ReplyStream(text: { table.writeText($0) }, json: { table.writeJSON($0) })
    }

    /// The reply's JSON as a value (for short replies; the streamed JSON is the same text).
    var json: JSONValue {
        .object([
            ("command", .string(SampleCommand.name)), ("curve", .string(curve)),
            ("points", .array(points.map { .numbers([$0.x, $0.y]) })),
            ("slopes", .numbers(points.map(\.slope))),
        ])
    }

    private static let header = ["x", "y", "slope"]

    func writeText(_ emit: (String) -> Bool) {
        // Widths first: the widest entry of each column (formatting is cheap; holding three
        // million strings is not).
        var widths = Self.header.map(\.count)
        var scratch: [UInt8] = []
        scratch.reserveCapacity(32)
        func width(_ value: Double) -> Int {
            scratch.removeAll(keepingCapacity: true)
            TextFormat.appendFixed(value, to: &scratch)
            return scratch.count
        }
        for point in points {
            widths[0] = max(widths[0], width(point.x))
            widths[1] = max(widths[1], width(point.y))
            widths[2] = max(widths[2], width(point.slope))
        }
        var piece: [UInt8] = []
        piece.reserveCapacity(Self.pieceSize + 256)
        func cell(_ column: Int, _ text: ArraySlice<UInt8>) {
            if column > 0 { piece.append(contentsOf: [32, 32]) }
            piece.append(contentsOf: repeatElement(32, count: widths[column] - text.count))
            piece.append(contentsOf: text)
        }
        for (column, title) in Self.header.enumerated() { cell(column, ArraySlice(title.utf8)) }
        for point in points {
            piece.append(10)
            for (column, value) in [point.x, point.y, point.slope].enumerated() {
                scratch.removeAll(keepingCapacity: true)
                TextFormat.appendFixed(value, to: &scratch)
                cell(column, scratch[...])
            }
            if piece.count >= Self.pieceSize {
                guard emit(String(decoding: piece, as: UTF8.self)) else { return }
                piece.removeAll(keepingCapacity: true)
            }
        }
        _ = emit(String(decoding: piece, as: UTF8.self))
    }

    func writeJSON(_ emit: (String) -> Bool) {
        var opening = JSONValue.object([("command", .string(SampleCommand.name)), ("curve", .string(curve))]).serialized
        opening.removeLast()  // the closing brace: the points follow
        var piece = Array((opening + ",\"points\":[").utf8)
        piece.reserveCapacity(Self.pieceSize + 256)
        func flushIfFull() -> Bool {
            guard piece.count >= Self.pieceSize else { return true }
            defer { piece.removeAll(keepingCapacity: true) }
            return emit(String(decoding: piece, as: UTF8.self))
        }
        for (index, point) in points.enumerated() {
            if index > 0 { piece.append(UInt8(ascii: ",")) }
            piece.append(UInt8(ascii: "["))
            JSONValue.appendNumber(point.x, to: &piece)
            piece.append(UInt8(ascii: ","))
            JSONValue.appendNumber(point.y, to: &piece)
            piece.append(UInt8(ascii: "]"))
            guard flushIfFull() else { return }
        }
        piece.append(contentsOf: "],\"slopes\":[".utf8)
        for (index, point) in points.enumerated() {
            if index > 0 { piece.append(UInt8(ascii: ",")) }
            JSONValue.appendNumber(point.slope, to: &piece)
            guard flushIfFull() else { return }
        }
        piece.append(contentsOf: "]}".utf8)
        _ = emit(String(decoding: piece, as: UTF8.self))
    }
}
