import TestExpectations
import Testing

@testable import CurveKit

@Suite("linear() of a curve that snaps to its end at x = 1")
struct LinearRestingEndTests {
    @Test("every spring snaps: its motion arrives short of (or past) 1 and its curve is 1 at x = 1")
    func endSnap() throws {
        let settling = try Spring(damping: 30)
        #expect(Curve.spring(settling).endSnap == Curve.EndSnap(arrival: settling.arrival, end: 1))
        expectClose(settling.arrival, 1, absolute: Spring.settlingTolerance)
        #expect(settling.arrival != 1)
        let cut = try Spring(duration: 0.3)
        #expect(Curve.spring(cut).endSnap == Curve.EndSnap(arrival: cut.arrival, end: 1))
        #expect(Curve.penner(try #require(Penner(named: "bounce-out"))).endSnap == nil)
    }

    @Test("with an end snap the stops end (1, arrival), (1, 1): the motion below 1, the end at 1, within the tolerance", Thorough.only)
    func endsAtRest() throws {
        for spring in [
            try Spring(), try Spring(damping: 30), try Spring(stiffness: 300, damping: 8, initialVelocity: 3), try Spring(duration: 0.3),
        ] {
            let snap = try #require(Curve.spring(spring).endSnap)
            for tolerance in [1e-3, 1e-4] {
                let result = try LinearApproximator.approximate(spring.value(at:), tolerance: tolerance, endSnap: snap)
                let count = result.stops.count
                #expect(result.stops[count - 1] == (1, 1))
                #expect(result.value(at: 1) == 1)
                #expect(result.maxError <= tolerance)
                if abs(snap.arrival - 1) > tolerance / 2 {
                    #expect(result.stops[count - 2].x == 1)
                    expectClose(result.stops[count - 2].y, snap.arrival, absolute: tolerance / 2)
                    #expect(result.css.hasSuffix(" 100%, 1)"))
                }
                // Below 1 it follows the motion, checked here on a grid of its own.
                for index in 0..<10_000 {
                    let x = Double(index) / 10_000
                    expectClose(result.value(at: x), spring.position(atTime: x * spring.timeSpan), absolute: tolerance)
                }
            }
        }
    }

    @Test("the arrival stop has the fewest decimals within the rounding room: 0.9990000000000001 → 0.999, never 16 digits")
    func arrivalIsShort() throws {
        let spring = try Spring(damping: 30)
        #expect(spring.arrival == 0.9990000000000001)
        let result = try LinearApproximator.approximate(spring.value(at:), tolerance: 1e-4, endSnap: Curve.spring(spring).endSnap)
        #expect(result.css.hasSuffix(", 0.999 100%, 1)"))
        // The fitted spring with duration=0.5 ended at 0.9994968768560746.
        let cut = try Spring(stiffness: 100, damping: 10, duration: 0.5)
        let stops = try LinearApproximator.approximate(cut.value(at:), tolerance: 1e-3, endSnap: Curve.spring(cut).endSnap)
        #expect(stops.stops.last! == (1, 1))
        #expect(!stops.css.contains("0.99949687"))
    }
}
