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
            for header in LivePage.isolationHeaders { headers[HTTPHeader(header.name)] = header.value }
            return HTTPResponse(statusCode: .ok, headers: headers, body: Data(LivePage.html.utf8))
        case "/live":
            return try await WebSocketHTTPHandler(handler: LiveSocket(hub: hub)).handleRequest(request)
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

/// One page's socket, frame by frame: its text messages (joined from fragments, at most
/// ``LiveLimits/maximumMessageBytes``) go to the hub; what the hub sends it waits in a stream of
/// at most ``LiveLimits/maximumOutgoingMessages`` frames that the server writes one at a time
/// as the socket takes them, so a page that stops reading loses its oldest messages instead of
/// filling memory.
struct LiveSocket: WSHandler {
    let hub: LiveHub

    func makeFrames(for client: AsyncThrowingStream<WSFrame, any Error>) async throws -> AsyncStream<WSFrame> {
        let (frames, out) = AsyncStream<WSFrame>.makeStream(bufferingPolicy: .bufferingNewest(LiveLimits.maximumOutgoingMessages))
        let connection = LiveHub.Client(
            send: { text in out.yield(Self.text(text)) },
            finish: {
                out.yield(.close(code: .goingAway))
                out.finish()
            })
        guard let id = hub.connect(connection) else {
            out.yield(Self.text(LiveSnapshot.reply(id: nil, command: nil, text: "", error: "too many pages are open on this session")))
            out.yield(.close(code: WSCloseCode(4000, reason: "too many pages")))
            out.finish()
            return frames
        }
        let hub = self.hub
        let reading = Task {
            await Self.read(client, from: id, into: hub, replying: out)
            hub.disconnect(id)
        }
        out.onTermination = { _ in
            reading.cancel()
            hub.disconnect(id)
        }
        return frames
    }

    static func text(_ text: String) -> WSFrame {
        WSFrame(fin: true, opcode: .text, mask: nil, payload: Data(text.utf8))
    }

    /// Reads the page's frames until it closes or goes away (mid-message too).
    static func read(
        _ client: AsyncThrowingStream<WSFrame, any Error>, from id: Int, into hub: LiveHub,
        replying out: AsyncStream<WSFrame>.Continuation
    ) async {
        var message = Data()
        var isText = true
        var tooLong = false
        do {
            for try await frame in client {
                switch frame.opcode {
                case .text, .binary:
                    message = frame.payload
                    isText = frame.opcode == .text
                    tooLong = message.count > LiveLimits.maximumMessageBytes
                case .continuation:
                    tooLong = tooLong || message.count + frame.payload.count > LiveLimits.maximumMessageBytes
                    if !tooLong { message.append(frame.payload) }
                case .ping:
                    out.yield(WSFrame(fin: true, opcode: .pong, mask: nil, payload: frame.payload))
                    continue
                case .close:
                    out.yield(.close(code: .normalClosure))
                    out.finish()
                    return
                default:
                    continue
                }
                guard frame.fin else { continue }
                defer { message = Data() }
                if tooLong {
                    hub.send(
                        LiveSnapshot.reply(
                            id: nil, command: nil, text: "",
                            error: "the message is longer than the limit of \(LiveLimits.maximumMessageBytes) bytes; nothing was done"),
                        to: id)
                } else if !isText {
                    hub.send(
                        LiveSnapshot.reply(id: nil, command: nil, text: "", error: "the page sends JSON text, not binary messages"), to: id)
                } else {
                    hub.receive(String(decoding: message, as: UTF8.self), from: id)
                }
            }
        } catch {
            // The socket broke (a client gone mid-message): nothing to answer.
        }
    }
}
