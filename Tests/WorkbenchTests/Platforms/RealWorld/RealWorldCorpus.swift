import CurveKit
import Foundation
import Testing

@testable import Workbench

/// Shared pieces of the real-world corpus: each case is a source file written in our own words
/// that keeps the structure of a file seen in a public repository (cited at the case), read
/// with `PLATFORM file=…`, and checked against the platform's own formula written in the case.
enum RealWorldCorpus {
    /// The curve `PLATFORM file=NAME` reads from `text`, with the reply.
    static func read(_ platform: String, _ name: String, _ text: String, at: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation)
        -> (reply: String, curve: Curve?)
    {
        var transcript = Transcript(files: [name: text], width: 1000)
        let reply = transcript.reply("a = \(platform) file=\(name)" + (at.map { " at=\($0)" } ?? ""))
        #expect(reply.error == nil, "\(name): \(reply.error ?? "")", sourceLocation: sourceLocation)
        return (reply.text, transcript.interpreter.session.curve(named: "a")?.curve)
    }

    /// A spring's motion in time against the closed form of m·u″ + c·u′ + k·u = 0 (androidx
    /// SpringSimulation.kt, Flutter spring_simulation.dart, Motion generators/spring.ts), from
    /// rest unless `velocity`, written out here for ζ < 1, within 1e-9 over 0…3 s.
    static func expectSpring(
        _ curve: Curve?, mass m: Double, stiffness k: Double, damping c: Double, velocity v0: Double = 0,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard case .spring(let spring)? = curve else {
            Issue.record("not a spring: \(String(describing: curve))", sourceLocation: sourceLocation); return
        }
        let α = c / (2 * m), ωd = (k / m - α * α).squareRoot()
        for index in 0...300 {
            let t = Double(index) / 100
            let expected = 1 - exp(-α * t) * (cos(ωd * t) + (α - v0) / ωd * sin(ωd * t))
            if abs(spring.position(atTime: t) - expected) > 1e-9 {
                Issue.record("at t = \(t): \(spring.position(atTime: t)) vs \(expected)", sourceLocation: sourceLocation)
                return
            }
        }
    }

    /// The curve against `formula` at 1,001 x in [0, 1], within 1e-9.
    static func expectValues(_ curve: Curve?, sourceLocation: SourceLocation = #_sourceLocation, _ formula: (Double) -> Double) {
        guard let curve else { Issue.record("no curve", sourceLocation: sourceLocation); return }
        for index in 0...1000 {
            let x = Double(index) / 1000
            if abs(curve.value(at: x) - formula(x)) > 1e-9 {
                Issue.record("at x = \(x): \(curve.value(at: x)) vs \(formula(x))", sourceLocation: sourceLocation)
                return
            }
        }
    }

    /// Penner's bounce-out (n = 7.5625, d = 2.75), as Flutter's curves.dart `_bounce` has it.
    static func bounceOut(_ t: Double) -> Double {
        let n = 7.5625, d = 2.75
        if t < 1 / d { return n * t * t }
        if t < 2 / d { let u = t - 1.5 / d; return n * u * u + 0.75 }
        if t < 2.5 / d { let u = t - 2.25 / d; return n * u * u + 0.9375 }
        let u = t - 2.625 / d
        return n * u * u + 0.984375
    }
}
