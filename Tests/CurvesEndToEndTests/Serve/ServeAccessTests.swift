import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Who may use `serve`'s server, and how it ends: requests written by hand to 127.0.0.1 with
/// the headers a hostile page or program would send.
@Suite("serve: only the printed address, from this machine", .tags(.binary))
struct ServeAccessTests {
    private func get(_ serving: ServingShell, _ target: String, host: String? = nil, extra: [(String, String)] = []) throws -> Int? {
        try LoopbackHTTP.get(port: serving.port, target: target, headers: [("Host", host ?? "127.0.0.1:\(serving.port)")] + extra)?.status
    }

    @Test func theAddressCarries128RandomBitsAndOnlyItGetsThePage() throws {
        let serving = try ServingShell()
        #expect(serving.token.count == 32 && serving.token.allSatisfy(\.isHexDigit))
        let page = "/?token=\(serving.token)"
        #expect(try get(serving, page) == 200)
        #expect(try get(serving, page, host: "localhost:\(serving.port)") == 200)
        #expect(try get(serving, "/") == 403)
        #expect(try get(serving, "/?token=") == 403)
        #expect(try get(serving, "/?token=\(String(serving.token.reversed()))") == 403)
        #expect(try get(serving, "/?token=\(serving.token.dropLast())") == 403)
        // DNS rebinding: a name the attacker controls, pointing at 127.0.0.1.
        #expect(try get(serving, page, host: "attacker.example:\(serving.port)") == 403)
        #expect(try get(serving, page, host: "127.0.0.1:1") == 403)
        // Another site's page, even with the token.
        #expect(try get(serving, page, extra: [("Origin", "http://attacker.example")]) == 403)
        #expect(try get(serving, page, extra: [("Origin", "http://127.0.0.1:\(serving.port)")]) == 200)
        let upgrade: [(String, String)] = [
            ("Upgrade", "websocket"), ("Connection", "Upgrade"), ("Sec-WebSocket-Version", "13"),
            ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="),
        ]
        #expect(try get(serving, "/live?token=\(serving.token)", extra: upgrade + [("Origin", "http://attacker.example")]) == 403)
        #expect(try get(serving, "/live", extra: upgrade + [("Origin", "http://127.0.0.1:\(serving.port)")]) == 403)
        close(try WebSocketProbe.open(port: serving.port, token: serving.token))
        #expect(try get(serving, "/other?token=\(serving.token)") == 404)
    }

    /// The page shares memory with the worker that keeps its socket, which a browser allows only
    /// in a cross-origin-isolated page: these two headers make it one.
    @Test func thePageIsServedCrossOriginIsolated() throws {
        let serving = try ServingShell()
        let response = try #require(
            try LoopbackHTTP.get(port: serving.port, target: "/?token=\(serving.token)", headers: [("Host", "127.0.0.1:\(serving.port)")]))
        let head = response.text.components(separatedBy: "\r\n\r\n")[0].lowercased()
        #expect(head.contains("\r\ncross-origin-opener-policy: same-origin"))
        #expect(head.contains("\r\ncross-origin-embedder-policy: require-corp"))
    }

    @Test func aClientThatStopsMidMessageOrStallsDoesNotStopTheServer() throws {
        let serving = try ServingShell()
        // A socket that sends half a frame and goes away, and one that opens and never reads.
        for _ in 0..<3 {
            try WebSocketProbe.sendHalfAFrame(port: serving.port, token: serving.token)
        }
        let stalled = try WebSocketProbe.openAndStall(port: serving.port, token: serving.token)
        defer { close(stalled) }
        for index in 0..<20 { try serving.type("c\(index) = bezier 0.1 0.2 0.3 0.\(index % 10)") }
        #expect(try get(serving, "/?token=\(serving.token)") == 200)
        #expect(try serving.type("list").contains("c19"))
    }

    @Test func aPageCommandArrivingWhileALineIsTypedLeavesTheLineAsItWas() throws {
        let serving = try ServingShell()
        try serving.shell.send("show po")
        try serving.shell.expect("show po")
        let socket = try WebSocketProbe.open(port: serving.port, token: serving.token)
        defer { close(socket) }
        WebSocketProbe.sendText(#"{"id":1,"type":"point","curve":"pop","point":2,"x":0.6,"y":0.9}"#, on: socket)
        try serving.shell.expect("curves> point pop 2 0.6 0.9")
        try serving.shell.expect("moved control point 2 from (0.2, 1) to (0.6, 0.9)")
        // The prompt and the half-typed line come back below the page's command, and typing goes on.
        try serving.shell.expect("curves> show po")
        try serving.shell.send("p\r")
        try serving.shell.expect("pop = bezier 0.3 0.1 0.6 0.9")
        try serving.shell.expect("curves> ")
        #expect(try serving.type("history").contains("point pop 2 0.6 0.9"))

        // A message in two fragments is one message.
        WebSocketProbe.sendText(#"{"id":2,"type":"po"#, on: socket, fragment: true)
        WebSocketProbe.sendText(#"int","curve":"pop","point":1,"x":0.4,"y":0}"#, on: socket, continuing: true)
        try serving.shell.expect("curves> point pop 1 0.4 0")
        try serving.shell.expect("curves> ")
    }

    /// `serve stop` ends the server; `serve` again keeps the shell's token, so a page left open
    /// comes back; quitting ends it; another shell has another token.
    @Test func serveStopAndQuittingEndTheServerAndServeAgainKeepsTheShellsToken() throws {
        let serving = try ServingShell()
        #expect(try serving.type("serve stop").contains("stopped serving on 127.0.0.1:\(serving.port)"))
        #expect(
            try LoopbackHTTP.get(port: serving.port, target: "/?token=\(serving.token)", headers: [("Host", "127.0.0.1:\(serving.port)")])
                == nil)
        #expect(try serving.type("serve stop").contains("serve is not running"))
        try serving.shell.send("serve open=no\r")
        try serving.shell.expect("http://127.0.0.1:")
        let rest = try serving.shell.expect("\n").trimmingCharacters(in: .whitespacesAndNewlines)
        try serving.shell.expect("curves> ")
        let port = Int(rest.split(separator: "/")[0]) ?? 0
        let token = String(rest.split(separator: "=").last ?? "")
        #expect(token == serving.token)
        #expect(try LoopbackHTTP.get(port: port, target: "/?token=\(token)", headers: [("Host", "127.0.0.1:\(port)")])?.status == 200)
        #expect(
            try LoopbackHTTP.get(port: port, target: "/?token=\(String(token.reversed()))", headers: [("Host", "127.0.0.1:\(port)")])?
                .status == 403)
        try serving.shell.send("quit\r")
        try serving.shell.expect("unsaved changes")
        try serving.shell.send("quit\r")
        #expect(serving.shell.waitForExit() == 0)
        #expect(try LoopbackHTTP.get(port: port, target: "/?token=\(token)", headers: [("Host", "127.0.0.1:\(port)")]) == nil)
        let another = try ServingShell()
        #expect(another.token != serving.token)
    }

    @Test func curvesDashDashServeStartsTheShellServing() throws {
        let serving = try ServingShell(flag: true)
        #expect(try get(serving, "/?token=\(serving.token)") == 200)
        #expect(try serving.type("pop = bezier 0.3 0.1 0.2 1").contains("cubic-bezier(0.3, 0.1, 0.2, 1)"))
    }

    @Test func scriptsAreToldServeNeedsTheShell() throws {
        let script = try CurvesBinary.run(["-e", "serve"])
        #expect(script.status == 1)
        #expect(script.stderr.contains("serve needs the interactive shell"))
        let flag = try CurvesBinary.run(["--serve", "-e", "list"])
        #expect(flag.status != 0)
        #expect(flag.stderr.contains("--serve starts the interactive shell"))
    }
}

/// Raw WebSocket openings for the robustness tests.
enum WebSocketProbe {
    /// Connects and sends the upgrade request; returns the socket once the 101 reply is read.
    static func open(port: Int, token: String) throws -> Int32 {
        try HostileClient.openPageSocket(port: port, token: token)
    }

    /// A masked text frame that announces 1000 bytes, 10 of them sent, then the socket closes.
    static func sendHalfAFrame(port: Int, token: String) throws {
        let socket = try open(port: port, token: token)
        var frame: [UInt8] = [0x81, 0x80 | 126, 0x03, 0xE8, 1, 2, 3, 4]
        frame += [UInt8](repeating: 0x41, count: 10)
        _ = send(socket, frame, frame.count, 0)
        close(socket)
    }

    /// Sends one masked text frame (shorter than 126 bytes) on an open socket; with `fragment`,
    /// a first fragment (FIN clear) or, with `continuing`, a continuation frame.
    static func sendText(_ text: String, on socket: Int32, fragment: Bool = false, continuing: Bool = false) {
        let payload = Array(text.utf8)
        precondition(payload.count < 126)
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        let first: UInt8 = (fragment ? 0 : 0x80) | (continuing ? 0x0 : 0x1)
        let frame = [first, 0x80 | UInt8(payload.count)] + mask + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        _ = send(socket, frame, frame.count, 0)
    }

    /// A socket that is open and never read from (the server's messages pile up unread).
    static func openAndStall(port: Int, token: String) throws -> Int32 {
        try open(port: port, token: token)
    }
}
