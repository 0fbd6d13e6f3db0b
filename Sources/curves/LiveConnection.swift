import Foundation
import Live
import Workbench

/// One connection to the live page's server, as its event loop sees it: reading a head,
/// writing an answer, or carrying a page's socket.
final class LiveConnection {
    enum Phase {
        /// Reading the request head (until `deadline`).
        case head(HTTPHeadReader)
        /// Writing an answer, or lingering after it (the connection is gone at `deadline` anyway).
        case answering
        /// A page's socket; `client` is its number in the hub.
        case socket(WebSocketReader, client: Int)
    }

    let descriptor: Int32
    /// The connection's place in the order the server accepted connections (one pass of
    /// `accept` gives many the same time, so times cannot tell the oldest).
    let serial: Int
    var phase: Phase
    /// When the head must be whole, or the answer taken.
    var deadline: Double
    /// Bytes being written (a whole frame or answer) and how many of them are written.
    var writing: [UInt8] = []
    var written = 0
    /// What the hub hands the socket from other threads, waiting to be written.
    let outbox = Outbox()
    /// The connection ends once everything queued is written (an answer; a socket ends when its
    /// outbox is finishing).
    var endsWhenWritten = false
    /// Everything is written and the writing side shut: reading and dropping until the client
    /// closes or the deadline.
    var lingering = false
    /// The page's message allowance (a token bucket refilled over time).
    var allowance = LiveServerLimits.messageBurst
    var allowanceTime: Double
    /// When the page was last told it sends too fast.
    var toldTooFast = -Double.infinity

    init(descriptor: Int32, serial: Int, now: Double) {
        self.descriptor = descriptor
        self.serial = serial
        phase = .head(HTTPHeadReader())
        deadline = now + LiveServerLimits.headSeconds
        allowanceTime = now
    }

    var isReadingHead: Bool {
        if case .head = phase { return true }
        return false
    }

    var isAnswering: Bool {
        if case .answering = phase { return true }
        return false
    }

    /// Whether something waits to be written.
    var wantsToWrite: Bool { written < writing.count || outbox.hasFrames }

    /// Takes one message from the page's allowance; false when it has none left.
    func allowMessage(now: Double) -> Bool {
        allowance = min(LiveServerLimits.messageBurst, allowance + (now - allowanceTime) * LiveServerLimits.messagesPerSecond)
        allowanceTime = now
        guard allowance >= 1 else { return false }
        allowance -= 1
        return true
    }

    /// Frames for one page's socket, handed over by other threads: at most
    /// ``LiveLimits/maximumOutgoingMessages`` wait; a page that does not read loses the oldest.
    final class Outbox: @unchecked Sendable {
        private let lock = NSLock()
        private var frames: [[UInt8]] = []
        private var finishing = false

        func add(_ frame: [UInt8]) {
            lock.withLock {
                guard !finishing else { return }
                if frames.count >= LiveLimits.maximumOutgoingMessages { frames.removeFirst() }
                frames.append(frame)
            }
        }

        /// A last frame, after which nothing more is taken.
        func finish(with frame: [UInt8]) {
            lock.withLock {
                guard !finishing else { return }
                frames.append(frame)
                finishing = true
            }
        }

        var hasFrames: Bool { lock.withLock { !frames.isEmpty } }
        var isFinishing: Bool { lock.withLock { finishing } }

        func next() -> [UInt8]? {
            lock.withLock { frames.isEmpty ? nil : frames.removeFirst() }
        }
    }
}
