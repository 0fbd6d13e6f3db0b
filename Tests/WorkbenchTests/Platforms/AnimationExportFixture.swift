import CurveKit
import Testing

@testable import Workbench

/// The animation every platform's animation test exports, with its numbers kept here: each test
/// works out from them what the platform's code must say (milliseconds, frames, passes), in the
/// platform's units, rather than taking the writer's word.
enum AnimationExportFixture {
    static let from = (x: 150.0, y: 32.0), to = (x: 300.0, y: 32.0)
    static let duration = 0.55, delay = 0.125, repeatCount = 3
    /// With autoreverse each repeat is a pass forward and a pass back.
    static let passes = repeatCount * 2
    /// CSS ease-out, cubic-bezier(0, 0, 0.58, 1).
    static let easeOut = Curve.bezier(try! CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))

    static let slide =
        "anim slide position (150,32) (300,32) duration=0.55 curve=ease-out delay=0.125 repeat=3 autoreverse"
    /// The same, played once.
    static let once = "anim once position (150,32) (300,32) duration=0.55 curve=ease-out delay=0.125"

    /// A shell where `lines` ran without error, and the reply of `export`.
    static func export(_ command: String, after lines: [String] = [slide]) -> (Transcript, Reply) {
        var shell = Transcript()
        for line in lines {
            let reply = shell.reply(line)
            #expect(reply.error == nil, "\(line): \(reply.error ?? "")")
        }
        let reply = shell.reply(command)
        #expect(reply.error == nil, "\(command): \(reply.error ?? "")")
        return (shell, reply)
    }

    /// The text between `start` and the bracket that closes the one `start` opens (its last character).
    static func call(in text: String, from start: String) -> String? {
        guard let range = text.range(of: start) else { return nil }
        var depth = 0
        var index = range.lowerBound
        while index < text.endIndex {
            let character = text[index]
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) {
                depth -= 1
                if depth == 0 { return String(text[range.lowerBound...index]) }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The argument after `label` (`easing = `): the text up to the `,` or `)` that ends it at
    /// its own depth.
    static func argument(in text: String, after label: String) -> String? {
        guard let range = text.range(of: label) else { return nil }
        var depth = 0
        var index = range.upperBound
        while index < text.endIndex {
            let character = text[index]
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) || character == "," {
                if depth == 0 { return String(text[range.upperBound..<index]) }
                if character != "," { depth -= 1 }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// `read` equals `expected` within `tolerance` at 101 even x.
    static func expectSameCurve(
        _ read: Curve, _ expected: Curve, within tolerance: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for x in (0...100).map({ Double($0) / 100 }) {
            #expect(abs(read.value(at: x) - expected.value(at: x)) <= tolerance, "at x = \(x)", sourceLocation: sourceLocation)
        }
    }
}
