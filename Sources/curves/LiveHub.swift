import Foundation
import Live
import Workbench

/// Where the live page's server threads and the shell's thread meet: the pages' messages wait
/// here for the shell (which a byte on a pipe wakes from its wait for keys), and what the shell
/// says goes out to each page's socket. Every queue is bounded: a page that floods gets its
/// excess refused, a page that does not read loses its oldest outgoing messages.
final class LiveHub: @unchecked Sendable {
    /// A page's message, waiting for the shell.
    struct Incoming {
        var client: Int
        var text: String
    }

    /// The page's sockets open at once, at most.
    static let maximumClients = 16

    private let lock = NSLock()
    private var inbox: [Incoming] = []
    /// How to reach each connected page: hand it a message, or end its socket.
    struct Client: Sendable {
        var send: @Sendable (String) -> Void
        var finish: @Sendable () -> Void
    }

    private var clients: [Int: Client] = [:]
    private var nextClient = 1
    /// The whole session as last published, for a page that connects later or asks again.
    private var latest: String?
    /// Who may connect; nil until the server listens (and after it stops).
    private var allowed: LiveAccess?
    private var stopped: String?
    /// The pipe whose reading end the shell waits on.
    let wakeUps: WakePipe

    init() throws(LiveServerError) {
        wakeUps = try WakePipe()
    }

    var access: LiveAccess? {
        get { lock.withLock { allowed } }
        set { lock.withLock { allowed = newValue } }
    }

    // MARK: - Server side

    /// A page connected: it is sent the latest snapshot at once. nil when too many pages are
    /// connected already.
    func connect(_ client: Client) -> Int? {
        lock.withLock {
            guard clients.count < Self.maximumClients, allowed != nil else { return nil }
            let id = nextClient
            nextClient += 1
            clients[id] = client
            if let latest { client.send(latest) }
            return id
        }
    }

    func disconnect(_ client: Int) {
        let gone = lock.withLock { clients.removeValue(forKey: client) }
        gone?.finish()
    }

    /// A page's message: queued for the shell (which is woken), or refused at once when it is too
    /// long or too many are waiting.
    func receive(_ text: String, from client: Int) {
        if text.utf8.count > LiveLimits.maximumMessageBytes {
            send(
                LiveSnapshot.reply(
                    id: nil, command: nil, text: "",
                    error:
                        "the message has \(text.utf8.count) bytes, more than the limit of \(LiveLimits.maximumMessageBytes); nothing was done"
                ),
                to: client)
            return
        }
        let queued = lock.withLock {
            guard inbox.count < LiveLimits.maximumWaitingMessages else { return false }
            inbox.append(Incoming(client: client, text: text))
            return true
        }
        guard queued else {
            send(
                LiveSnapshot.reply(
                    id: nil, command: nil, text: "",
                    error: "the shell has \(LiveLimits.maximumWaitingMessages) messages waiting; this one was dropped"),
                to: client)
            return
        }
        wakeShell()
    }

    // MARK: - Shell side

    /// Empties the wake-up pipe (the shell then takes the waiting messages).
    func drainWakeUps() {
        wakeUps.drain()
    }

    /// The oldest message waiting, if any.
    func takeMessage() -> Incoming? {
        lock.withLock { inbox.isEmpty ? nil : inbox.removeFirst() }
    }

    /// Whether messages wait (the shell stopped its slice with some left).
    var hasMessages: Bool { lock.withLock { !inbox.isEmpty } }

    /// Wakes the shell (messages wait, or the server stopped).
    func wakeShell() {
        wakeUps.wake()
    }

    /// Why the server stopped by itself, once it has (told to the shell at its prompt).
    var stopReason: String? { lock.withLock { stopped } }

    /// The server stopped by itself: the shell is woken to say so.
    func serverStopped(_ reason: String) {
        lock.withLock { stopped = reason }
        wakeShell()
    }

    func send(_ text: String, to client: Int) {
        let target = lock.withLock { clients[client] }
        target?.send(text)
    }

    /// What changed, for every page; the whole session is kept for pages that connect later
    /// or ask for it. The page whose edit it was (`answering`) gets the change and its reply
    /// in one message.
    func publish(_ update: LiveUpdate?, answering: (client: Int, reply: String)? = nil) {
        let all = lock.withLock {
            if let update { latest = update.full }
            return clients
        }
        for (id, client) in all {
            if let answering, answering.client == id {
                client.send(update.map { LiveSnapshot.batch([$0.change, answering.reply]) } ?? answering.reply)
            } else if let update {
                client.send(update.change)
            }
        }
    }

    /// The whole session again, for a page that lost track of it.
    func sendWholeSession(to client: Int) {
        let (target, whole) = lock.withLock { (clients[client], latest) }
        if let target, let whole { target.send(whole) }
    }

    /// Ends every page's socket and refuses new ones.
    func closeAll() {
        let all = lock.withLock {
            allowed = nil
            defer { clients.removeAll() }
            return Array(clients.values)
        }
        for client in all { client.finish() }
    }
}
