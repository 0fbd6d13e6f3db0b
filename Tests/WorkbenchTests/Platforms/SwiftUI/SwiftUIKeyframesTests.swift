import CurveKit
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// `export ANIM swiftui` of a keyframes curve writes SwiftUI's own keyframes, in the documented
/// form (developer.apple.com/documentation/swiftui/keyframetimeline/init(initialvalue:content:),
/// .../linearkeyframe/init(_:duration:timingcurve:): `init(_ to: Value, duration: TimeInterval,
/// timingCurve: UnitCurve = .linear)`, and .../unitcurve/bezier(startcontrolpoint:endcontrolpoint:)):
/// a LinearKeyframe per key with the segment's seconds and timing curve.
@Suite("swiftui: keyframes animations as KeyframeTimeline")
struct SwiftUIKeyframesTests {
    typealias F = AnimationExportFixture
    static let lines = ["k = keyframes 0:0 ease 0.5:1 bounce-out 1:0", "anim hop position.y 0 100 keyframes=k duration=2"]

    /// The four numbers of each `UnitPoint(x: …, y: …)` pair in `line`.
    static func unitPoints(_ line: String) -> [Double] {
        line.components(separatedBy: "UnitPoint(x: ").dropFirst().flatMap { part -> [Double] in
            let numbers = part.components(separatedBy: ")").first?.components(separatedBy: ", y: ") ?? []
            return numbers.compactMap(Double.init)
        }
    }

    @Test func aLinearKeyframePerKeyWithTheSegmentsSecondsAndCurve() throws {
        let (_, reply) = F.export("export hop swiftui", after: Self.lines)
        let text = reply.text
        #expect(text.contains("let hop = KeyframeTimeline(initialValue: 0.0) {"), "\(text)")
        // The first segment is CSS ease, cubic-bezier(0.25, 0.1, 0.25, 1), exactly: 0 → 100 in 0.5 · 2 s.
        #expect(
            text.contains(
                "    LinearKeyframe(100.0, duration: 1, timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), "
                    + "endControlPoint: UnitPoint(x: 0.25, y: 1)))"), "\(text)")
        // The second is bounce-out, which no Bézier is: the least-squares one, with its error.
        let second = try #require(text.split(separator: "\n").first { $0.hasPrefix("    LinearKeyframe(0.0, duration: 1, ") })
        let p = Self.unitPoints(String(second))
        #expect(p.count == 4)
        let bezier = try CubicBezier(x1: p[0], y1: p[1], x2: p[2], y2: p[3])
        var worst = 0.0
        for index in 0...2000 {
            let x = Double(index) / 2000
            worst = max(worst, abs(bezier.value(at: x) - Curve.penner(Penner(.bounce, .out)).value(at: x)))
        }
        #expect(text.contains("segment 2 (bounce-out): the least-squares cubic Bézier, max error"), "\(text)")
        guard case .number(let stated) = reply.json["max_error"] else {
            Issue.record("no max_error")
            return
        }
        // The move of segment 2 is the whole move (1 → 0), so its error in progress is the error.
        expectClose(stated, worst, absolute: 2e-3)
        #expect(reply.json["exact"] == false)
        #expect(!text.contains("Animation.timingCurve"))
    }

    @Test func aBezierKeyframesAnimationIsExactWithItsDelayAsAHold() {
        let (_, reply) = F.export(
            "export hop swiftui",
            after: ["k = keyframes 0:0 ease-in 0.25:1 linear 1:0.5", "anim hop position (0,10) (200,10) keyframes=k duration=4 delay=0.5"])
        let text = reply.text
        #expect(reply.json["exact"] == true)
        #expect(text.contains("let hopX = KeyframeTimeline(initialValue: 0.0) {"), "\(text)")
        #expect(text.contains("    LinearKeyframe(0.0, duration: 0.5)"), "\(text)")
        // ease-in is cubic-bezier(0.42, 0, 1, 1): 0 → 200 over 0.25 · 4 s; then linear to 100 over 3 s.
        #expect(
            text.contains(
                "    LinearKeyframe(200.0, duration: 1, timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), "
                    + "endControlPoint: UnitPoint(x: 1, y: 1)))"), "\(text)")
        #expect(text.contains("    LinearKeyframe(100.0, duration: 3, timingCurve: .linear)"), "\(text)")
        #expect(text.contains("let hopY = KeyframeTimeline(initialValue: 10.0) {"), "\(text)")
    }
}
