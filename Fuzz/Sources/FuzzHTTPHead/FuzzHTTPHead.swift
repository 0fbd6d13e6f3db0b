import Live
import Workbench

/// A request head for `serve`'s server, as its bytes arrive: the first byte picks the size of
/// the pieces (1 to 256), the rest is the head. Reading in pieces must give what reading it whole
/// gives; a head is refused with 400, 414 or 431 only, and no more than the limits is ever read;
/// a complete head keeps its lines within their limits, and the server's answer to it is made.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    guard let first = bytes.first else { return 0 }
    let input = Array(bytes.dropFirst())
    let piece = Int(first) + 1
    var whole = HTTPHeadReader()
    let all = whole.read(input)
    var reader = HTTPHeadReader()
    var progress = HTTPHeadReader.Progress.reading
    var before = 0
    for offset in stride(from: 0, to: input.count, by: piece) {
        progress = reader.read(input[offset..<min(input.count, offset + piece)])
        if progress != .reading { break }
        before = offset + piece
    }
    switch (all, progress) {
    case (.reading, .reading):
        require(input.count <= HTTPHeadLimits.maximumHeadBytes, "more than the head's limit read without a refusal")
    case (.refused(let status, let reason), .refused(let again, let reasonAgain)):
        require([400, 414, 431].contains(status), "refused with \(status)")
        require(status == again && reason == reasonAgain, "pieces refuse otherwise: \(status) \(again)")
    case (.complete(let head, let used), .complete(let again, let usedAgain)):
        require(head == again && used == before + usedAgain, "pieces read another head")
        require(used <= input.count && used <= HTTPHeadLimits.maximumHeadBytes, "used \(used) of \(input.count)")
        require(head.target.utf8.count <= HTTPHeadLimits.maximumRequestLineBytes, "target of \(head.target.utf8.count) bytes")
        require(head.headers.count <= HTTPHeadLimits.maximumHeaderCount, "\(head.headers.count) headers")
        for header in head.headers {
            require(
                header.name.utf8.count + header.value.utf8.count <= HTTPHeadLimits.maximumHeaderLineBytes,
                "a header of \(header.name.utf8.count) + \(header.value.utf8.count) bytes")
        }
        let access = LiveAccess(token: "00112233445566778899aabbccddeeff", port: 8123)
        require(!LiveHTTPAnswer(to: head, access: access).bytes.isEmpty, "no answer")
    default:
        require(false, "whole: \(all); in pieces of \(piece): \(progress)")
    }
    return 0
}

/// Like `precondition`, but the message is printed in release builds too.
func require(_ condition: Bool, _ message: @autoclosure () -> String = "") {
    if !condition { fatalError(message()) }
}
