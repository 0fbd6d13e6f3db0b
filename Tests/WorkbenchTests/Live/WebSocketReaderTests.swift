import Testing

@testable import Live
@testable import Workbench

/// How the page's socket frames are read: masked frames become messages, fragments are joined,
/// and a message is refused by the length its header declares, before its payload arrives.
@Suite("the live page's socket frames")
struct WebSocketReaderTests {
    static let mask: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]

    /// A frame as a browser sends it (masked), written here byte by byte from RFC 6455, 5.2.
    static func frame(_ opcode: UInt8, _ payload: [UInt8], fin: Bool = true, declared: UInt64? = nil, masked: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        let length = declared ?? UInt64(payload.count)
        let maskBit: UInt8 = masked ? 0x80 : 0
        if length < 126 {
            bytes.append(maskBit | UInt8(length))
        } else if length < 65_536 {
            bytes += [maskBit | 126, UInt8(length >> 8), UInt8(length & 0xFF)]
        } else {
            bytes += [maskBit | 127] + (0..<8).reversed().map { UInt8(truncatingIfNeeded: length >> UInt64($0 * 8)) }
        }
        guard masked else { return bytes + payload }
        return bytes + mask + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    }

    static func text(_ text: String, fin: Bool = true, continuation: Bool = false) -> [UInt8] {
        frame(continuation ? 0 : 1, Array(text.utf8), fin: fin)
    }

    @Test func rfc6455sMaskedHelloIsOneTextMessage() {
        var reader = WebSocketReader()
        // RFC 6455, 5.7: a single-frame masked text message containing "Hello".
        #expect(reader.read([0x81, 0x85, 0x37, 0xFA, 0x21, 0x3D, 0x7F, 0x9F, 0x4D, 0x51, 0x58]) == [.text("Hello")])
    }

    @Test func bytesArrivingOneByOneMakeTheSameMessages() {
        var reader = WebSocketReader()
        let bytes = Self.text(#"{"type":"undo"}"#) + Self.frame(9, [1, 2]) + Self.text(String(repeating: "x", count: 300))
        let events = bytes.flatMap { reader.read([$0]) }
        #expect(events == [.text(#"{"type":"undo"}"#), .ping([1, 2]), .text(String(repeating: "x", count: 300))])
    }

    @Test func fragmentsAreJoinedAndAPingBetweenThemIsAnswered() {
        var reader = WebSocketReader()
        let bytes = Self.text("ab", fin: false) + Self.frame(9, []) + Self.text("cd", continuation: true)
        #expect(reader.read(bytes) == [.ping([]), .text("abcd")])
    }

    @Test func aMessageDeclaredLongerThanTheLimitIsRefusedBeforeItsPayloadWhichIsSkipped() {
        var reader = WebSocketReader()
        let header = Array(Self.frame(1, [], declared: 10 << 20).prefix(14))
        #expect(reader.read(header) == [.tooLong(declared: 10 << 20)])
        // Its payload gives nothing, in any pieces; the message after it is read.
        for _ in 0..<10 { #expect(reader.read([UInt8](repeating: 0, count: 1 << 20)) == []) }
        #expect(reader.read(Self.text("next")) == [.text("next")])
    }

    @Test func fragmentsAddingUpPastTheLimitAreRefusedAtTheFrameThatCrossesItAndTheRestIsSkipped() {
        var reader = WebSocketReader(maximumMessageBytes: 100)
        #expect(reader.read(Self.text(String(repeating: "a", count: 60), fin: false)) == [])
        let next = Self.text(String(repeating: "b", count: 60), fin: false, continuation: true)
        #expect(reader.read(next.prefix(6)) == [.tooLong(declared: 120)])
        #expect(reader.read(next.dropFirst(6)) == [])
        // A ping between the skipped fragments is still answered; the last fragment ends the skipping.
        let rest = Self.frame(9, [7]) + Self.text("c", continuation: true) + Self.text("after")
        #expect(reader.read(rest) == [.ping([7]), .text("after")])
    }

    @Test func aLengthNearTheLargestIsRefusedWithoutOverflow() {
        var reader = WebSocketReader(maximumMessageBytes: 100)
        #expect(reader.read(Self.text("a", fin: false)) == [])
        #expect(reader.read(Self.frame(0, [], declared: UInt64.max >> 1).prefix(14)) == [.tooLong(declared: (UInt64.max >> 1) + 1)])
    }

    @Test func aMessageOfExactlyTheLimitIsRead() {
        var reader = WebSocketReader(maximumMessageBytes: 200)
        #expect(reader.read(Self.text(String(repeating: "a", count: 200))) == [.text(String(repeating: "a", count: 200))])
    }

    @Test func binaryAndCloseAreTheirOwnEvents() {
        var reader = WebSocketReader()
        #expect(reader.read(Self.frame(2, [1, 2, 3]) + Self.frame(8, [3, 232]) + Self.text("after")) == [.binary, .close])
    }

    @Test(arguments: [
        ("unmasked", frame(1, Array("hi".utf8), masked: false)),
        ("reserved bits", [0xC1, 0x80, 0, 0, 0, 0]),
        ("unknown opcode", frame(3, [])),
        ("continuation of nothing", frame(0, [1])),
        ("new message inside a fragmented one", text("a", fin: false) + text("b")),
        ("fragmented control frame", frame(9, [], fin: false)),
        ("long control frame", frame(9, [UInt8](repeating: 0, count: 126))),
    ])
    func whatBreaksTheProtocolEndsTheReading(what: String, bytes: [UInt8]) {
        var reader = WebSocketReader()
        let events = reader.read(bytes)
        guard case .broken? = events.last else { Issue.record("\(what): \(events)"); return }
        #expect(reader.read(Self.text("later")) == [], "\(what)")
    }

    @Test func theServersFramesCarryTheirLengthInTheShortestForm() {
        #expect(WebSocketReader.textFrame("Hello") == [0x81, 5] + Array("Hello".utf8))
        #expect(Array(WebSocketReader.frame(opcode: 1, payload: [UInt8](repeating: 0, count: 126)).prefix(4)) == [0x81, 126, 0, 126])
        #expect(
            Array(WebSocketReader.frame(opcode: 2, payload: [UInt8](repeating: 0, count: 65_536)).prefix(10)) == [
                0x82, 127, 0, 0, 0, 0, 0, 1, 0, 0,
            ])
        #expect(WebSocketReader.closeFrame(code: 1002) == [0x88, 2, 0x03, 0xEA])
    }
}
