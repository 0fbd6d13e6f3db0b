import CurveKit
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// What `export CURVE motion` writes reads back as what it says it computes, through `file=` and
/// as a paste, for every kind of docs/exact-forms.md and each form Motion's writer has (timing,
/// function, keyframes): within the stated error, and to 1e-9 where it says exact and its
/// numbers are written with 12 decimals (the fewest decimals, the default, keep a curve within
/// 1e-7). A form the writer refuses for a kind is not written, so there is nothing to read.
@Suite("Motion's exports read back")
struct MotionExportReadBackTests {
    static let forms = ["timing", "function", "keyframes"]

    /// The largest difference between two curves over 0…1 (2,001 points).
    static func largestDifference(_ a: Curve, _ b: Curve) -> Double {
        (0...2000).map { abs(a.value(at: Double($0) / 2000) - b.value(at: Double($0) / 2000)) }.max() ?? .nan
    }

    @Test("each kind, each form Motion writes for it, reads back within the stated error", arguments: ExactFormsTableTests.kinds)
    func readsBack(_ kind: String, _ definition: String) throws {
        var written = 0
        for form in Self.forms {
            for (digits, exactBound) in [(" digits=12", 1e-9), ("", 1e-6)] {
                var shell = Transcript()
                #expect(shell.reply("c = \(definition)").error == nil)
                let exported = shell.reply("export c motion form=\(form)\(digits) > c.js")
                guard exported.error == nil else { continue }
                written += 1
                let what = "\(kind) as Motion's \(form)\(digits)"
                let stated: Double
                if case .number(let error)? = exported.json["max_error"] { stated = error } else { stated = 0 }
                let bound = exported.json["exact"] == true ? exactBound : stated * (1 + 5e-3) + 1e-6
                let original = try #require(shell.interpreter.session.curve(named: "c")?.curve)
                let text = try #require(shell.files.text("c.js"))

                let reply = shell.reply("r = motion file=c.js")
                let read = try #require(shell.interpreter.session.curve(named: "r")?.curve, "\(what): \(reply.error ?? "")\n\(text)")
                let difference = Self.largestDifference(read, original)
                #expect(difference <= bound, "\(what) reads back \(difference) off, stated \(stated):\n\(text)")

                let pasted = try Platform.motion.read(text)
                let pastedDifference = Self.largestDifference(pasted.curve, original)
                #expect(pastedDifference <= bound, "\(what) pasted reads back \(pastedDifference) off, stated \(stated)")
            }
        }
        #expect(written > 0, "\(kind): Motion wrote no form")
    }

    /// The keys of a keyframes function: key times 0, 0.5, 1 and values 0, 0.8, 1.
    static func function(body: String = MotionKeyframes.body.joined(separator: "\n"), ease: String = "cubicBezier(0.42, 0, 1, 1)")
        -> String
    {
        """
        const k = ((keys) => (t) => {
        \(body)
        })([
          [0, 0, \(ease)],
          [0.5, 0.8, cubicBezier(0, 0, 0.58, 1)],
          [1, 1],
        ]);
        """
    }

    @Test("a keyframes function is read as it computes: ease-in from 0 to 0.8 over the first half, ease-out to 1 after")
    func keyframesFunctionComputes() throws {
        let read = try Platform.motion.read(Self.function()).curve
        // CSS ease-in and ease-out (0.42, 0, 1, 1) and (0, 0, 0.58, 1), solved by bisection here.
        func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
            func coordinate(_ t: Double, _ a: Double, _ b: Double) -> Double {
                3 * a * t * (1 - t) * (1 - t) + 3 * b * t * t * (1 - t) + t * t * t
            }
            var (low, high) = (0.0, 1.0)
            for _ in 0..<200 {
                let mid = (low + high) / 2
                if coordinate(mid, x1, x2) < x { low = mid } else { high = mid }
            }
            return coordinate((low + high) / 2, y1, y2)
        }
        for x in stride(from: 0.0, through: 1.0, by: 0.0125) {
            let expected = x < 0.5 ? 0.8 * bezier(0.42, 0, 1, 1, x / 0.5) : 0.8 + 0.2 * bezier(0, 0, 0.58, 1, (x - 0.5) / 0.5)
            expectClose(read.value(at: x), expected, absolute: 1e-9)
        }
    }

    @Test(
        "a keyframes function that is not the one export writes is refused with the reason",
        arguments: [
            (function(body: "  return t;"), "its body is not the one"),
            (function(ease: "easeIn"), "not Motion's cubicBezier"),
            (function(ease: "cubicBezier(0.42, 0, 1)"), "cubicBezier(x1, y1, x2, y2) takes four numbers"),
        ])
    func refused(_ text: String, _ reason: String) {
        #expect(throws: CommandError.self) { try Platform.motion.read(text) }
        do {
            _ = try Platform.motion.read(text)
        } catch {
            #expect(error.message.contains(reason), "\(error.message)")
        }
        var shell = Transcript(files: ["k.js": text])
        let reply = shell.reply("r = motion file=k.js")
        #expect(reply.error?.contains(reason) == true, "\(reply.error ?? reply.text)")
    }
}
