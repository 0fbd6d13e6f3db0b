import Testing

@testable import Live
@testable import Workbench

/// How the live page's server reads a request head: whole heads become their parts; a line or a
/// head past its limit is refused at the byte that crosses it, whatever follows.
@Suite("the live page's request heads")
struct HTTPHeadReaderTests {
    static func read(_ text: String, chunk: Int = 7) -> HTTPHeadReader.Progress {
        var reader = HTTPHeadReader()
        let bytes = Array(text.utf8)
        var progress = HTTPHeadReader.Progress.reading
        for start in stride(from: 0, to: bytes.count, by: chunk) {
            progress = reader.read(bytes[start..<min(bytes.count, start + chunk)])
            if progress != .reading { break }
        }
        return progress
    }

    @Test func aWholeHeadGivesItsMethodTargetAndHeadersWithNamesLowercased() throws {
        let progress = Self.read("GET /live?token=abc&x=1 HTTP/1.1\r\nHost: 127.0.0.1:80\r\nX-Thing:\t spaced \t\r\n\r\n", chunk: 1)
        guard case .complete(let head, _) = progress else { Issue.record("\(progress)"); return }
        #expect(head.method == "GET" && head.target == "/live?token=abc&x=1" && head.version == "HTTP/1.1")
        #expect(head.path == "/live")
        #expect(head.query("token") == "abc" && head.query("x") == "1" && head.query("y") == nil)
        #expect(head.header("host") == "127.0.0.1:80" && head.header("x-thing") == "spaced")
    }

    /// The fuzzer found a header of 8,190 bytes, many not UTF-8, read as a value of 8,690 bytes of
    /// text (each bad byte became U+FFFD, three bytes): past the limit its bytes kept.
    @Test func aLineThatIsNotUTF8Is400() {
        var reader = HTTPHeadReader()
        let bytes = Array("GET / HTTP/1.1\r\nX-Thing: ".utf8) + Array(repeating: 0xFF, count: 4000) + Array("\r\n\r\n".utf8)
        let progress = reader.read(bytes)
        guard case .refused(let status, let reason) = progress else { Issue.record("\(progress)"); return }
        #expect(status == 400)
        #expect(reason == "a request line or header line is not UTF-8")
    }

    @Test func bytesAfterTheHeadAreNotTheHeads() {
        var reader = HTTPHeadReader()
        let progress = reader.read(Array("GET / HTTP/1.1\nHost: a\n\n\u{81}\u{80}".utf8))
        guard case .complete(_, let used) = progress else { Issue.record("\(progress)"); return }
        #expect(used == "GET / HTTP/1.1\nHost: a\n\n".utf8.count)
    }

    @Test func aRequestLineOfTheLimitIsReadAndOneByteMoreIs414() {
        let target = "/" + String(repeating: "a", count: HTTPHeadLimits.maximumRequestLineBytes - "GET / HTTP/1.1".count)
        guard case .complete = Self.read("GET \(target) HTTP/1.1\r\n\r\n") else { Issue.record("not read"); return }
        guard case .refused(414, _) = Self.read("GET \(target)a HTTP/1.1\r\n\r\n") else { Issue.record("not refused"); return }
    }

    @Test func aHeaderLineOverTheLimitIs431AtTheByteThatCrossesIt() {
        var reader = HTTPHeadReader()
        #expect(reader.read(Array("GET / HTTP/1.1\r\nX: ".utf8)) == .reading)
        #expect(reader.read([UInt8](repeating: 65, count: HTTPHeadLimits.maximumHeaderLineBytes - 3)) == .reading)
        guard case .refused(431, _) = reader.read([65]) else { Issue.record("not refused"); return }
        // Whatever follows changes nothing.
        guard case .refused(431, _) = reader.read(Array("\r\n\r\n".utf8)) else { Issue.record("changed"); return }
    }

    @Test func aHeadOverItsWholeLimitIs431() {
        let line = "X: " + String(repeating: "b", count: 4000) + "\r\n"
        let head = "GET / HTTP/1.1\r\n" + String(repeating: line, count: 17) + "\r\n"
        guard case .refused(431, let reason) = Self.read(head, chunk: 4096) else { Issue.record("not refused"); return }
        #expect(reason.contains("65536"))
    }

    @Test func tooManyHeaderLinesIs431() {
        let head = "GET / HTTP/1.1\r\n" + String(repeating: "A: b\r\n", count: HTTPHeadLimits.maximumHeaderCount + 1) + "\r\n"
        guard case .refused(431, _) = Self.read(head) else { Issue.record("not refused"); return }
    }

    @Test(arguments: [
        "GET /\r\n\r\n", "GET / HTTP/2\r\n\r\n", "GET  / HTTP/1.1\r\n\r\n", "GET / HTTP/1.1\r\nno colon\r\n\r\n",
        "GET / HTTP/1.1\r\nBad Name: x\r\n\r\n", "GET / HTTP/1.1\r\n: x\r\n\r\n",
    ])
    func aMalformedHeadIs400(head: String) {
        guard case .refused(400, _) = Self.read(head) else { Issue.record("not refused: \(head)"); return }
    }

    @Test func aMegabyteURLIsRefusedAfterReadingOnlyTheLimit() {
        var reader = HTTPHeadReader()
        var fed = 0
        let chunk = [UInt8](repeating: 97, count: 4096)
        var progress = reader.read(Array("GET /".utf8))
        while progress == .reading && fed < 1 << 20 {
            progress = reader.read(chunk)
            fed += chunk.count
        }
        guard case .refused(414, _) = progress else { Issue.record("\(progress)"); return }
        #expect(fed <= HTTPHeadLimits.maximumRequestLineBytes + chunk.count)
    }
}
