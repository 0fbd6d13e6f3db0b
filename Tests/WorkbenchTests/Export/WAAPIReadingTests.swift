import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// `element.animate(keyframes, options)` read as the curve the Web Animations API plays
/// (w3.org/TR/web-animations-1): what `export … waapi` writes, and code written by hand.
@Suite("Web Animations scripts read back")
struct WAAPIReadingTests {
    /// CSS ease-in and ease-out, by bisection on x(t) (CSS Easing 1's cubic-bezier(), solved
    /// here independently of CurveKit).
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func coordinate(_ a: Double, _ b: Double, _ t: Double) -> Double {
            3 * a * t * (1 - t) * (1 - t) + 3 * b * t * t * (1 - t) + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if coordinate(x1, x2, middle) < x { low = middle } else { high = middle }
        }
        return coordinate(y1, y2, (low + high) / 2)
    }

    @Test(
        "every kind's animation exported to waapi reads back with css file= as its curve, within the error the export states",
        Thorough.only)
    func everyKindRoundTrips() throws {
        for (index, (definition, curve)) in CSSBrowserRunTests.curves.enumerated() {
            let animation = try Animation(
                name: "a", keyPath: "transform.translation.y", from: .number(0), to: .number(236), duration: 0.8, curveName: "c",
                curve: curve)
            let stated = try ExportPipeline.animation(animation, format: "waapi")
            var shell = Transcript()
            for line in [
                "c = \(definition)", "anim a transform.translation.y 0 236 duration=0.8 curve=c", "export a waapi > a\(index).js",
                "r = css file=a\(index).js",
            ] {
                let reply = shell.reply(line)
                try #require(reply.error == nil, "\(definition): \(line): \(reply.error ?? "")\n\(stated.text)")
            }
            let read = try #require(shell.interpreter.session.curve(named: "r")?.curve)
            // Keyframes of a curve that does not end at 1 (an oscillation) play from 0 to its end
            // value: the script holds only values, so it reads back as progress from the first
            // to the last.
            let end = stated.form == .keyframes ? curve.value(at: 1) : 1
            let largest = (0...2000).map { abs(read.value(at: Double($0) / 2000) - curve.value(at: Double($0) / 2000) / end) }.max() ?? .nan
            let bound = (stated.isExact ? 0 : stated.maxError) + 1e-6
            #expect(largest <= bound, "\(definition): read back \(largest) from the curve, stated \(stated.maxError)\n\(stated.text)")
        }
    }

    @Test("a bounce-out drop's script reads back as its seven keyframes, progress along translate from 0 to 236, and its duration")
    func dropReadsAsKeyframes() throws {
        var shell = Transcript(width: 200)
        for line in ["anim drop transform.translation.y 0 236 duration=0.8 delay=0.1 curve=bounce-out", "export drop waapi > drop.js"] {
            #expect(shell.reply(line).error == nil, "\(line)")
        }
        let reply = shell.reply("r = css file=drop.js")
        guard case .keyframes(let keyframes)? = shell.interpreter.session.curve(named: "r")?.curve else {
            Issue.record("not keyframes: \(reply.text) \(reply.error ?? "")")
            return
        }
        #expect(keyframes.segments.count == 7)
        #expect(reply.text.contains("translate as progress from 0 to 236"), "\(reply.text)")
        #expect(!reply.text.contains("(1 of"), "one definition, the script, not its easings one by one:\n\(reply.text)")
        #expect(
            KeyframeDocumentReadingTests.largestDifference(.keyframes(keyframes), KeyframeDocumentReadingTests.bounceOut) <= 1e-6)
        #expect(shell.interpreter.session.curve(named: "r")?.timing == CurveTiming(duration: 0.8, delay: 0.1))
    }

    /// Hand-written code in the shape of common Web Animations examples: offsets left out where
    /// the API spaces them, an easing per keyframe, the options' `iterations`.
    static let bounce = """
        document.querySelector(".ball").animate(
          [
            { transform: "translateY(0px)", easing: "ease-out" },
            { transform: "translateY(-30px)", offset: 0.4, easing: "ease-in" },
            { transform: "translateY(-10px)" },
            { transform: "translateY(0px)" },
          ],
          { duration: 800, iterations: Infinity }
        );
        """

    @Test("a hand-written element.animate with missing offsets reads as keyframes spaced as the API spaces them, each with its easing")
    func handWrittenPaste() throws {
        var shell = Transcript()
        let reply = shell.reply("r = css \(Self.bounce.split(separator: "\n").joined(separator: " "))")
        try #require(reply.error == nil, "\(reply.error ?? "")")
        guard case .keyframes(let keyframes)? = shell.interpreter.session.curve(named: "r")?.curve else {
            Issue.record("not keyframes: \(reply.text)")
            return
        }
        // Offsets 0, 0.4, then the missing one halfway between 0.4 and 1, and 1 (Web Animations 1,
        // "compute missing keyframe offsets"); the values themselves, since they end where they start.
        #expect(keyframes.times == [0, 0.4, 0.7, 1])
        #expect(keyframes.values == [0, -30, -10, 0])
        #expect(reply.text.contains("end where they start"), "\(reply.text)")
        let curve = Curve.keyframes(keyframes)
        for x in [0.1, 0.2, 0.3] {
            #expect(abs(curve.value(at: x) - -30 * Self.bezier(0, 0, 0.58, 1, at: x / 0.4)) <= 1e-9, "ease-out at \(x)")
        }
        for x in [0.45, 0.55, 0.65] {
            #expect(abs(curve.value(at: x) - (-30 + 20 * Self.bezier(0.42, 0, 1, 1, at: (x - 0.4) / 0.3))) <= 1e-9, "ease-in at \(x)")
        }
        // The third keyframe has no easing: linear, the API's default.
        #expect(abs(curve.value(at: 0.85) - -5) <= 1e-12)
        #expect(shell.interpreter.session.curve(named: "r")?.timing == CurveTiming(duration: 0.8))
    }

    @Test("two keyframes paced by the options' easing read as that easing")
    func optionsEasingOverTwoKeyframes() throws {
        var shell = Transcript()
        let reply = shell.reply(
            #"r = css el.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 300, easing: "cubic-bezier(0.2, 0, 0, 1)" })"#)
        try #require(reply.error == nil, "\(reply.error ?? "")")
        #expect(shell.interpreter.session.curve(named: "r")?.curve == .bezier(try CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1)))
    }

    @Test("an options easing over keyframes with easings of their own is refused, saying it is a composition")
    func compositionRefused() {
        var shell = Transcript()
        let reply = shell.reply(
            #"r = css el.animate([{ opacity: 0, easing: "ease-in" }, { opacity: 0.5 }, { opacity: 1 }], { duration: 300, easing: "ease-out" })"#
        )
        #expect(reply.error?.contains("a composition of curves; not read") == true, "\(reply.text) \(reply.error ?? "")")
        #expect(shell.interpreter.session.curve(named: "r") == nil)
    }

    @Test("keyframes written as an object of lists are refused, saying how to write them")
    func propertyIndexedRefused() {
        var shell = Transcript()
        let reply = shell.reply("r = css el.animate({ opacity: [0, 1] }, 300)")
        #expect(reply.error?.contains("property-indexed") == true, "\(reply.text) \(reply.error ?? "")")
    }
}
