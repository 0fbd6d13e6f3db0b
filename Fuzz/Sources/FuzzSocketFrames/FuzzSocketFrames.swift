import Live
import Workbench

/// The frames a page sends on its socket, as their bytes arrive: the first byte picks the size
/// of the pieces (1 to 256), the rest is the stream, read with a limit of 300 bytes a message so
/// that the limit is reached. Reading in pieces must give the events reading it whole gives;
/// no text message is longer than the limit; nothing follows the end of the reading (a close or
/// a broken protocol).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    guard let first = bytes.first else { return 0 }
    let input = Array(bytes.dropFirst())
    let piece = Int(first) + 1
    var whole = WebSocketReader(maximumMessageBytes: 300)
    let all = whole.read(input)
    var reader = WebSocketReader(maximumMessageBytes: 300)
    var events: [WebSocketReader.Event] = []
    for offset in stride(from: 0, to: input.count, by: piece) {
        events += reader.read(input[offset..<min(input.count, offset + piece)])
    }
    require(all == events, "in pieces of \(piece): \(events) instead of \(all)")
    for (index, event) in all.enumerated() {
        switch event {
        case .text(let text): require(text.utf8.count <= 300 * 3, "a message of \(text.utf8.count) bytes")
        case .ping(let payload): require(payload.count <= 125)
        case .close, .broken: require(index == all.count - 1, "events after the end of the reading")
        case .binary, .pong, .tooLong: break
        }
    }
    return 0
}

/// Like `precondition`, but the message is printed in release builds too.
func require(_ condition: Bool, _ message: @autoclosure () -> String = "") {
    if !condition { fatalError(message()) }
}
