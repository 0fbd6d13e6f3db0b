import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A headless Chromium driven through its DevTools protocol over a pipe
/// (`--remote-debugging-pipe`: commands on the child's fd 3, replies and events on fd 4, each a
/// JSON text ended by NUL), attached to its one page. The benchmark's own small copy of what the
/// end-to-end tests use (a separate package cannot share test code).
final class DevToolsPipe {
    private let pid: pid_t
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private let profile: String
    private var buffer: [UInt8] = []
    private var nextID = 1
    private var session: String?

    static var executable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for directory in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
                return "\(directory)/\(name)"
            }
        }
        return nil
    }

    init?(width: Int = 1400, height: Int = 1000) {
        guard let executable = Self.executable else { return nil }
        profile = NSTemporaryDirectory() + "curves-bench-chromium-\(getpid())"
        try? FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: true)
        var commands: [Int32] = [-1, -1], replies: [Int32] = [-1, -1]
        guard pipe(&commands) == 0, pipe(&replies) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, commands[0], 3)
        posix_spawn_file_actions_adddup2(&actions, replies[1], 4)
        let arguments = [
            executable, "--headless", "--disable-gpu", "--no-sandbox", "--disable-dev-shm-usage", "--no-first-run",
            "--disable-extensions", "--mute-audio", "--disable-background-networking", "--disable-component-update",
            "--user-data-dir=\(profile)/profile", "--window-size=\(width),\(height)", "--remote-debugging-pipe", "about:blank",
        ] + (ProcessInfo.processInfo.environment["CURVES_BENCH_CHROMIUM_FLAGS"]?.split(separator: " ").map(String.init) ?? []) + [
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = profile
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, executable, &actions, nil, argv, envp)
        close(commands[0])
        close(replies[1])
        pid = child
        toBrowser = commands[1]
        fromBrowser = replies[0]
        guard spawned == 0,
            let targets = call("Target.getTargets", browserLevel: true)?["targetInfos"] as? [[String: Any]],
            let page = targets.first(where: { $0["type"] as? String == "page" })?["targetId"] as? String,
            let attached = call("Target.attachToTarget", ["targetId": page, "flatten": true], browserLevel: true)
        else { return nil }
        session = attached["sessionId"] as? String
        _ = call("Page.enable")
    }

    deinit {
        close(toBrowser)
        close(fromBrowser)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        try? FileManager.default.removeItem(atPath: profile)
    }

    /// Sends a command and returns its result (nil on an error or after 30 s).
    @discardableResult
    func call(_ method: String, _ parameters: [String: Any] = [:], browserLevel: Bool = false) -> [String: Any]? {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if !browserLevel, let session { message["sessionId"] = session }
        guard var bytes = try? [UInt8](JSONSerialization.data(withJSONObject: message)) else { return nil }
        bytes.append(0)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
            if written <= 0 { return nil }
            offset += written
        }
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if let end = buffer.firstIndex(of: 0) {
                let data = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any], object["id"] as? Int == id else { continue }
                return object["error"] == nil ? (object["result"] as? [String: Any]) ?? [:] : nil
            }
            var descriptor = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 1000) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = read(fromBrowser, &chunk, chunk.count)
            guard count > 0 else { return nil }
            buffer += chunk[0..<count]
        }
        return nil
    }

    /// The value of a JavaScript expression (promises awaited).
    func evaluate(_ expression: String) -> Any? {
        let reply = call("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        return (reply?["result"] as? [String: Any])?["value"]
    }

    func mouse(_ type: String, _ x: Double, _ y: Double, pressed: Bool) {
        call("Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "left", "buttons": pressed ? 1 : 0, "clickCount": 1])
    }
}
