import Foundation
import Live
import Workbench

/// The page's export requests, answered off the shell's thread (an export of every platform
/// takes a tenth of a second or more): each curve's exports are made once per revision of the
/// session and shared by every socket that asks, and a page's newer request replaces its older
/// one that has not started (the page shows only the last it asked for), so a flood of requests
/// costs one export per revision, not one per request.
final class LiveExporter: @unchecked Sendable {
    private struct Key: Hashable {
        var curve: String
        var revision: Int
    }

    private struct Job {
        var id: Int
        var key: Key
        var interpreter: Interpreter
    }

    private let hub: LiveHub
    private let lock = NSLock()
    /// Each page's newest request not started yet, and the pages in the order they asked.
    private var waiting: [Int: Job] = [:]
    private var turns: [Int] = []
    private var working = false
    private var made: [Key: JSONValue] = [:]
    private var madeOrder: [Key] = []
    private let queue = DispatchQueue(label: "curves serve exports", qos: .utility)
    /// Exports kept for reuse, at most (the oldest go first).
    static let kept = 32

    init(hub: LiveHub) {
        self.hub = hub
    }

    /// Answers page `client`'s request `id` for `curve`'s exports in the session `interpreter` holds.
    func request(id: Int, curve: String, in interpreter: Interpreter, from client: Int) {
        let key = Key(curve: curve, revision: interpreter.revision)
        let ready: JSONValue? = lock.withLock {
            if let platforms = made[key] { return platforms }
            if waiting[client] == nil { turns.append(client) }
            waiting[client] = Job(id: id, key: key, interpreter: interpreter)
            if !working {
                working = true
                queue.async { [self] in work() }
            }
            return nil
        }
        if let ready { hub.send(LiveExports.message(id: id, curve: curve, platforms: ready), to: client) }
    }

    private func work() {
        while true {
            let next: (client: Int, job: Job, platforms: JSONValue?)? = lock.withLock {
                while !turns.isEmpty {
                    let client = turns.removeFirst()
                    if let job = waiting.removeValue(forKey: client) { return (client, job, made[job.key]) }
                }
                working = false
                return nil
            }
            guard let next else { return }
            let platforms = next.platforms ?? LiveExports.platforms(curve: next.job.key.curve, in: next.job.interpreter)
            if next.platforms == nil {
                lock.withLock {
                    made[next.job.key] = platforms
                    madeOrder.append(next.job.key)
                    if madeOrder.count > Self.kept { made.removeValue(forKey: madeOrder.removeFirst()) }
                }
            }
            hub.send(LiveExports.message(id: next.job.id, curve: next.job.key.curve, platforms: platforms), to: next.client)
        }
    }
}
