import Foundation
import TestExpectations
import Testing

@testable import Workbench

/// A platform runs a spring until it settles, whatever span the spring was fitted over: an
/// exported spring's stated error is the error of the code as the platform runs it.
@Suite("export: a spring's error as the platform runs it")
struct ExportSpringAsRunTests {
    /// The damped spring from rest, written out: x(t) = 1 − e^(−αt)·(cos ω_d t + (α/ω_d)·sin ω_d t)
    /// with α = c/2m, ω_d = √(k/m − α²) (under-damped).
    static func motion(mass: Double, stiffness: Double, damping: Double) -> (Double) -> Double {
        let alpha = damping / (2 * mass)
        let omega = (stiffness / mass - alpha * alpha).squareRoot()
        return { t in 1 - exp(-alpha * t) * (cos(omega * t) + alpha / omega * sin(omega * t)) }
    }

    /// When the motion stays within 0.001 of rest for good: the last time it is farther,
    /// found on a 10 µs grid and refined by bisection (the envelope e^(−αt)·√(1 + (α/ω_d)²)
    /// bounds the search).
    static func settlingTime(_ x: @escaping (Double) -> Double, alpha: Double, omega: Double) -> Double {
        let bound = log(1000 * (1 + (alpha / omega) * (alpha / omega)).squareRoot()) / alpha
        var t = bound
        while t > 0, abs(x(t) - 1) <= 0.001 { t -= 1e-5 }
        var (inside, outside) = (t + 1e-5, t)
        for _ in 0..<60 {
            let middle = (inside + outside) / 2
            if abs(x(middle) - 1) > 0.001 { outside = middle } else { inside = middle }
        }
        return inside
    }

    /// elastic-out (Penner): 2^(−10x)·sin((10x − 0.75)·2π/3) + 1, 0 and 1 at the ends.
    static func elasticOut(_ x: Double) -> Double {
        x == 0 ? 0 : x == 1 ? 1 : pow(2, -10 * x) * sin((10 * x - 0.75) * 2 * Double.pi / 3) + 1
    }

    static func numbers(after label: String, in text: String) -> Double? {
        guard let range = text.range(of: label + ": ") else { return nil }
        return Double(text[range.upperBound...].prefix { "0123456789.-e".contains($0) })
    }

    /// Flutter's SpringDescription runs until it settles (0.96 s here), not over the 1 s the
    /// spring was fitted on: the stated error is that of the spring so run (0.150), not the fit's (0.127).
    /// (Elastic-out's formula typed as an `expr`, which Flutter's writer approximates: Penner's
    /// elastic-out and GSAP's elastic.out(1, 0.3) are Flutter's ElasticOutCurve(0.3), exactly.)
    @Test func anApproximatingSpringStatesTheErrorOfTheCodeAsRun() throws {
        var shell = Transcript()
        #expect(shell.reply("d = expr x == 0 ? 0 : x == 1 ? 1 : 2^(-10*x)*sin((10*x - 0.75)*2*pi/3) + 1").error == nil)
        let reply = shell.reply("export d flutter form=timing")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        guard case .string(let code)? = reply.json["text"] else { Issue.record("no text: \(reply.json)"); return }
        let mass = try #require(Self.numbers(after: "mass", in: code))
        let stiffness = try #require(Self.numbers(after: "stiffness", in: code))
        let damping = try #require(Self.numbers(after: "damping", in: code))
        let x = Self.motion(mass: mass, stiffness: stiffness, damping: damping)
        let alpha = damping / (2 * mass)
        let settle = Self.settlingTime(x, alpha: alpha, omega: (stiffness / mass - alpha * alpha).squareRoot())
        var worst = 0.0
        for index in 1..<2000 {
            let progress = Double(index) / 2000
            worst = max(worst, abs(x(progress * settle) - Self.elasticOut(progress)))
        }
        guard case .number(let stated)? = reply.json["max_error"] else { Issue.record("no max_error: \(reply.json)"); return }
        expectClose(stated, worst, absolute: 2e-3, "the stated error against the spring as Flutter runs it (settles at \(settle) s)")
        #expect(worst > 0.14, "the run spring is farther than the fit over 1 s (0.127): \(worst)")
        #expect(reply.json["exact"] == false)
        #expect(code.contains("run by Flutter until it settles"), "\(code)")
    }

    /// A spring given a span of 1 s is the same motion in Compose, but Compose runs it until it
    /// settles: not exact as a curve in progress, and the error says by how much.
    @Test func aSpringWithItsOwnSpanIsNotExactWhereThePlatformRunsItToRest() throws {
        var shell = Transcript()
        #expect(shell.reply("f = spring mass=1 stiffness=593.6206 damping=14.39047 duration=1").error == nil)
        let reply = shell.reply("export f compose form=timing")
        #expect(reply.json["exact"] == false, "\(reply.json)")
        let x = Self.motion(mass: 1, stiffness: 593.6206, damping: 14.39047)
        let alpha = 14.39047 / 2
        let settle = Self.settlingTime(x, alpha: alpha, omega: (593.6206 - alpha * alpha).squareRoot())
        // The curve spans 1 s and ends on 1 (it snaps to the target at x = 1).
        var worst = 0.0
        for index in 0..<2000 {
            let progress = Double(index) / 2000
            worst = max(worst, abs(x(progress * settle) - x(progress)))
        }
        guard case .number(let stated)? = reply.json["max_error"] else { Issue.record("no max_error: \(reply.json)"); return }
        expectClose(stated, worst, absolute: 1e-3, "the stated error against Compose's run of the 1 s span")
        #expect(reply.text.contains("Compose runs it until it settles"), "\(reply.text)")
        // Without a span of its own the spring is the curve Compose runs: exact.
        #expect(shell.reply("g = spring mass=1 stiffness=593.6206 damping=14.39047").error == nil)
        #expect(shell.reply("export g compose").json["exact"] == true)
    }
}
