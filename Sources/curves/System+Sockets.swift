#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The sockets of `serve`'s server: a listening socket on 127.0.0.1, and connections that never
/// block and never raise SIGPIPE. (Split from System.swift for size; the same rule holds: the
/// libc calls are here and nowhere else.)
extension System {
    /// Listens on 127.0.0.1:`port` (0: a free port), without blocking; the socket and its port.
    static func listenOnLoopback(port: Int, backlog: Int32) throws(SystemError) -> (descriptor: Int32, port: Int) {
        let descriptor = socket(AF_INET, streamSocketType, 0)
        guard descriptor >= 0 else { throw .last }
        makeNonBlocking(descriptor)
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, backlog) == 0 else {
            let error = SystemError.last
            _ = close(descriptor)
            throw error
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// What `accept` gave.
    enum Accepted {
        /// A connection, which never blocks.
        case connection(Int32)
        /// None waits now.
        case none
        /// One went away before it was taken, or a signal came: try again at once.
        case retry
        /// No descriptor or memory for it now: wait a little, free some, and try again.
        case exhausted(SystemError)
        /// The listening socket is broken.
        case failed(SystemError)
    }

    static func accept(_ listener: Int32) -> Accepted {
        // accept4 is a GNU extension that Swift's Glibc module does not show: accept, then set
        // the flags (the shell starts no program while a connection is half made).
        #if canImport(Glibc)
        let descriptor = Glibc.accept(listener, nil, nil)
        #else
        let descriptor = Darwin.accept(listener, nil, nil)
        #endif
        if descriptor >= 0 {
            makeNonBlocking(descriptor)
            #if !os(Linux)
            var yes: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
            #endif
            return .connection(descriptor)
        }
        let error = SystemError.last
        switch error.code {
        case EAGAIN, EWOULDBLOCK: return .none
        case EINTR, ECONNABORTED, EPROTO, EPERM, ENETDOWN, ENOPROTOOPT, EHOSTDOWN, EHOSTUNREACH, EOPNOTSUPP, ENETUNREACH: return .retry
        case EMFILE, ENFILE, ENOBUFS, ENOMEM: return .exhausted(error)
        default: return .failed(error)
        }
    }

    /// Reads what the connection has: the count, 0 at its end, nil when nothing is there yet.
    static func receive(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int? {
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count >= 0 { return count }
        return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? nil : 0
    }

    /// Writes what the connection takes now: the count (0: nothing yet), nil when it is gone.
    static func send(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) -> Int? {
        #if os(Linux)
        let written = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        #else
        let written = bytes.withUnsafeBytes { Darwin.send(descriptor, $0.baseAddress, $0.count, 0) }
        #endif
        if written >= 0 { return written }
        return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? 0 : nil
    }

    /// Ends the connection's writing side (its reader sees the end after what was sent).
    static func shutdownWriting(_ descriptor: Int32) {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    /// What to wait for on a descriptor, and what came.
    struct Readiness {
        var descriptor: Int32
        var wantsToWrite: Bool
        var readable = false
        var writable = false
    }

    /// Waits at most `milliseconds` until one of `waiting` can be read (or written, where it
    /// wants to write); false when the wait itself failed (not for a signal).
    static func wait(_ waiting: inout [Readiness], milliseconds: Int32) -> Bool {
        var descriptors = waiting.map {
            pollfd(fd: $0.descriptor, events: Int16(POLLIN) | ($0.wantsToWrite ? Int16(POLLOUT) : 0), revents: 0)
        }
        let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        if ready < 0 { return errno == EINTR }
        for index in waiting.indices {
            let events = descriptors[index].revents
            waiting[index].readable = events & Int16(POLLIN | POLLHUP | POLLERR) != 0
            waiting[index].writable = events & Int16(POLLOUT) != 0
        }
        return true
    }

    private static var streamSocketType: Int32 {
        #if os(Linux)
        Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        #else
        SOCK_STREAM
        #endif
    }

    private static func makeNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
}
