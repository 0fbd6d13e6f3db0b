import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Drives an installed Chromium (or Chrome) in headless mode without any npm tooling:
/// `--dump-dom` prints the DOM after the page's scripts have run, and
/// `--virtual-time-budget` lets timers, animation frames and load handlers finish first.
/// Each run gets its own HOME and profile directory and is killed after a timeout.
struct HeadlessChromium: Sendable {
    let executable: String

    /// The browser on PATH, if any (the one the DevTools tests drive).
    static func find() -> HeadlessChromium? {
        DevToolsBrowser.executable.map(HeadlessChromium.init)
    }

    static let skipMessage: Comment = """
        no browser found: install Chromium (apt-get install -y chromium) or put chromium, \
        chromium-browser or google-chrome on PATH to run the browser tests
        """

    struct Run: Sendable {
        var dom: String
        var stderr: String
        var seconds: Double
        var timedOut: Bool
        var status: Int32

        /// Console messages Chromium logged (`--enable-logging=stderr`), whatever their level.
        var consoleLines: [String] {
            stderr.split(separator: "\n").map(String.init).filter { $0.contains(":CONSOLE") }
        }
    }

    /// Loads `page` headless and returns the DOM after `virtualTimeBudget` ms of virtual time,
    /// or, with nil, in real time once the page has loaded (animation frames only run then).
    func dumpDOM(of page: URL, workDirectory: URL, virtualTimeBudget: Int? = 5000, timeout: Double = 60) throws -> Run {
        let home = workDirectory.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let output = workDirectory.appendingPathComponent("dom.html")
        let errors = workDirectory.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let outputHandle = try FileHandle(forWritingTo: output)
        let errorHandle = try FileHandle(forWritingTo: errors)
        defer {
            try? outputHandle.close()
            try? errorHandle.close()
        }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments =
            [
                "--headless", "--disable-gpu", "--no-sandbox", "--disable-dev-shm-usage",
                "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--mute-audio",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--user-data-dir=\(home.appendingPathComponent("profile").path)",
                "--enable-logging=stderr", "--v=0",
            ] + (virtualTimeBudget.map { ["--virtual-time-budget=\($0)"] } ?? []) + [
                "--dump-dom", page.absoluteString,
            ]
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent(".config").path
        environment["XDG_CACHE_HOME"] = home.appendingPathComponent(".cache").path
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outputHandle
        process.standardError = errorHandle

        let start = Date()
        try process.run()
        var timedOut = false
        while process.isRunning {
            if Date().timeIntervalSince(start) > timeout {
                timedOut = true
                process.terminate()
                let grace = Date()
                while process.isRunning && Date().timeIntervalSince(grace) < 3 { usleep(50_000) }
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                break
            }
            usleep(20_000)
        }
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        return Run(
            dom: (try? String(contentsOf: output, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: errors, encoding: .utf8)) ?? "",
            seconds: seconds, timedOut: timedOut, status: process.terminationStatus)
    }
}
