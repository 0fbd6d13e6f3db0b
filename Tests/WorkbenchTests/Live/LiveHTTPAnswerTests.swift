import Testing

@testable import Live
@testable import Workbench

/// What the server answers each request head: 403 before anything else without the token.
@Suite("the live page's answers")
struct LiveHTTPAnswerTests {
    static let access = LiveAccess(token: "00112233445566778899aabbccddeeff", port: 8123)
    static let token = "?token=00112233445566778899aabbccddeeff"

    static func answer(_ method: String, _ target: String, _ headers: [(String, String)] = [("host", "127.0.0.1:8123")]) -> LiveHTTPAnswer {
        LiveHTTPAnswer(
            to: HTTPHead(method: method, target: target, version: "HTTP/1.1", headers: headers.map { ($0.0, $0.1) }), access: access)
    }

    static func status(_ answer: LiveHTTPAnswer) -> Int? {
        switch answer {
        case .page: 200
        case .socket: 101
        case .refusal(let status, _): status
        }
    }

    @Test(arguments: ["GET", "POST", "PROPFIND", "DELETE", "OPTIONS", "BREW"])
    func withoutTheTokenEveryMethodGets403(method: String) {
        #expect(Self.status(Self.answer(method, "/")) == 403)
        #expect(Self.status(Self.answer(method, "/nowhere")) == 403)
        #expect(Self.status(Self.answer(method, "/live")) == 403)
    }

    @Test(arguments: ["POST", "PROPFIND", "HEAD"])
    func withTheTokenOtherMethodsThanGETGet405(method: String) {
        #expect(Self.status(Self.answer(method, "/" + Self.token)) == 405)
    }

    @Test func withTheTokenGETGetsThePageTheSocketOr404() {
        #expect(Self.answer("GET", "/" + Self.token) == .page)
        #expect(Self.status(Self.answer("GET", "/other" + Self.token)) == 404)
        #expect(Self.status(Self.answer("GET", "/live" + Self.token)) == 400)
        let upgrade = [
            ("host", "127.0.0.1:8123"), ("upgrade", "websocket"), ("sec-websocket-version", "13"),
            ("sec-websocket-key", "dGhlIHNhbXBsZSBub25jZQ=="),
        ]
        #expect(Self.answer("GET", "/live" + Self.token, upgrade) == .socket(accept: "s3pPLMBiTxaQ9kYGzzhZRbK+xOo="))
    }

    @Test func beforeTheServerListensEverythingGets403() {
        #expect(
            LiveHTTPAnswer(
                to: HTTPHead(method: "GET", target: "/" + Self.token, version: "HTTP/1.1", headers: [("host", "127.0.0.1:8123")]),
                access: nil)
                == .refusal(status: 403, text: "403 forbidden: this page needs the address serve printed, opened on this machine\n"))
    }

    @Test func theAnswerCarriesItsLengthAndClosesTheConnection() {
        let text = String(decoding: LiveHTTPAnswer.refusal(status: 431, text: "too long\n"), as: UTF8.self)
        #expect(text.hasPrefix("HTTP/1.1 431 Request Header Fields Too Large\r\n"))
        #expect(text.contains("\r\nContent-Length: 9\r\n") && text.contains("\r\nConnection: close\r\n"))
        #expect(text.hasSuffix("\r\n\r\ntoo long\n"))
    }
}
