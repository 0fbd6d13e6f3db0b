import CurveKit
import Foundation
import Testing

@testable import Workbench

/// The platforms' own formulas for the web and Flutter cases, written out here from their
/// sources (cited at each), independent of CurveKit.
extension RealWorldCorpus {
    /// A cubic Bézier timing function from (0, 0) to (1, 1), as CSS Easing §3.3, Flutter's
    /// `Cubic.transformInternal` (curves.dart) and Lottie's keyframe easing define it: find t with
    /// x(t) = x, answer y(t). Solved here by bisection on t (x(t) increases for x1, x2 in [0, 1]).
    static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> (Double) -> Double {
        func coordinate(_ a: Double, _ b: Double, _ t: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
        }
        return { x in
            if x <= 0 || x >= 1 { return min(max(x, 0), 1) }
            var low = 0.0, high = 1.0
            for _ in 0..<200 {
                let middle = (low + high) / 2
                if coordinate(x1, x2, middle) < x { low = middle } else { high = middle }
                if high - low < 1e-15 { break }
            }
            return coordinate(y1, y2, (low + high) / 2)
        }
    }

    /// The curve against `cubic-bezier(x1, y1, x2, y2)` within 1e-9.
    static func expectBezier(
        _ curve: Curve?, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectValues(curve, sourceLocation: sourceLocation, cubicBezier(x1, y1, x2, y2))
    }

    /// The curve `PLATFORM file=NAME` reads, checked against a Bézier, with the line it took.
    static func expectFileBezier(
        _ platform: String, _ name: String, _ text: String, at: Int? = nil, line: Int,
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (reply, curve) = read(platform, name, text, at: at, sourceLocation: sourceLocation)
        #expect(reply.contains("took line \(line) "), "\(reply)", sourceLocation: sourceLocation)
        expectBezier(curve, x1, y1, x2, y2, sourceLocation: sourceLocation)
    }

    /// The refusal `PLATFORM file=NAME` gives, which must contain `reason`; nothing is defined.
    static func expectRefusal(
        _ platform: String, _ name: String, _ text: String, at: Int? = nil, _ reason: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var transcript = Transcript(files: [name: text])
        let reply = transcript.reply("a = \(platform) file=\(name)" + (at.map { " at=\($0)" } ?? ""))
        #expect(reply.error?.contains(reason) == true, "\(reply.error ?? reply.text)", sourceLocation: sourceLocation)
        #expect(transcript.interpreter.session.curve(named: "a") == nil, sourceLocation: sourceLocation)
    }

    /// A path of cubic Béziers from (x0, y0), each segment `cp1x, cp1y, cp2x, cp2y, x, y` in
    /// absolute coordinates (SVG `C`): at x, the segment whose x span holds it, solved there.
    static func bezierPath(_ numbers: [Double]) -> (Double) -> Double {
        var segments: [(start: (Double, Double), points: [Double])] = []
        var start = (numbers[0], numbers[1])
        var index = 2
        while index + 6 <= numbers.count {
            segments.append((start, Array(numbers[index..<index + 6])))
            start = (numbers[index + 4], numbers[index + 5])
            index += 6
        }
        func coordinate(_ p0: Double, _ a: Double, _ b: Double, _ p3: Double, _ t: Double) -> Double {
            let u = 1 - t
            return u * u * u * p0 + 3 * u * u * t * a + 3 * u * t * t * b + t * t * t * p3
        }
        return { x in
            if x <= 0 { return 0 }
            if x >= 1 { return 1 }
            let segment = segments.first { x <= $0.points[4] } ?? segments.last!
            let p = segment.points
            var low = 0.0, high = 1.0
            for _ in 0..<200 {
                let middle = (low + high) / 2
                if coordinate(segment.start.0, p[0], p[2], p[4], middle) < x { low = middle } else { high = middle }
                if high - low < 1e-15 { break }
            }
            return coordinate(segment.start.1, p[1], p[3], p[5], (low + high) / 2)
        }
    }

    // MARK: Springs in every regime

    /// A spring's motion from 0 to 1 in time, m·u″ + c·u′ + k·u = 0 with u = 1 − position,
    /// in the three closed forms of Motion's generators/spring.ts (under-, critically and
    /// over-damped; the last with sinh and cosh), from `velocity` in moves per second.
    static func springMotion(mass m: Double, stiffness k: Double, damping c: Double, velocity v0: Double = 0) -> (Double) -> Double {
        let ω0 = (k / m).squareRoot(), ζ = c / (2 * (k * m).squareRoot())
        if ζ < 1 {
            let ωd = ω0 * (1 - ζ * ζ).squareRoot()
            return { t in 1 - exp(-ζ * ω0 * t) * ((ζ * ω0 - v0) / ωd * sin(ωd * t) + cos(ωd * t)) }
        }
        if ζ == 1 {
            return { t in 1 - exp(-ω0 * t) * (1 + (ω0 - v0) * t) }
        }
        let ωd = ω0 * (ζ * ζ - 1).squareRoot()
        return { t in 1 - exp(-ζ * ω0 * t) * ((ζ * ω0 - v0) * sinh(ωd * t) + ωd * cosh(ωd * t)) / ωd }
    }

    /// The spring's position against ``springMotion(mass:stiffness:damping:velocity:)`` at
    /// every 10 ms over 0…3 s, within 1e-9.
    static func expectSpringMotion(
        _ curve: Curve?, mass: Double, stiffness: Double, damping: Double, velocity: Double = 0,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard case .spring(let spring)? = curve else {
            Issue.record("not a spring: \(String(describing: curve))", sourceLocation: sourceLocation); return
        }
        let expected = springMotion(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity)
        for index in 0...300 {
            let t = Double(index) / 100
            if abs(spring.position(atTime: t) - expected(t)) > 1e-9 {
                Issue.record("at t = \(t): \(spring.position(atTime: t)) vs \(expected(t))", sourceLocation: sourceLocation)
                return
            }
        }
    }

    // MARK: GSAP (gsap-core.js, GSAP 3)

    /// `_createEase` turns an in-ease into its three directions: out(p) = 1 − in(1 − p),
    /// inOut(p) = p < .5 ? in(2p)/2 : 1 − in(2(1 − p))/2.
    static func gsapDirections(_ easeIn: @escaping (Double) -> Double) -> (
        in: (Double) -> Double, out: (Double) -> Double, inOut: (Double) -> Double
    ) {
        (easeIn, { p in 1 - easeIn(1 - p) }, { p in p < 0.5 ? easeIn(p * 2) / 2 : 1 - easeIn((1 - p) * 2) / 2 })
    }

    /// `power`N: in(p) = p^(N + 1) ("Quad", "Cubic", "Quart", "Quint" are power1…4).
    static func gsapPower(_ n: Int) -> (in: (Double) -> Double, out: (Double) -> Double, inOut: (Double) -> Double) {
        gsapDirections { p in pow(p, Double(n + 1)) }
    }

    /// `expo`: in(p) = 2^(10(p − 1))·p + p⁶(1 − p) (GSAP's form, exactly 0 at 0 and 1 at 1).
    static var gsapExpo: (in: (Double) -> Double, out: (Double) -> Double, inOut: (Double) -> Double) {
        gsapDirections { p in pow(2, 10 * (p - 1)) * p + pow(p, 6) * (1 - p) }
    }

    /// `circ`: in(p) = −(√(1 − p²) − 1).
    static var gsapCirc: (in: (Double) -> Double, out: (Double) -> Double, inOut: (Double) -> Double) {
        gsapDirections { p in -((1 - p * p).squareRoot() - 1) }
    }

    /// `sine`: in(p) = 1 − cos(p·π/2) (GSAP returns 1 at p = 1: p === 1 ? 1 : …).
    static var gsapSine: (in: (Double) -> Double, out: (Double) -> Double, inOut: (Double) -> Double) {
        gsapDirections { p in p == 1 ? 1 : -cos(p * .pi / 2) + 1 }
    }

    /// `back.out(s)`: (p − 1)²((s + 1)(p − 1) + s) + 1 (p = 0 gives 0); in and inOut from it.
    static func gsapBack(_ s: Double) -> (in: (Double) -> Double, out: (Double) -> Double, inOut: (Double) -> Double) {
        let out: (Double) -> Double = { p in p == 0 ? 0 : (p - 1) * (p - 1) * ((s + 1) * (p - 1) + s) + 1 }
        return ({ p in 1 - out(1 - p) }, out, { p in p < 0.5 ? (1 - out(1 - p * 2)) / 2 : 0.5 + out((p - 0.5) * 2) / 2 })
    }

    /// `elastic.out(a, T)`: p1 = max(1, a), p3 = T/(2π)·asin(1/p1),
    /// out(p) = p1·2^(−10p)·sin((p − p3)·2π/T) + 1 (1 at p = 1).
    static func gsapElasticOut(_ amplitude: Double = 1, _ period: Double = 0.3) -> (Double) -> Double {
        let p1 = max(1, amplitude), p3 = period / (2 * .pi) * asin(1 / p1)
        return { p in p == 1 ? 1 : p1 * pow(2, -10 * p) * sin((p - p3) * 2 * .pi / period) + 1 }
    }

    // MARK: Flutter (curves.dart)

    /// `Interval(begin, end, curve:)`: t' = clamp((t − begin)/(end − begin), 0, 1); 0 and 1
    /// as they are, else curve(t').
    static func flutterInterval(_ begin: Double, _ end: Double, _ curve: @escaping (Double) -> Double) -> (Double) -> Double {
        { t in
            let local = min(max((t - begin) / (end - begin), 0), 1)
            return local == 0 || local == 1 ? local : curve(local)
        }
    }

    /// `FlippedCurve`: 1 − curve(1 − t).
    static func flipped(_ curve: @escaping (Double) -> Double) -> (Double) -> Double { { t in 1 - curve(1 - t) } }

    /// Material 3's emphasized path, `Curves.easeInOutCubicEmphasized` = ThreePointCubic(
    /// a1 (0.05, 0), b1 (0.133333, 0.06), midpoint (0.166666, 0.4), a2 (0.208333, 0.82), b2 (0.25, 1)):
    /// the cubic from the origin through a1, b1 to the midpoint, then a2, b2 to (1, 1), each
    /// scaled into its part of the box (curves.dart ThreePointCubic.transformInternal).
    static func flutterEmphasized(_ t: Double) -> Double {
        let mid = (x: 0.166666, y: 0.4)
        if t <= 0 || t >= 1 { return t }
        if t < mid.x {
            let scaled = cubicBezier(0.05 / mid.x, 0 / mid.y, 0.133333 / mid.x, 0.06 / mid.y)
            return scaled(t / mid.x) * mid.y
        }
        let scaled = cubicBezier(
            (0.208333 - mid.x) / (1 - mid.x), (0.82 - mid.y) / (1 - mid.y), (0.25 - mid.x) / (1 - mid.x), (1 - mid.y) / (1 - mid.y))
        return mid.y + scaled((t - mid.x) / (1 - mid.x)) * (1 - mid.y)
    }

    // MARK: Lottie (lottie-web, keyframe interpolation)

    /// A property's value over its keyframes as progress from the first value to the last:
    /// between key times tᵢ and tᵢ₊₁ the value moves from vᵢ to vᵢ₊₁ paced by that keyframe's
    /// `cubic-bezier(o.x, o.y, i.x, i.y)` (lottie-web `PropertyFactory.interpolateValue`);
    /// a hold keyframe stays at vᵢ until tᵢ₊₁.
    static func lottieProperty(times: [Double], values: [Double], easings: [[Double]?]) -> (Double) -> Double {
        let v0 = values.first!, range = values.last! - v0
        let value = lottieValue(times: times, values: values, easings: easings)
        return { x in (value(x) - v0) / range }
    }

    /// The property's value itself, for a property that ends where it starts (no progress
    /// from 0 to 1 to speak of), x = 0…1 over its keyframes' times.
    static func lottieValue(times: [Double], values: [Double], easings: [[Double]?]) -> (Double) -> Double {
        let t0 = times.first!, span = times.last! - t0
        return { x in
            let time = t0 + x * span
            var index = 0
            while index < times.count - 2, time >= times[index + 1] { index += 1 }
            let local = (time - times[index]) / (times[index + 1] - times[index])
            let eased: Double
            if let p = easings[index] { eased = cubicBezier(p[0], p[1], p[2], p[3])(local) } else { eased = local >= 1 ? 1 : 0 }
            return values[index] + (values[index + 1] - values[index]) * eased
        }
    }
}
