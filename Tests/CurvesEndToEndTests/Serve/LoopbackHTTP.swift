import Foundation
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// One HTTP/1.1 request written by hand to 127.0.0.1, so that a test can send exactly the
/// `Host` and `Origin` a hostile page would (an HTTP client library sets `Host` itself).
enum LoopbackHTTP {
    struct Response {
        var status: Int
        var text: String
    }

    /// Sends `GET target` with `headers` (Host first when given) and reads the reply; nil when
    /// nothing listens on the port.
    static func get(port: Int, target: String, headers: [(String, String)], timeout: TimeInterval = 5) throws -> Response? {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw TestFailure("socket: \(String(cString: strerror(errno)))") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return nil }
        var request = "GET \(target) HTTP/1.1\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        request += "Connection: close\r\n\r\n"
        _ = request.withCString { send(socket, $0, strlen($0), 0) }
        var received: [UInt8] = []
        let deadline = Date().addingTimeInterval(timeout)
        while deadline.timeIntervalSinceNow > 0 {
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 200) > 0 else {
                if headerEnd(received) != nil { break }
                continue
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = recv(socket, &chunk, chunk.count, 0)
            if count <= 0 { break }
            received += chunk[0..<count]
        }
        let text = String(decoding: received, as: UTF8.self)
        guard let statusLine = text.split(separator: "\r\n").first else { throw TestFailure("no reply from 127.0.0.1:\(port)") }
        let parts = statusLine.split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { throw TestFailure("not an HTTP reply: \(statusLine)") }
        return Response(status: status, text: text)
    }

    private static func headerEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index..<(index + 4)].elementsEqual([13, 10, 13, 10]) { return index }
        return nil
    }
}
