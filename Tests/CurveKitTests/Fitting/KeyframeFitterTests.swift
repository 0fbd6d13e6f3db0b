import Foundation
import TestExpectations
import Testing

@testable import CurveKit

// KeyframeFitter and its breakpoint search: exact bounce fits, tolerance met when checked
// densely by the test itself, segment counts, C¹ keys, flat segments, failure and
// cancellation.

extension FittingFixtures {
    /// A damped spring, ζ = 0.3, five damped oscillations on [0, 1]:
    /// 1 − e^(−ζωx)(cos(ω_d·x) + ζ/√(1 − ζ²)·sin(ω_d·x)), ω_d = 10π, ω = ω_d/√(1 − ζ²).
    /// Its extrema are at x = k/10 exactly.
    static let spring: @Sendable (Double) -> Double = { x in
        let zeta = 0.3
        let damped = 10 * Double.pi
        let omega = damped / (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * omega * x) * (cos(damped * x) + zeta / (1 - zeta * zeta).squareRoot() * sin(damped * x))
    }

    static let bounceOut: @Sendable (Double) -> Double = { Penner(.bounce, .out).value(at: $0) }

    /// The largest |keyframes − target| at `intervals + 1` even points, computed here.
    static func denseError(_ keyframes: Keyframes, _ target: (Double) -> Double, intervals: Int = 100_000) -> Double {
        denseError(of: { keyframes.value(at: $0) }, target, intervals: intervals)
    }

    /// The largest |fit(x) − target(x)| at `intervals + 1` even points, computed here.
    static func denseError(of fit: (Double) -> Double, _ target: (Double) -> Double, intervals: Int) -> Double {
        var worst = 0.0
        for index in 0...intervals {
            let x = Double(index) / Double(intervals)
            worst = max(worst, abs(fit(x) - target(x)))
        }
        return worst
    }
}

@Suite("Keyframe fitting")
struct KeyframeFitterTests {
    typealias F = FittingFixtures

    @Test("finds bounce-out's contacts and peaks to 1e-12")
    func findsBounceBreakpoints() throws {
        let points = try BreakpointFinder.breakpoints(of: F.bounceOut)
        let contacts = [1, 2, 2.5].map { $0 / 2.75 }
        let peaks = [1.5, 2.25, 2.625].map { $0 / 2.75 }
        let expected = (contacts + peaks).sorted()
        try #require(points.count == 6, "\(points)")
        for (point, x) in zip(points, expected) {
            expectClose(point.x, x, absolute: 1e-12, "\(point.x) vs \(x)")
            if contacts.contains(x) {
                guard case .corner(let left, let right) = point.kind else {
                    Issue.record("\(x) should be a corner, is \(point.kind)")
                    continue
                }
                #expect(left > 0 && right < 0)
            } else {
                #expect(point.kind == .extremum)
            }
        }
    }

    @Test("finds the spring's extrema at k/10")
    func findsSpringExtrema() throws {
        let points = try BreakpointFinder.breakpoints(of: F.spring)
        #expect(points.map(\.kind) == Array(repeating: .extremum, count: 9))
        for (index, point) in points.enumerated() {
            expectClose(point.x, Double(index + 1) / 10, absolute: 1e-10, "\(point.x)")
        }
    }

    @Test("bounce-out to 1e-6 is the exact 7-segment fit")
    func bounceOutIsExact() throws {
        let fit = try KeyframeFitter.fit(F.bounceOut, tolerance: 1e-6)
        #expect(fit.keyframes.segments.count == 7)
        let expected = [0, 1, 1.5, 2, 2.25, 2.5, 2.625, 2.75].map { $0 / 2.75 }
        for (time, x) in zip(fit.keyframes.times, expected) {
            expectClose(time, x, absolute: 1e-12)
        }
        #expect(fit.maxError <= 1e-9)
        #expect(F.denseError(fit.keyframes, F.bounceOut, intervals: 50_000) <= 1e-9)
    }

    @Test("the spring fitted to 1e-4 is within 1e-4 everywhere")
    func springMeetsTolerance() throws {
        let fit = try KeyframeFitter.fit(F.spring, tolerance: 1e-4)
        #expect(fit.maxError <= 1e-4)
        #expect(F.denseError(fit.keyframes, F.spring, intervals: 50_000) <= 1e-4)
        #expect(fit.segmentErrors.count == fit.keyframes.segments.count)
        #expect(fit.segmentErrors.max() == fit.maxError)
        // The big swings' extrema are keys (later ones may be spanned by one segment).
        for k in 1...2 {
            #expect(fit.keyframes.times.contains { isClose($0, Double(k) / 10, absolute: 1e-10) }, "no key at \(k)/10")
        }
        // Key values are the target's.
        for (time, value) in zip(fit.keyframes.times, fit.keyframes.values) {
            #expect(value == F.spring(time))
        }
    }

    @Test("names the segments fit-1, fit-2, …")
    func namesSegments() throws {
        let fit = try KeyframeFitter.fit(F.bounceOut, segments: 7)
        #expect(fit.keyframes.segments.map(\.name) == (1...7).map { "fit-\($0)" })
    }

    @Test("segments: K gives exactly K segments, better as K grows")
    func honoursSegmentCount() throws {
        let target = Penner(.sine, .inOut)
        var previous = Double.infinity
        for count in 1...3 {
            let fit = try KeyframeFitter.fit(target.value(at:), segments: count)
            #expect(fit.keyframes.segments.count == count)
            #expect(fit.maxError < previous, "\(count) segments")
            expectClose(F.denseError(fit.keyframes, target.value(at:), intervals: 10_000), fit.maxError, absolute: 1e-9)
            previous = fit.maxError
        }
    }

    @Test("segments: K merges and splits around bounce-out's breakpoints")
    func segmentCountAroundBreakpoints() throws {
        let exact = try KeyframeFitter.fit(F.bounceOut, segments: 7)
        #expect(exact.maxError <= 1e-9)
        let merged = try KeyframeFitter.fit(F.bounceOut, segments: 4)
        #expect(merged.keyframes.segments.count == 4)
        #expect(merged.maxError > 1e-3)
        let split = try KeyframeFitter.fit(F.bounceOut, segments: 8)
        #expect(split.keyframes.segments.count == 8)
        #expect(split.maxError <= 1e-9)
    }

    /// The slopes just left and right of x, by second-order one-sided differences.
    static func oneSidedSlopes(_ keyframes: Keyframes, at x: Double, h: Double = 1e-7) -> (Double, Double) {
        let f = keyframes.value(at:)
        let left = (3 * f(x) - 4 * f(x - h) + f(x - 2 * h)) / (2 * h)
        let right = (-3 * f(x) + 4 * f(x + h) - f(x + 2 * h)) / (2 * h)
        return (left, right)
    }

    @Test("smooth: the slopes on both sides of every interior key are equal")
    func smoothKeysHaveEqualSlopes() throws {
        let fit = try KeyframeFitter.fit(F.spring, tolerance: 1e-3, smooth: true)
        #expect(F.denseError(fit.keyframes, F.spring, intervals: 20_000) <= 1e-3)
        for time in fit.keyframes.times.dropFirst().dropLast() {
            let (left, right) = Self.oneSidedSlopes(fit.keyframes, at: time)
            expectClose(right, left, absolute: 1e-4, relative: 1e-4, "at \(time): \(left) vs \(right)")
        }
        // Without `smooth` the slopes differ somewhere, so the check above has teeth.
        let rough = try KeyframeFitter.fit(F.spring, tolerance: 1e-3)
        let jumps = rough.keyframes.times.dropFirst().dropLast().map { time in
            let (left, right) = Self.oneSidedSlopes(rough.keyframes, at: time)
            return abs(left - right) / max(1, abs(left))
        }
        #expect(jumps.max()! > 1e-3)
    }

    @Test("a constant stretch gets a flat segment")
    func flatSegment() throws {
        let target: (Double) -> Double = { x in x < 0.5 ? 2 * x * x : 0.5 }
        let fit = try KeyframeFitter.fit(target, tolerance: 1e-9)
        #expect(fit.keyframes.times.count == 3)
        expectClose(fit.keyframes.times[1], 0.5, absolute: 1e-12)
        #expect(fit.keyframes.values[1] == 0.5 && fit.keyframes.values[2] == 0.5)
        #expect(F.denseError(fit.keyframes, target, intervals: 20_000) <= 1e-9)
    }

    @Test("a target that jumps cannot meet the tolerance")
    func jumpFails() throws {
        #expect(throws: KeyframeFitError.toleranceNotMet(tolerance: 1e-4, maximumSegments: 50)) {
            try KeyframeFitter.fit({ $0 < 0.3 ? 0 : 1 }, tolerance: 1e-4, maximumSegments: 50)
        }
    }

    @Test("a target that is not finite is reported")
    func nonFiniteTarget() throws {
        #expect(throws: KeyframeFitError.self) {
            try KeyframeFitter.fit({ $0 > 0.5 ? .nan : $0 }, tolerance: 1e-3)
        }
    }

    @Test("rejects a non-positive tolerance and a segment count of 0")
    func invalidArguments() throws {
        #expect(throws: KeyframeFitError.self) { try KeyframeFitter.fit(F.spring, tolerance: 0) }
        #expect(throws: KeyframeFitError.self) { try KeyframeFitter.fit(F.spring, segments: 0) }
    }

    @Test("stops at the first poll that asks it to cancel")
    func cancels() throws {
        var polls = 0
        let start = Date()
        #expect(throws: KeyframeFitError.cancelled) {
            try KeyframeFitter.fit(F.spring, tolerance: 1e-5) {
                polls += 1
                return polls >= 20
            }
        }
        #expect(polls == 20)
        #expect(Date().timeIntervalSince(start) < 2)
    }
}
