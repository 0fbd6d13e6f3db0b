import CurveKit
import Foundation
import Testing

@testable import Workbench

/// The native platforms' formulas for the real-world corpus (Android, Compose, UIKit, SwiftUI),
/// each written out here from the platform's own source, independent of CurveKit.
extension RealWorldCorpus {
    /// A paste the reader must refuse, with a reason that names `reason`; nothing is defined.
    static func expectRefusal(
        _ platform: String, _ name: String, _ text: String, at: Int? = nil, mentioning reason: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var transcript = Transcript(files: [name: text])
        let reply = transcript.reply("a = \(platform) file=\(name)" + (at.map { " at=\($0)" } ?? ""))
        #expect(reply.error?.contains(reason) == true, "\(name): \(reply.error ?? reply.text)", sourceLocation: sourceLocation)
        #expect(transcript.interpreter.session.curve(named: "a") == nil, sourceLocation: sourceLocation)
    }

    /// A spring's motion in time against the closed form of m·u″ + c·u′ + k·u = 0 from u(0) = 0
    /// toward 1 with u′(0) = v0, in each of its three regimes (under-, critically and
    /// over-damped), within 1e-9 over 0…3 s. androidx SpringForce.java and Compose
    /// SpringSimulation.kt write the same three cases.
    static func expectMotion(
        _ curve: Curve?, mass m: Double, stiffness k: Double, damping c: Double, velocity v0: Double = 0,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard case .spring(let spring)? = curve else {
            Issue.record("not a spring: \(String(describing: curve))", sourceLocation: sourceLocation); return
        }
        let ω0 = (k / m).squareRoot(), ζ = c / (2 * (m * k).squareRoot())
        // x(t) = u(t) − 1, from x(0) = −1, x′(0) = v0.
        let x0 = -1.0
        func displacement(_ t: Double) -> Double {
            if abs(ζ - 1) < 1e-12 {
                return (x0 + (v0 + ω0 * x0) * t) * exp(-ω0 * t)
            }
            if ζ < 1 {
                let ωd = ω0 * (1 - ζ * ζ).squareRoot()
                return exp(-ζ * ω0 * t) * (x0 * cos(ωd * t) + (v0 + ζ * ω0 * x0) / ωd * sin(ωd * t))
            }
            let root = ω0 * (ζ * ζ - 1).squareRoot()
            let r1 = -ζ * ω0 + root, r2 = -ζ * ω0 - root
            let b = (v0 - r1 * x0) / (r2 - r1), a = x0 - b
            return a * exp(r1 * t) + b * exp(r2 * t)
        }
        for index in 0...300 {
            let t = Double(index) / 100
            let expected = 1 + displacement(t)
            if abs(spring.position(atTime: t) - expected) > 1e-9 {
                Issue.record("at t = \(t): \(spring.position(atTime: t)) vs \(expected)", sourceLocation: sourceLocation)
                return
            }
        }
    }

    /// A spring given as SwiftUI's and UIKit's (duration, bounce): mass 1, stiffness (2π/d)²,
    /// damping 4π(1 − b)/d for b ≥ 0, 4π/(d(1 + b)) below (Apple's Spring(duration:bounce:) page).
    static func expectPerceptual(
        _ curve: Curve?, duration d: Double, bounce b: Double, velocity v0: Double = 0, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let damping = b >= 0 ? 4 * .pi * (1 - b) / d : 4 * .pi / (d * (1 + b))
        expectMotion(curve, mass: 1, stiffness: pow(2 * .pi / d, 2), damping: damping, velocity: v0, sourceLocation: sourceLocation)
    }

    /// SwiftUI's (response, dampingFraction): mass 1, stiffness (2π/response)², damping 4πζ/response.
    static func expectResponse(
        _ curve: Curve?, response r: Double, dampingFraction ζ: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectMotion(curve, mass: 1, stiffness: pow(2 * .pi / r, 2), damping: 4 * .pi * ζ / r, sourceLocation: sourceLocation)
    }

    /// A ratio spring (androidx SpringForce, Compose spring): mass 1, damping 2ζ√k.
    static func expectRatio(_ curve: Curve?, stiffness k: Double, dampingRatio ζ: Double, sourceLocation: SourceLocation = #_sourceLocation)
    {
        expectMotion(curve, mass: 1, stiffness: k, damping: 2 * ζ * k.squareRoot(), sourceLocation: sourceLocation)
    }

    /// The cubic Bézier from (0, 0) through controls (x1, y1), (x2, y2) to (1, 1): y at the t
    /// where x(t) = x, found by bisection (x is monotone for x1, x2 in [0, 1]).
    static func bezierY(_ p: [Double], at x: Double) -> Double {
        pathY([[0, 0, p[0], p[1], p[2], p[3], 1, 1]], at: x)
    }

    /// A path of cubic segments [x0, y0, x1, y1, x2, y2, x3, y3] (a line as a cubic with its
    /// controls on it), y at x by bisection in the segment that spans x.
    static func pathY(_ segments: [[Double]], at x: Double) -> Double {
        func cubic(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ t: Double) -> Double {
            let u = 1 - t
            return u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d
        }
        let s = segments.first { x <= $0[6] } ?? segments[segments.count - 1]
        var low = 0.0, high = 1.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if cubic(s[0], s[2], s[4], s[6], mid) < x { low = mid } else { high = mid }
        }
        return cubic(s[1], s[3], s[5], s[7], (low + high) / 2)
    }

    /// A straight segment from (ax, ay) to (bx, by) as a cubic with its controls on the line.
    static func line(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) -> [Double] {
        [ax, ay, ax + (bx - ax) / 3, ay + (by - ay) / 3, ax + 2 * (bx - ax) / 3, ay + 2 * (by - ay) / 3, bx, by]
    }

    static func expectBezier(_ curve: Curve?, _ p: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        expectValues(curve, sourceLocation: sourceLocation) { x in bezierY(p, at: x) }
    }

    /// AOSP frameworks/base/core/java/android/view/animation: the interpolators' getInterpolation.
    enum AOSP {
        /// AccelerateInterpolator: t² when the factor is 1, else t^(2·factor).
        static func accelerate(_ factor: Double) -> (Double) -> Double {
            { t in factor == 1 ? t * t : pow(t, 2 * factor) }
        }
        /// DecelerateInterpolator: 1 − (1 − t)² when the factor is 1, else 1 − (1 − t)^(2·factor).
        static func decelerate(_ factor: Double) -> (Double) -> Double {
            { t in factor == 1 ? 1 - (1 - t) * (1 - t) : 1 - pow(1 - t, 2 * factor) }
        }
        /// AccelerateDecelerateInterpolator: cos((t + 1)π)/2 + 0.5.
        static func accelerateDecelerate(_ t: Double) -> Double { cos((t + 1) * .pi) / 2 + 0.5 }
        /// AnticipateInterpolator: t²((T + 1)t − T).
        static func anticipate(_ tension: Double) -> (Double) -> Double {
            { t in t * t * ((tension + 1) * t - tension) }
        }
        /// OvershootInterpolator: u²((T + 1)u + T) + 1, u = t − 1.
        static func overshoot(_ tension: Double) -> (Double) -> Double {
            { t in
                let u = t - 1; return u * u * ((tension + 1) * u + tension) + 1
            }
        }
        /// AnticipateOvershootInterpolator(T, E): s = T·E; halves a(2t, s)/2 and (o(2t − 2, s) + 2)/2.
        static func anticipateOvershoot(_ tension: Double, _ extra: Double) -> (Double) -> Double {
            let s = tension * extra
            return { t in
                if t < 0.5 { let u = 2 * t; return 0.5 * u * u * ((s + 1) * u - s) }
                let u = 2 * t - 2
                return 0.5 * (u * u * ((s + 1) * u + s) + 2)
            }
        }
        /// BounceInterpolator: 8t² in pieces after t·1.1226.
        static func bounce(_ input: Double) -> Double {
            func b(_ t: Double) -> Double { t * t * 8 }
            let t = input * 1.1226
            if t < 0.3535 { return b(t) }
            if t < 0.7408 { return b(t - 0.54719) + 0.7 }
            if t < 0.9644 { return b(t - 0.8526) + 0.9 }
            return b(t - 1.0435) + 0.95
        }
    }
}
