import Foundation
import TestExpectations
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `serve` under load and abuse, as a hostile page or local program would try it: the shell
/// keeps answering its keyboard, the server stays up and answers quickly, and what the page was
/// told is done is on disk. The figures are asserted loosely (this machine is shared) and printed
/// exactly; the benchmark reports them on a quiet machine.
@Suite("serve: under load and abuse", .tags(.binary, .terminal), .serialized)
struct ServeAbuseTests {
    private func host(_ serving: ServingShell) -> String { "Host: 127.0.0.1:\(serving.port)\r\n" }

    /// The 99th percentile of `values` (the nearest rank).
    private func p99(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[max(0, Int((0.99 * Double(sorted.count)).rounded(.up)) - 1)]
    }

    // MARK: - Heads

    @Test func aMegabyteURLIsRefusedWith414AtOnceAndCostsTheShellNoCPU() throws {
        let serving = try ServingShell()
        let before = HostileClient.cpuSeconds(of: serving.shell.pid)
        let request = "GET /?token=\(serving.token)&" + String(repeating: "a", count: 1 << 20) + " HTTP/1.1\r\n" + host(serving) + "\r\n"
        let (status, seconds) = try HostileClient.request(port: serving.port, Array(request.utf8))
        let cpu = HostileClient.cpuSeconds(of: serving.shell.pid) - before
        print(
            "serve abuse: 1 MiB URL answered \(status.map(String.init) ?? "nothing") in \(String(format: "%.1f", seconds * 1000)) ms, shell CPU \(String(format: "%.3f", cpu)) s"
        )
        #expect(status == 414)
        #expect(seconds < 0.5)
        #expect(cpu < 0.25)
        #expect(try serving.type("list").contains("pop"))
    }

    @Test func aMegabyteHeaderLineIsRefusedWith431AtOnceAndCostsTheShellNoCPU() throws {
        let serving = try ServingShell()
        let before = HostileClient.cpuSeconds(of: serving.shell.pid)
        let request =
            "GET /?token=\(serving.token) HTTP/1.1\r\n" + host(serving) + "X-Big: " + String(repeating: "b", count: 1 << 20) + "\r\n\r\n"
        let (status, seconds) = try HostileClient.request(port: serving.port, Array(request.utf8))
        let cpu = HostileClient.cpuSeconds(of: serving.shell.pid) - before
        print(
            "serve abuse: 1 MiB header line answered \(status.map(String.init) ?? "nothing") in \(String(format: "%.1f", seconds * 1000)) ms, shell CPU \(String(format: "%.3f", cpu)) s"
        )
        #expect(status == 431)
        #expect(seconds < 0.5)
        #expect(cpu < 0.25)
    }

    @Test func everyMethodWithoutTheTokenGets403AndWithItOnlyGETIsAnswered() throws {
        let serving = try ServingShell()
        for method in ["PROPFIND", "POST", "DELETE", "OPTIONS", "BREW", "GET"] {
            let (without, _) = try HostileClient.request(port: serving.port, Array("\(method) / HTTP/1.1\r\n\(host(serving))\r\n".utf8))
            #expect(without == 403, "\(method)")
        }
        let (with, _) = try HostileClient.request(
            port: serving.port, Array("PROPFIND /?token=\(serving.token) HTTP/1.1\r\n\(host(serving))\r\n".utf8))
        #expect(with == 405)
    }

    @Test(Thorough.only) func slowConnectionsAreClosedWithinTheHeadTimeoutAndOthersAreAnsweredMeanwhile() throws {
        let serving = try ServingShell()
        let slow = try (0..<20).map { _ in
            let socket = try HostileClient.connect(port: serving.port)
            HostileClient.send(Array("GET /?token=\(serving.token) HTTP/1.1\r\nHost: 127.0".utf8), on: socket)
            return socket
        }
        defer { slow.forEach { close($0) } }
        let start = Date()
        let (status, _) = try HostileClient.request(
            port: serving.port, Array("GET /?token=\(serving.token) HTTP/1.1\r\n\(host(serving))\r\n".utf8))
        #expect(status == 200)
        // The head timeout is 3 s: all are closed by then, with room for a busy machine.
        let closed = slow.filter { HostileClient.isClosed($0, within: max(0.1, 5 - Date().timeIntervalSince(start))) }
        print(
            "serve abuse: \(closed.count) of 20 slow connections closed after \(String(format: "%.2f", Date().timeIntervalSince(start))) s")
        #expect(closed.count == 20)
    }

    /// A listening socket destroyed from outside (`ss -K`, as an administrator's tool or a
    /// network change might) makes `accept` fail for good: the shell says so at its prompt, at
    /// once and within the screen's width, and `serve` starts a server that answers again.
    @Test func aListenerDestroyedFromOutsideIsToldAtThePromptAndServeStartsItAgain() throws {
        let serving = try ServingShell(columns: 60)
        let kill = Process()
        kill.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        kill.arguments = ["ss", "-K", "state", "listening", "sport", "=", ":\(serving.port)"]
        kill.standardOutput = FileHandle.nullDevice
        kill.standardError = FileHandle.nullDevice
        try kill.run()
        kill.waitUntilExit()
        let notice = try serving.shell.expect("curves> ", timeout: 5)
        let message = try #require(notice.range(of: "the live page's server stopped").map { notice[$0.lowerBound...] })
        let lines = message.split(separator: "\r\n").dropLast()
        let words = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(words.hasPrefix("the live page's server stopped: the server cannot accept connections any more"))
        #expect(words.hasSuffix("serve starts it again"))
        #expect(lines.allSatisfy { $0.count <= 60 }, "the notice wraps within the screen: \(message)")
        try serving.shell.send("serve open=no\r")
        try serving.shell.expect("http://127.0.0.1:")
        let port = Int(try serving.shell.expect("/").dropLast()) ?? 0
        try serving.shell.expect("curves> ")
        let (status, _) = try HostileClient.request(
            port: port, Array("GET /?token=\(serving.token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8), timeout: 3)
        #expect(status == 200)
    }

    /// A shell serving with `descriptorLimit` descriptors, `count` bare connections held open to
    /// it (closed when `body` returns), then one valid request: its status and time, printed.
    private func validRequest(
        afterBareConnections count: Int, descriptorLimit: Int, _ body: (ServingShell, Int?, Double) throws -> Void
    ) throws {
        let serving = try ServingShell(descriptorLimit: descriptorLimit)
        var bare: [Int32] = []
        defer { bare.forEach { close($0) } }
        for _ in 0..<count { bare.append(try HostileClient.connect(port: serving.port)) }
        let (status, seconds) = try HostileClient.request(
            port: serving.port, Array("GET /?token=\(serving.token) HTTP/1.1\r\n\(host(serving))\r\n".utf8), timeout: 3)
        print(
            "serve abuse: after \(count.formatted()) bare connections (ulimit -n \(descriptorLimit)) a valid request answered \(status.map(String.init) ?? "nothing") in \(String(format: "%.1f", seconds * 1000)) ms"
        )
        try body(serving, status, seconds)
    }

    @Test func afterMoreBareConnectionsThanTheShellHasDescriptorsAValidRequestIsAnsweredWithinASecond() throws {
        try validRequest(afterBareConnections: 1100, descriptorLimit: 1024) { _, status, seconds in
            #expect(status == 200)
            #expect(seconds < 1)
        }
    }

    /// With fewer descriptors than connections the server is allowed to hold, `accept` fails
    /// (EMFILE): the server waits, closes the oldest bare connections, and goes on.
    @Test func acceptFailingForWantOfDescriptorsDoesNotStopTheServer() throws {
        try validRequest(afterBareConnections: 200, descriptorLimit: 48) { serving, status, _ throws in
            #expect(status == 200)
            #expect(try serving.type("serve").contains("already serving"))
        }
    }

    // MARK: - Sockets

    @Test func aTenMegabyteMessageIsRefusedByTheLengthItDeclaresAndSkippedUnread() throws {
        let serving = try ServingShell()
        let socket = try WebSocketProbe.open(port: serving.port, token: serving.token)
        defer { close(socket) }
        let reader = HostileClient.FrameReader(socket: socket)
        let before = HostileClient.residentMegabytes(of: serving.shell.pid)
        // A header that declares 10 MiB, then the 10 MiB, then an edit on the same socket.
        let declared: UInt64 = 10 << 20
        let header: [UInt8] =
            [0x81, 0x80 | 127] + (0..<8).reversed().map { UInt8(truncatingIfNeeded: declared >> UInt64($0 * 8)) } + [1, 2, 3, 4]
        HostileClient.send(header, on: socket)
        let refusal = reader.waitFor("declares")
        #expect(
            refusal?.contains("declares 10485760 bytes, more than the limit of 65536; it is skipped unread") == true,
            "\(refusal ?? "nothing")")
        HostileClient.send([UInt8](repeating: 0x41, count: 10 << 20), on: socket)
        HostileClient.send(HostileClient.textFrame(#"{"id":9,"type":"point","curve":"pop","point":1,"x":0.45,"y":0.1}"#), on: socket)
        #expect(reader.waitFor(#""command":"point pop 1 0.45 0.1""#) != nil)
        let growth = HostileClient.residentMegabytes(of: serving.shell.pid) - before
        print("serve abuse: a 10 MiB message refused by its declared length; the shell grew by \(String(format: "%.1f", growth)) MB")
        #expect(growth < 5)
    }

    @Test func aPageSendingTooFastIsToldSoAndItsExtraMessagesAreDropped() throws {
        let serving = try ServingShell()
        let socket = try WebSocketProbe.open(port: serving.port, token: serving.token)
        defer { close(socket) }
        let reader = HostileClient.FrameReader(socket: socket)
        let flood = (0..<5000).flatMap { _ in HostileClient.textFrame(#"{"id":1}"#) }
        HostileClient.send(flood, on: socket)
        let notice = reader.waitFor("messages a second")
        #expect(notice?.contains("the page sends more than 500 messages a second; the extra ones are dropped") == true)
    }

    // MARK: - The shell's keyboard

    /// Types `count` commands and returns how long each took to answer: during `flood` sent on a
    /// page's socket, or with none.
    private func latencies(of serving: ServingShell, count: Int, during flood: [UInt8]?, first: Int = 0) throws -> [Double] {
        let socket = try WebSocketProbe.open(port: serving.port, token: serving.token)
        defer { close(socket) }
        if let flood { Thread { HostileClient.send(flood, on: socket) }.start() }
        var seconds: [Double] = []
        for index in first..<(first + count) {
            let start = Date()
            try serving.shell.send("k\(index) = bezier 0.1 0.2 0.3 0.7\(index)1\r")
            try serving.shell.expect("cubic-bezier(0.1, 0.2, 0.3, 0.7\(index)1)", timeout: 60)
            seconds.append(Date().timeIntervalSince(start))
        }
        return seconds
    }

    /// Commands typed during a flood answer within 1 s at the 99th percentile of 40 (the benchmark
    /// holds them to 50 ms on a quiet machine; the whole suite runs in parallel on two cores, and
    /// with a build beside it one of 40 took 511 ms), or, on a machine so busy that they take
    /// longer without a flood, within eight times that, and never over 2 s. (Before issue 34
    /// they took up to 2.1 s during edits and 17–33 s during exports on a quiet machine.)
    private func expectPrompt(_ serving: ServingShell, during flood: [UInt8], _ what: String) throws {
        let quiet = try latencies(of: serving, count: 20, during: nil)
        let flooded = try latencies(of: serving, count: 40, during: flood, first: 20)
        let bound = max(1.0, min(2.0, 8 * p99(quiet)))
        print(
            "serve abuse: during \(what), typed commands answered in median \(milliseconds(flooded.sorted()[20])), p99 \(milliseconds(p99(flooded))) (without it: p99 \(milliseconds(p99(quiet))))"
        )
        #expect(p99(flooded) <= bound)
    }

    private func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }

    @Test(Thorough.only) func commandsTypedDuringAFloodOf5000EditsAnswerWithinAFewFrames() throws {
        let serving = try ServingShell()
        let flood = (0..<5000).flatMap { index in
            HostileClient.textFrame(#"{"id":\#(index),"type":"point","curve":"pop","point":1,"x":0.\#(index % 9 + 1),"y":0.1}"#)
        }
        try expectPrompt(serving, during: flood, "5,000 edits")
        let shown = String(decoding: serving.shell.transcript, as: UTF8.self)
        #expect(shown.contains("curves> point pop 1"), "the page's edits ran between the commands")
    }

    @Test(Thorough.only) func commandsTypedDuringAFloodOf5000ExportsAnswerWithinAFewFrames() throws {
        let serving = try ServingShell(lines: ["pop = spring stiffness=170 damping=12"])
        let flood = (0..<5000).flatMap { index in HostileClient.textFrame(#"{"id":\#(index),"type":"export","curve":"pop"}"#) }
        let before = HostileClient.cpuSeconds(of: serving.shell.pid)
        try expectPrompt(serving, during: flood, "5,000 exports")
        // One export of a spring takes a tenth of a second or more: made once per revision, the
        // flood costs a few of them (each typed command is a new revision), not 5,000.
        let cpu = HostileClient.cpuSeconds(of: serving.shell.pid) - before
        print("serve abuse: the shell's CPU during the 5,000 exports: \(String(format: "%.2f", cpu)) s")
        #expect(cpu < 10)
    }

    /// A page shows only the last export it asked for: of three requests sent at once for three
    /// springs (an export takes a tenth of a second or more, so the second cannot start before
    /// the third arrives), the third is answered and the second is replaced unanswered (the first
    /// is answered only if it started before the others were read).
    @Test(Thorough.only) func aPagesNewerExportRequestReplacesAnOlderOneThatHasNotStarted() throws {
        let serving = try ServingShell(lines: [
            "s1 = spring stiffness=170 damping=12", "s2 = spring stiffness=200 damping=9", "s3 = spring stiffness=120 damping=7",
        ])
        let socket = try WebSocketProbe.open(port: serving.port, token: serving.token)
        defer { close(socket) }
        let reader = HostileClient.FrameReader(socket: socket)
        let requests = (1...3).flatMap { index in HostileClient.textFrame(#"{"id":\#(index),"type":"export","curve":"s\#(index)"}"#) }
        HostileClient.send(requests, on: socket)
        var answered: [String] = []
        while let message = reader.next(timeout: 3) {
            if message.contains(#""type":"export""#) { answered.append(message) }
        }
        let ids = answered.compactMap { message in (1...3).first { message.contains(#""id":\#($0),"curve":"s\#($0)""#) } }
        #expect(ids.last == 3, "answers: \(answered.map { $0.prefix(60) })")
        #expect(!ids.contains(2))
        #expect(ids.count == answered.count && ids.count <= 2)
    }

    // MARK: - Durability

    @Test func anEditThePageIsToldIsDoneIsAlreadyInTheRecoveryFile() throws {
        let serving = try ServingShell()
        let socket = try WebSocketProbe.open(port: serving.port, token: serving.token)
        defer { close(socket) }
        let reader = HostileClient.FrameReader(socket: socket)
        for index in 0..<30 {
            // Ending in 7: the shell writes the number as it was given.
            let x = "0.3\(index)7"
            HostileClient.send(
                HostileClient.textFrame(#"{"id":\#(index),"type":"point","curve":"pop","point":1,"x":\#(x),"y":0.1}"#), on: socket)
            let acknowledgement = reader.waitFor(#""command":"point pop 1 \#(x) 0.1""#)
            #expect(acknowledgement != nil)
            #expect(try serving.recoveryText().contains("point pop 1 \(x) 0.1"), "edit \(index) acknowledged before it was on disk")
        }
    }
}
