/// Reads the frames a page sends on its socket (RFC 6455, 5) as their bytes arrive, and joins
/// fragments into messages. A message is refused by the length its frame header declares, before
/// any of its payload is read: a frame that would take a message past `maximumMessageBytes`
/// gives `.tooLong` at once, and the rest of that message (its payload, its later fragments) is
/// skipped as it arrives, never kept, so no more than the limit is ever held; the messages after
/// it are read as usual. Whatever breaks the protocol (an unmasked frame, an unknown opcode,
/// reserved bits, a control frame that is fragmented or longer than 125 bytes, a continuation of
/// nothing) ends the reading (the server closes with 1002).
public struct WebSocketReader: Sendable {
    public enum Event: Sendable, Equatable {
        /// A whole text message (its fragments joined).
        case text(String)
        /// A whole binary message: the page sends text only (its bytes are not kept).
        case binary
        case ping([UInt8])
        case pong
        /// The page closes the socket: nothing more is read.
        case close
        /// The message would be longer than the limit (`declared`: its length so far with the
        /// frame that crosses it): the rest of it is skipped.
        case tooLong(declared: UInt64)
        /// The bytes break the protocol: nothing more is read.
        case broken(String)
    }

    /// The close code for a protocol error (RFC 6455, 7.4.1).
    public static let protocolErrorCode: UInt16 = 1002

    public let maximumMessageBytes: Int
    private var header: [UInt8] = []
    private var readingPayload = false
    private var payloadLeft: UInt64 = 0
    private var mask: [UInt8] = []
    private var maskIndex = 0
    private var opcode: UInt8 = 0
    private var fin = false
    /// The data message being joined (nil between messages) and whether it is text.
    private var message: [UInt8]?
    private var messageIsText = true
    /// The data message being skipped (refused as too long), until its last fragment ends.
    private var skipping = false
    private var control: [UInt8] = []
    private var ended = false

    public init(maximumMessageBytes: Int = LiveLimits.maximumMessageBytes) {
        self.maximumMessageBytes = maximumMessageBytes
    }

    /// Reads the next bytes and returns the events they complete; after `.close` or `.broken`
    /// later bytes are ignored.
    public mutating func read(_ bytes: some Collection<UInt8>) -> [Event] {
        var events: [Event] = []
        var index = bytes.startIndex
        while index != bytes.endIndex, !ended {
            if !readingPayload {
                header.append(bytes[index])
                index = bytes.index(after: index)
                if let event = headerRead() { events.append(event) }
                continue
            }
            // The payload: unmasked byte by byte as it arrives, or skipped.
            let available = UInt64(bytes.distance(from: index, to: bytes.endIndex))
            let take = Int(min(payloadLeft, available))
            let end = bytes.index(index, offsetBy: take)
            if !(skipping && opcode < 8) {
                for byte in bytes[index..<end] {
                    let plain = byte ^ mask[maskIndex & 3]
                    maskIndex += 1
                    if opcode >= 8 { control.append(plain) } else { message?.append(plain) }
                }
            }
            index = end
            payloadLeft -= UInt64(take)
            if payloadLeft == 0 {
                readingPayload = false
                if let event = frameEnded() { events.append(event) }
            }
        }
        return events
    }

    private var headerLength: Int {
        let short = header[1] & 0x7F
        return 2 + (short == 126 ? 2 : short == 127 ? 8 : 0) + (header[1] & 0x80 != 0 ? 4 : 0)
    }

    /// Called after each header byte: checks what can be checked, and starts the payload once the
    /// header is whole.
    private mutating func headerRead() -> Event? {
        if header.count == 1 {
            if header[0] & 0x70 != 0 { return end(.broken("a frame sets reserved bits")) }
            return nil
        }
        if header.count == 2 {
            guard header[1] & 0x80 != 0 else { return end(.broken("a frame from the page is not masked")) }
            let code = header[0] & 0x0F
            switch code {
            case 0:
                if message == nil && !skipping { return end(.broken("a continuation frame continues no message")) }
            case 1, 2:
                if message != nil || skipping { return end(.broken("a new message starts before the last one ended")) }
            case 8, 9, 10:
                if header[0] & 0x80 == 0 || header[1] & 0x7F > 125 {
                    return end(.broken("a control frame is fragmented or longer than 125 bytes"))
                }
            default:
                return end(.broken("a frame has the unknown opcode \(code)"))
            }
        }
        guard header.count == headerLength else { return nil }
        var declared = UInt64(header[1] & 0x7F)
        let extended = declared == 126 ? 2 : declared == 127 ? 8 : 0
        if extended > 0 { declared = header[2..<(2 + extended)].reduce(0) { $0 << 8 | UInt64($1) } }
        opcode = header[0] & 0x0F
        fin = header[0] & 0x80 != 0
        mask = Array(header.suffix(4))
        maskIndex = 0
        header.removeAll(keepingCapacity: true)
        control.removeAll()
        payloadLeft = declared
        readingPayload = payloadLeft > 0
        var refusal: Event?
        if opcode < 8, !skipping {
            let sofar = UInt64(message?.count ?? 0)
            // Compared without adding, which could overflow.
            if declared > UInt64(maximumMessageBytes) - sofar {
                refusal = .tooLong(declared: declared > UInt64.max - sofar ? UInt64.max : sofar + declared)
                skipping = true
                message = nil
            } else if opcode != 0 {
                message = []
                messageIsText = opcode == 1
            }
        }
        if payloadLeft == 0, let event = frameEnded() { return refusal ?? event }
        return refusal
    }

    private mutating func frameEnded() -> Event? {
        switch opcode {
        case 8: return end(.close)
        case 9: return .ping(control)
        case 10: return .pong
        default:
            guard fin else { return nil }
            if skipping {
                skipping = false
                return nil
            }
            guard let whole = message else { return nil }
            message = nil
            return messageIsText ? .text(String(decoding: whole, as: UTF8.self)) : .binary
        }
    }

    private mutating func end(_ event: Event) -> Event {
        ended = true
        message = nil
        return event
    }

    /// A frame from the server (unmasked, never fragmented).
    public static func frame(opcode: UInt8, payload: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = [0x80 | opcode]
        switch payload.count {
        case ..<126: bytes.append(UInt8(payload.count))
        case ..<65_536: bytes += [126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default: bytes += [127] + (0..<8).reversed().map { UInt8(truncatingIfNeeded: UInt64(payload.count) >> UInt64($0 * 8)) }
        }
        return bytes + payload
    }

    public static func textFrame(_ text: String) -> [UInt8] { frame(opcode: 1, payload: Array(text.utf8)) }

    /// A close frame with its code.
    public static func closeFrame(code: UInt16) -> [UInt8] { frame(opcode: 8, payload: [UInt8(code >> 8), UInt8(code & 0xFF)]) }
}
