import TestSupport
import Testing

@testable import Live
@testable import Workbench

/// Who the live page's server answers: the token and its own address only.
@Suite("the live page's access checks")
struct LiveAccessTests {
    let access = LiveAccess(token: "00112233445566778899aabbccddeeff", port: 8123)

    @Test func aTokenIs128BitsIn32HexDigitsWithLeadingZerosKept() {
        var random = SplitMix64(seed: 1)
        let first = LiveAccess.makeToken(using: &random), second = LiveAccess.makeToken(using: &random)
        #expect(first.count == 32 && first.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(first != second)
        struct Small: RandomNumberGenerator { mutating func next() -> UInt64 { 0xAB } }
        var small = Small()
        #expect(LiveAccess.makeToken(using: &small) == "00000000000000ab00000000000000ab")
    }

    @Test func thePageAddressCarriesTheToken() {
        #expect(access.pageAddress == "http://127.0.0.1:8123/?token=00112233445566778899aabbccddeeff")
    }

    @Test(
        arguments: [
            // token, Host, Origin, allowed
            ("00112233445566778899aabbccddeeff", "127.0.0.1:8123", nil, true),
            ("00112233445566778899aabbccddeeff", "localhost:8123", "http://localhost:8123", true),
            ("00112233445566778899aabbccddeeff", "127.0.0.1:8123", "http://127.0.0.1:8123", true),
            (nil, "127.0.0.1:8123", nil, false),
            ("", "127.0.0.1:8123", nil, false),
            ("00112233445566778899aabbccddeefe", "127.0.0.1:8123", nil, false),
            ("00112233445566778899aabbccddeeff0", "127.0.0.1:8123", nil, false),
            ("00112233445566778899AABBCCDDEEFF", "127.0.0.1:8123", nil, false),
            ("00112233445566778899aabbccddeeff", nil, nil, false),
            ("00112233445566778899aabbccddeeff", "attacker.example:8123", nil, false),
            ("00112233445566778899aabbccddeeff", "127.0.0.1", nil, false),
            ("00112233445566778899aabbccddeeff", "127.0.0.1:8124", nil, false),
            ("00112233445566778899aabbccddeeff", "127.0.0.1:8123", "http://attacker.example", false),
            ("00112233445566778899aabbccddeeff", "127.0.0.1:8123", "null", false),
            ("00112233445566778899aabbccddeeff", "127.0.0.1:8123", "https://127.0.0.1:8123", false),
            ("00112233445566778899aabbccddeeff", "127.0.0.1:8123", "http://127.0.0.1:8123.attacker.example", false),
        ] as [(String?, String?, String?, Bool)])
    func onlyTheTokenAndTheServersOwnHostAndOriginAreLetIn(token: String?, host: String?, origin: String?, allowed: Bool) {
        #expect(access.allows(token: token, host: host, origin: origin) == allowed)
    }
}
