import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// Android's `PathInterpolator` throws unless its path starts at (0, 0) and ends at (1, 1)
/// (aosp-mirror/platform_frameworks_base, core/java/android/view/animation/PathInterpolator.java
/// at 49f2ab6cec73a0dd66061b30937ce430fe8cd4dd, `initPath`: "The Path must start at (0,0) and
/// end at (1,1)"). A curve that goes there and back (ends at 0) is therefore never written as a
/// PathInterpolator path; it gets the nearest form Android takes, with its error stated. GSAP's
/// CustomEase takes such a path: its documentation's own "hop" ease ends at 1,0
/// (https://gsap.com/customease/), so GSAP keeps writing it.
@Suite("android: no PathInterpolator that Android would refuse")
struct AndroidPathEndsTests {
    /// Every `createPathFromPathData("…")` argument in `text`.
    static func pathData(in text: String) -> [String] {
        text.components(separatedBy: "createPathFromPathData(\"").dropFirst().compactMap { $0.components(separatedBy: "\"").first }
    }

    /// The last point of SVG path data: its last two numbers.
    static func lastPoint(_ data: String) -> [Double] {
        let numbers = data.split(whereSeparator: { " ,MCLmcl".contains($0) }).compactMap { Double($0) }
        return Array(numbers.suffix(2))
    }

    @Test(
        Thorough.only,
        arguments: [
            "k = keyframes 0:0 ease 0.5:1 ease 1:0", "k = linear(0, 1, 0)", "k = keyframes 0:0 linear 0.3:1 ease-out 1:0.5",
        ])
    func thereAndBackIsNoPathInterpolatorPath(definition: String) throws {
        var shell = Transcript()
        #expect(shell.reply(definition).error == nil)
        let reply = shell.reply("export k android")
        #expect(reply.error == nil, "\(reply.error ?? "")")
        #expect(Self.pathData(in: reply.text).isEmpty, "\(reply.text)")
        #expect(reply.json["exact"] == false)
        #expect(reply.text.contains("must end at (1, 1)"), "\(reply.text)")
        // The error stated is the written code's, read back by the Android reader, over 2,001 x.
        let code = try #require(reply.text.split(separator: "\n").first { $0.hasPrefix("val ") }).components(separatedBy: " = ")[1]
        let written = try Platform.android.read(code).curve
        let curve = try #require(shell.interpreter.session.curve(named: "k")).curve
        let worst = (0...2000).map { abs(written.value(at: Double($0) / 2000) - curve.value(at: Double($0) / 2000)) }.max() ?? 0
        guard case .number(let stated) = reply.json["max_error"] else {
            Issue.record("no max_error in \(reply.json)")
            return
        }
        expectClose(stated, worst, absolute: 1e-9)
    }

    @Test func aCurveEndingAtOneKeepsItsPath() {
        var shell = Transcript()
        #expect(shell.reply("k = keyframes 0:0 ease 0.5:1.2 ease 1:1").error == nil)
        let data = Self.pathData(in: shell.reply("export k android").text)
        #expect(data.count == 1)
        #expect(data.allSatisfy { $0.hasPrefix("M0,0") && Self.lastPoint($0) == [1, 1] }, "\(data)")
    }

    @Test func gsapCustomEaseKeepsAPathEndingAtZero() {
        var shell = Transcript()
        #expect(shell.reply("k = keyframes 0:0 ease 0.5:1 ease 1:0").error == nil)
        let text = shell.reply("export k gsap").text
        let data = text.components(separatedBy: "CustomEase.create(\"custom\", \"").dropFirst().compactMap {
            $0.components(separatedBy: "\"").first
        }
        #expect(data.count == 1, "\(text)")
        #expect(data.allSatisfy { Self.lastPoint($0) == [1, 0] }, "\(data)")
    }
}
