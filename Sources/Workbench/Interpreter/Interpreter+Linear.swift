import CurveKit

extension Interpreter {
    mutating func linear(_ targetName: String, name givenName: String?, tolerance: Double, text: String) throws(CommandError) -> Reply {
        let target = try resolve(targetName)
        let name = givenName ?? "\(targetName)-linear"
        if let problem = Names.problem(with: name) { return try fail("cannot name the result: \(problem); give one with as NAME") }
        try ensureRoom(forCurve: name)
        let started = settings.clock?()
        let curve = target.curve
        let stops: LinearStops
        do {
            stops = try LinearApproximator.approximate(
                { curve.reproducibleValue(at: $0) }, tolerance: tolerance, restingEnd: curve.restingEnd, isCancelled: settings.isCancelled ?? { false })
        } catch {
            throw CommandError(Self.fitFailure(error))
        }
        let provenance = Provenance(method: "linear", target: targetName, samples: LinearApproximator.verificationSamples, rms: nil, maxError: stops.maxError)
        let replaced = try defineFitted(name, .linear(stops), provenance: provenance, command: text)
        let report = FitReport.linear(stops, target: targetName, name: name, replaced: replaced, tolerance: tolerance, seconds: elapsed(since: started), width: settings.terminalWidth)
        return Reply(text: report.text, json: report.json)
    }

    /// Defines the result of a fit or `linear`; returns whether it replaced a curve of that name.
    @discardableResult
    mutating func defineFitted(_ name: String, _ curve: Curve, provenance: Provenance, command: String) throws(CommandError) -> Bool {
        try ensureKeyframesAnimationsKeepKeyframes(name, curve)
        let previous = session.curve(named: name)
        try commit(.defineCurve(NamedCurve(name: name, curve: curve, description: previous?.description, provenance: provenance,
                                       target: previous?.target)),
               command: command)
        return previous != nil
    }

    func elapsed(since start: Double?) -> Double? {
        guard let start, let now = settings.clock?() else { return nil }
        return now - start
    }
}
