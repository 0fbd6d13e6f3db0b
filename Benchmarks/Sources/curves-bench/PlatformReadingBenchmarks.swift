import Foundation
import Workbench

/// Reading platform code: one paste as people copy it (read through the file scanner, since
/// the comment and the comma around the value make the direct read fail), and a 2,000-line
/// Kotlin file with one spring in it (`file=`), each through the interpreter.
enum PlatformReadingBenchmarks {
    static let paste = "a = compose animationSpec = spring(dampingRatio = Spring.DampingRatioLowBouncy, stiffness = 300f), // settle"

    /// 2,000 lines of Kotlin: imports, comments, strings and ordinary code, one spring near the end.
    static func kotlinFile() -> String {
        var lines = [
            "package com.example.motion", "", "import androidx.compose.animation.core.LinearEasing",
            "import androidx.compose.animation.core.spring",
        ]
        while lines.count < 1_990 {
            let n = lines.count
            lines.append("// line \(n): a spring(dampingRatio = 0.1f) here is a comment")
            lines.append("fun helper\(n)(x: Float): Float = x * \(n)f + \"label \(n)\".length")
        }
        lines.append("val wobble = spring<Float>(dampingRatio = 0.6f, stiffness = 300f)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// CPU time of `line` through a fresh interpreter, in ms.
    static func read(_ line: String, fileSystem: LocalFileSystem) -> Double {
        var interpreter = Interpreter(settings: Settings(), fileSystem: fileSystem)
        let start = Clock.threadCPU()
        let reply = interpreter.execute(line)
        let elapsed = Double(Clock.threadCPU() - start) / 1e6
        precondition(reply.error == nil, "\(line): \(reply.error ?? "")")
        return elapsed
    }

    static func reading(into report: inout Report, quick: Bool) {
        let files = LocalFileSystem()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("curves-bench-\(getpid()).kt").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(kotlinFile().utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let runs = quick ? 10 : 30
        _ = read(paste, fileSystem: files)
        let pasted = Samples(values: (0..<runs).map { _ in read(paste, fileSystem: files) })
        let file = Samples(values: (0..<runs).map { _ in read("a = compose file=\(path)", fileSystem: files) })
        report.add("platform_paste_ms", "read a pasted Compose spring with its comment and comma (CPU)", pasted.median, unit: "ms")
        report.add("platform_file_2000_ms", "read a 2,000-line Kotlin file with file= (CPU)", file.median, unit: "ms")
    }
}
