import CurveKit

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
        case .spring, .springVelocity:
            let (fit, spring) = try springFit(
                values, family: request.family, duration: request.duration ?? target.knownDuration, isCancelled: isCancelled)
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
            let fit = try pathFit(target, request, isCancelled: isCancelled)
            // What the session keeps and the report prints: the path with the fewest decimals
            // that keep it within 1e-7 of the fit (as every exported number), not binary noise.
            // The errors stated are those of the kept path, measured as the fit measures its own.
            let path = PasteDecimals.roundedPath(fit.path)
            let kept = PathFitter.measure(path, against: { target.reproducibleValue(at: $0) }, samples: fit.samples)
            return Outcome(
                curve: .path(path),
                provenance: Provenance(
                    method: "path-fit", target: request.target, samples: values.count, rms: kept.rms, maxError: kept.maxError)
            ) { name, replaced, seconds in
                FitReport.path(
                    kept, path: path, target: request.target, name: name, replaced: replaced,
                    tolerance: request.segments == nil ? pieceTolerance(request) : nil,
                    endpointsAreZeroAndOne: endpoints, seconds: seconds, width: width)
            }
        case .bezier where request.isKeyframeFit:
            let fit = try keyframeFit(target, request, isCancelled: isCancelled)
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
            let fit = try BezierFitter.fit({ target.reproducibleValue(at: $0) }, samples: request.samples, isCancelled: isCancelled)
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
