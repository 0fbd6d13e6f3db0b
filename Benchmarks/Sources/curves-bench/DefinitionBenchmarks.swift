import Foundation
import Workbench

/// Defining many curves one command at a time through the interpreter, as a script does: each
/// definition is journaled and undoable, and must cost the same however many curves exist.
enum DefinitionBenchmarks {
    /// CPU time of defining `count` new curves (`c0 = ease`, `c1 = ease`, …) in a fresh session, in ms.
    static func defineOneByOne(_ count: Int) -> Double {
        var interpreter = Interpreter(settings: Settings(), fileSystem: LocalFileSystem())
        let lines = (0..<count).map { "c\($0) = ease" }
        let start = Clock.threadCPU()
        for line in lines { blackHole(interpreter.execute(line)) }
        let elapsed = Double(Clock.threadCPU() - start) / 1e6
        precondition(interpreter.session.curves.count == count, "the definitions failed")
        return elapsed
    }

    static func define(into report: inout Report, quick: Bool) {
        let samples = Samples(values: (0..<(quick ? 3 : 5)).map { _ in defineOneByOne(10_000) })
        report.add("define_10k_ms", "define 10,000 curves one command at a time (CPU)", samples.median, unit: "ms")
        var growth: [(String, Any)] = []
        var lines: [String] = []
        for count in [1_250, 2_500, 5_000] {
            let milliseconds = defineOneByOne(count)
            growth.append((String(count), milliseconds))
            lines.append("\(count) curves: \(String(format: "%.0f", milliseconds)) ms")
        }
        growth.append(("10000", samples.median))
        lines.append("10000 curves: \(String(format: "%.0f", samples.median)) ms")
        report.add(extra: "define_ms_by_curves", Report.OrderedObject(growth))
        report.section("defining curves one by one as the session grows (linear growth: ×2 per row):", lines)
    }
}
