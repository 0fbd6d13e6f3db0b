import Foundation

#if canImport(Glibc)
import Glibc
#endif

// curves-bench: the performance figures of curves, as a readable table or (--json) one JSON
// object. Run from the repository root:
//
//     swift run -c release --package-path Benchmarks curves-bench [--json] [--quick] [--only LIST]
//
// --only takes a comma-separated list of sections: eval, sweep, alive, construct, fit,
// keyframes, linear, spring, path, export, identify, recorded, edit, serve, abuse, startup, pipe, session,
// platform, video, screen. Sub-commands used by the harness itself or by hand:
//     curves-bench session-child FILE   load + save FILE through the interpreter, print JSON
//     curves-bench make-session N FILE  write the generated session of N curves
//     curves-bench eval-once            one pass of the evaluation mix, for callgrind
//     curves-bench sweep-once           one 1M-point sweep of ease, for callgrind

let arguments = Array(CommandLine.arguments.dropFirst())

func log(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

switch arguments.first {
case "session-child":
    guard arguments.count == 2 else {
        log("usage: curves-bench session-child FILE")
        exit(2)
    }
    exit(ProcessBenchmarks.sessionChild(file: arguments[1]))
case "make-session":
    guard arguments.count == 3, let count = Int(arguments[1]) else {
        log("usage: curves-bench make-session COUNT FILE")
        exit(2)
    }
    do { try ProcessBenchmarks.makeSession(curves: count, at: arguments[2]) } catch {
        log("\(error)")
        exit(1)
    }
    exit(0)
case "eval-once":
    blackHole(EvaluationBenchmarks.evaluationOnce())
    exit(0)
case "sweep-once":
    blackHole(EvaluationBenchmarks.bezier(EvaluationBenchmarks.mix[1].points).values(atEvenlySpaced: 1_000_000))
    exit(0)
case "-h", "--help", "help":
    print(
        """
        usage: curves-bench [--json] [--quick] [--only eval,sweep,alive,construct,fit,keyframes,linear,spring,path,export,identify,recorded,edit,serve,abuse,startup,pipe,session,platform,video,screen]
        Prints every performance figure of curves as a table, or with --json as one JSON object.
        In-process figures are medians of thread CPU time after warm-up; start-up is wall time.
        """)
    exit(0)
default:
    break
}

let json = arguments.contains("--json")
let quick = arguments.contains("--quick")
let only: Set<String>? = arguments.firstIndex(of: "--only").flatMap { index in
    index + 1 < arguments.count ? Set(arguments[index + 1].split(separator: ",").map(String.init)) : nil
}
let wanted: (String) -> Bool = { only?.contains($0) ?? true }

var report = Report()
let loadBefore = Machine.loadAverage
report.add(extra: "date", Machine.date)
report.add(
    extra: "machine",
    Report.OrderedObject([
        ("cpu", Machine.cpu), ("cores", Machine.cores), ("memory_gb", (Machine.memoryGB * 10).rounded() / 10),
        ("load_average_at_start", loadBefore),
    ]))
report.add(extra: "timing", "in-process: median of thread CPU time after warm-up; start-up: median wall time")

let sections: [(String, () -> Void)] = [
    ("eval", { EvaluationBenchmarks.evaluation(into: &report, quick: quick) }),
    ("sweep", { EvaluationBenchmarks.sweep(into: &report, quick: quick) }),
    ("fit", { FittingBenchmarks.fit(into: &report, quick: quick) }),
    ("keyframes", { FittingBenchmarks.keyframes(into: &report, quick: quick) }),
    ("linear", { FittingBenchmarks.linear(into: &report, quick: quick) }),
    ("spring", { FittingBenchmarks.spring(into: &report, quick: quick) }),
    ("path", { FittingBenchmarks.path(into: &report, quick: quick) }),
    ("export", { FittingBenchmarks.exports(into: &report, quick: quick) }),
    ("identify", { IdentifyBenchmarks.identify(into: &report, quick: quick) }),
    ("recorded", { RecordedIdentifyBenchmarks.run(into: &report, quick: quick, log: log) }),
    ("edit", { EditorBenchmarks.keyToFrame(into: &report, quick: quick) }),
    ("serve", { ServeBenchmarks.run(into: &report, quick: quick, log: log) }),
    ("abuse", { ServeAbuseBenchmarks.run(into: &report, quick: quick, log: log) }),
    ("startup", { ProcessBenchmarks.startup(into: &report, quick: quick, log: log) }),
    ("pipe", { ProcessBenchmarks.bigOutput(into: &report, quick: quick, log: log) }),
    ("session", { ProcessBenchmarks.session(into: &report, quick: quick, log: log) }),
    ("alive", { EvaluationBenchmarks.alive(into: &report, quick: quick) }),
    ("construct", { EvaluationBenchmarks.construction(into: &report, quick: quick) }),
    ("platform", { PlatformReadingBenchmarks.reading(into: &report, quick: quick) }),
    ("video", { VideoImportBenchmarks.run(into: &report, quick: quick, log: log) }),
    ("screen", { ScreenIdentifyBenchmarks.run(into: &report, quick: quick, log: log) }),
]
for (name, run) in sections where wanted(name) {
    if !json { log("running \(name)…") }
    run()
}
report.add(extra: "load_average_at_end", Machine.loadAverage)

if json {
    print(report.json())
} else {
    print("curves benchmarks — \(Machine.date)")
    print("\(Machine.cpu), \(Machine.cores) cores, load average \(loadBefore) at start (shared machine: figures are medians)")
    print("")
    print(report.table())
}
