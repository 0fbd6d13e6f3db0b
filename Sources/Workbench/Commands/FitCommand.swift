import CurveKit
import Foundation

/// `fit TARGET …`: the best single Bézier, keyframes with `segments`/`tolerance`, a spring, a
/// path of Béziers, or every family side by side.
struct FitCommand: CommandDeclaration {
    static let name = "fit"
    static let usage = "fit TARGET [as NAME] [samples=N] [segments=K | tolerance=E] [smooth] [digits=N] [family=bezier|spring|spring-velocity|path|all] [duration=S]"
    static let summary = "the least-squares cubic Bézier (global optimum), keyframes, spring or path closest to any curve, or all side by side"
    static let details = """
        Minimises Σ (bezier(xᵢ) − target(xᵢ))² at xᵢ = i/N (default N = 1000), x1, x2 in [0, 1].
        Reports the control points, RMS, max error and where, R², evaluations and cubic-bezier(…).
        segments=K: K keyframe segments with the smallest max error; tolerance=E: the fewest
        segments whose max error (checked densely) is at most E; smooth: equal slopes at the keys.
        The result is added as NAME (default TARGET-fit) and remembers what it was fitted to.
        Its cubic-bezier(…) has the fewest decimals that keep the curve within 1e-7 of the fit (the
        session keeps every digit); digits=N writes N decimals instead.
        family=spring: the damped spring starting at rest (mass 1) closest to the target, spanning
        duration=S seconds (default 1); family=spring-velocity frees its initial velocity too. The
        report gives it as Core Animation, SwiftUI and Compose write it.
        family=path: a path of cubic Béziers (SVG path data), segments=K or the fewest within
        tolerance=E (default 1e-3), breakpoints placed freely; smooth makes the tangents meet.
        family=all: every family (bezier, spring, spring-velocity, path, keyframes, linear()) as
        one table of RMS, max error, where and size, marking the smallest within the tolerance;
        it adds no curve.
        """
    static let changesSession = true

    var request: Command.FitRequest

    static func parse(_ words: inout Words) throws(CommandError) -> FitCommand {
        var request = Command.FitRequest(target: try words.curveName("TARGET"))
        // The words that can clash, so that an error points at the second of a pair.
        var segmentsWord: Token?, toleranceWord: Token?, smoothWord: Token?, digitsWord: Token?, durationWord: Token?, nameWord: Token?
        while let token = words.peek {
            if token.text == "as" && !token.quoted {
                words.advance()
                nameWord = token
                request.name = try words.newName("NAME")
            } else if token.text == "smooth" && !token.quoted {
                words.advance()
                request.smooth = true
                smoothWord = token
            } else if let option = try words.option(allowed: ["samples", "segments", "tolerance", "digits", "family", "duration"]) {
                switch option.key {
                case "samples": request.samples = try option.integer(in: Limits.fitSamples)
                case "digits":
                    request.digits = try option.integer(in: 0...Digits.maximumDecimals)
                    digitsWord = token
                case "family": request.family = try family(option.value)
                case "duration":
                    request.duration = try Words.number(option.value, role: "duration", in: 1e-3...3600, usage: option.usage)
                    durationWord = token
                case "segments":
                    request.segments = try option.integer(in: 1...Limits.maximumSegments)
                    segmentsWord = token
                default:
                    request.tolerance = try Words.number(option.value, role: "tolerance", in: Limits.toleranceRange, usage: option.usage)
                    toleranceWord = token
                }
            } else {
                throw CommandError("unexpected '\(Names.shortened(token.text))'; usage: \(usage)", at: token)
            }
        }
        if let segmentsWord, let toleranceWord {
            throw CommandError("give segments=K or tolerance=E, not both",
                               at: segmentsWord.column > toleranceWord.column ? segmentsWord : toleranceWord)
        }
        if request.family.isSpring {
            if let word = segmentsWord ?? toleranceWord ?? smoothWord ?? digitsWord {
                throw CommandError("segments=, tolerance=, smooth and digits= apply to family=bezier, path or all; a spring fit takes duration=S", at: word)
            }
        } else if let durationWord {
            throw CommandError("duration= applies to family=spring (the seconds the spring spans)", at: durationWord)
        }
        if request.family == .path || request.family == .all, let digitsWord {
            throw CommandError("digits= applies to family=bezier (the decimals of its cubic-bezier())", at: digitsWord)
        }
        if request.family == .all, let nameWord {
            throw CommandError("family=all compares the families and adds no curve: leave out as NAME, or fit one family", at: nameWord)
        }
        if request.smooth && !request.isKeyframeFit && request.family == .bezier {
            throw CommandError("smooth applies to keyframe and path fits: add segments=K or tolerance=E, or family=path", span: smoothWord?.span)
        }
        return FitCommand(request: request)
    }

    var words: [String] {
        [Self.name, request.target] + (request.name.map { ["as", $0] } ?? [])
            + (request.samples == Limits.defaultFitSamples ? [] : ["samples=\(request.samples)"])
            + (request.segments.map { ["segments=\($0)"] } ?? [])
            + (request.tolerance.map { ["tolerance=\(TextFormat.shortest($0))"] } ?? [])
            + (request.smooth ? ["smooth"] : [])
            + (request.digits.map { ["digits=\($0)"] } ?? [])
            + (request.family == .bezier ? [] : ["family=\(request.family.rawValue)"])
            + (request.duration.map { ["duration=\(TextFormat.shortest($0))"] } ?? [])
    }

    /// The family a `family=` word names, or an error that lists them.
    static func family(_ token: Token) throws(CommandError) -> Command.FitFamily {
        if let family = Command.FitFamily(rawValue: token.text) { return family }
        let names = Command.FitFamily.allCases.map(\.rawValue)
        var message = "unknown family '\(Names.shortened(token.text))'"
        if let suggestion = Suggestions.closest(to: token.text, among: names) { message += "; did you mean \(suggestion)?" }
        throw CommandError(message + " (families: \(names.joined(separator: ", ")))", at: token)
    }

    static func completions(at position: Int, after typed: [String], in interpreter: Interpreter) -> [String] {
        position == 1 ? interpreter.allCurveNames : ["as", "samples=", "segments=", "tolerance=", "smooth", "digits=", "family=", "duration="]
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.fit(&interpreter, request, text: context.text)
    }
}

extension FitCommand {
    /// What one family's fit produced: the curve, where it came from, and its report once named.
    struct Outcome {
        let curve: Curve
        let provenance: Provenance
        let report: (_ name: String, _ replaced: Bool, _ seconds: Double?) -> FitReport
    }

    static func fit(_ interpreter: inout Interpreter, _ request: Command.FitRequest, text: String) throws(CommandError) -> Reply {
        let target = try interpreter.resolve(request.target)
        let cancelled = interpreter.settings.isCancelled ?? { false }
        let width = interpreter.settings.terminalWidth
        let started = interpreter.settings.clock?()
        if request.family == .all {
            let table = try FitFamilies.compare(target.curve, request, isCancelled: cancelled)
            let report = FitReport.families(table, target: request.target, seconds: interpreter.elapsed(since: started), width: width)
            return Reply(text: report.text, json: report.json)
        }
        let name = request.name ?? "\(request.target)-fit"
        if let problem = Names.problem(with: name) { return try interpreter.fail("cannot name the fit: \(problem); give one with as NAME") }
        try interpreter.ensureRoom(forCurve: name)
        let outcome: Outcome
        do {
            outcome = try FitFamilies.outcome(of: target.curve, request, width: width, isCancelled: cancelled)
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError(Interpreter.fitFailure(error))
        }
        let replaced = try interpreter.defineFitted(name, outcome.curve, provenance: outcome.provenance, command: text)
        let report = outcome.report(name, replaced, interpreter.elapsed(since: started))
        return Reply(text: report.text, json: report.json)
    }
}
