import CurveKit
import Foundation

/// `linear TARGET tolerance=E [as NAME]`: the fewest CSS linear() stops.
struct LinearCommand: CommandDeclaration {
    static let name = "linear"
    static let usage = "linear TARGET tolerance=E [as NAME]"
    static let summary = "the fewest CSS linear() stops within E of the target everywhere"
    static let details = "The max vertical error is checked densely between stops. The result is added as NAME (default TARGET-linear)."
    static let changesSession = true

    var target: String
    var curve: String?
    var tolerance: Double

    static func parse(_ words: inout Words) throws(CommandError) -> LinearCommand {
        let target = try words.curveName("TARGET")
        var name: String?
        var tolerance: Double?
        while let token = words.peek {
            if token.text == "as" && !token.quoted {
                words.advance()
                name = try words.newName("NAME")
            } else if let option = try words.option(allowed: ["tolerance"]) {
                tolerance = try Words.number(option.value, role: "tolerance", in: Limits.toleranceRange, usage: option.usage)
            } else {
                break
            }
        }
        guard let tolerance else { throw words.missing("tolerance=E") }
        return LinearCommand(target: target, curve: name, tolerance: tolerance)
    }

    var words: [String] { [Self.name, target, "tolerance=\(TextFormat.shortest(tolerance))"] + (curve.map { ["as", $0] } ?? []) }

    static func completions(at position: Int, after typed: [String], in interpreter: Interpreter) -> [String] {
        position == 1 ? interpreter.allCurveNames : ["tolerance=", "as"]
    }

    func run(_ interpreter: inout Interpreter, _ context: RunContext) throws(CommandError) -> Reply {
        try Self.linear(&interpreter, target, name: curve, tolerance: tolerance, text: context.text)
    }
}

extension LinearCommand {
    static func linear(_ interpreter: inout Interpreter, _ targetName: String, name givenName: String?, tolerance: Double, text: String) throws(CommandError) -> Reply {
        let target = try interpreter.resolve(targetName)
        let name = givenName ?? "\(targetName)-linear"
        if let problem = Names.problem(with: name) { return try interpreter.fail("cannot name the result: \(problem); give one with as NAME") }
        try interpreter.ensureRoom(forCurve: name)
        let started = interpreter.settings.clock?()
        let curve = target.curve
        let stops: LinearStops
        do {
            stops = try LinearApproximator.approximate(
                { curve.reproducibleValue(at: $0) }, tolerance: tolerance, endSnap: curve.endSnap, isCancelled: interpreter.settings.isCancelled ?? { false })
        } catch {
            throw CommandError(Interpreter.fitFailure(error))
        }
        let provenance = Provenance(method: "linear", target: targetName, samples: LinearApproximator.verificationSamples, rms: nil, maxError: stops.maxError)
        let replaced = try interpreter.defineFitted(name, .linear(stops), provenance: provenance, command: text)
        let report = FitReport.linear(stops, target: targetName, name: name, replaced: replaced, tolerance: tolerance, seconds: interpreter.elapsed(since: started), width: interpreter.settings.terminalWidth)
        return Reply(text: report.text, json: report.json)
    }
}
