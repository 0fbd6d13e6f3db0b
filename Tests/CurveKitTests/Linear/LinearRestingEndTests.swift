import Testing
@testable import CurveKit

@Suite("linear() of a curve meant to end at rest")
struct LinearRestingEndTests {
    @Test("only a spring spanning its settling time ends at rest; its value at 1 is 0.1 % short of it")
    func restingEnd() throws {
        let settling = try Spring(damping: 30)
        #expect(Curve.spring(settling).restingEnd == 1)
        #expect(abs(settling.value(at: 1) - 1) <= Spring.settlingTolerance)
        #expect(settling.value(at: 1) != 1)
        #expect(Curve.spring(try Spring(duration: 0.3)).restingEnd == nil)
        #expect(Curve.penner(try #require(Penner(named: "bounce-out"))).restingEnd == nil)
    }

    @Test("with restingEnd the stops end (1, f(1)), (1, 1): f below 1, at rest at 1, within the tolerance")
    func endsAtRest() throws {
        for spring in [try Spring(), try Spring(damping: 30), try Spring(stiffness: 300, damping: 8, initialVelocity: 3)] {
            for tolerance in [1e-3, 1e-4] {
                let result = try LinearApproximator.approximate(spring.value(at:), tolerance: tolerance, restingEnd: 1)
                let count = result.stops.count
                #expect(result.stops[count - 1] == (1, 1))
                #expect(result.stops[count - 2].x == 1)
                #expect(abs(result.stops[count - 2].y - spring.value(at: 1)) <= tolerance / 2)
                #expect(result.css.hasSuffix(" 100%, 1)"))
                #expect(result.value(at: 1) == 1)
                #expect(result.maxError <= tolerance)
                // Below 1 it follows the spring, checked here on a grid of its own.
                for index in 0..<10_000 {
                    let x = Double(index) / 10_000
                    #expect(abs(result.value(at: x) - spring.value(at: x)) <= tolerance)
                }
                let plain = try LinearApproximator.approximate(spring.value(at:), tolerance: tolerance)
                #expect(plain.stops.last!.x == 1 && plain.stops.last!.y != 1)
            }
        }
    }

    @Test("an end stop one ulp from a short decimal is written as that decimal: 0.9990000000000001 → 0.999")
    func endNoiseAtShortDecimals() throws {
        let spring = try Spring(damping: 30)
        #expect(spring.value(at: 1) == 0.9990000000000001)
        let result = try LinearApproximator.approximate(spring.value(at:), tolerance: 1e-3)
        #expect(result.css.hasSuffix(", 0.999)"))
        #expect(result.stops.last! == (1, 0.999))
    }
}
