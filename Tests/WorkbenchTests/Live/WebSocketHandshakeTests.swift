import Testing

@testable import Live
@testable import Workbench

/// The server's half of the WebSocket opening, against RFC 6455's own example and SHA-1's
/// published values (also what `sha1sum` prints).
@Suite("the live page's WebSocket opening")
struct WebSocketHandshakeTests {
    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    @Test func theAcceptValueIsRFC6455sExample() {
        #expect(WebSocketHandshake.accept(key: "dGhlIHNhbXBsZSBub25jZQ==") == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }

    @Test(arguments: [
        ("", "da39a3ee5e6b4b0d3255bfef95601890afd80709"),
        ("abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
        // Around the padding's edges: 55 bytes fit one block with the length, 56 and 60 need two.
        (String(repeating: "x", count: 55), "cef734ba81a024479e09eb5a75b6ddae62e6abf1"),
        (String(repeating: "x", count: 56), "901305367c259952f4e7af8323f480d59f81335b"),
        (String(repeating: "x", count: 60), "06ced2e070e58c2c4ed9f2b8cb890f0c512ce60d"),
        (String(repeating: "a", count: 1000), "291e9a6c66994949b57ba5e650361e98fc36b1ba"),
        (String(repeating: "The quick brown fox jumps over the lazy dog", count: 3), "d42f858ad812fd986fd8dc7216af5f88bcaa1463"),
    ])
    func sha1MatchesItsPublishedValues(message: String, digest: String) {
        #expect(Self.hex(WebSocketHandshake.sha1(Array(message.utf8))) == digest)
    }
}
