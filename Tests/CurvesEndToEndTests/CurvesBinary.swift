import Foundation
import TestSupport

/// Finds the built `curves` executable and runs it to completion with a deadline.
enum CurvesBinary {
    /// The `curves` executable next to the running test bundle (SwiftPM puts both in the same
    /// `.build*/debug` or `release` directory), or `$CURVES_BINARY` when set.
    static let path: String? = {
        let fileManager = FileManager.default
        func executable(in directory: URL) -> String? {
            let candidate = directory.appendingPathComponent("curves").path
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
                fileManager.isExecutableFile(atPath: candidate)
            else { return nil }
            return candidate
        }
        if let path = ProcessInfo.processInfo.environment["CURVES_BINARY"], fileManager.isExecutableFile(atPath: path) {
            return path
        }
        // The test runner itself: /proc/self/exe on Linux, else argv[0] or the main bundle.
        var starts: [URL] = []
        if let running = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            starts.append(URL(fileURLWithPath: running).deletingLastPathComponent())
        }
        starts.append(URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.deletingLastPathComponent())
        starts.append(Bundle.main.bundleURL.deletingLastPathComponent())
        starts.append(Bundle.main.bundleURL)
        for start in starts {
            // Walk up a few levels: on macOS the runner sits inside X.xctest/Contents/MacOS.
            var directory = start
            for _ in 0..<4 {
                if let found = executable(in: directory) { return found }
                directory.deleteLastPathComponent()
            }
        }
        return nil
    }()

    /// What a finished run left behind.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var timedOut: Bool
        var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
    }

    /// Runs `curves` with `arguments`, feeding `input` on stdin (or /dev/null), and waits at most
    /// `timeout` seconds before killing it.
    static func run(
        _ arguments: [String], input: String? = nil, environment: [String: String] = [:],
        timeout: TimeInterval = 20, shell: Bool = false
    ) throws -> Result {
        try run(arguments, bytes: input.map { Data($0.utf8) }, environment: environment, timeout: timeout, shell: shell)
    }

    /// Like ``run(_:input:environment:timeout:shell:)`` with raw bytes on stdin; with `shell`,
    /// runs `/bin/bash` with `arguments` instead of `curves`.
    static func run(
        _ arguments: [String], bytes input: Data?, environment: [String: String] = [:],
        timeout: TimeInterval = 20, shell: Bool = false
    ) throws -> Result {
        guard let path else { throw TestFailure("cannot find the curves executable next to the tests") }
        let scratch = try TemporaryDirectory()
        let outURL = scratch.url.appendingPathComponent("stdout")
        let errURL = scratch.url.appendingPathComponent("stderr")
        let inURL = scratch.url.appendingPathComponent("stdin")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: inURL.path, contents: input ?? Data())

        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell ? "/bin/bash" : path)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["SWIFT_BACKTRACE"] = "enable=no"
        env["CURVES_HISTORY"] = scratch.url.appendingPathComponent("history").path
        env.removeValue(forKey: "NO_COLOR")
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardInput = try FileHandle(forReadingFrom: inURL)
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                process.terminate()
                kill(process.processIdentifier, SIGKILL)
                break
            }
            usleep(10_000)
        }
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self),
            stderr: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self),
            timedOut: timedOut)
    }
}

/// One line of `--json` output as a dictionary.
func jsonObject(_ line: String) throws -> [String: Any] {
    guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
        throw TestFailure("not a JSON object: \(line)")
    }
    return object
}
