#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libc calls that differ between Linux and macOS, in one place.
enum System {
    /// Takes an exclusive advisory lock on the open file without waiting (flock LOCK_EX |
    /// LOCK_NB); false when another process holds it. The lock goes with the descriptor and dies
    /// with the process.
    static func lockExclusively(_ descriptor: Int32) -> Bool {
        flock(descriptor, LOCK_EX | LOCK_NB) == 0
    }
}
