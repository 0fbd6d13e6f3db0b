import CurveKit
import Platforms

/// A fit of one family as `fit` adds it: the curve, where it came from, and its report.
extension FitFamilies {
    struct Outcome {
        let curve: Curve
        let provenance: Provenance
        let report: (_ name: String, _ replaced: Bool, _ seconds: Double?) -> FitReport
    }

    static func outcome(
        of target: Curve, _ request: FitRequest, width: Int, isCancelled: () -> Bool
    ) throws -> Outcome {
        let values = samples(of: target, request.samples)
        let endpoints = BezierFitter.runsFromZeroToOne(values)
        switch request.family {
        // Every family keeps its curve as its code writes it — each number with the fewest
        // decimals that keep the curve within 1e-7 of the optimum, not binary noise
        // (`0.5653395218385749`) — and states the errors of the curve kept, measured as the fit
        // measures its own; `digits=N` changes only the code printed.
        case .spring, .springVelocity:
            let (_, exact) = try springFit(
                values, family: request.family, duration: request.duration ?? target.knownDuration, isCancelled: isCancelled)
            let spring = PasteDecimals.roundedSpring(exact)
            let fit = SpringFitter.measure(spring, against: values)
            return Outcome(
                curve: .spring(spring),
                provenance: Provenance(
                    method: "spring-fit", target: request.target, samples: values.count, rms: fit.rms, maxError: fit.maxError)
            ) { name, replaced, seconds in
                FitReport.spring(
                    fit, family: request.family, spring: spring, target: request.target, name: name, replaced: replaced,
                    samples: values.count, endpointsAreZeroAndOne: endpoints, seconds: seconds, width: width)
            }
        case .path:
            let optimum = try pathFit(target, request, isCancelled: isCancelled)
            let fit = PathFitter.measure(
                PasteDecimals.roundedPath(optimum.path), against: { target.reproducibleValue(at: $0) }, samples: optimum.samples)
            return Outcome(
                curve: .path(fit.path),
                provenance: Provenance(
                    method: "path-fit", target: request.target, samples: values.count, rms: fit.rms, maxError: fit.maxError)
            ) { name, replaced, seconds in
                FitReport.path(
                    fit, path: fit.path, target: request.target, name: name, replaced: replaced,
                    tolerance: request.segments == nil ? pieceTolerance(request) : nil,
                    endpointsAreZeroAndOne: endpoints, seconds: seconds, width: width)
            }
        case .bezier where request.isKeyframeFit:
            let optimum = try keyframeFit(target, request, isCancelled: isCancelled)
            let fit = try KeyframeFitter.measure(
                PasteDecimals.roundedKeyframes(optimum.keyframes), against: { target.reproducibleValue(at: $0) })
            return Outcome(
                curve: .keyframes(fit.keyframes),
                provenance: Provenance(
                    method: "keyframe-fit", target: request.target, samples: FitReport.denseSamples, rms: nil, maxError: fit.maxError)
            ) { name, replaced, seconds in
                FitReport.keyframes(
                    fit, target: request.target, name: name, replaced: replaced, seconds: seconds,
                    digits: request.digits.map(Digits.decimals) ?? .fewest, width: width)
            }
        case .bezier, .all:
            let optimum = try BezierFitter.fit(values: values, isCancelled: isCancelled)
            let fit = BezierFitter.measure(
                PasteDecimals.roundedBezier(optimum.bezier), against: values, evaluations: optimum.evaluations)
            return Outcome(
                curve: .bezier(fit.bezier),
                provenance: Provenance(
                    method: "fit", target: request.target, samples: request.samples + 1, rms: fit.rms, maxError: fit.maxError)
            ) { name, replaced, seconds in
                FitReport.bezier(
                    fit, target: request.target, name: name, replaced: replaced, seconds: seconds,
                    digits: request.digits.map(Digits.decimals) ?? .fewest, width: width)
            }
        }
    }

    // MARK: The families

    /// The target at xᵢ = i/N, i = 0 … N, as every fit samples it.
}
