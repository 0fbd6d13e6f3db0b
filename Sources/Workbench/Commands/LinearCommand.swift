import CurveKit
import Foundation
import Platforms

/// `linear TARGET tolerance=E [as NAME]`: the fewest CSS linear() stops.
struct LinearCommand: CommandDeclaration {
    static let name = "linear"
    static let summary = "the fewest CSS linear() stops within E of the target everywhere"
    static let details = "The max vertical error is checked densely between stops. The result is added as NAME (default TARGET-linear)."
    static let changesSession = true

    var target = ""
    var curve: String?
    var tolerance = 0.0

    static var arguments: [Argument<Self>] {
        [
            .positional("TARGET", \.target, .curve(.curves())),
            .option("tolerance", "E", \.givenTolerance, .number(in: Limits.toleranceRange), required: true),
            .keyword("as", "NAME", \.curve, .newName),
        ]
    }

    /// `tolerance=` as the parser fills it: it must be given.
    private var givenTolerance: Double? {
        get { tolerance }
        set { tolerance = newValue ?? tolerance }
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.linear(&interpreter, target, name: curve, tolerance: tolerance, text: context.text)
    }
}

extension LinearCommand {
    static func linear(_ interpreter: inout Interpreter, _ targetName: String, name givenName: String?, tolerance: Double, text: String)
        throws(CommandError) -> Reply
    {
        let target = try interpreter.resolve(targetName)
        let name = givenName ?? "\(targetName)-linear"
        if let problem = ReservedNames.problem(with: name) {
            return try interpreter.fail("cannot name the result: \(problem); give one with as NAME")
        }
        try interpreter.ensureRoom(forCurve: name)
        let started = interpreter.settings.clock?()
        let curve = target.curve
        let stops: LinearStops
        do {
            stops = try LinearApproximator.approximate(
                { curve.reproducibleValue(at: $0) }, tolerance: tolerance, endSnap: curve.endSnap, measuredEnd: curve.endIsMeasured,
                isCancelled: interpreter.settings.isCancelled ?? { false })
        } catch {
            throw CommandError(fitFailureWording(of: error))
        }
        let provenance = Provenance(
            method: "linear", target: targetName, samples: LinearApproximator.verificationSamples, rms: nil, maxError: stops.maxError)
        let replaced = try interpreter.defineFitted(name, .linear(stops), provenance: provenance, timing: target.timing, command: text)
        let report = FitReport.linear(
            stops, target: targetName, name: name, replaced: replaced, tolerance: tolerance, seconds: interpreter.elapsed(since: started),
            width: interpreter.settings.terminalWidth)
        return Reply(text: report.text, json: report.json)
    }
}
