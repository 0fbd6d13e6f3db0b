/// Who may use the live page of `serve`: requests that carry the session's token and come to the
/// server by its own address. The server listens on loopback only; the token (128 random bits,
/// in the page's address) keeps out other local users and other sites, and checking `Host` and
/// `Origin` keeps out pages that reach 127.0.0.1 through a name they control (DNS rebinding) or
/// open a socket from another site.
public struct LiveAccess: Sendable, Equatable {
    /// The token, 32 lowercase hexadecimal digits.
    public let token: String
    /// The port the server listens on.
    public let port: Int

    public init(token: String, port: Int) {
        self.token = token
        self.port = port
    }

    /// A token of 128 bits from `random` (the executable passes the system's generator).
    public static func makeToken(using random: inout some RandomNumberGenerator) -> String {
        let words = [random.next() as UInt64, random.next() as UInt64]
        return words.map { word in
            let digits = String(word, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }

    /// The page's address, as `serve` prints it.
    public var pageAddress: String { "http://127.0.0.1:\(port)/?token=\(token)" }

    /// The names the server answers to in `Host` (and, with the scheme, in `Origin`).
    var ownHosts: [String] { ["127.0.0.1:\(port)", "localhost:\(port)"] }

    /// Whether a request may be answered: `token` is the request's token (from its query), `host`
    /// and `origin` its headers (nil when absent; a browser always sends `Origin` on a socket).
    public func allows(token offered: String?, host: String?, origin: String?) -> Bool {
        guard let offered, Self.sameToken(offered, token) else { return false }
        guard let host, ownHosts.contains(host.lowercased()) else { return false }
        if let origin, !ownHosts.map({ "http://" + $0 }).contains(origin.lowercased()) { return false }
        return true
    }

    /// Compares in time that does not depend on where the strings first differ.
    static func sameToken(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }
}
