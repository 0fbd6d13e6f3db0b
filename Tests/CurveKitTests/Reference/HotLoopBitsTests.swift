import TestSupport
import Testing

@testable import CurveKit

/// The hot loops that unoptimised builds (`swift test`) pay most for — the Bézier solver's
/// guess and Taylor step, the value table's polynomial, the fitter's parameter solve and the
/// spring fitter's responses — were rewritten in plain scalar code (no SIMD2, no generic `abs`,
/// no closures or tuple arrays) with the same operations in the same order. These hashes of
/// their outputs' bit patterns were recorded from the code before that rewrite: any change of a
/// single bit in any output changes a hash.
@Suite("the hot loops' outputs keep the bits recorded before their plain rewrite")
struct HotLoopBitsTests {
    /// FNV-1a over the bit patterns of doubles.
    struct BitsHash {
        private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325
        private(set) var count = 0

        mutating func add(_ number: Double) {
            var bits = number.bitPattern
            for _ in 0..<8 {
                value = (value ^ (bits & 0xFF)) &* 0x100_0000_01B3
                bits >>= 8
            }
            count += 1
        }
    }

    /// 256 curves: x's on and inside the ends, y's inside and outside [0, 1].
    static let curves: [CubicBezier] = {
        let xs = [0, 0.1, 0.25, 0.42, 0.58, 0.75, 0.9, 1.0]
        let ys = [(-0.5, 1.5), (0.1, 1.0), (0.0, 0.0), (1.0, 0.0)]
        return xs.flatMap { x1 in xs.flatMap { x2 in ys.map { CubicBezier(constant: x1, $0.0, x2, $0.1) } } }
    }()

    /// 200 inputs in (0, 1): a grid and random doubles, and some just inside the ends.
    static let inputs: [Double] = {
        var random = SplitMix64(seed: 38)
        let grid = (1..<150).map { Double($0) / 150 }
        let drawn = (0..<45).map { _ in random.unit() }.filter { $0 > 0 }
        return grid + drawn + [1e-300, 1e-9, 0.5 - 1e-9, 0.5 + 1e-9, 1 - 1e-9, 1 - 0x1p-53]
    }()

    @Test("the solver's values and slopes")
    func solver() {
        var hash = BitsHash()
        for curve in Self.curves {
            for x in Self.inputs {
                hash.add(curve.reproducibleValue(at: x))
                hash.add(curve.slope(at: x))
            }
        }
        #expect(hash.count == 2 * 256 * Self.inputs.count)
        #expect(hash.value == 0x8F44_04F2_9F11_84F6, "bits hash \(String(hash.value, radix: 16)) of \(hash.count) values")
    }

    @Test("the value table's values")
    func valueTable() {
        var hash = BitsHash()
        for curve in Self.curves where curve.x1 == 0.42 || curve.x2 == 0.9 {
            // Past the threshold, value(at:) answers from the value table.
            for _ in 0...BezierSolverCache.valueTableThreshold { _ = curve.value(at: 0.5) }
            for x in Self.inputs { hash.add(curve.value(at: x)) }
        }
        #expect(hash.value == 0xC6FE_212C_E420_FA8B, "bits hash \(String(hash.value, radix: 16)) of \(hash.count) values")
    }

    static func sampled(_ family: Penner.Family, _ direction: Penner.Direction, intervals: Int) -> [Double] {
        let easing = Penner(family, direction)
        return (0...intervals).map { easing.value(at: Double($0) / Double(intervals)) }
    }

    @Test("Bézier fits")
    func bezierFits() throws {
        var hash = BitsHash()
        for (family, direction) in [(Penner.Family.sine, Penner.Direction.inOut), (.back, .out), (.expo, .in)] {
            let fit = try BezierFitter.fit(values: Self.sampled(family, direction, intervals: 100))
            for number in [fit.bezier.x1, fit.bezier.y1, fit.bezier.x2, fit.bezier.y2, fit.rms, fit.maxError] { hash.add(number) }
        }
        #expect(hash.value == 0xBF6D_DAA8_552B_DBD6, "bits hash \(String(hash.value, radix: 16)) of \(hash.count) values")
    }

    @Test("spring fits, at rest and with the velocity free")
    func springFits() throws {
        var hash = BitsHash()
        for (family, direction) in [(Penner.Family.bounce, Penner.Direction.out), (.elastic, .out), (.back, .out)] {
            for freeVelocity in [false, true] {
                let fit = try SpringFitter.fit(values: Self.sampled(family, direction, intervals: 200), freeVelocity: freeVelocity)
                for number in [fit.dampingRatio, fit.frequency, fit.rms, fit.maxError, fit.maxErrorAt, fit.rSquared, fit.initialVelocity] {
                    hash.add(number)
                }
            }
        }
        #expect(hash.value == 0xCC81_C787_99E3_13EF, "bits hash \(String(hash.value, radix: 16)) of \(hash.count) values")
    }
}
