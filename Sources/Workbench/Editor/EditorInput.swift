/// What a key or the mouse asks the editor to do.
public enum EditorAction: Sendable, Equatable {
    case next, previous
    /// Arrow keys: x by `dx` steps, y by `dy` steps (up is +1).
    case move(dx: Int, dy: Int)
    case coarser, finer
    case undo
    case switchView
    case play
    case keep
    case abandon
    /// The left button pressed at a cell (column and row from 1, as the terminal counts).
    case press(column: Int, row: Int)
    /// The mouse moved with the left button held.
    case drag(column: Int, row: Int)
    case release
}

/// Turns the bytes a terminal in raw mode sends into editor actions: keys (Tab, Shift-Tab
/// `ESC [ Z`, arrows `ESC [ A…D` or `ESC O A…D`, Enter, Esc, Ctrl-C, `+ - u p v`) and SGR mouse
/// reports (`ESC [ < b ; column ; row M` or `m`). A sequence cut between two reads waits for
/// the rest; so does an Esc alone at the end of a read, which is the Esc key when nothing
/// follows it soon (``endOfEscape()``). Anything else is ignored.
public struct EditorInput: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    public mutating func actions(from bytes: some Sequence<UInt8>) -> [EditorAction] {
        pending += bytes
        var actions: [EditorAction] = []
        var index = 0
        while index < pending.count {
            let byte = pending[index]
            if byte == 0x1B {
                guard index + 1 < pending.count else { break }
                let introducer = pending[index + 1]
                guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
                    actions.append(.abandon)
                    index += 1
                    continue
                }
                // The final byte of a control sequence is in 0x40…0x7E.
                guard let end = pending[(index + 2)...].firstIndex(where: { (0x40...0x7E).contains($0) }) else { break }
                if let action = Self.sequence(introducer, Array(pending[(index + 2)...end])) { actions.append(action) }
                index = end + 1
                continue
            }
            if let action = Self.key(byte) { actions.append(action) }
            index += 1
        }
        pending.removeFirst(index)
        return actions
    }

    /// Whether the last byte read is an Esc that may start a sequence.
    public var awaitsEscape: Bool { pending == [0x1B] }

    /// Nothing followed an Esc: it was the Esc key.
    public mutating func endOfEscape() -> [EditorAction] {
        guard awaitsEscape else { return [] }
        pending = []
        return [.abandon]
    }

    private static func key(_ byte: UInt8) -> EditorAction? {
        switch byte {
        case 0x09: .next
        case 0x0D, 0x0A: .keep
        case 0x03: .abandon
        case UInt8(ascii: "+"), UInt8(ascii: "="): .coarser
        case UInt8(ascii: "-"), UInt8(ascii: "_"): .finer
        case UInt8(ascii: "u"): .undo
        case UInt8(ascii: "p"): .play
        case UInt8(ascii: "v"): .switchView
        default: nil
        }
    }

    /// The action of `ESC [ body` or `ESC O body` (the body ends with the final byte).
    private static func sequence(_ introducer: UInt8, _ body: [UInt8]) -> EditorAction? {
        guard let final = body.last else { return nil }
        if body.first == UInt8(ascii: "<") && (final == UInt8(ascii: "M") || final == UInt8(ascii: "m")) {
            return mouse(String(decoding: body.dropFirst().dropLast(), as: UTF8.self), released: final == UInt8(ascii: "m"))
        }
        switch final {
        case UInt8(ascii: "A"): return .move(dx: 0, dy: 1)
        case UInt8(ascii: "B"): return .move(dx: 0, dy: -1)
        case UInt8(ascii: "C"): return .move(dx: 1, dy: 0)
        case UInt8(ascii: "D"): return .move(dx: -1, dy: 0)
        case UInt8(ascii: "Z"): return .previous
        default: return nil
        }
    }

    /// An SGR mouse report `b;column;row`: the left button (0) pressed, moved while held (32),
    /// or released; other buttons and the wheel are ignored.
    private static func mouse(_ text: String, released: Bool) -> EditorAction? {
        let fields = text.split(separator: ";").compactMap { Int($0) }
        guard fields.count == 3 else { return nil }
        let (button, column, row) = (fields[0], fields[1], fields[2])
        if released { return button & 3 == 0 ? .release : nil }
        switch button {
        case 0: return .press(column: column, row: row)
        case 32: return .drag(column: column, row: row)
        default: return nil
        }
    }
}
