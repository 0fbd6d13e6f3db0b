import CurveKit
import Foundation
import TestSupport
import Workbench

#if canImport(Glibc)
import Glibc
#endif

/// Start-up of the release-built `curves` binary, and load / save of a large session in a child
/// process (so its peak memory is the session's, not the benchmark's).
enum ProcessBenchmarks {
    /// The repository root (Benchmarks/Sources/curves-bench/ProcessBenchmarks.swift → ../../..).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The release `curves` binary: $CURVES_BIN, else one already built, else built now into
    /// .build-release (its own scratch path, so it never waits on the lock of .build).
    static func curvesBinary(log: (String) -> Void) -> String? {
        if let path = ProcessInfo.processInfo.environment["CURVES_BIN"] { return path }
        let candidates = [".build-release/release/curves", ".build/release/curves"].map { root.appendingPathComponent($0).path }
        if ProcessInfo.processInfo.environment["CURVES_BENCH_REBUILD"] == nil,
            let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        {
            return found
        }
        log("building curves (release) into .build-release for the start-up figures…")
        let status = run(
            "/usr/bin/env",
            [
                "swift", "build", "-c", "release", "--product", "curves",
                "--package-path", root.path, "--scratch-path", root.appendingPathComponent(".build-release").path,
            ],
            quiet: true)
        return status == 0 && FileManager.default.isExecutableFile(atPath: candidates[0]) ? candidates[0] : nil
    }

    /// Runs a program to completion; its output goes to /dev/null when `quiet`.
    @discardableResult
    static func run(
        _ executable: String, _ arguments: [String], quiet: Bool, environment: [String: String]? = nil,
        usage: UnsafeMutablePointer<rusage>? = nil
    ) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if quiet {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let env = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            env.forEach { free($0) }
        }
        var child: pid_t = 0
        guard posix_spawn(&child, executable, &actions, nil, argv, env) == 0 else { return -1 }
        var status: Int32 = 0
        var local = rusage()
        wait4(child, &status, 0, &local)
        usage?.pointee = local
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
    }

    /// Runs a program to completion, its output to /dev/null: its exit status, wall time and CPU
    /// time (user + system, with the children it waited for), in milliseconds.
    static func timed(_ executable: String, _ arguments: [String], environment: [String: String]) -> (
        status: Int32, wall: Double, cpu: Double
    ) {
        var usage = rusage()
        let start = Clock.wall()
        let status = run(executable, arguments, quiet: true, environment: environment, usage: &usage)
        let wall = Double(Clock.wall() - start) / 1e6
        return (status, wall, milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime))
    }

    /// A private environment for the child: its own state directory (history, recovery file).
    static func environment(state: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = state
        environment["CURVES_HISTORY"] = state + "/history"
        environment["CURVES_RECOVERY"] = state + "/recovery.json"
        environment["TERM"] = "xterm"
        environment["NO_COLOR"] = "1"
        return environment
    }

    static func startup(into report: inout Report, quick: Bool, log: (String) -> Void) {
        guard let binary = curvesBinary(log: log) else {
            report.add(
                "startup_ms", "start-up: `curves -e list` to exit", nil, unit: "ms", target: "≤ 100 ms",
                note: "could not build the release curves binary")
            report.add("first_prompt_ms", "start-up: to the first prompt on a terminal", nil, unit: "ms", target: "≤ 100 ms")
            return
        }
        let state = NSTemporaryDirectory() + "curves-bench-\(getpid())"
        try? FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: state) }
        let environment = environment(state: state)
        var walls: [Double] = []
        var cpus: [Double] = []
        let runs = quick ? 9 : 31
        for index in 0..<(runs + 2) {
            let (status, wall, cpu) = timed(binary, ["-e", "list"], environment: environment)
            guard status == 0 else { log("curves -e list exited with \(status)"); break }
            if index < 2 { continue }  // warm-up: page cache, dynamic loader
            walls.append(wall)
            cpus.append(cpu)
        }
        report.add(
            "startup_ms", "start-up: `curves -e list` to exit (wall)", Samples(values: walls).median, unit: "ms",
            target: "≤ 100 ms", limit: 100)
        report.add("startup_cpu_ms", "… its CPU time (user + system)", Samples(values: cpus).median, unit: "ms")
        var prompts: [Double] = []
        for index in 0..<(quick ? 7 : 21) + 1 {
            guard let time = timeToPrompt(binary, environment: environment) else { break }
            if index > 0 { prompts.append(time) }
        }
        report.add(
            "first_prompt_ms", "start-up: to the first prompt on a terminal (wall)",
            prompts.isEmpty ? nil : Samples(values: prompts).median, unit: "ms", target: "≤ 100 ms", limit: 100,
            note: prompts.isEmpty ? "could not drive curves on a pseudo-terminal" : "")
        report.add(extra: "curves_binary", binary)
    }

    /// `curves -e 'sample ease 1000000'` (and with --json) into a pipe: wall time to exit and
    /// peak memory (maximum resident set) of the child, medians of a few runs.
    static func bigOutput(into report: inout Report, quick: Bool, log: (String) -> Void) {
        guard let binary = curvesBinary(log: log) else {
            report.add(
                "sample_1m_pipe_ms", "`sample ease 1000000` into a pipe (text)", nil, unit: "ms", target: "≤ 1000 ms",
                note: "could not build the release curves binary")
            return
        }
        let state = NSTemporaryDirectory() + "curves-bench-pipe-\(getpid())"
        try? FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: state) }
        let environment = environment(state: state)
        for (key, label, arguments) in [
            ("sample_1m_pipe", "`sample ease 1000000` into a pipe (text)", ["-e", "sample ease 1000000"]),
            ("sample_1m_json_pipe", "… with --json", ["--json", "-e", "sample ease 1000000"]),
        ] {
            var walls: [Double] = []
            var peaks: [Double] = []
            for _ in 0..<(quick ? 3 : 7) {
                var usage = rusage()
                let start = Clock.wall()
                // Quiet: stdout goes to /dev/null, a pipe-like sink with no terminal.
                let status = run(binary, arguments, quiet: true, environment: environment, usage: &usage)
                guard status == 0 else { log("curves \(arguments) exited with \(status)"); break }
                walls.append(Double(Clock.wall() - start) / 1e6)
                peaks.append(Double(usage.ru_maxrss) / 1024)
            }
            report.add(
                "\(key)_ms", label + " (wall)", walls.isEmpty ? nil : Samples(values: walls).median, unit: "ms",
                target: "≤ 1000 ms", limit: 1000)
            report.add(
                "\(key)_peak_mb", "… its peak memory", peaks.isEmpty ? nil : Samples(values: peaks).median, unit: "MB",
                target: "≤ 100 MB", limit: 100)
        }
    }

    static func milliseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1e3 + Double(time.tv_usec) / 1e3 }

    /// Milliseconds from spawning `curves` on a pseudo-terminal until it prints "curves> ".
    static func timeToPrompt(_ binary: String, environment: [String: String]) -> Double? {
        let start = Clock.wall()
        guard let shell = try? TerminalSession(executable: binary, environment: environment) else { return nil }
        defer { shell.finish() }
        guard (try? shell.expect("curves> ")) != nil else { return nil }
        return Double(Clock.wall() - start) / 1e6
    }

    // MARK: Session load and save

    /// A session file with `curves` curves of every common kind, `animations` animations
    /// (one for every tenth curve by default) paced by them, and one history line each,
    /// written the way `save` writes it.
    static func makeSession(curves count: Int, animations animationCount: Int? = nil, at path: String) throws {
        var generator = SplitMix64(seed: 0x5E55)
        var named: [NamedCurve] = []
        var history: [String] = []
        let penners = Penner.all
        for index in 0..<count {
            let name = String(format: "c%05d", index)
            let curve: Curve
            let command: String
            switch index % 10 {
            case 0..<6:
                let (x1, y1, x2, y2) = (generator.unit(), generator.uniform(-0.5, 1.5), generator.unit(), generator.uniform(-0.5, 1.5))
                curve = .bezier(try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))
                command = "\(name) = bezier \(x1) \(y1) \(x2) \(y2)"
            case 6, 7:
                let penner = penners[Int(generator.next() % UInt64(penners.count))]
                curve = .penner(penner)
                command = "\(name) = \(penner.name)"
            case 8:
                let rate = generator.uniform(1, 20)
                curve = .exponentialDecay(try ExponentialDecay(rate: rate))
                command = "\(name) = expo-decay \(rate)"
            default:
                let steps = 1 + Int(generator.next() % 12)
                curve = .steps(try Steps(count: steps))
                command = "\(name) = steps \(steps)"
            }
            named.append(NamedCurve(name: name, curve: curve, description: index % 7 == 0 ? "generated curve \(index)" : nil))
            history.append(command)
        }
        var session = Session(curves: named)
        let keyPaths: [(String, AnimationValue, AnimationValue)] = [
            ("opacity", .number(0), .number(1)),
            ("position", .pair(0, 0), .pair(320, 480)),
            ("bounds", .rect(x: 0, y: 0, width: 10, height: 10), .rect(x: 0, y: 0, width: 200, height: 120)),
            ("backgroundColor", .colour(red: 1, green: 0, blue: 0, alpha: 1), .colour(red: 0, green: 0.5, blue: 1, alpha: 0.5)),
        ]
        let animations = min(animationCount ?? count / 10, count)
        for index in 0..<animations {
            let paced = named[(index * 10) % count]
            let (keyPath, from, to) = keyPaths[index % keyPaths.count]
            let name = String(format: "a%05d", index)
            session.define(
                try Animation(
                    name: name, keyPath: keyPath, from: from, to: to, duration: 0.25 + Double(index % 8) * 0.25,
                    curveName: paced.name, curve: paced.curve))
            history.append("anim \(name) \(keyPath) \(paced.name)")
        }
        let file = SessionFile(
            session: session, description: "benchmark session: \(count) curves, \(animations) animations",
            history: history.map { JournalEntry($0) })
        try Data(file.json.prettyPrinted.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Runs in the child (`curves-bench session-child FILE`): load then save through the
    /// interpreter, as the `load` and `save` commands do, and print one JSON line.
    static func sessionChild(file: String) -> Int32 {
        let baseline = currentResidentMB()
        var interpreter = Interpreter(settings: Settings(), fileSystem: LocalFileSystem())
        let copy = file + ".saved.json"
        var wallStart = Clock.wall()
        var start = Clock.threadCPU()
        let loaded = interpreter.execute("load \(quoted(file))")
        let load = Double(Clock.threadCPU() - start) / 1e6
        let loadWall = Double(Clock.wall() - wallStart) / 1e6
        wallStart = Clock.wall()
        start = Clock.threadCPU()
        let saved = interpreter.execute("save \(quoted(copy)) force")
        let save = Double(Clock.threadCPU() - start) / 1e6
        let saveWall = Double(Clock.wall() - wallStart) / 1e6
        try? FileManager.default.removeItem(atPath: copy)
        let problems = [loaded.error, saved.error].compactMap { $0 }
        print(
            "{\"load_ms\": \(load), \"save_ms\": \(save), \"load_wall_ms\": \(loadWall), \"save_wall_ms\": \(saveWall), "
                + "\"peak_mb\": \(peakResidentMB()), \"baseline_mb\": \(baseline), \"curves\": \(interpreter.session.curves.count), "
                + "\"animations\": \(interpreter.session.animations.count), "
                + "\"error\": \(Report.quote(problems.joined(separator: "; ")))}")
        return problems.isEmpty ? 0 : 1
    }

    static func quoted(_ path: String) -> String { "\"" + path + "\"" }

    static func session(into report: inout Report, quick: Bool, log: (String) -> Void) {
        let directory = NSTemporaryDirectory() + "curves-bench-session-\(getpid())"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/session.json"
        let curves = 10_000
        do { try makeSession(curves: curves, at: path) } catch {
            report.add(
                "load_ms", "load a session of 10,000 curves + 1,000 animations", nil, unit: "ms", target: "≤ 300 ms",
                note: "could not write the session: \(error)")
            return
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        var results: [[String: Any]] = []
        for _ in 0..<(quick ? 3 : 5) {
            guard let line = childOutput(CommandLine.arguments[0], ["session-child", path]),
                let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            else { break }
            if let error = object["error"] as? String, !error.isEmpty { log("session child: \(error)") }
            results.append(object)
        }
        func median(_ key: String) -> Double? {
            results.isEmpty ? nil : Samples(values: results.compactMap { ($0[key] as? NSNumber)?.doubleValue }).median
        }
        report.add(
            "load_ms", "load a session of 10,000 curves + 1,000 animations (CPU)", median("load_ms"), unit: "ms",
            target: "≤ 300 ms", limit: 300)
        report.add("save_ms", "save it (CPU)", median("save_ms"), unit: "ms", target: "≤ 300 ms", limit: 300)
        report.add("peak_mb", "peak memory of load + save (child VmHWM)", median("peak_mb"), unit: "MB", target: "≤ 100 MB", limit: 100)
        report.add(extra: "load_wall_ms", median("load_wall_ms") ?? .nan)
        report.add(extra: "save_wall_ms", median("save_wall_ms") ?? .nan)
        report.add(extra: "session_baseline_mb", median("baseline_mb") ?? .nan)
        report.add(extra: "session_file_bytes", size)
        report.add(extra: "session_curves", curves)
        report.add(extra: "session_animations", results.first.flatMap { ($0["animations"] as? NSNumber)?.intValue } ?? 0)

        // Growth of load and save with the number of curves (one child run each).
        var growth: [(String, Any)] = []
        var lines: [String] = []
        for count in [1_250, 2_500, 5_000] {
            let smaller = directory + "/session-\(count).json"
            guard (try? makeSession(curves: count, at: smaller)) != nil,
                let line = childOutput(CommandLine.arguments[0], ["session-child", smaller]),
                let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let load = (object["load_ms"] as? NSNumber)?.doubleValue, let save = (object["save_ms"] as? NSNumber)?.doubleValue
            else { continue }
            growth.append((String(count), Report.OrderedObject([("load_ms", load), ("save_ms", save)])))
            lines.append("\(count) curves: load \(String(format: "%.0f", load)) ms, save \(String(format: "%.0f", save)) ms")
        }
        if let load = median("load_ms"), let save = median("save_ms") {
            growth.append((String(curves), Report.OrderedObject([("load_ms", load), ("save_ms", save)])))
            lines.append("\(curves) curves: load \(String(format: "%.0f", load)) ms, save \(String(format: "%.0f", save)) ms")
        }
        report.add(extra: "session_ms_by_curves", Report.OrderedObject(growth))
        report.section("load and save as the session grows (linear growth: ×2 per row):", lines)

        DefinitionBenchmarks.define(into: &report, quick: quick)
    }

    /// The first line a child process prints on standard output.
    static func childOutput(_ executable: String, _ arguments: [String]) -> String? {
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, executable, &actions, nil, argv, environ)
        close(pipe[1])
        defer { close(pipe[0]) }
        guard spawned == 0 else { return nil }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(pipe[0], &buffer, buffer.count)
            if count <= 0 { break }
            output += buffer[..<count]
        }
        var status: Int32 = 0
        waitpid(child, &status, 0)
        return String(decoding: output, as: UTF8.self).split(separator: "\n").first.map(String.init)
    }
}
