import Testing

/// How far apart two numbers may be and still count as the same, in the manner of swift-numerics'
/// `isApproximatelyEqual(to:absoluteTolerance:relativeTolerance:)`: the difference may be as large
/// as the most generous of
///
///     absolute
///     relative · |expected|
///     ulps · ulp(max(|actual|, |expected|))
///
/// Equal numbers (infinities included) are always close, so a tolerance of zero asks for equality
/// (a tolerance computed from the values may be zero); NaN is never close to anything.
public struct Closeness: Sendable {
    public var absolute: Double
    public var relative: Double
    public var ulps: Double

    public init(absolute: Double = 0, relative: Double = 0, ulps: Double = 0) {
        self.absolute = absolute
        self.relative = relative
        self.ulps = ulps
    }

    /// The largest difference allowed between `actual` and `expected`.
    public func allowance(_ actual: Double, _ expected: Double) -> Double {
        max(absolute, relative * abs(expected), ulps * max(abs(actual), abs(expected)).ulp)
    }

    /// Nil when `actual` is close to `expected`; otherwise what a person reading the failure
    /// needs: both values, their difference and the tolerance (and where it came from).
    public func failure(_ actual: Double, _ expected: Double) -> String? {
        guard absolute >= 0, relative >= 0, ulps >= 0 else {
            return "cannot compare \(actual) with \(expected): a tolerance is negative or NaN "
                + "(absolute \(absolute), relative \(relative), ulps \(ulps))"
        }
        if actual == expected { return nil }
        let values = "\(actual) is not close to \(expected) (expected)"
        guard !actual.isNaN, !expected.isNaN else { return "\(values): NaN is never close to anything" }
        let difference = abs(actual - expected)
        let allowed = allowance(actual, expected)
        if difference <= allowed { return nil }
        return "\(values): they differ by \(difference), more than the tolerance \(allowed) (\(parts(actual, expected)))"
    }

    /// The tolerance's parts, as given: "absolute 1e-12", "relative 1e-09 of |0.3| = 3e-10", "4 ulps = 2.2e-16".
    private func parts(_ actual: Double, _ expected: Double) -> String {
        var parts: [String] = []
        if absolute > 0 { parts.append("absolute \(absolute)") }
        if relative > 0 { parts.append("relative \(relative) of |\(expected)| = \(relative * abs(expected))") }
        if ulps > 0 { parts.append("\(ulps) ulps = \(ulps * max(abs(actual), abs(expected)).ulp)") }
        return parts.joined(separator: ", ")
    }
}

/// Whether `actual` is close to `expected` (see ``Closeness``), for conditions and predicates;
/// a test's own check is ``expectClose(_:_:absolute:relative:ulps:_:sourceLocation:)``, which says why.
public func isClose(_ actual: Double, _ expected: Double, absolute: Double = 0, relative: Double = 0, ulps: Double = 0) -> Bool {
    Closeness(absolute: absolute, relative: relative, ulps: ulps).failure(actual, expected) == nil
}

/// Records an issue unless `actual` is close to `expected` (see ``Closeness``); the issue shows
/// both values, their difference and the tolerance. Returns whether they were close.
@discardableResult
public func expectClose(
    _ actual: Double, _ expected: Double, absolute: Double = 0, relative: Double = 0, ulps: Double = 0,
    _ comment: @autoclosure () -> Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    guard let failure = Closeness(absolute: absolute, relative: relative, ulps: ulps).failure(actual, expected) else { return true }
    Issue.record(
        Comment(rawValue: [comment()?.rawValue, failure].compactMap { $0 }.joined(separator: ": ")), sourceLocation: sourceLocation)
    return false
}

/// The same for two lists, element by element: they must have the same length, and the issue
/// names the element that is furthest outside its tolerance and how many are outside.
@discardableResult
public func expectClose(
    _ actual: [Double], _ expected: [Double], absolute: Double = 0, relative: Double = 0, ulps: Double = 0,
    _ comment: @autoclosure () -> Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    let closeness = Closeness(absolute: absolute, relative: relative, ulps: ulps)
    var failure: String?
    if actual.count != expected.count {
        failure = "\(actual.count) numbers where \(expected.count) were expected: \(actual) against \(expected)"
    } else {
        let misses = zip(actual, expected).enumerated().compactMap { index, pair -> (index: Int, excess: Double, text: String)? in
            guard let text = closeness.failure(pair.0, pair.1) else { return nil }
            let excess = abs(pair.0 - pair.1) / max(closeness.allowance(pair.0, pair.1), .leastNonzeroMagnitude)
            return (index, excess.isNaN ? .infinity : excess, text)
        }
        if let worst = misses.max(by: { $0.excess < $1.excess }) {
            failure = "\(misses.count) of \(actual.count) outside the tolerance; the furthest, at index \(worst.index): \(worst.text)"
        }
    }
    guard let failure else { return true }
    Issue.record(
        Comment(rawValue: [comment()?.rawValue, failure].compactMap { $0 }.joined(separator: ": ")), sourceLocation: sourceLocation)
    return false
}
