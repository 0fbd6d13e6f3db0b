import CurveKit
import Foundation

/// `fit TARGET …`: the best single Bézier, or keyframes with `segments`/`tolerance`.
struct FitCommand: CommandDeclaration {
    static let name = "fit"
    static let usage = "fit TARGET [as NAME] [samples=N] [segments=K | tolerance=E] [smooth] [digits=N] | fit TARGET family=spring|spring-velocity [duration=S]"
    static let summary = "the least-squares cubic Bézier (global optimum), keyframes, or damped spring closest to any curve"
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
        """
    static let changesSession = true

    var request: Command.FitRequest

    static func parse(_ words: inout Words) throws(CommandError) -> FitCommand {
        var request = Command.FitRequest(target: try words.curveName("TARGET"))
        // The words that can clash, so that an error points at the second of a pair.
        var segmentsWord: Token?, toleranceWord: Token?, smoothWord: Token?, digitsWord: Token?, durationWord: Token?
        while let token = words.peek {
            if token.text == "as" && !token.quoted {
                words.advance()
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
                throw CommandError("segments=, tolerance=, smooth and digits= apply to family=bezier; a spring fit takes duration=S", at: word)
            }
        } else if let durationWord {
            throw CommandError("duration= applies to family=spring (the seconds the spring spans)", at: durationWord)
        }
        if request.smooth && !request.isKeyframeFit {
            throw CommandError("smooth applies to keyframe fits: add segments=K or tolerance=E", span: smoothWord?.span)
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
    static func fit(_ interpreter: inout Interpreter, _ request: Command.FitRequest, text: String) throws(CommandError) -> Reply {
        let target = try interpreter.resolve(request.target)
        let name = request.name ?? "\(request.target)-fit"
        if let problem = Names.problem(with: name) { return try interpreter.fail("cannot name the fit: \(problem); give one with as NAME") }
        try interpreter.ensureRoom(forCurve: name)
        let started = interpreter.settings.clock?()
        let cancelled = interpreter.settings.isCancelled ?? { false }
        let curve = target.curve
        if request.family.isSpring {
            let samples = request.samples
            var values: [Double] = []
            values.reserveCapacity(samples + 1)
            for index in 0...samples { values.append(curve.reproducibleValue(at: Double(index) / Double(samples))) }
            let result: SpringFit
            do {
                result = try SpringFitter.fit(values: values, freeVelocity: request.family == .springVelocity, isCancelled: cancelled)
            } catch {
                throw CommandError(Interpreter.fitFailure(error))
            }
            let duration = request.duration ?? Command.FitFamily.defaultSpringDuration
            let spring: Spring
            do {
                spring = try result.spring(duration: duration)
            } catch {
                throw CommandError("the best spring cannot be made: \(error.message)")
            }
            let provenance = Provenance(
                method: "spring-fit", target: request.target, samples: samples + 1, rms: result.rms, maxError: result.maxError)
            let replaced = try interpreter.defineFitted(name, .spring(spring), provenance: provenance, command: text)
            let report = FitReport.spring(
                result, family: request.family, spring: spring, target: request.target, name: name, replaced: replaced, samples: samples + 1,
                endpointsAreZeroAndOne: BezierFitter.runsFromZeroToOne(values),
                seconds: interpreter.elapsed(since: started), width: interpreter.settings.terminalWidth)
            return Reply(text: report.text, json: report.json)
        }
        if request.isKeyframeFit {
            let result: KeyframeFit
            do {
                if let segments = request.segments {
                    result = try KeyframeFitter.fit({ curve.reproducibleValue(at: $0) }, segments: segments, smooth: request.smooth, isCancelled: cancelled)
                } else {
                    result = try KeyframeFitter.fit(
                        { curve.reproducibleValue(at: $0) }, tolerance: request.tolerance!, smooth: request.smooth,
                        maximumSegments: Limits.maximumSegments, isCancelled: cancelled)
                }
            } catch {
                throw CommandError(Interpreter.fitFailure(error))
            }
            let fitted = Curve.keyframes(result.keyframes)
            let provenance = Provenance(
                method: "keyframe-fit", target: request.target, samples: FitReport.denseSamples, rms: nil, maxError: result.maxError)
            let replaced = try interpreter.defineFitted(name, fitted, provenance: provenance, command: text)
            let report = FitReport.keyframes(
                result, target: request.target, name: name, replaced: replaced, seconds: interpreter.elapsed(since: started),
                digits: request.digits.map(Digits.decimals) ?? .fewest, width: interpreter.settings.terminalWidth)
            return Reply(text: report.text, json: report.json)
        }
        let result: BezierFit
        do {
            result = try BezierFitter.fit({ curve.reproducibleValue(at: $0) }, samples: request.samples, isCancelled: cancelled)
        } catch {
            throw CommandError(Interpreter.fitFailure(error))
        }
        let provenance = Provenance(
            method: "fit", target: request.target, samples: request.samples + 1, rms: result.rms, maxError: result.maxError)
        let replaced = try interpreter.defineFitted(name, .bezier(result.bezier), provenance: provenance, command: text)
        let report = FitReport.bezier(
            result, target: request.target, name: name, replaced: replaced, seconds: interpreter.elapsed(since: started),
            digits: request.digits.map(Digits.decimals) ?? .fewest, width: interpreter.settings.terminalWidth)
        return Reply(text: report.text, json: report.json)
    }
}
