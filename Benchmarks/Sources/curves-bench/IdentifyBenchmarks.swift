import CurveKit
import Foundation
import TestSupport
import Workbench

/// `identify` on a synthetic recording of 120 frames: every named curve and the fit families.
enum IdentifyBenchmarks {
    /// 120 frames at 60 fps: 20 still at 100 px, cubic-bezier(0.05, 0.7, 0.1, 1) to 400 px over
    /// 400 ms, then still; whole pixels with a deterministic ±1 px wobble.
    static func recording() -> String {
        var random = SplitMix64(seed: 27)
        let curve = CubicBezier(constant: 0.05, 0.7, 0.1, 1)
        var lines = ["time_ms,left"]
        for frame in 0..<120 {
            let t = Double(frame) / 60
            let x = min(max((t - 20.0 / 60 - 0.004) / 0.4, 0), 1)
            let value = 100 + 300 * curve.value(at: x) + random.uniform(-0.8, 0.8)
            lines.append("\(String(format: "%.3f", t * 1000)),\(Int(value.rounded()))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func identify(into report: inout Report, quick: Bool) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("curves-bench-recording-\(getpid()).csv")
        do { try recording().write(to: file, atomically: true, encoding: .utf8) } catch {
            preconditionFailure("cannot write the benchmark's recording to \(file.path): \(error)")
        }
        defer { try? FileManager.default.removeItem(at: file) }
        var interpreter = Interpreter(settings: Settings(), fileSystem: LocalFileSystem())
        precondition(interpreter.execute("r = import \"\(file.path)\"").error == nil, "import failed")
        // The first identify also reads every platform's presets into the catalogue.
        let first = measureCPU(warmUp: 0, repetitions: 1, perRun: 1e6) {
            blackHole(interpreter.execute("identify r"))
        }
        let samples = measureCommand("identify r", in: &interpreter, repetitions: quick ? 3 : 7)
        report.add(
            "identify_ms", "identify on a 120-frame synthetic recording (a name explains it: no path or keyframes fitted)",
            samples.median, unit: "ms", target: "≤ 200 ms", limit: 200)
        report.add(extra: "identify_first_ms", first.median)
    }
}
