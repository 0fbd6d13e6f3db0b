import FlyingFox
import FlyingSocks
import Foundation
import Workbench

/// The loopback server of `serve` (FlyingFox): `GET /?token=…` is the page, `GET /live?token=…`
/// its WebSocket. Anything without the token, or whose `Host` or `Origin` is not this server's
/// own, gets 403 (``LiveAccess``). It runs on Swift's concurrency threads; the shell's thread
/// talks to it only through ``LiveHub``.
final class LiveServer: @unchecked Sendable {
    let hub: LiveHub
    let access: LiveAccess
    private let server: HTTPServer
    private let running: Task<Void, Never>

    private init(hub: LiveHub, access: LiveAccess, server: HTTPServer, running: Task<Void, Never>) {
        self.hub = hub
        self.access = access
        self.server = server
        self.running = running
    }

    /// Starts listening on 127.0.0.1:`port` (0: a free port) and returns once it listens.
    static func start(port: Int, token: String) throws(LiveServerError) -> LiveServer {
        let hub = try LiveHub()
        let address: sockaddr_in
        do { address = try sockaddr_in.inet(ip4: "127.0.0.1", port: UInt16(port)) } catch {
            throw LiveServerError("cannot make the address 127.0.0.1:\(port): \(error)")
        }
        let server = HTTPServer(address: address, timeout: 30, logger: .disabled, handler: LiveHandler(hub: hub))
        let outcome = Outcome()
        let running = Task {
            do { try await server.run() } catch { outcome.finish(.failure(error)) }
        }
        Task {
            do {
                try await server.waitUntilListening(timeout: 10)
                if case .ip4(_, let listening)? = await server.listeningAddress {
                    outcome.finish(.success(Int(listening)))
                } else {
                    outcome.finish(.failure(LiveServerError("the server listens on an unexpected address")))
                }
            } catch { outcome.finish(.failure(error)) }
        }
        switch outcome.wait(seconds: 15) {
        case .success(let listening)?:
            let access = LiveAccess(token: token, port: listening)
            hub.access = access
            return LiveServer(hub: hub, access: access, server: server, running: running)
        case .failure(let error)?:
            running.cancel()
            let reason = (error as? LiveServerError)?.message ?? Self.describe(error)
            throw LiveServerError("cannot serve on 127.0.0.1:\(port == 0 ? "(a free port)" : String(port)): \(reason)")
        case nil:
            running.cancel()
            throw LiveServerError("the server did not start listening within 15 s")
        }
    }

    /// Closes the pages' sockets and stops listening (waits at most a few seconds).
    func stop() {
        hub.closeAll()
        let done = Outcome()
        let server = self.server
        Task {
            await server.stop(timeout: 1)
            done.finish(.success(0))
        }
        _ = done.wait(seconds: 3)
        running.cancel()
    }

    private static func describe(_ error: any Error) -> String {
        let text = "\(error)"
        if text.contains("EADDRINUSE") || text.contains("in use") || text.contains("98") { return "the port is in use (\(text))" }
        return text
    }

    /// One result handed from a task to the waiting shell thread.
    private final class Outcome: @unchecked Sendable {
        private let semaphore = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var result: Result<Int, any Error>?

        func finish(_ value: Result<Int, any Error>) {
            let first = lock.withLock {
                guard result == nil else { return false }
                result = value
                return true
            }
            if first { semaphore.signal() }
        }

        func wait(seconds: Double) -> Result<Int, any Error>? {
            _ = semaphore.wait(timeout: .now() + seconds)
            return lock.withLock { result }
        }
    }
}

/// Answers every request: the checks first, then the page or its socket.
struct LiveHandler: HTTPHandler {
    let hub: LiveHub

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let access = hub.access,
            access.allows(token: request.query["token"], host: request.headers[.host], origin: request.headers[HTTPHeader("Origin")])
        else {
            return Self.plain(.forbidden, "403 forbidden: this page needs the address serve printed, opened on this machine\n")
        }
        guard request.method == .GET else { return Self.plain(.methodNotAllowed, "405 method not allowed\n") }
        switch request.path {
        case "/":
            var headers = Self.securityHeaders
            headers[.contentType] = "text/html; charset=utf-8"
            return HTTPResponse(statusCode: .ok, headers: headers, body: Data(LivePage.html.utf8))
        case "/live":
            return try await WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: LiveSocket(hub: hub))).handleRequest(request)
        default:
            return Self.plain(.notFound, "404 not found\n")
        }
    }

    static var securityHeaders: HTTPHeaders {
        var headers = HTTPHeaders()
        headers[.cacheControl] = "no-store"
        headers[HTTPHeader("Referrer-Policy")] = "no-referrer"
        headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
        headers[HTTPHeader("X-Frame-Options")] = "DENY"
        return headers
    }

    static func plain(_ status: HTTPStatusCode, _ text: String) -> HTTPResponse {
        var headers = securityHeaders
        headers[.contentType] = "text/plain; charset=utf-8"
        return HTTPResponse(statusCode: status, headers: headers, body: Data(text.utf8))
    }
}

/// One page's socket: its text messages go to the hub; the hub's messages for it come back.
struct LiveSocket: WSMessageHandler {
    let hub: LiveHub

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        guard let (id, outgoing) = hub.connect() else {
            return AsyncStream { continuation in
                continuation.yield(.text(LiveSnapshot.reply(id: nil, command: nil, text: "", error: "too many pages are open on this session")))
                continuation.yield(.close(WSCloseCode(4000, reason: "too many pages")))
                continuation.finish()
            }
        }
        let hub = self.hub
        Task {
            for await message in client {
                switch message {
                case .text(let text): hub.receive(text, from: id)
                case .data: hub.send(LiveSnapshot.reply(id: nil, command: nil, text: "", error: "the page sends JSON text, not binary messages"), to: id)
                case .close: break
                }
            }
            hub.disconnect(id)
        }
        return AsyncStream { continuation in
            let forward = Task {
                for await text in outgoing { continuation.yield(.text(text)) }
                continuation.finish()
            }
            continuation.onTermination = { _ in
                forward.cancel()
                hub.disconnect(id)
            }
        }
    }
}
