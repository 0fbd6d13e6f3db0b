/// A pipe that wakes a thread waiting on its reading end (the shell's wait for keys, the live
/// server's poll): any thread writes a byte, the waiter drains them all. Both ends never block
/// and are closed with it.
final class WakePipe: Sendable {
    /// The end to wait on.
    let reader: Int32
    private let writer: Int32

    init() throws(LiveServerError) {
        do throws(SystemError) {
            (reader, writer) = try System.makeWakePipe()
        } catch {
            throw LiveServerError("cannot make a pipe: \(error.message)")
        }
    }

    deinit {
        System.closeFile(reader)
        System.closeFile(writer)
    }

    /// Wakes the waiter (from any thread).
    func wake() {
        // A full pipe already holds a wake-up: nothing is lost when this write fails.
        _ = try? [UInt8(1)].withUnsafeBytes { bytes throws(SystemError) in try System.writeBytes(writer, bytes) }
    }

    /// Empties the pipe (a read that would block throws).
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 512)
        while (try? System.readBytes(reader, into: &buffer)) ?? 0 > 0 {}
    }
}
