import Foundation
import Live
import Workbench

/// The server's one thread: it polls the listening socket and every connection without blocking
/// on any, so that no client, slow or hostile, holds the others up.
///
/// - A head is read under ``HTTPHeadLimits`` (414, 431) within ``LiveServerLimits/headSeconds``;
///   at most ``LiveServerLimits/maximumReadingHeads`` heads are read at once, and a new
///   connection past that closes the oldest (a flood of bare connections pushes out only its own).
/// - An answer is written as the client takes it, then the connection lingers a little: what the
///   client still sends is read and dropped, so it sees the answer rather than a reset.
/// - `accept` failing for want of descriptors (EMFILE, ENFILE, ENOBUFS, ENOMEM) closes the oldest
///   heads being read and tries again; with none to close it waits, from 10 ms doubling to half
///   a second, before trying again;
///   a connection aborted before it was taken (ECONNABORTED, EPROTO) is skipped. Only a broken
///   listening socket ends the loop, and the hub tells the shell.
final class LiveEventLoop: @unchecked Sendable {
    private let listener: LiveListener
    private let hub: LiveHub
    private let wakeUps: WakePipe
    private var connections: [Int32: LiveConnection] = [:]
    private var accepted = 0
    private var acceptPausedUntil = 0.0
    private var acceptBackOff = 0.0
    private let lock = NSLock()
    private var stopping = false
    private let finished = DispatchSemaphore(value: 0)
    private var buffer = [UInt8](repeating: 0, count: 65_536)

    init(listener: LiveListener, hub: LiveHub) throws(LiveServerError) {
        self.listener = listener
        self.hub = hub
        wakeUps = try WakePipe()
    }

    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "curves serve"
        thread.start()
    }

    /// Ends the loop and waits for it (at most `waitingSeconds`).
    func stop(waitingSeconds: Double) {
        lock.withLock { stopping = true }
        wake()
        _ = finished.wait(timeout: .now() + waitingSeconds)
    }

    /// Makes the loop look at its connections' outboxes (called from any thread).
    func wake() {
        wakeUps.wake()
    }

    private var isStopping: Bool { lock.withLock { stopping } }

    private func run() {
        defer {
            for connection in Array(connections.values) { close(connection) }
            listener.close()
            finished.signal()
        }
        while !isStopping {
            let now = System.monotonicSeconds()
            let listening = now >= acceptPausedUntil
            var waiting = [System.Readiness(descriptor: wakeUps.reader, wantsToWrite: false)]
            if listening { waiting.append(System.Readiness(descriptor: listener.descriptor, wantsToWrite: false)) }
            var nearest = now + 1
            if !listening { nearest = min(nearest, acceptPausedUntil) }
            for connection in connections.values {
                waiting.append(System.Readiness(descriptor: connection.descriptor, wantsToWrite: connection.wantsToWrite))
                if !connection.phase.isSocket { nearest = min(nearest, connection.deadline) }
            }
            guard System.wait(&waiting, milliseconds: Int32(max(0, min(1000, (nearest - now) * 1000)).rounded(.up))) else {
                hub.serverStopped("the server's wait for its connections failed")
                return
            }
            let after = System.monotonicSeconds()
            for ready in waiting where ready.readable {
                if ready.descriptor == wakeUps.reader {
                    wakeUps.drain()
                } else if ready.descriptor == listener.descriptor {
                    guard acceptAll(now: after) else { return }
                } else if let connection = connections[ready.descriptor] {
                    read(connection, now: after)
                }
            }
            // Outboxes filled by other threads, answers under way, deadlines passed.
            for connection in Array(connections.values) where connections[connection.descriptor] === connection {
                flush(connection, now: after)
                if !connection.phase.isSocket, after >= connection.deadline { close(connection) }
            }
        }
    }

    // MARK: - Accepting

    /// Takes every waiting connection; false when the listening socket is broken.
    private func acceptAll(now: Double) -> Bool {
        for _ in 0..<256 {
            switch System.accept(listener.descriptor) {
            case .connection(let descriptor):
                acceptBackOff = 0
                if connections.values.count(where: \.isReadingHead) >= LiveServerLimits.maximumReadingHeads { closeOldestHeads() }
                accepted += 1
                connections[descriptor] = LiveConnection(descriptor: descriptor, serial: accepted, now: now)
            case .none:
                return true
            case .retry:
                continue
            case .exhausted:
                // Heads being read are the connections worth least: free some and go on; with
                // none to free, wait (the descriptors are held elsewhere).
                if closeOldestHeads(LiveServerLimits.headsClosedForADescriptor) > 0 { continue }
                acceptBackOff = min(LiveServerLimits.longestAcceptBackOffSeconds, max(0.01, acceptBackOff * 2))
                acceptPausedUntil = now + acceptBackOff
                return true
            case .failed(let error):
                hub.serverStopped("the server cannot accept connections any more: \(error.message)")
                return false
            }
        }
        return true
    }

    /// Frees descriptors: at most `count` of the connections that have been sending their heads
    /// longest are closed; how many were.
    @discardableResult
    private func closeOldestHeads(_ count: Int = 1) -> Int {
        let oldest = connections.values.filter(\.isReadingHead).sorted { $0.serial < $1.serial }.prefix(count)
        for connection in oldest { close(connection) }
        return oldest.count
    }

    // MARK: - Reading

    private func read(_ connection: LiveConnection, now: Double) {
        guard let count = System.receive(connection.descriptor, into: &buffer) else { return }
        guard count > 0 else {
            close(connection)
            return
        }
        let bytes = buffer[0..<count]
        switch connection.phase {
        case .head(var reader):
            let progress = reader.read(bytes)
            connection.phase = .head(reader)
            switch progress {
            case .reading:
                break
            case .refused(let status, let reason):
                answer(connection, with: LiveHTTPAnswer.refusal(status: status, text: "\(status) \(reason)\n"), now: now)
            case .complete(let head, let used):
                respond(to: head, on: connection, rest: bytes.dropFirst(used), now: now)
            }
        case .answering:
            // Read and dropped (see ``flush(_:now:)``).
            break
        case .socket(var reader, let client):
            let events = reader.read(bytes)
            connection.phase = .socket(reader, client: client)
            for event in events {
                handle(event, from: client, on: connection, now: now)
                // Answers go out as they are made: a chunk of many messages must not push the
                // first answers out of the bounded outbox before the socket could take them.
                if connection.outbox.hasFrames { flush(connection, now: now) }
            }
        }
    }

    private func answer(_ connection: LiveConnection, with bytes: [UInt8], now: Double) {
        connection.phase = .answering
        connection.writing = bytes
        connection.written = 0
        connection.endsWhenWritten = true
        connection.deadline = now + LiveServerLimits.answerSeconds
        if connections.values.filter(\.isAnswering).count > LiveServerLimits.maximumAnswering,
            let oldest = connections.values.filter({ $0.isAnswering && $0 !== connection }).min(by: {
                ($0.deadline, $0.serial) < ($1.deadline, $1.serial)
            })
        {
            close(oldest)
        }
    }

    private func respond(to head: HTTPHead, on connection: LiveConnection, rest: ArraySlice<UInt8>, now: Double) {
        let answer = LiveHTTPAnswer(to: head, access: hub.access)
        guard case .socket = answer else {
            self.answer(connection, with: answer.bytes, now: now)
            return
        }
        connection.writing = answer.bytes
        connection.written = 0
        let outbox = connection.outbox
        let client = LiveHub.Client(
            send: { [weak self] text in
                outbox.add(WebSocketReader.textFrame(text))
                self?.wake()
            },
            finish: { [weak self] in
                outbox.finish(with: WebSocketReader.closeFrame(code: 1001))
                self?.wake()
            })
        guard let id = hub.connect(client) else {
            outbox.add(
                WebSocketReader.textFrame(
                    LiveSnapshot.reply(id: nil, command: nil, text: "", error: "too many pages are open on this session")))
            outbox.finish(with: WebSocketReader.closeFrame(code: 4000))
            connection.phase = .answering
            connection.endsWhenWritten = true
            connection.deadline = now + LiveServerLimits.answerSeconds
            return
        }
        var reader = WebSocketReader()
        let events = reader.read(rest)
        connection.phase = .socket(reader, client: id)
        for event in events { handle(event, from: id, on: connection, now: now) }
    }

    private func handle(_ event: WebSocketReader.Event, from client: Int, on connection: LiveConnection, now: Double) {
        switch event {
        case .text(let text):
            if connection.allowMessage(now: now) {
                hub.receive(text, from: client)
            } else if now - connection.toldTooFast >= 1 {
                connection.toldTooFast = now
                let limit = Int(LiveServerLimits.messagesPerSecond)
                hub.send(
                    LiveSnapshot.reply(
                        id: nil, command: nil, text: "",
                        error: "the page sends more than \(limit) messages a second; the extra ones are dropped (nothing was done for them)"
                    ),
                    to: client)
            }
        case .binary:
            hub.send(
                LiveSnapshot.reply(id: nil, command: nil, text: "", error: "the page sends JSON text, not binary messages"), to: client)
        case .ping(let payload):
            connection.outbox.add(WebSocketReader.frame(opcode: 10, payload: payload))
        case .pong:
            break
        case .close:
            connection.outbox.finish(with: WebSocketReader.closeFrame(code: 1000))
        case .tooLong(let declared):
            // The rest of the message is skipped as it arrives; the socket goes on.
            hub.send(
                LiveSnapshot.reply(
                    id: nil, command: nil, text: "",
                    error:
                        "the message declares \(declared) bytes, more than the limit of \(LiveLimits.maximumMessageBytes); it is skipped unread and nothing was done"
                ),
                to: client)
        case .broken:
            connection.outbox.finish(with: WebSocketReader.closeFrame(code: WebSocketReader.protocolErrorCode))
        }
    }

    // MARK: - Writing

    /// Writes what the socket takes now. Once the last bytes of an answer, or a page's socket's
    /// closing frame, are written, the connection lingers: its writing side is shut, and what the
    /// client still sends is read and dropped until it closes or ``LiveServerLimits/lingerSeconds``
    /// pass (closing with unread bytes would reset the connection, and the client could lose the
    /// answer).
    private func flush(_ connection: LiveConnection, now: Double) {
        while true {
            if connection.written >= connection.writing.count {
                guard let next = connection.outbox.next() else { break }
                connection.writing = next
                connection.written = 0
            }
            guard let count = System.send(connection.descriptor, connection.writing[connection.written...]) else {
                close(connection)
                return
            }
            connection.written += count
            if count == 0 { return }
        }
        guard !connection.lingering, connection.endsWhenWritten || connection.outbox.isFinishing else { return }
        connection.lingering = true
        System.shutdownWriting(connection.descriptor)
        if case .socket(_, let client) = connection.phase { hub.disconnect(client) }
        connection.phase = .answering
        connection.deadline = min(connection.deadline, now + LiveServerLimits.lingerSeconds)
    }

    private func close(_ connection: LiveConnection) {
        guard connections.removeValue(forKey: connection.descriptor) != nil else { return }
        System.closeFile(connection.descriptor)
        if case .socket(_, let client) = connection.phase { hub.disconnect(client) }
    }
}

extension LiveConnection.Phase {
    var isSocket: Bool {
        if case .socket = self { return true }
        return false
    }
}
