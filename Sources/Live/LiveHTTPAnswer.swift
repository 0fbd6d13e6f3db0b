/// What the live page's server answers a request head: the checks of ``LiveAccess`` first, for
/// every method and path, so that nothing but 403 (or 414 / 431 / 400 for a head that could not
/// be read, see ``HTTPHeadReader``) reaches a request without the token; then 405 for anything
/// but GET, the page at `/`, the socket at `/live`, 404 elsewhere.
public enum LiveHTTPAnswer: Sendable, Equatable {
    /// The page.
    case page
    /// Switch to a WebSocket; `accept` is the `Sec-WebSocket-Accept` value.
    case socket(accept: String)
    /// A plain-text refusal, after which the connection closes.
    case refusal(status: Int, text: String)

    public init(to head: HTTPHead, access: LiveAccess?) {
        guard let access, access.allows(token: head.query("token"), host: head.header("host"), origin: head.header("origin")) else {
            self = .refusal(status: 403, text: "403 forbidden: this page needs the address serve printed, opened on this machine\n")
            return
        }
        guard head.method == "GET" else {
            self = .refusal(status: 405, text: "405 method not allowed: the page is read with GET\n")
            return
        }
        switch head.path {
        case "/":
            self = .page
        case "/live":
            guard head.header("upgrade")?.lowercased() == "websocket", head.header("sec-websocket-version") == "13",
                let key = head.header("sec-websocket-key"), !key.isEmpty
            else {
                self = .refusal(status: 400, text: "400 bad request: /live is a WebSocket (version 13) and needs its upgrade headers\n")
                return
            }
            self = .socket(accept: WebSocketHandshake.accept(key: key))
        default:
            self = .refusal(status: 404, text: "404 not found\n")
        }
    }

    /// The headers every answer carries.
    static let securityHeaders: [(name: String, value: String)] = [
        ("Cache-Control", "no-store"), ("Referrer-Policy", "no-referrer"), ("X-Content-Type-Options", "nosniff"),
        ("X-Frame-Options", "DENY"),
    ]

    /// The bytes to write back: the whole response (the page or a refusal, each closing the
    /// connection), or the 101 that turns the connection into the page's socket.
    public var bytes: [UInt8] {
        switch self {
        case .page:
            return Self.response(
                status: 200, headers: [("Content-Type", "text/html; charset=utf-8")] + LivePage.isolationHeaders, body: LivePage.html)
        case .socket(let accept):
            let lines = [
                "HTTP/1.1 101 Switching Protocols", "Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Accept: \(accept)",
            ]
            return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
        case .refusal(let status, let text):
            return Self.refusal(status: status, text: text)
        }
    }

    /// A plain-text answer that closes the connection (also for heads that could not be read).
    public static func refusal(status: Int, text: String) -> [UInt8] {
        response(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: text)
    }

    static func response(status: Int, headers: [(name: String, value: String)], body: String) -> [UInt8] {
        let body = Array(body.utf8)
        var lines = ["HTTP/1.1 \(status) \(reasonPhrase(status))"]
        for (name, value) in securityHeaders + headers { lines.append("\(name): \(value)") }
        lines += ["Content-Length: \(body.count)", "Connection: close"]
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8) + body
    }

    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 414: "URI Too Long"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        default: "Error"
        }
    }
}
