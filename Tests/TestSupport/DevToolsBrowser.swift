import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A headless Chromium driven through its DevTools protocol over a pipe
/// (`--remote-debugging-pipe`: commands on the child's fd 3, replies and events on its fd 4,
/// each a JSON text ended by a NUL byte), so the tests need no WebSocket client of their own.
/// One page is attached (flat session); every wait has a deadline; the browser is killed when
/// the value goes away.
public final class DevToolsBrowser {
    public static let candidates = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]

    /// The first candidate browser on PATH.
    public static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for name in candidates {
            for directory in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
                return "\(directory)/\(name)"
            }
        }
        return nil
    }()

    /// Whether the browser tests run: with a browser installed, and always on CI (where a missing
    /// browser must fail them, not skip them).
    public static var shouldRun: Bool { executable != nil || ProcessInfo.processInfo.environment["CI"] != nil }

    private let pid: pid_t
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private let profile: TemporaryDirectory
    private var buffer: [UInt8] = []
    private var nextID = 1
    /// Events received while waiting for replies, oldest first.
    public private(set) var events: [[String: Any]] = []
    private var session: String?

    /// `extraArguments`: more Chromium switches (the benchmark passes CURVES_BENCH_CHROMIUM_FLAGS,
    /// e.g. to record a trace).
    public init(width: Int = 1200, height: Int = 900, extraArguments: [String] = []) throws {
        guard let executable = Self.executable else {
            throw TestFailure("no Chromium found: install it (apt-get install -y chromium) to run the live page's browser tests")
        }
        profile = try TemporaryDirectory()
        var commands: [Int32] = [-1, -1], replies: [Int32] = [-1, -1]
        guard pipe(&commands) == 0, pipe(&replies) == 0 else { throw TestFailure("pipe: \(String(cString: strerror(errno)))") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        let log = profile.url.appendingPathComponent("chromium.log").path
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        posix_spawn_file_actions_adddup2(&actions, commands[0], 3)
        posix_spawn_file_actions_adddup2(&actions, replies[1], 4)
        let arguments =
            [
                executable, "--headless", "--disable-gpu", "--no-sandbox", "--disable-dev-shm-usage",
                "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--mute-audio",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--user-data-dir=\(profile.url.appendingPathComponent("profile").path)",
                "--window-size=\(width),\(height)", "--remote-debugging-pipe",
            ] + extraArguments + ["about:blank"]
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = profile.url.path
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, nil, argv, envp)
        close(commands[0])
        close(replies[1])
        guard result == 0 else {
            close(commands[1])
            close(replies[0])
            throw TestFailure("posix_spawn \(executable): \(String(cString: strerror(result)))")
        }
        pid = child
        toBrowser = commands[1]
        fromBrowser = replies[0]
        _ = fcntl(toBrowser, F_SETFD, FD_CLOEXEC)
        _ = fcntl(fromBrowser, F_SETFD, FD_CLOEXEC)
        let targets = try call("Target.getTargets", browserLevel: true)
        let infos = (targets["targetInfos"] as? [[String: Any]]) ?? []
        guard let page = infos.first(where: { $0["type"] as? String == "page" })?["targetId"] as? String else {
            throw TestFailure("Chromium has no page target: \(infos)")
        }
        let attached = try call("Target.attachToTarget", ["targetId": page, "flatten": true], browserLevel: true)
        session = attached["sessionId"] as? String
        _ = try call("Page.enable")
        _ = try call("Runtime.enable")
    }

    deinit {
        close(toBrowser)
        close(fromBrowser)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    /// Sends a command and waits for its reply's `result`; throws with the browser's error.
    @discardableResult
    public func call(_ method: String, _ parameters: [String: Any] = [:], browserLevel: Bool = false, timeout: TimeInterval = 20) throws
        -> [String: Any]
    {
        let id = try send(method, parameters, browserLevel: browserLevel)
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let reply = try nextMessage(deadline: deadline, waitingFor: method)
            guard reply["id"] as? Int == id else {
                if reply["method"] != nil { events.append(reply) }
                continue
            }
            if let error = reply["error"] as? [String: Any] { throw TestFailure("\(method): \(error)") }
            return (reply["result"] as? [String: Any]) ?? [:]
        }
    }

    /// Sends a command without waiting for its reply (which ``handleEvents(until:_:)`` and
    /// ``call(_:_:browserLevel:timeout:)`` then pass over).
    @discardableResult
    public func send(_ method: String, _ parameters: [String: Any] = [:], browserLevel: Bool = false) throws -> Int {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if !browserLevel, let session { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw TestFailure("writing to Chromium: \(String(cString: strerror(errno)))")
            }
            offset += written
        }
        return id
    }

    /// Hands every event that arrives until `deadline` to `handle` as it arrives (replies are
    /// passed over): for events that must be answered at once, such as a screencast's frames.
    public func handleEvents(until deadline: Date, _ handle: ([String: Any]) throws -> Void) throws {
        while deadline.timeIntervalSinceNow > 0 {
            let message: [String: Any]
            do {
                message = try nextMessage(deadline: deadline, waitingFor: "events")
            } catch  where deadline.timeIntervalSinceNow <= 0 {
                return
            }
            if message["method"] != nil { try handle(message) }
        }
    }

    private func nextMessage(deadline: Date, waitingFor what: String) throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let data = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                if let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] { return object }
                continue
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw TestFailure("Chromium did not answer \(what) in time") }
            var descriptor = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(min(remaining * 1000, 60_000)) + 1) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = read(fromBrowser, &chunk, chunk.count)
            guard count > 0 else { throw TestFailure("Chromium closed its DevTools pipe (waiting for \(what))") }
            buffer += chunk[0..<count]
        }
    }

    /// Loads `url` and waits for its load event.
    public func navigate(_ url: String) throws {
        events.removeAll()
        _ = try call("Page.navigate", ["url": url])
        try waitUntil("document.readyState === 'complete'")
    }

    /// The value of a JavaScript expression in the page (promises awaited); throws on an exception.
    public func evaluate(_ expression: String) throws -> Any? {
        let reply = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = reply["exceptionDetails"] { throw TestFailure("\(expression): \(exception)") }
        return (reply["result"] as? [String: Any])?["value"]
    }

    /// Waits until a JavaScript condition holds in the page.
    public func waitUntil(_ condition: String, timeout: TimeInterval = 10) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if (try? evaluate("Boolean(\(condition))")) as? Bool == true { return }
            guard Date() < deadline else { throw TestFailure("the page never satisfied \(condition) within \(timeout) s") }
            usleep(20_000)
        }
    }

    /// The centre of the first element matching `selector`, in CSS pixels of the viewport.
    public func centre(of selector: String) throws -> (x: Double, y: Double) {
        let quoted = try String(decoding: JSONSerialization.data(withJSONObject: [selector]), as: UTF8.self)
        let value = try evaluate(
            """
            (() => { const e = document.querySelector(\(quoted)[0]); if (!e) return null;
              e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()
            """)
        guard let point = value as? [Double], point.count == 2 else { throw TestFailure("no element matches \(selector)") }
        return (point[0], point[1])
    }

    /// A mouse event as a person's mouse makes it (`mousePressed`, `mouseMoved`, `mouseReleased`).
    public func mouse(_ type: String, x: Double, y: Double, pressed: Bool) throws {
        try call(
            "Input.dispatchMouseEvent",
            [
                "type": type, "x": x, "y": y, "button": "left", "buttons": pressed ? 1 : 0, "clickCount": 1, "pointerType": "mouse",
            ])
    }

    /// Presses and releases the left button on the element matching `selector`.
    public func click(_ selector: String) throws {
        let point = try centre(of: selector)
        try mouse("mousePressed", x: point.x, y: point.y, pressed: true)
        try mouse("mouseReleased", x: point.x, y: point.y, pressed: false)
    }

    /// Drags from one point to another in `steps` moves, as a hand does.
    public func drag(from start: (x: Double, y: Double), to end: (x: Double, y: Double), steps: Int = 5) throws {
        try mouse("mouseMoved", x: start.x, y: start.y, pressed: false)
        try mouse("mousePressed", x: start.x, y: start.y, pressed: true)
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            try mouse("mouseMoved", x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f, pressed: true)
        }
        try mouse("mouseReleased", x: end.x, y: end.y, pressed: false)
    }

    /// A key pressed and released on the focused element (`ArrowUp` …), with Shift when asked.
    public func press(key: String, code: Int, shift: Bool = false) throws {
        for type in ["rawKeyDown", "keyUp"] {
            try call(
                "Input.dispatchKeyEvent",
                ["type": type, "key": key, "code": key, "windowsVirtualKeyCode": code, "modifiers": shift ? 8 : 0])
        }
    }

    /// Console errors and uncaught exceptions the page reported so far.
    public var pageErrors: [String] {
        events.compactMap { event in
            guard let method = event["method"] as? String, let params = event["params"] as? [String: Any] else { return nil }
            if method == "Runtime.exceptionThrown" { return "\(params["exceptionDetails"] ?? params)" }
            if method == "Runtime.consoleAPICalled", params["type"] as? String == "error" { return "\(params["args"] ?? params)" }
            return nil
        }
    }
}
