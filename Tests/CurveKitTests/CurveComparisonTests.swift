import Foundation
import Testing

@testable import CurveKit

// The one "how far apart" measure: max, RMS and mean over N + 1 even samples, NaN made explicit.

@Suite("CurveComparison: max, RMS and where, with NaN explicit")
struct CurveComparisonTests {
    @Test("max, where and RMS of a known difference: |x − x²| peaks at x = ½ with ¼")
    func knownDifference() {
        let comparison = CurveComparison({ $0 }, { $0 * $0 }, intervals: 10)
        #expect(comparison.maxAbsoluteDifference == 0.25)
        #expect(comparison.at == 0.5)
        // Σ (xᵢ − xᵢ²)² over xᵢ = i/10, written out: (x(1 − x))² at 0.1 … 0.9.
        var sum = 0.0
        for index in 0...10 {
            let x = Double(index) / 10
            let difference: Double = x - x * x
            sum += difference * difference
        }
        let rms: Double = (sum / 11).squareRoot()
        #expect(abs(comparison.rmsDifference - rms) <= 1e-15)
        #expect(!comparison.hasUndefinedSample)
    }

    @Test("the first x of the largest difference is where, when it occurs twice")
    func firstOfEqualMaxima() {
        let comparison = CurveComparison({ abs($0 - 0.5) }, { _ in 0 }, intervals: 4)
        #expect(comparison.maxAbsoluteDifference == 0.5)
        #expect(comparison.at == 0)
    }

    @Test(
        "a NaN anywhere makes the max NaN, at the first x where a curve is undefined, whatever comes before or after",
        arguments: [0, 3, 10])
    func nanIsExplicit(_ index: Int) {
        let undefinedFrom = Double(index) / 10
        let comparison = CurveComparison({ $0 >= undefinedFrom ? .nan : $0 }, { _ in 0 }, intervals: 10)
        #expect(comparison.hasUndefinedSample)
        #expect(comparison.maxAbsoluteDifference.isNaN)
        #expect(comparison.at == undefinedFrom)
        #expect(comparison.rmsDifference.isNaN)
        #expect(comparison.meanAbsoluteDifference.isNaN)
    }

    /// The stated bound: a difference that changes no faster than L per unit of x is at most
    /// max + L/(2N) anywhere. sin(40x) − 0 has L = 40; its true maximum 1 lies between samples.
    @Test("the true maximum stays within max + L/(2N) of the sampled one", arguments: [7, 50, 333])
    func accuracyBound(_ intervals: Int) {
        let comparison = CurveComparison({ sin(40 * $0) }, { _ in 0 }, intervals: intervals)
        #expect(comparison.maxAbsoluteDifference <= 1)
        #expect(1 <= comparison.maxAbsoluteDifference + 40 / (2 * Double(intervals)))
    }

    @Test("the same-curve tolerance is a thousandth of the move")
    func sameCurveTolerance() {
        #expect(CurveComparison.sameCurveTolerance == 1e-3)
    }
}
