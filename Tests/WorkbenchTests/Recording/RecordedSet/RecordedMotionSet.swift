import CurveKit
import Foundation
import Testing

@testable import Platforms
@testable import Workbench

/// The recorded motion set (Tests/RecordedMotionSet, made by ``RecordedMotionSetGenerator``):
/// CSV files of motions Chromium played, logged as pages log them, with their truth, in two
/// halves by a fixed rule. The tuning half is what `identify` is changed against; the held-out
/// half is measured once, at the end.
enum RecordedMotionSet {
    enum Half: String, CaseIterable, Sendable {
        case tuning, heldout
    }

    /// The fixed rule: recordings are numbered 1 … 48 as the pages play them; odd numbers tune,
    /// even numbers are held out (so each page, each logging, and every platform is in both).
    static func half(of number: Int) -> Half { number % 2 == 1 ? .tuning : .heldout }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("RecordedMotionSet")
    /// The held-out set `number` (3 and on: Tests/RecordedMotionHeldOut3, …, made from
    /// ``RecordedMotionSetGenerator/heldOutSets``): other curves, durations and travels logged
    /// the same way, every recording held out.
    static func heldOutSetRoot(_ number: Int) -> URL {
        root.deletingLastPathComponent().appendingPathComponent("RecordedMotionHeldOut\(number)")
    }

    struct Truth: Sendable {
        let file: String
        let half: Half
        /// The curve as `identify` names it (`css ease`, `quint-out`).
        let curve: String
        /// The motion's duration: the one asked for, or a spring's own settling time.
        let milliseconds: Double
        let fps: Int
        let busy: Bool
        let logging: String
        let mechanism: String

        static let header = "file,curve,duration_ms,fps,busy,logging,mechanism"
        var line: String {
            [file, "\"\(curve)\"", TextFormat.trimmed(milliseconds, decimals: 3), "\(fps)", "\(busy)", logging, mechanism].joined(
                separator: ",")
        }

        init(file: String, half: Half, curve: String, milliseconds: Double, fps: Int, busy: Bool, logging: String, mechanism: String) {
            (self.file, self.half, self.curve, self.milliseconds) = (file, half, curve, milliseconds)
            (self.fps, self.busy, self.logging, self.mechanism) = (fps, busy, logging, mechanism)
        }

        /// A line of `truth.csv`; the curve is quoted (it may hold commas).
        init?(line: String, half: Half) {
            let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
            guard parts.count == 3 else { return nil }
            let rest = parts[2].split(separator: ",").map(String.init)
            guard rest.count == 5, let milliseconds = Double(rest[0]), let fps = Int(rest[1]) else { return nil }
            self.init(
                file: String(parts[0].dropLast()), half: half, curve: String(parts[1]), milliseconds: milliseconds, fps: fps,
                busy: rest[2] == "true", logging: rest[3], mechanism: rest[4])
        }
    }

    static func truths(_ half: Half) throws -> [Truth] {
        try truths(in: root.appendingPathComponent(half.rawValue), half: half)
    }

    /// The recordings whose `truth.csv` is in `folder`, all in `half`.
    static func truths(in folder: URL, half: Half) throws -> [Truth] {
        let text = try String(contentsOf: folder.appendingPathComponent("truth.csv"), encoding: .utf8)
        return text.split(separator: "\n").dropFirst().compactMap { Truth(line: String($0), half: half) }
    }

    /// What `identify` made of one recording.
    struct Outcome: Sendable {
        let truth: Truth
        /// 1 for first; nil when the truth is not among the rows, or the recording was refused.
        let rank: Int?
        let refused: String?
        /// The truth row's duration less the true one, in ms.
        let durationError: Double?
        let first: String
        let seconds: Double
        /// Whether the verdict gave the true curve as its answer and said it can be trusted
        /// (`--json`'s `trusted`, and the `answer` named the truth).
        var trustedTruth = false
        /// Whether `--json`'s `trusted` was true, whatever the answer named.
        var trusted = false
        /// A trusted verdict that did not name the truth: the confident wrong name issue 37 rules out.
        var trustedWrongly: Bool { trusted && !trustedTruth }
    }

    /// `import` then `identify` (the whole command, fit families included) on each recording, or
    /// on every `stride`-th of them (the first, then each stride-th after it).
    static func measure(_ half: Half, every stride: Int = 1) throws -> [Outcome] {
        try measure(in: root.appendingPathComponent(half.rawValue), half: half, every: stride)
    }

    /// The same, on the recordings whose files and `truth.csv` are in `folder`.
    static func measure(in folder: URL, half: Half, every stride: Int = 1) throws -> [Outcome] {
        try truths(in: folder, half: half).enumerated().filter { $0.offset % stride == 0 }.map(\.element).map { truth in
            let csv = try String(contentsOf: folder.appendingPathComponent(truth.file), encoding: .utf8)
            var shell = Transcript(files: ["recording.csv": csv])
            return outcome(truth, importing: "r = import recording.csv", in: &shell.interpreter)
        }
    }

    /// What `identify r` makes of the recording that `line` imports as r, timed from the import.
    static func outcome(_ truth: Truth, importing line: String, in interpreter: inout Interpreter) -> Outcome {
        let started = Date()
        let imported = interpreter.execute(line)
        if let error = imported.error {
            return Outcome(truth: truth, rank: nil, refused: error, durationError: nil, first: "", seconds: 0)
        }
        let reply = interpreter.execute("identify r")
        let seconds = Date().timeIntervalSince(started)
        guard case .array(let rows)? = reply.json["rows"] else {
            return Outcome(truth: truth, rank: nil, refused: reply.error ?? reply.text, durationError: nil, first: "", seconds: seconds)
        }
        func names(_ row: JSONValue) -> [String] {
            guard case .array(let names)? = row["names"] else { return [] }
            return names.compactMap { if case .string(let name) = $0 { name } else { nil } }
        }
        let index = rows.firstIndex { names($0).contains(truth.curve) }
        var durationError: Double?
        if let index, case .number(let duration)? = rows[index]["duration"] { durationError = 1000 * duration - truth.milliseconds }
        let first: String
        if case .string(let title)? = rows.first?["explanation"] { first = title } else { first = "" }
        var outcome = Outcome(
            truth: truth, rank: index.map { $0 + 1 }, refused: nil, durationError: durationError, first: first, seconds: seconds)
        outcome.trusted = reply.json["trusted"] == .bool(true)
        outcome.trustedTruth = index == 0 && outcome.trusted && reply.json["answer"]?["explanation"] == rows[0]["explanation"]
        return outcome
    }

    /// Truth first and in the first three (% of all), refused, the truth given as a trusted answer
    /// and a trusted answer that is not the truth (counts), and the duration error (median and
    /// largest |error| in % of the true duration, and how many are within 2 %, timing functions
    /// only: a named spring's duration is its own); then each recording's rank of the truth, duration error, the name
    /// given first and whether the answer was trusted.
    static func report(_ outcomes: [Outcome]) -> String {
        let n = Double(outcomes.count)
        let first = outcomes.filter { $0.rank == 1 }.count, three = outcomes.filter { ($0.rank ?? 99) <= 3 }.count
        let refused = outcomes.filter { $0.refused != nil }.count
        let trusted = outcomes.filter(\.trustedTruth).count, trustedWrongly = outcomes.filter(\.trustedWrongly).count
        let relative = durationErrors(outcomes)
        let median = relative.isEmpty ? 0 : relative[relative.count / 2]
        let withinTwo = relative.filter { $0 <= 2 }.count
        let lines = [
            "\(outcomes.count) recordings: truth first \(first) (\(percent(first, n))), in the first three \(three) (\(percent(three, n))), refused \(refused), the truth given as a trusted answer \(trusted), a trusted answer not the truth \(trustedWrongly); "
                + "duration error (timing functions, truth's row) median \(TextFormat.trimmed(median, decimals: 1)) %, largest \(TextFormat.trimmed(relative.last ?? 0, decimals: 1)) %, within 2 % \(withinTwo) of \(relative.count); "
                + "median \(TextFormat.trimmed(1000 * (outcomes.map(\.seconds).sorted()[outcomes.count / 2]), decimals: 0)) ms per recording"
        ]
        return (lines + outcomes.map { "  " + line($0) }).joined(separator: "\n")
    }

    /// One recording's line of the report: how it was logged and played, the rank of the truth,
    /// its duration error, the name given first and whether the answer was trusted.
    static func line(_ outcome: Outcome) -> String {
        let rank = outcome.rank.map { "#\($0)" } ?? "—"
        let duration = outcome.durationError.map { " Δ\(TextFormat.trimmed($0, decimals: 1)) ms" } ?? ""
        let what =
            outcome.refused.map { "refused: \($0.prefix(90))" }
            ?? "first: \(outcome.first.prefix(60)), \(outcome.trusted ? "trusted" : "not trusted")"
        return
            "\(outcome.truth.file) \(outcome.truth.fps)fps\(outcome.truth.busy ? " busy" : "") \(outcome.truth.logging) \(outcome.truth.mechanism): \(rank)\(duration) \(what)"
    }

    /// Each |duration error| in % of the true duration, smallest first, where the truth's row
    /// has a duration: timing functions only (a named spring's duration is its own).
    static func durationErrors(_ outcomes: [Outcome]) -> [Double] {
        outcomes.compactMap { outcome -> Double? in
            guard let error = outcome.durationError, !isSpring(outcome.truth.curve) else { return nil }
            return 100 * abs(error) / outcome.truth.milliseconds
        }.sorted()
    }

    static func isSpring(_ curve: String) -> Bool {
        NamedCurveCatalogue.shared.entries.first { $0.names.contains { $0.pasted == curve } }?.spring != nil
    }

    static func percent(_ count: Int, _ total: Double) -> String { TextFormat.trimmed(100 * Double(count) / total, decimals: 0) + " %" }
}
