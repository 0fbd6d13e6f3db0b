import CurveKit

extension Interpreter {
    mutating func fit(_ request: Command.FitRequest, text: String) throws(CommandError) -> Reply {
        let target = try resolve(request.target)
        let name = request.name ?? "\(request.target)-fit"
        if let problem = Names.problem(with: name) { return try fail("cannot name the fit: \(problem); give one with as NAME") }
        try ensureRoom(forCurve: name)
        let started = settings.clock?()
        let cancelled = settings.isCancelled ?? { false }
        let curve = target.curve
        if request.isKeyframeFit {
            let result: KeyframeFit
            do {
                if let segments = request.segments {
                    result = try KeyframeFitter.fit({ curve.value(at: $0) }, segments: segments, smooth: request.smooth, isCancelled: cancelled)
                } else {
                    result = try KeyframeFitter.fit(
                        { curve.value(at: $0) }, tolerance: request.tolerance!, smooth: request.smooth,
                        maximumSegments: Limits.maximumSegments, isCancelled: cancelled)
                }
            } catch {
                throw CommandError(Self.fitFailure(error))
            }
            let fitted = Curve.keyframes(result.keyframes)
            let provenance = Provenance(
                method: "keyframe-fit", target: request.target, samples: FitReport.denseSamples, rms: nil, maxError: result.maxError)
            try defineFitted(name, fitted, provenance: provenance, command: text)
            let report = FitReport.keyframes(result, target: request.target, name: name, seconds: elapsed(since: started))
            return Reply(text: report.text, json: report.json)
        }
        let result: BezierFit
        do {
            result = try BezierFitter.fit({ curve.value(at: $0) }, samples: request.samples, isCancelled: cancelled)
        } catch {
            throw CommandError(Self.fitFailure(error))
        }
        let provenance = Provenance(
            method: "fit", target: request.target, samples: request.samples + 1, rms: result.rms, maxError: result.maxError)
        try defineFitted(name, .bezier(result.bezier), provenance: provenance, command: text)
        let report = FitReport.bezier(result, target: request.target, name: name, seconds: elapsed(since: started))
        return Reply(text: report.text, json: report.json)
    }

    static func fitFailure(_ error: any Error) -> String {
        if error is FitCancelled || (error as? KeyframeFitError) == .cancelled { return "cancelled; the session is unchanged" }
        if let error = error as? CurveError { return error.message }
        return "\(error)"
    }
}
