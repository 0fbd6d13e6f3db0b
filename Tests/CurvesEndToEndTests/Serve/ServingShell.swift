import Foundation
import TestSupport
import Testing

/// A shell on a pseudo-terminal with `serve open=no` running, and the address it printed.
final class ServingShell {
    let sandbox: ShellTests.Sandbox
    let shell: TerminalSession
    let address: String
    let port: Int
    let token: String

    /// Starts the shell, types `lines`, then `serve open=no` (with `port=N` when given; or
    /// starts `curves --serve` with no xdg-open on PATH when `flag` is set) and reads the address.
    /// With `descriptorLimit` the shell may open at most that many files (`ulimit -n`). The
    /// terminal is `columns` wide.
    init(
        lines: [String] = ["pop = bezier 0.3 0.1 0.2 1"], flag: Bool = false, port requested: Int? = nil, descriptorLimit: Int? = nil,
        columns: Int = 120
    ) throws {
        sandbox = try ShellTests.Sandbox()
        if flag { sandbox.environment["PATH"] = sandbox.directory.url.path }
        let path = try #require(CurvesBinary.path, "the curves executable is built next to the tests")
        let arguments = flag ? ["--serve"] : []
        if let descriptorLimit {
            // The shell execs the binary, so the session's process is the binary's.
            shell = try TerminalSession(
                executable: "/bin/sh", arguments: ["-c", "ulimit -n \(descriptorLimit) && exec \"$0\" \"$@\"", path] + arguments,
                environment: sandbox.environment)
        } else {
            shell = try TerminalSession(executable: path, arguments: arguments, environment: sandbox.environment)
        }
        try shell.resize(columns: columns, rows: 40)
        if !flag {
            try shell.expect("curves> ")
            for line in lines {
                try shell.send(line + "\r")
                try shell.expect("curves> ")
            }
            try shell.send(requested.map { "serve port=\($0) open=no\r" } ?? "serve open=no\r")
        }
        try shell.expect("http://127.0.0.1:")
        let rest = try shell.expect("\n").trimmingCharacters(in: .whitespacesAndNewlines)
        address = "http://127.0.0.1:" + rest
        let parts = rest.split(separator: "/", maxSplits: 1)
        port = Int(parts[0]) ?? 0
        token = String(rest.split(separator: "=").last ?? "")
        try shell.expect("curves> ")
    }

    deinit { shell.finish() }

    /// Types a line and waits for the prompt after it; returns what the shell printed.
    @discardableResult
    func type(_ line: String) throws -> String {
        try shell.send(line + "\r")
        return try shell.expect("curves> ")
    }

    /// The text of the recovery file this shell writes after every change.
    func recoveryText() throws -> String {
        let folder = sandbox.directory.url.appendingPathComponent("state/curves")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasPrefix("recovery-") && $0.hasSuffix(".json")
        }
        return try names.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined(separator: "\n")
    }
}
