import Foundation
import Live
import Workbench

/// The loopback server of `serve`: `GET /?token=…` is the page, `GET /live?token=…` its
/// WebSocket; anything without the token, or whose `Host` or `Origin` is not this server's own,
/// gets 403 (``LiveHTTPAnswer``). One thread of its own (``LiveEventLoop``) reads every
/// connection without blocking, so no client can hold it: heads are read in linear time under
/// their limits (``HTTPHeadReader``) and within ``LiveServerLimits/headSeconds``, connections
/// are capped, and accept errors are waited out. The shell's thread talks to it only through
/// ``LiveHub``.
final class LiveServer: @unchecked Sendable {
    let hub: LiveHub
    let access: LiveAccess
    let exporter: LiveExporter
    private let loop: LiveEventLoop

    private init(hub: LiveHub, access: LiveAccess, loop: LiveEventLoop) {
        self.hub = hub
        exporter = LiveExporter(hub: hub)
        self.access = access
        self.loop = loop
    }

    /// Starts listening on 127.0.0.1:`port` (0: a free port) and returns once it listens.
    static func start(port: Int, token: String) throws(LiveServerError) -> LiveServer {
        let hub = try LiveHub()
        let listener = try LiveListener(port: port)
        let access = LiveAccess(token: token, port: listener.port)
        hub.access = access
        let loop: LiveEventLoop
        do { loop = try LiveEventLoop(listener: listener, hub: hub) } catch {
            listener.close()
            throw error
        }
        loop.start()
        return LiveServer(hub: hub, access: access, loop: loop)
    }

    /// Closes the pages' sockets and stops listening (waits at most a few seconds).
    func stop() {
        hub.closeAll()
        loop.stop(waitingSeconds: 3)
    }
}

/// The limits that keep one client, or many, from holding the server.
enum LiveServerLimits {
    /// A request head must arrive whole within this time after the connection is accepted.
    static let headSeconds = 3.0
    /// An answer (the page, a refusal) must be taken by its client within this time.
    static let answerSeconds = 5.0
    /// How long a connection whose last bytes are written waits for its client to close.
    static let lingerSeconds = 2.0
    /// Connections still sending their head, at most: a new one closes the oldest.
    static let maximumReadingHeads = 64
    /// Connections being answered, at most: a new one closes the oldest.
    static let maximumAnswering = 32
    /// Heads being read that are closed when `accept` finds no descriptor free.
    static let headsClosedForADescriptor = 8
    /// The longest wait between two tries of `accept` when it fails for want of descriptors.
    static let longestAcceptBackOffSeconds = 0.5
    /// Messages one page's socket may send: `messagesPerSecond` on average, `messageBurst` at once.
    static let messagesPerSecond = 500.0
    static let messageBurst = 1000.0
}

/// The listening socket on 127.0.0.1.
struct LiveListener {
    let descriptor: Int32
    let port: Int

    init(port requested: Int) throws(LiveServerError) {
        let place = "127.0.0.1:\(requested == 0 ? "(a free port)" : String(requested))"
        guard (0...65_535).contains(requested) else { throw LiveServerError("cannot serve on \(place): ports are 0 to 65535") }
        do throws(SystemError) {
            (descriptor, port) = try System.listenOnLoopback(port: requested, backlog: 1024)
        } catch {
            let reason = error.isAddressInUse ? "the port is in use" : error.message
            throw LiveServerError("cannot serve on \(place): \(reason)")
        }
    }

    func close() { System.closeFile(descriptor) }
}

/// Why the server could not start.
struct LiveServerError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
