import Foundation
import Workbench

#if canImport(Glibc)
import Glibc
#endif

/// Clocks and medians for the benchmarks (the seeded generator is TestSupport's).
enum Clock {
    /// CPU time of the calling thread, in nanoseconds. In-process figures use it: on a machine
    /// shared with other builds, wall time also counts the time this thread was not running.
    static func threadCPU() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    /// Monotonic wall time, in nanoseconds.
    static func wall() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }
}

/// Repeated measurements of one quantity.
struct Samples: CustomStringConvertible {
    var values: [Double]

    var median: Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
    var minimum: Double { values.min() ?? .nan }
    var maximum: Double { values.max() ?? .nan }
    var description: String { "median \(median) (min \(minimum), max \(maximum), n = \(values.count))" }
}

/// Runs `body` `warmUp` times untimed, then `repetitions` times, and returns the thread CPU
/// time of each timed run divided by `perRun` (so the unit is "per operation"), in ns.
func measureCPU(warmUp: Int = 1, repetitions: Int, perRun: Double = 1, _ body: () -> Void) -> Samples {
    for _ in 0..<warmUp { body() }
    var values: [Double] = []
    for _ in 0..<repetitions {
        let start = Clock.threadCPU()
        body()
        values.append(Double(Clock.threadCPU() - start) / perRun)
    }
    return Samples(values: values)
}

/// The CPU time of a shell command, in ms per run (``measureCPU(warmUp:repetitions:perRun:_:)``);
/// a command that fails stops the benchmark, naming it.
func measureCommand(_ command: String, in interpreter: inout Interpreter, repetitions: Int) -> Samples {
    measureCPU(warmUp: 1, repetitions: repetitions, perRun: 1e6) {
        let reply = interpreter.execute(command)
        precondition(reply.error == nil, "\(command) failed: \(reply.error ?? "")")
        blackHole(reply)
    }
}

/// Keeps a result alive so the optimiser cannot drop the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Facts about the machine, printed with every run.
enum Machine {
    static var cpu: String {
        let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let line = info.split(separator: "\n").first { $0.hasPrefix("model name") }
        return line.map { String($0.split(separator: ":", maxSplits: 1).last ?? "").trimmingCharacters(in: .whitespaces) } ?? "unknown"
    }

    static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

    static var memoryGB: Double { Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824 }

    /// The 1-minute load average: above the core count, other work competed for the CPU.
    static var loadAverage: Double {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return Double(text.split(separator: " ").first ?? "") ?? .nan
    }

    static var date: String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: Date())
    }
}

/// The peak resident set size of this process, in MB: VmHWM of /proc/self/status (in KiB).
/// Not ru_maxrss: Linux carries that over exec, so a child spawned by this benchmark would
/// report the benchmark's own peak whenever it is the larger.
func peakResidentMB() -> Double {
    let text = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kib = Double(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    else { return .nan }
    return kib / 1024
}

/// The current resident set size of this process, in MB.
func currentResidentMB() -> Double {
    let text = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
    let pages = Double(text.split(separator: " ").dropFirst().first ?? "") ?? .nan
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}
