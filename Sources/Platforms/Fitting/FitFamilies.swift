import CurveKit

/// Fitting a target into each family `fit` knows: one family with its own report, or all of
/// them side by side (`family=all`).
package enum FitFamilies {
    /// The best curve of one family for `target`, its provenance and its report.
    package static func samples(of target: Curve, _ intervals: Int) -> [Double] {
        (0...intervals).map { target.reproducibleValue(at: Double($0) / Double(intervals)) }
    }

    /// The tolerance of a path, keyframe or linear() fit: `tolerance=`, or the default.
    package static func pieceTolerance(_ request: FitRequest) -> Double {
        request.tolerance ?? FitFamily.defaultTolerance
    }

    package static func springFit(
        _ values: [Double], family: FitFamily, duration: Double?, isCancelled: () -> Bool
    ) throws -> (SpringFit, Spring) {
        let fit = try SpringFitter.fit(values: values, freeVelocity: family == .springVelocity, isCancelled: isCancelled)
        do {
            return (fit, try fit.spring(duration: duration ?? FitFamily.defaultSpringDuration))
        } catch {
            throw CommandError("the best spring cannot be made: \(error.wording)")
        }
    }

    package static func pathFit(_ target: Curve, _ request: FitRequest, isCancelled: () -> Bool) throws -> PathFit {
        if let segments = request.segments {
            return try PathFitter.fit(
                { target.reproducibleValue(at: $0) }, segments: segments, smooth: request.smooth, samples: request.samples,
                isCancelled: isCancelled)
        }
        return try PathFitter.fit(
            { target.reproducibleValue(at: $0) }, tolerance: pieceTolerance(request), smooth: request.smooth,
            maximumSegments: Limits.maximumSegments, samples: request.samples, isCancelled: isCancelled)
    }

    package static func keyframeFit(_ target: Curve, _ request: FitRequest, isCancelled: () -> Bool) throws -> KeyframeFit {
        if let segments = request.segments {
            return try KeyframeFitter.fit(
                { target.reproducibleValue(at: $0) }, segments: segments, smooth: request.smooth, isCancelled: isCancelled)
        }
        return try KeyframeFitter.fit(
            { target.reproducibleValue(at: $0) }, tolerance: pieceTolerance(request), smooth: request.smooth,
            maximumSegments: Limits.maximumSegments, isCancelled: isCancelled)
    }
}

// MARK: - family=all

extension FitFamilies {
    /// One row of the comparison: a family's best curve, or why there is none.
    package struct Row {
        package let family: String
        /// The fitted curve and its figures; nil when the family could not meet the request.
        package let result: (curve: Curve, rms: Double, maxError: Double, at: Double)?
        /// How many numbers write the result down (its size), and the same in words.
        package let numbers: Int
        package let size: String
        package let failure: String?
    }

    /// Every family's best curve for one target, measured alike.
    package struct Comparison {
        package let rows: [Row]
        /// Samples the RMS is over (N + 1) and points the max error is checked at (10N + 1).
        package let samples: Int
        package let checkPoints: Int
        /// The tolerance the best is chosen against.
        package let tolerance: Double
        /// The row marked best: the fewest numbers within the tolerance, else the smallest max error.
        package let best: Int?
        /// `segments=K` when given (path and keyframes were fitted with K segments).
        package let segments: Int?
    }

    /// Fits `target` into every family: RMS over the N + 1 samples and the max error over
    /// 10N + 1 even points, both computed here alike for every row; the best row is the one
    /// with the fewest numbers whose max error is within the tolerance (`tolerance=`, else
    /// 1e-3), or, when none is, the one with the smallest max error. Cancelling stops it all.
    /// `families`, when given, are the only families fitted (the others have no row).
    package static func compare(
        _ target: Curve, _ request: FitRequest, families: Set<String>? = nil, isCancelled: () -> Bool
    ) throws(CommandError) -> Comparison {
        // Ten points checked per sample fitted: a fit can stray between its samples, and the max
        // error is the figure the best row is chosen by. Values by the reproducible path, so
        // that the figures are the same on every run and in every build.
        let values = samples(of: target, request.samples)
        let checkPoints = 10 * request.samples
        func measured(_ curve: Curve) -> (curve: Curve, rms: Double, maxError: Double, at: Double) {
            let fitted = CurveComparison(curve.reproducibleValue(at:), target.reproducibleValue(at:), intervals: request.samples)
            let checked = CurveComparison(curve.reproducibleValue(at:), target.reproducibleValue(at:), intervals: checkPoints)
            return (curve, fitted.rmsDifference, checked.maxAbsoluteDifference, checked.at)
        }
        func row(_ family: String, _ make: () throws -> (Curve, Int, String)) throws(CommandError) -> Row? {
            if let families, !families.contains(family) { return nil }
            do {
                let (curve, numbers, size) = try make()
                return Row(family: family, result: measured(curve), numbers: numbers, size: size, failure: nil)
            } catch {
                let message = fitFailureWording(of: error)
                if isCancelled() || message.hasPrefix("cancelled") { throw CommandError("cancelled; the session is unchanged") }
                return Row(family: family, result: nil, numbers: 0, size: "", failure: message)
            }
        }
        func segments(_ count: Int) -> String { count == 1 ? "1 segment" : "\(count) segments" }
        let rows: [Row] = [
            try row("bezier") {
                let fit = try BezierFitter.fit({ target.reproducibleValue(at: $0) }, samples: request.samples, isCancelled: isCancelled)
                return (.bezier(fit.bezier), 4, "4 numbers")
            },
            try row("spring") {
                (
                    .spring(
                        try springFit(values, family: .spring, duration: request.duration ?? target.knownDuration, isCancelled: isCancelled)
                            .1), 2,
                    "2 numbers (ζ, ω)"
                )
            },
            try row("spring-velocity") {
                (
                    .spring(
                        try springFit(
                            values, family: .springVelocity, duration: request.duration ?? target.knownDuration, isCancelled: isCancelled
                        ).1),
                    3,
                    "3 numbers (ζ, ω, v)"
                )
            },
            try row("path") {
                let fit = try pathFit(target, request, isCancelled: isCancelled)
                let count = fit.path.segments.count
                return (.path(fit.path), 6 * count + 1, "\(segments(count)), \(6 * count + 1) numbers")
            },
            try row("keyframes") {
                let fit = try keyframeFit(target, request, isCancelled: isCancelled)
                let count = fit.keyframes.segments.count
                return (.keyframes(fit.keyframes), 6 * count + 2, "\(segments(count)), \(6 * count + 2) numbers")
            },
            try row("linear()") {
                let stops = try LinearApproximator.approximate(
                    { target.reproducibleValue(at: $0) }, tolerance: pieceTolerance(request), endSnap: target.endSnap,
                    measuredEnd: target.endIsMeasured,
                    isCancelled: isCancelled)
                return (.linear(stops), 2 * stops.stops.count, "\(stops.stops.count) stops, \(2 * stops.stops.count) numbers")
            },
        ].compactMap { $0 }
        let tolerance = pieceTolerance(request)
        let measuredRows = rows.indices.compactMap { index in rows[index].result.map { (index: index, result: $0) } }
        let within = measuredRows.filter { $0.result.maxError <= tolerance }
        let best =
            within.min { (rows[$0.index].numbers, $0.result.rms) < (rows[$1.index].numbers, $1.result.rms) }?.index
            ?? measuredRows.min { $0.result.maxError < $1.result.maxError }?.index
        return Comparison(
            rows: rows, samples: values.count, checkPoints: checkPoints + 1, tolerance: tolerance, best: best, segments: request.segments)
    }
}
