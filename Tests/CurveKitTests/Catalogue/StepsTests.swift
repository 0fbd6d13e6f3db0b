import Testing

@testable import CurveKit

// Steps against CSS Easing Functions Level 2, §3.2 "Step easing functions"
// (https://www.w3.org/TR/css-easing-2/#step-easing-functions). The expected outputs are
// the spec's own examples and figures (steps(4, jump-end), jump-start, steps(5, jump-none),
// steps(3, jump-both)), worked by hand from its algorithm: current step = ⌊x·n⌋, plus one for
// jump-start / jump-both, clamped to [0, jumps], divided by jumps, where jumps is n, n − 1 for
// jump-none and n + 1 for jump-both.

@Suite("Steps")
struct StepsTests {
    static func steps(_ count: Int, _ position: Steps.Position) -> Steps {
        do {
            return try Steps(count: count, position: position)
        } catch {
            Issue.record("steps(\(count), \(position.rawValue)) rejected: \(error)")
            return try! Steps(count: 1)
        }
    }

    /// steps(4) (jump-end, the default): at 0, 0.25, 0.5, 0.99, 1 the outputs are 0, 0.25,
    /// 0.5, 0.75, 1 — the jump happens at the end of each interval.
    @Test(arguments: [(0.0, 0.0), (0.1, 0.0), (0.25, 0.25), (0.49, 0.25), (0.5, 0.5), (0.75, 0.75), (0.99, 0.75), (1, 1)])
    func jumpEndJumpsAtTheEndOfEachInterval(x: Double, y: Double) throws {
        let curve = try Steps(count: 4)
        #expect(curve.position == .jumpEnd)
        #expect(curve.value(at: x) == y)
    }

    /// steps(4, jump-start): the first jump happens at the start, so 0 → 0.25, 0.25 → 0.5,
    /// 0.5 → 0.75, 0.99 → 1, 1 → 1.
    @Test(arguments: [(0.0, 0.25), (0.24, 0.25), (0.25, 0.5), (0.5, 0.75), (0.75, 1), (0.99, 1), (1, 1)])
    func jumpStartJumpsAtTheStartOfEachInterval(x: Double, y: Double) {
        #expect(Self.steps(4, .jumpStart).value(at: x) == y)
    }

    /// steps(5, jump-none): five levels 0, 1/4, 2/4, 3/4, 1, each held for a fifth of the
    /// time; no jump at either end.
    @Test(arguments: [(0.0, 0.0), (0.19, 0.0), (0.2, 0.25), (0.4, 0.5), (0.59, 0.5), (0.61, 0.75), (0.8, 1), (0.9, 1), (1, 1)])
    func jumpNoneHoldsBothEndLevels(x: Double, y: Double) {
        #expect(Self.steps(5, .jumpNone).value(at: x) == y)
    }

    /// steps(3, jump-both): jumps at both ends, so four jumps and levels k/4: 1/4 from the
    /// start, then 2/4, 3/4, and 1 only at x = 1. (Inputs avoid the doubles nearest 1/3 and
    /// 2/3, which lie a hair below the real step boundaries.)
    @Test(arguments: [(0.0, 0.25), (0.3, 0.25), (0.34, 0.5), (0.5, 0.5), (0.67, 0.75), (0.999, 0.75), (1, 1)])
    func jumpBothJumpsAtBothEnds(x: Double, y: Double) {
        #expect(Self.steps(3, .jumpBoth).value(at: x) == y)
    }

    /// Every output is one of the spec's levels k/jumps, and the curve never decreases.
    @Test(arguments: Steps.Position.allCases, [2, 3, 7, 10])
    func outputsAreLevelsAndNeverDecrease(position: Steps.Position, count: Int) {
        let curve = Self.steps(count, position)
        let jumps =
            switch position {
            case .jumpStart, .jumpEnd: count
            case .jumpNone: count - 1
            case .jumpBoth: count + 1
            }
        let levels = Set((0...jumps).map { Double($0) / Double(jumps) })
        var previous = -1.0
        for k in 0...1000 {
            let y = curve.value(at: Double(k) / 1000)
            #expect(levels.contains(y), "\(curve.css) at \(Double(k) / 1000): \(y)")
            #expect(y >= previous)
            previous = y
        }
    }

    /// Inputs outside [0, 1] follow CSS Easing 2's step algorithm (no before flag), written
    /// out here: step = floor(x·n), +1 for jump-start and jump-both; raised to 0 only when
    /// x ≥ 0 and lowered to the last level only when x ≤ 1; output step / jumps.
    @Test(arguments: Steps.Position.allCases)
    func continuesOutsideAsCSSSays(position: Steps.Position) {
        let curve = Self.steps(4, position)
        let jumps: Double =
            switch position {
            case .jumpStart, .jumpEnd: 4
            case .jumpNone: 3
            case .jumpBoth: 5
            }
        for x in [-1.0, -0.3, -0.01, 1.01, 1.3, 2.0] {
            var step = (x * 4).rounded(.down)
            if position == .jumpStart || position == .jumpBoth { step += 1 }
            if x >= 0 && step < 0 { step = 0 }
            if x <= 1 && step > jumps { step = jumps }
            #expect(curve.value(at: x) == step / jumps, "\(position) at \(x)")
        }
    }

    /// CSS's older keywords: `start` means jump-start and `end` means jump-end; the four
    /// jump-* words name themselves; anything else is not a position.
    @Test func positionWordsIncludeTheStartAndEndAliases() {
        #expect(Steps.Position(word: "start") == .jumpStart)
        #expect(Steps.Position(word: "end") == .jumpEnd)
        for position in Steps.Position.allCases {
            #expect(Steps.Position(word: position.rawValue) == position)
        }
        for word in ["", "middle", "both", "none", "jump", "jump-middle", "Start", "END"] {
            #expect(Steps.Position(word: word) == nil, "\(word)")
        }
    }

    /// The CSS text omits the default jump-end.
    @Test func cssSpellingOmitsTheDefaultPosition() {
        #expect(Self.steps(4, .jumpEnd).css == "steps(4)")
        #expect(Self.steps(5, .jumpNone).css == "steps(5, jump-none)")
        #expect(Self.steps(3, .jumpBoth).css == "steps(3, jump-both)")
        #expect(Self.steps(2, .jumpStart).css == "steps(2, jump-start)")
    }

    /// N < 1 is not a number of steps: rejected with the count and the range from 1 to 100000.
    @Test(arguments: [0, -1, Int.min])
    func rejectsFewerThanOneStep(count: Int) {
        for position in [Steps.Position.jumpStart, .jumpEnd, .jumpBoth] {
            #expect(throws: CurveError.catalogue(.stepCount(.whole(count), minimum: 1, maximum: 100_000, position: position))) {
                try Steps(count: count, position: position)
            }
        }
    }

    /// jump-none with N = 1 would have zero jumps (a division by zero in the spec): the spec
    /// makes it invalid, and so does Steps, saying N starts at 2 for jump-none.
    @Test func rejectsJumpNoneWithOneStep() {
        #expect(throws: CurveError.catalogue(.stepCount(.whole(1), minimum: 2, maximum: 100_000, position: .jumpNone))) {
            try Steps(count: 1, position: .jumpNone)
        }
    }

    /// The smallest valid counts are accepted: steps(1) for the jumping positions, steps(2,
    /// jump-none).
    @Test func acceptsTheSmallestCounts() throws {
        #expect(try Steps(count: 1).value(at: 0.5) == 0)
        #expect(try Steps(count: 1, position: .jumpStart).value(at: 0.5) == 1)
        #expect(try Steps(count: 1, position: .jumpBoth).value(at: 0.5) == 0.5)
        #expect(try Steps(count: 2, position: .jumpNone).value(at: 0.5) == 1)
    }

    /// Too many steps are rejected too.
    @Test func rejectsMoreThanTheMaximumCount() {
        #expect(throws: CurveError.self) { try Steps(count: Steps.maximumCount + 1) }
    }
}
