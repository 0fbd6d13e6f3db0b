import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Raw sockets to 127.0.0.1 for the abuse tests: requests written byte by byte, bare and slow
/// connections, and a page's socket read frame by frame.
public enum HostileClient {
    /// A connected socket (blocking); throws when nothing listens.
    public static func connect(port: Int) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw TestFailure("socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            close(socket)
            throw TestFailure("cannot connect to 127.0.0.1:\(port): \(reason)")
        }
        return socket
    }

    /// A page's socket on `serve`'s server: connects, sends the upgrade request with the token,
    /// and returns the socket once the 101 reply is read.
    public static func openPageSocket(port: Int, token: String) throws -> Int32 {
        let socket = try connect(port: port)
        let request =
            "GET /live?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n"
            + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n"
        send(Array(request.utf8), on: socket)
        // The 101's head, byte by byte, so that no frame after it is taken from the socket.
        var head: [UInt8] = []
        var byte: UInt8 = 0
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        while !head.suffix(4).elementsEqual([13, 10, 13, 10]), head.count < 4096, poll(&descriptor, 1, 5000) > 0,
            recv(socket, &byte, 1, 0) == 1
        {
            head.append(byte)
        }
        guard String(decoding: head, as: UTF8.self).hasPrefix("HTTP/1.1 101") else {
            close(socket)
            throw TestFailure("the socket was not accepted: \(String(decoding: head, as: UTF8.self))")
        }
        return socket
    }

    /// Sends every byte (false when the server closed first).
    @discardableResult
    public static func send(_ bytes: [UInt8], on socket: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// The status of the reply's first line, read within `timeout`; nil when none came.
    public static func status(on socket: Int32, timeout: Double = 5) -> Int? {
        var received: [UInt8] = []
        let deadline = Date().addingTimeInterval(timeout)
        while deadline.timeIntervalSinceNow > 0, !received.contains(10) {
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 50) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = recv(socket, &chunk, chunk.count, 0)
            if count <= 0 { break }
            received += chunk[0..<count]
        }
        let parts = String(decoding: received, as: UTF8.self).split(separator: " ")
        return parts.count >= 2 ? Int(parts[1]) : nil
    }

    /// One request from raw bytes on a new connection: its status, and the seconds from the
    /// first byte sent to the status line read.
    public static func request(port: Int, _ bytes: [UInt8], timeout: Double = 5) throws -> (status: Int?, seconds: Double) {
        let socket = try connect(port: port)
        defer { close(socket) }
        let start = Date()
        send(bytes, on: socket)
        let status = status(on: socket, timeout: timeout)
        return (status, Date().timeIntervalSince(start))
    }

    /// Whether the server closed the connection (a read finds its end) within `seconds`.
    public static func isClosed(_ socket: Int32, within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while deadline.timeIntervalSinceNow > 0 {
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 50) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            if recv(socket, &chunk, chunk.count, 0) <= 0 { return true }
        }
        return false
    }

    /// The CPU time a process has used so far (user and system), from /proc.
    public static func cpuSeconds(of pid: pid_t) -> Double {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let end = text.lastIndex(of: ")")
        else { return .nan }
        // Fields after the command's name: state is field 3; utime and stime are 14 and 15.
        let fields = text[text.index(after: end)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return .nan }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// A process's resident memory now (VmRSS), in megabytes.
    public static func residentMegabytes(of pid: pid_t) -> Double {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { return .nan }
        return kilobytes / 1024
    }

    /// A masked text frame of any length, as a browser sends it.
    public static func textFrame(_ text: String) -> [UInt8] {
        let payload = Array(text.utf8)
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        var frame: [UInt8] = [0x81]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        }
        return frame + mask + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    }

    /// The server's frames on a page's socket, read as they come (text messages, and the close
    /// code when it closes).
    public final class FrameReader {
        public let socket: Int32
        private var buffer: [UInt8] = []
        public private(set) var closeCode: Int?

        public init(socket: Int32) { self.socket = socket }

        /// The next text message within `timeout`; nil when none came or the socket closed.
        public func next(timeout: Double = 5) -> String? {
            let deadline = Date().addingTimeInterval(timeout)
            while true {
                if let message = take() { return message }
                if closeCode != nil || deadline.timeIntervalSinceNow <= 0 { return nil }
                var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, 50) > 0 else { continue }
                var chunk = [UInt8](repeating: 0, count: 65_536)
                let count = recv(socket, &chunk, chunk.count, 0)
                if count <= 0 {
                    closeCode = closeCode ?? -1
                    return nil
                }
                buffer += chunk[0..<count]
            }
        }

        /// Messages until one contains `text` (that one is returned), within `timeout`.
        public func waitFor(_ text: String, timeout: Double = 10) -> String? {
            let deadline = Date().addingTimeInterval(timeout)
            while deadline.timeIntervalSinceNow > 0 {
                guard let message = next(timeout: deadline.timeIntervalSinceNow) else { return nil }
                if message.contains(text) { return message }
            }
            return nil
        }

        private func take() -> String? {
            while buffer.count >= 2 {
                var length = Int(buffer[1] & 0x7F), start = 2
                if length == 126 {
                    guard buffer.count >= 4 else { return nil }
                    length = Int(buffer[2]) << 8 | Int(buffer[3])
                    start = 4
                } else if length == 127 {
                    guard buffer.count >= 10 else { return nil }
                    length = buffer[2..<10].reduce(0) { $0 << 8 | Int($1) }
                    start = 10
                }
                guard buffer.count >= start + length else { return nil }
                let opcode = buffer[0] & 0x0F
                let payload = Array(buffer[start..<(start + length)])
                buffer.removeFirst(start + length)
                if opcode == 8 {
                    closeCode = payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : 1005
                    return nil
                }
                if opcode == 1 { return String(decoding: payload, as: UTF8.self) }
            }
            return nil
        }
    }
}
