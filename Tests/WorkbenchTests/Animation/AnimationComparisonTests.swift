import CurveKit
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

@Suite("compare: two animations frame by frame")
struct AnimationComparisonTests {
    typealias F = AnimationFixtures

    @Test("an animation against itself deviates by nothing")
    func identical() throws {
        let slide = try F.animation("slide position (150,32) (300,32) duration=0.5 curve=ease")
        let comparison = try AnimationComparison(slide, slide)
        #expect(comparison.maxDeviation == 0)
        #expect(comparison.firstVisibleFrame == nil)
        #expect(comparison.frameCount == 31)
        #expect(comparison.text.contains("never differ by more than half a point"))
    }

    @Test("max deviation, its time, and the first frame over half a point, against a brute-force scan")
    func easeVersusLinear() throws {
        let a = try F.animation("a position (0,0) (300,400) duration=1 curve=ease")
        let b = try F.animation("b position (0,0) (300,400) duration=1 curve=linear")
        let comparison = try AnimationComparison(a, b)
        var worst = 0.0, worstTime = 0.0, firstVisible: Int?
        for index in 0...60 {
            let x = Double(index) / 60
            // The distance along the move is 500 points times the difference in progress.
            let deviation = abs(F.ease.value(at: x) - x) * 500
            if deviation > worst { (worst, worstTime) = (deviation, x) }
            if firstVisible == nil && deviation > 0.5 { firstVisible = index }
        }
        expectClose(comparison.maxDeviation, worst, absolute: 1e-9)
        expectClose(comparison.maxDeviationTime, worstTime, absolute: 1e-12)
        #expect(comparison.firstVisibleFrame == firstVisible)
        #expect(comparison.firstVisibleFrame == 1)
        #expect(comparison.firstVisibleTime == 1.0 / 60)
        let json = comparison.json
        #expect(json["maxDeviation"] == .number(comparison.maxDeviation))
        #expect(json["firstVisibleFrame"] == 1)
    }

    @Test("different durations and rates: the finer rate, the longer span, the finished one holding its end value")
    func differentTiming() throws {
        let short = try F.animation("s opacity 0 100 duration=0.5 curve=linear fps=30")
        let long = try F.animation("l opacity 0 100 duration=1 curve=linear fps=60")
        let comparison = try AnimationComparison(short, long)
        #expect(comparison.fps == 60)
        #expect(comparison.frameCount == 61)
        // At 0.5 s the short one is at 100 and the long one at 50; that is the largest gap.
        expectClose(comparison.maxDeviation, 50, absolute: 1e-9)
        #expect(comparison.maxDeviationTime == 0.5)
        #expect(comparison.maxDeviationFrame == 30)
        #expect(comparison.firstVisibleFrame == 1)
    }

    @Test("colours deviate in colour levels, alpha on the same scale")
    func colours() throws {
        let a = try F.animation("a backgroundColor #000000 #0000ff duration=1 curve=linear fps=10")
        let b = try F.animation("b backgroundColor #00000000 #0000ff00 duration=1 curve=linear fps=10")
        let comparison = try AnimationComparison(a, b)
        #expect(comparison.maxDeviation == 255)
        #expect(comparison.firstVisibleFrame == 0)
    }

    @Test("animations of different kinds of value cannot be compared")
    func kindsDiffer() throws {
        let a = try F.animation("a position (0,0) (1,1) duration=1 curve=linear")
        let b = try F.animation("b opacity 0 1 duration=1 curve=linear")
        #expect {
            try AnimationComparison(a, b)
        } throws: { error in
            (error as? AnimationError)?.message.contains("must animate the same kind of value") == true
        }
        let t1 = try F.animation("t1 transform rotate(0) rotate(90) duration=1 curve=linear")
        let t2 = try F.animation("t2 transform scale(1) scale(2) duration=1 curve=linear")
        #expect(throws: AnimationError.self) { try AnimationComparison(t1, t2) }
    }
}
