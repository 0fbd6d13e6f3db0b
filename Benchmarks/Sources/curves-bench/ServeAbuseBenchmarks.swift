import Foundation
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// `serve` under load and abuse (issue 34), the release binary on a pseudo-terminal: commands
/// typed during a flood of 5,000 edits and of 5,000 exports on one page's socket (p50, p99 of
/// 40 commands, from the Enter key to the reply read), a 1 MiB URL and a 1 MiB header line
/// (time to the status line, the shell's CPU time meanwhile), 20 connections that send half a
/// head (time until the last is closed), and a valid request after 1,100 bare connections under
/// `ulimit -n 1024`.
enum ServeAbuseBenchmarks {
    static func run(into report: inout Report, quick: Bool, log: (String) -> Void) {
        guard let binary = ProcessBenchmarks.curvesBinary(log: log) else {
            report.add(
                "serve_flood_edits_typed_p99_ms", "serve: command typed during 5,000 edits, p99", nil, unit: "ms",
                note: "no release curves binary")
            return
        }
        let state = NSTemporaryDirectory() + "curves-bench-abuse-\(getpid())"
        try? FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: state) }
        let environment = ProcessBenchmarks.environment(state: state)

        if let serving = Serving(binary: binary, environment: environment, curve: "pop = bezier 0.3 0.1 0.2 1") {
            let flood = (0..<5000).flatMap { index in
                HostileClient.textFrame(#"{"id":\#(index),"type":"point","curve":"pop","point":1,"x":0.\#(index % 9 + 1),"y":0.1}"#)
            }
            let seconds = serving.typedLatencies(count: 40, during: flood)
            report.add(
                "serve_flood_edits_typed_p50_ms", "serve: command typed during 5,000 page edits, median", median(seconds), unit: "ms")
            report.add(
                "serve_flood_edits_typed_p99_ms", "serve: command typed during 5,000 page edits, p99", p99(seconds), unit: "ms",
                target: "≤ 50 ms", limit: 50)
        }
        if let serving = Serving(binary: binary, environment: environment, curve: "pop = spring stiffness=170 damping=12") {
            let flood = (0..<5000).flatMap { index in HostileClient.textFrame(#"{"id":\#(index),"type":"export","curve":"pop"}"#) }
            let seconds = serving.typedLatencies(count: 40, during: flood)
            report.add(
                "serve_flood_exports_typed_p50_ms", "serve: command typed during 5,000 page exports, median", median(seconds), unit: "ms")
            report.add(
                "serve_flood_exports_typed_p99_ms", "serve: command typed during 5,000 page exports, p99", p99(seconds), unit: "ms",
                target: "≤ 50 ms", limit: 50)
        }
        if let serving = Serving(binary: binary, environment: environment, curve: "pop = bezier 0.3 0.1 0.2 1") {
            let host = "Host: 127.0.0.1:\(serving.port)\r\n"
            let url = "GET /?token=\(serving.token)&" + String(repeating: "a", count: 1 << 20) + " HTTP/1.1\r\n" + host + "\r\n"
            let header =
                "GET /?token=\(serving.token) HTTP/1.1\r\n" + host + "X-Big: " + String(repeating: "b", count: 1 << 20) + "\r\n\r\n"
            for (key, label, request) in [("url", "URL", url), ("header", "header line", header)] {
                let before = HostileClient.cpuSeconds(of: serving.shell.pid)
                let answer = try? HostileClient.request(port: serving.port, Array(request.utf8))
                let cpu = HostileClient.cpuSeconds(of: serving.shell.pid) - before
                report.add(
                    "serve_\(key)_1mib_refused_ms", "serve: a 1 MiB \(label) refused (\(answer?.status.map(String.init) ?? "no answer"))",
                    answer.map { $0.seconds * 1000 }, unit: "ms", target: "≤ 50 ms", limit: 50)
                report.add(
                    "serve_\(key)_1mib_shell_cpu_s", "serve: the shell's CPU for the 1 MiB \(label)", cpu, unit: "s", target: "< 0.1 s",
                    limit: 0.1)
            }
            let start = Date()
            let slow = (0..<20).compactMap { _ -> Int32? in
                guard let socket = try? HostileClient.connect(port: serving.port) else { return nil }
                HostileClient.send(Array("GET /?token=\(serving.token) HTTP/1.1\r\nHost: 127.0".utf8), on: socket)
                return socket
            }
            let closed = slow.filter { HostileClient.isClosed($0, within: 10) }.count
            report.add(
                "serve_slow_heads_closed_s", "serve: 20 connections sending half a head, all closed (\(closed) of 20)",
                closed == 20 ? Date().timeIntervalSince(start) : nil, unit: "s", target: "≤ 3 s (the head timeout)", limit: 3.2)
            slow.forEach { close($0) }
        }
        if let serving = Serving(
            binary: "/bin/sh", arguments: ["-c", "ulimit -n 1024 && exec \"$0\"", binary], environment: environment,
            curve: "pop = bezier 0.3 0.1 0.2 1")
        {
            var bare: [Int32] = []
            for _ in 0..<1100 { if let socket = try? HostileClient.connect(port: serving.port) { bare.append(socket) } }
            let answer = try? HostileClient.request(
                port: serving.port, Array("GET /?token=\(serving.token) HTTP/1.1\r\nHost: 127.0.0.1:\(serving.port)\r\n\r\n".utf8),
                timeout: 5)
            report.add(
                "serve_after_bare_connections_ms",
                "serve: a valid request after 1,100 bare connections, ulimit -n 1024 (\(answer?.status.map(String.init) ?? "no answer"))",
                answer?.status == 200 ? answer.map { $0.seconds * 1000 } : nil, unit: "ms", target: "≤ 1 s", limit: 1000)
            bare.forEach { close($0) }
        }
    }

    static func median(_ seconds: [Double]) -> Double? {
        seconds.isEmpty ? nil : seconds.sorted()[seconds.count / 2] * 1000
    }

    static func p99(_ seconds: [Double]) -> Double? {
        let sorted = seconds.sorted()
        return sorted.isEmpty ? nil : sorted[max(0, Int((0.99 * Double(sorted.count)).rounded(.up)) - 1)] * 1000
    }

    /// A shell serving one curve, and its address.
    struct Serving {
        let shell: TerminalSession
        let port: Int
        let token: String

        init?(binary: String, arguments: [String] = [], environment: [String: String], curve: String) {
            guard let shell = try? TerminalSession(executable: binary, arguments: arguments, environment: environment),
                (try? shell.expect("curves> ", timeout: 20)) != nil
            else { return nil }
            shell.type(curve)
            shell.type("serve open=no", wait: false)
            guard (try? shell.expect("http://127.0.0.1:", timeout: 20)) != nil, let rest = try? shell.expect("\n") else { return nil }
            _ = try? shell.expect("curves> ", timeout: 20)
            let address = rest.trimmingCharacters(in: .whitespacesAndNewlines)
            self.shell = shell
            port = Int(address.split(separator: "/")[0]) ?? 0
            token = String(address.split(separator: "=").last ?? "")
        }

        /// Types `count` commands while `flood` goes to a page's socket: seconds from Enter to each reply.
        func typedLatencies(count: Int, during flood: [UInt8]) -> [Double] {
            guard let socket = try? HostileClient.openPageSocket(port: port, token: token) else { return [] }
            defer { close(socket) }
            let sender = Thread { HostileClient.send(flood, on: socket) }
            sender.start()
            var seconds: [Double] = []
            for index in 0..<count {
                let start = Date()
                try? shell.send("k\(index) = bezier 0.1 0.2 0.3 0.7\(index)1\r")
                guard (try? shell.expect("cubic-bezier(0.1, 0.2, 0.3, 0.7\(index)1)", timeout: 60)) != nil else { break }
                seconds.append(Date().timeIntervalSince(start))
            }
            shell.finish()
            return seconds
        }
    }
}
