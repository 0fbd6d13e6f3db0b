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
            stops = try LinearApproximator.approximate({ curve.value(at: $0) }, tolerance: tolerance, isCancelled: settings.isCancelled ?? { false })
        } catch {
            throw CommandError(error.message)
        }
        let provenance = Provenance(method: "linear", target: targetName, samples: LinearApproximator.verificationSamples, rms: nil, maxError: stops.maxError)
        try defineFitted(name, .linear(stops), provenance: provenance, command: text)
        let report = FitReport.linear(stops, target: targetName, name: name, tolerance: tolerance, seconds: elapsed(since: started))
        return Reply(text: report.text, json: report.json)
    }

    mutating func defineFitted(_ name: String, _ curve: Curve, provenance: Provenance, command: String) throws(CommandError) {
        try ensureKeyframesAnimationsKeepKeyframes(name, curve)
        let previous = session.curve(named: name)
        commit(.defineCurve(NamedCurve(name: name, curve: curve, description: previous?.description, provenance: provenance,
                                       target: previous?.target)),
               command: command)
    }

    func elapsed(since start: Double?) -> Double? {
        guard let start, let now = settings.clock?() else { return nil }
        return now - start
    }
}
