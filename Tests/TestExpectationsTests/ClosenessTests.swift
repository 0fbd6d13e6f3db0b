import Foundation
import TestExpectations
import TestRuntime
import Testing

/// The closeness check every test uses: what it lets through, what it refuses, and what its
/// failure says.
@Suite("one closeness check for numbers")
struct ClosenessTests {
    @Test("an absolute tolerance allows that much difference and no more")
    func absolute() {
        #expect(isClose(1.5, 1, absolute: 0.5))
        #expect(!isClose(1.5.nextUp, 1, absolute: 0.5))
        #expect(isClose(-3, -3.25, absolute: 0.25))
    }

    @Test("a relative tolerance scales with the expected value, not the actual one")
    func relative() {
        #expect(isClose(101, 100, relative: 0.01))
        #expect(!isClose(101.001, 100, relative: 0.01))
        // 1% of the expected 1 is 0.01; 1% of the actual 100 would let this through.
        #expect(!isClose(100, 1, relative: 0.01))
    }

    @Test("absolute and relative together: the larger of the two allowances")
    func larger() {
        #expect(isClose(0.5e-12, 0, absolute: 1e-12, relative: 1e-12))
        #expect(isClose(1000 + 0.9e-9, 1000, absolute: 1e-12, relative: 1e-12))
        #expect(!isClose(1000 + 2e-9, 1000, absolute: 1e-12, relative: 1e-12))
    }

    @Test("ulps count units in the last place of the larger magnitude")
    func ulps() {
        let x = 0.1
        #expect(isClose(x.nextUp.nextUp, x, ulps: 2))
        #expect(!isClose(x.nextUp.nextUp.nextUp, x, ulps: 2))
        #expect(isClose(1e300.nextDown, 1e300, ulps: 1))
    }

    @Test(
        "NaN is never close, not even to NaN; an infinity is not close to a finite number or to the other infinity",
        arguments: [
            (Double.nan, 0.0), (0.0, Double.nan), (Double.nan, Double.nan), (Double.infinity, 1e308), (-Double.infinity, Double.infinity),
        ])
    func nonFinite(actual: Double, expected: Double) {
        #expect(!isClose(actual, expected, absolute: 1e300))
    }

    @Test("equal infinities are close")
    func infinities() {
        #expect(isClose(.infinity, .infinity, absolute: 1e-12))
        #expect(isClose(-.infinity, -.infinity, relative: 1e-12))
    }

    @Test("a negative or NaN tolerance fails, even for equal numbers: it is a mistake in the test; zero asks for equality")
    func badTolerance() throws {
        let failure = try #require(Closeness(absolute: -1).failure(1, 1))
        #expect(failure.contains("a tolerance is negative or NaN"))
        #expect(Closeness(relative: .nan).failure(1, 1) != nil)
        #expect(Closeness().failure(0.5, 0.5) == nil)
        #expect(Closeness().failure(0.5, 0.5.nextUp) != nil)
    }

    @Test("the failure names both values, their difference and the tolerance")
    func message() throws {
        let failure = try #require(Closeness(absolute: 0.001).failure(0.25, 0.125))
        #expect(failure == "0.25 is not close to 0.125 (expected): they differ by 0.125, more than the tolerance 0.001 (absolute 0.001)")
        let relative = try #require(Closeness(relative: 0.5).failure(3, 1))
        #expect(
            relative == "3.0 is not close to 1.0 (expected): they differ by 2.0, more than the tolerance 0.5 (relative 0.5 of |1.0| = 0.5)")
        let nan = try #require(Closeness(absolute: 1).failure(.nan, 1))
        #expect(nan == "nan is not close to 1.0 (expected): NaN is never close to anything")
    }

    @Test("expectClose records one issue with the message, after the test's own comment")
    func records() {
        withKnownIssue {
            expectClose(2, 1, absolute: 0.5, "the second try")
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "the second try: 2.0 is not close to 1.0 (expected): they differ by 1.0, more than the tolerance 0.5 (absolute 0.5)"
            ]
        }
        #expect(expectClose(1.25, 1, absolute: 0.25))
    }

    @Test("lists: same length, and the element furthest outside is named with the count outside")
    func lists() {
        #expect(expectClose([1, 2, 3], [1, 2.05, 3], absolute: 0.1))
        withKnownIssue {
            expectClose([1, 2, 3.5], [1.2, 2, 3], absolute: 0.1)
        } matching: { issue in
            issue.comments.map(\.rawValue)
                == [
                    "2 of 3 outside the tolerance; the furthest, at index 2: 3.5 is not close to 3.0 (expected): they differ by 0.5, more than the tolerance 0.1 (absolute 0.1)"
                ]
        }
        withKnownIssue {
            expectClose([1, 2], [1], absolute: 0.1)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["2 numbers where 1 were expected: [1.0, 2.0] against [1.0]"]
        }
    }
}

/// The test process asks Swift Testing not to record a backtrace for every thrown error (the
/// readers under test throw and catch by the thousand), unless the environment says otherwise.
@Suite("the test process")
struct TestRuntimeTests {
    @Test("thrown errors are not traced unless SWT_SWIFT_ERROR_BACKTRACING_ENABLED says so")
    func quietThrows() throws {
        let setting = try #require(ProcessInfo.processInfo.environment["SWT_SWIFT_ERROR_BACKTRACING_ENABLED"])
        #expect((curves_test_runtime_quiet_throws() == 1) == (setting == "0"))
    }
}
