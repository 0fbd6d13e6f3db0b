import Foundation
import TestExpectations
import Testing

@testable import CurveKit

/// The spring fit (groundwork of issue 17): the response against an independent ODE
/// integration, the reference optima computed independently by the project lead, and the
/// fitter against a dense brute-force search.
@Suite("spring fit")
struct SpringFitterTests {
    /// u″ = −2ζω·u′ − ω²·u from u = −1, u′ = 0, by classical Runge–Kutta with 20,000 steps per
    /// unit: an algorithm independent of the closed form.
    static func integrated(zeta: Double, omega: Double, at x: Double) -> Double {
        let steps = max(1, Int((x * 20_000).rounded()))
        let h = x / Double(steps)
        var (u, v) = (-1.0, 0.0)
        func acceleration(_ u: Double, _ v: Double) -> Double { -2 * zeta * omega * v - omega * omega * u }
        for _ in 0..<steps {
            let (k1u, k1v) = (v, acceleration(u, v))
            let (k2u, k2v) = (v + h / 2 * k1v, acceleration(u + h / 2 * k1u, v + h / 2 * k1v))
            let (k3u, k3v) = (v + h / 2 * k2v, acceleration(u + h / 2 * k2u, v + h / 2 * k2v))
            let (k4u, k4v) = (v + h * k3v, acceleration(u + h * k3u, v + h * k3v))
            u += h / 6 * (k1u + 2 * k2u + 2 * k3u + k4u)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return 1 + u
    }

    @Test(
        "the closed form matches an ODE integration, under-, critically and over-damped",
        arguments: [
            (0.3, 20.0), (0.999999, 8.0), (1.0, 8.0), (1.000001, 8.0), (2.5, 12.0), (40.0, 60.0),
        ])
    func responseMatchesIntegration(zeta: Double, omega: Double) {
        // At x = 1 the response has snapped to 1, the spring's target (Spring.value(at:)).
        #expect(SpringFitter.response(zeta: zeta, omega: omega, at: 1) == 1)
        for x in [0.0, 0.05, 0.2, 0.5, 0.999] {
            let closed = SpringFitter.response(zeta: zeta, omega: omega, at: x)
            expectClose(closed, Self.integrated(zeta: zeta, omega: omega, at: x), absolute: 1e-9, "ζ \(zeta) ω \(omega) at \(x)")
        }
    }

    static func samples(_ f: (Double) -> Double) -> [Double] { (0...1000).map { f(Double($0) / 1000) } }

    @Test("a second-order response is recovered exactly")
    func secondOrderIsExact() throws {
        let target = try SecondOrderResponse(damping: 0.3, frequency: 20)
        let fit = try SpringFitter.fit(values: Self.samples(target.value(at:)))
        expectClose(fit.dampingRatio, 0.3, absolute: 1e-9)
        expectClose(fit.frequency, 20, absolute: 1e-8)
        // The one residual is at x = 1, where the fitted spring snaps to 1 and the second-order
        // response ends at y(1) = 1 − e^(−ζω)·sin(βω + φ)/β (β = √(1 − ζ²), φ = atan(β/ζ)).
        let beta = (1 - 0.09).squareRoot()
        let end = 1 - exp(-6.0) * sin(beta * 20 + atan(beta / 0.3)) / beta
        expectClose(fit.rms, abs(1 - end) / 1001.0.squareRoot(), absolute: 1e-12)
    }

    /// The reference optima of issue 17 (RMS within 0.1 %).
    @Test("the reference optima for back-out and cubic-bezier(0.25, 0.1, 0.25, 1)")
    func referenceOptima() throws {
        let back = try SpringFitter.fit(values: Self.samples(Penner(.back, .out).value(at:)))
        #expect(back.rms <= 5.7685e-2 * 1.001, "\(back)")
        #expect(isClose(back.dampingRatio, 0.7737, absolute: 2e-3) && isClose(back.frequency, 10.668, absolute: 2e-2), "\(back)")
        let bezier = try CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
        let fit = try SpringFitter.fit(values: Self.samples(bezier.reproducibleValue(at:)))
        #expect(fit.rms <= 4.6849e-3 * 1.001, "\(fit)")
        #expect(isClose(fit.dampingRatio, 0.8625, absolute: 2e-3) && isClose(fit.frequency, 5.2505, absolute: 1e-2), "\(fit)")
    }

    /// A brute-force search written independently: a grid (ζ and ω every 2 %) on every tenth
    /// sample, then a fine grid (every 0.05 %) around its best point on all samples, with the
    /// textbook forms of the response. The fitter must be at least as good (to 1e-9 relative).
    @Test("no better spring than the fit's in a brute-force search", Thorough.only, arguments: ["ease", "expo-decay"])
    func beatsBruteForce(name: String) throws {
        let values: [Double]
        if name == "ease" {
            values = Self.samples(try CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1).reproducibleValue(at:))
        } else {
            values = Self.samples(try ExponentialDecay(rate: 5).value(at:))
        }
        let fit = try SpringFitter.fit(values: values)
        func rms(_ zeta: Double, _ omega: Double, every step: Int) -> Double {
            var sum = 0.0, count = 0
            for index in stride(from: 0, through: 1000, by: step) {
                let r = Self.integratedFast(zeta: zeta, omega: omega, at: Double(index) / 1000) - values[index]
                sum += r * r
                count += 1
            }
            return (sum / Double(count)).squareRoot()
        }
        var coarse = (value: Double.infinity, zeta: 0.0, omega: 0.0)
        var zeta = 0.1
        while zeta < 8 {
            var omega = 1.0
            while omega < 200 {
                let value = rms(zeta, omega, every: 10)
                if value < coarse.value { coarse = (value, zeta, omega) }
                omega *= 1.02
            }
            zeta *= 1.02
        }
        var best = Double.infinity
        for i in -40...40 {
            for j in -40...40 {
                let z = coarse.zeta * (1 + 0.0005 * Double(i)), w = coarse.omega * (1 + 0.0005 * Double(j))
                best = min(best, rms(z, w, every: 1))
            }
        }
        #expect(fit.rms <= best * (1 + 1e-9), "\(name): fit \(fit.rms) vs search \(best)")
    }

    /// The textbook forms, one per regime (a second, independent way to write the response).
    static func integratedFast(zeta: Double, omega: Double, at t: Double) -> Double {
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * t) * (cos(wd * t) + zeta * omega / wd * sin(wd * t))
        }
        if zeta == 1 { return 1 - exp(-omega * t) * (1 + omega * t) }
        let root = (zeta * zeta - 1).squareRoot()
        let (r1, r2) = (-omega * (zeta - root), -omega * (zeta + root))
        return 1 + (-r2 * exp(r1 * t) + r1 * exp(r2 * t)) / (r2 - r1)
    }
}
