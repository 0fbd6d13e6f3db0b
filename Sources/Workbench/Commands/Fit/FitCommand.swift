import CurveKit
import Foundation
import Platforms

/// `fit TARGET …`: the best single Bézier, keyframes with `segments`/`tolerance`, a spring, a
/// path of Béziers, or every family side by side.
struct FitCommand: CommandDeclaration {
    static let name = "fit"
    static let summary =
        "the least-squares cubic Bézier (global optimum), keyframes, spring or path closest to any curve, or all side by side"
    static let details = """
        Minimises Σ (bezier(xᵢ) − target(xᵢ))² at xᵢ = i/N (default N = 1000), x1, x2 in [0, 1].
        Reports the control points, RMS, max error and where, R², evaluations and \(Platform.css.term(.cubicBezier))(…).
        segments=K: K keyframe segments with the smallest max error; tolerance=E: the fewest
        segments whose max error (checked densely) is at most E; smooth: equal slopes at the keys.
        The result is added as NAME and remembers what it was fitted to; without as NAME each family
        has its own: TARGET-fit (one Bézier), TARGET-keyframes, TARGET-spring, TARGET-spring-velocity
        or TARGET-path.
        Every family adds its curve as its code is written: each number with the fewest decimals
        that keep the curve within 1e-7 of the optimum, and the errors stated are that curve's;
        digits=N writes the code with N decimals instead, its error beside it.
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

    var request = FitRequest(target: "")

    static var arguments: [Argument<Self>] {
        [
            .positional("TARGET", \.request.target, .curve(.curves())),
            .keyword("as", "NAME", \.request.name, .newName),
            .option("samples", "N", \.request.samples, .integer(in: Limits.fitSamples), default: Limits.defaultFitSamples),
            .option("segments", "K", \.request.segments, .integer(in: 1...Limits.maximumSegments), group: .oneOf(1)),
            .option("tolerance", "E", \.request.tolerance, .number(in: Limits.toleranceRange), group: .oneOf(1)),
            .flag("smooth", \.request.smooth),
            .option("digits", "N", \.request.digits, .integer(in: 0...Digits.maximumDecimals)),
            .option("family", ArgumentValue<FitFamily>.cases, \.request.family, .choice("family", plural: "families"), default: .bezier),
            .option("duration", "S", \.request.duration, .number(in: 1e-3...3600)),
        ]
    }

    /// The options that apply to some families only, and `as NAME` that `family=all` does not take.
    static func check(_ command: FitCommand, given: [String: Token]) throws(CommandError) {
        let request = command.request
        if request.family.isSpring {
            if let word = given["segments"] ?? given["tolerance"] ?? given["smooth"] ?? given["digits"] {
                throw CommandError(
                    "segments=, tolerance=, smooth and digits= apply to family=bezier, path or all; a spring fit takes duration=S", at: word
                )
            }
        } else if let word = given["duration"] {
            throw CommandError("duration= applies to family=spring (the seconds the spring spans)", at: word)
        }
        if request.family == .path || request.family == .all, let word = given["digits"] {
            throw CommandError("digits= applies to family=bezier (the decimals of its \(Platform.css.term(.cubicBezier))())", at: word)
        }
        if request.family == .all, let word = given["as"] {
            throw CommandError("family=all compares the families and adds no curve: leave out as NAME, or fit one family", at: word)
        }
        if request.smooth && !request.isKeyframeFit && request.family == .bezier {
            throw CommandError(
                "smooth applies to keyframe and path fits: add segments=K or tolerance=E, or family=path", span: given["smooth"]?.span)
        }
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.fit(&interpreter, request, text: context.text)
    }
}

extension FitCommand {
    /// What one family's fit produced: the curve, where it came from, and its report once named.

    static func fit(_ interpreter: inout Interpreter, _ request: FitRequest, text: String) throws(CommandError) -> Reply {
        let target = try interpreter.resolve(request.target)
        // A spring is fitted over the seconds kept with the target (pasted code's), as over a
        // recording's: the fitted result keeps them too.
        var request = request
        // A recording fitted over its frames' visible span, while identify found its curve lasts
        // longer: the reply says so, unless a duration was given.
        let note = request.duration == nil ? interpreter.slowTailNote(of: request.target) : nil
        request.duration = request.duration ?? target.timing?.duration
        let cancelled = interpreter.settings.isCancelled ?? { false }
        let width = interpreter.settings.terminalWidth
        let started = interpreter.settings.clock?()
        if request.family == .all {
            let table = try FitFamilies.compare(target.curve, request, isCancelled: cancelled)
            let report = FitReport.families(table, target: request.target, seconds: interpreter.elapsed(since: started), width: width)
            return Reply(text: report.text, json: report.json).noting(note, width: width)
        }
        let name = request.name ?? request.defaultName
        if let problem = ReservedNames.problem(with: name) {
            return try interpreter.fail("cannot name the fit: \(problem); give one with as NAME")
        }
        try interpreter.ensureRoom(forCurve: name)
        let outcome: FitFamilies.Outcome
        do {
            outcome = try FitFamilies.outcome(of: target.curve, request, width: width, isCancelled: cancelled)
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError(fitFailureWording(of: error))
        }
        let replaced = try interpreter.defineFitted(
            name, outcome.curve, provenance: outcome.provenance, timing: target.timing, command: text)
        let report = outcome.report(name, replaced, interpreter.elapsed(since: started))
        return Reply(text: report.text, json: report.json).noting(note, width: width)
    }
}
