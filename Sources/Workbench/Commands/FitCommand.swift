import CurveKit
import Foundation

/// `fit TARGET …`: the best single Bézier, or keyframes with `segments`/`tolerance`.
struct FitCommand: CommandDeclaration {
    static let name = "fit"
    static let usage = "fit TARGET [as NAME] [samples=N] [segments=K | tolerance=E] [smooth] [digits=N]"
    static let summary = "the least-squares cubic Bézier closest to any curve (global optimum), or a keyframe fit"
    static let details = """
        Minimises Σ (bezier(xᵢ) − target(xᵢ))² at xᵢ = i/N (default N = 1000), x1, x2 in [0, 1].
        Reports the control points, RMS, max error and where, R², evaluations and cubic-bezier(…).
        segments=K: K keyframe segments with the smallest max error; tolerance=E: the fewest
        segments whose max error (checked densely) is at most E; smooth: equal slopes at the keys.
        The result is added as NAME (default TARGET-fit) and remembers what it was fitted to.
        Its cubic-bezier(…) has the fewest decimals that keep the curve within 1e-7 of the fit (the
        session keeps every digit); digits=N writes N decimals instead.
        """
    static let changesSession = true

    var request: Command.FitRequest

    static func parse(_ words: inout Words) throws(CommandError) -> FitCommand {
        var request = Command.FitRequest(target: try words.curveName("TARGET"))
        // The words that can clash, so that an error points at the second of a pair.
        var segmentsWord: Token?, toleranceWord: Token?, smoothWord: Token?
        while let token = words.peek {
            if token.text == "as" && !token.quoted {
                words.advance()
                request.name = try words.newName("NAME")
            } else if token.text == "smooth" && !token.quoted {
                words.advance()
                request.smooth = true
                smoothWord = token
            } else if let option = try words.option(allowed: ["samples", "segments", "tolerance", "digits"]) {
                switch option.key {
                case "samples": request.samples = try option.integer(in: Limits.fitSamples)
                case "digits": request.digits = try option.integer(in: 0...Digits.maximumDecimals)
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
    }

    static func completions(at position: Int, after typed: [String], in interpreter: Interpreter) -> [String] {
        position == 1 ? interpreter.allCurveNames : ["as", "samples=", "segments=", "tolerance=", "smooth", "digits="]
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
