/// CSS `steps(n, jump-term)` (CSS Easing Level 2, §3.2): the output jumps between n + k
/// levels, where the jump term decides whether there is a jump at the start, the end, both
/// or neither. Inputs outside [0, 1] continue the staircase as CSS says. Exact: every value is a ratio of small
/// integers, correctly rounded.
public struct Steps: Sendable, Hashable {
    /// Where the jumps are (CSS's `<step-position>`); the raw value is the CSS keyword.
    public enum Position: String, CaseIterable, Sendable {
        /// The first jump is at x = 0 (CSS `jump-start`, also `start`).
        case jumpStart = "jump-start"
        /// The last jump is at x = 1 (CSS `jump-end`, also `end`; the default).
        case jumpEnd = "jump-end"
        /// No jump at either end: n levels from 0 to 1, each held for 1/n.
        case jumpNone = "jump-none"
        /// Jumps at both ends: n + 1 jumps over n + 2 levels.
        case jumpBoth = "jump-both"

        /// Also accepts CSS's older keywords `start` and `end`.
        public init?(word: String) {
            switch word {
            case "start": self = .jumpStart
            case "end": self = .jumpEnd
            default: self.init(rawValue: word)
            }
        }
    }

    /// n, the number of steps.
    public let count: Int
    /// Where the jumps are.
    public let position: Position

    /// The most steps accepted.
    public static let maximumCount = 100_000

    /// `steps(count, position)`; throws ``CurveError``
    /// (``CatalogueError/stepCount(_:minimum:maximum:position:)``) when the count is below 1 (2 for
    /// ``Position/jumpNone``) or above ``maximumCount``.
    public init(count: Int, position: Position = .jumpEnd) throws(CurveError) {
        let minimum = position == .jumpNone ? 2 : 1
        guard count >= minimum, count <= Self.maximumCount else {
            throw .catalogue(.stepCount(.whole(count), minimum: minimum, maximum: Self.maximumCount, position: position))
        }
        self.count = count
        self.position = position
    }

    /// Steps whose count came as a number (a platform's source writes `steps(4)`): throws unless
    /// it is a whole number that ``init(count:position:)`` accepts for `position`.
    public init(count: Double, position: Position = .jumpEnd) throws(CurveError) {
        guard count == count.rounded(), count >= 1, count <= Double(Self.maximumCount) else {
            let minimum = position == .jumpNone ? 2 : 1
            throw .catalogue(.stepCount(.number(count), minimum: minimum, maximum: Self.maximumCount, position: position))
        }
        try self.init(count: Int(count), position: position)
    }

    /// CSS `step-start`: steps(1, jump-start), one jump at the start.
    public static let stepStart = Steps(validCount: 1, position: .jumpStart)

    /// CSS `step-end`: steps(1, jump-end), one jump at the end (a hold keyframe).
    public static let stepEnd = Steps(validCount: 1, position: .jumpEnd)

    /// For the constants above: one step is valid for jump-start and jump-end.
    private init(validCount count: Int, position: Position) {
        self.count = count
        self.position = position
    }

    /// The number of jumps between the lowest and highest output.
    var jumps: Int {
        switch position {
        case .jumpStart, .jumpEnd: count
        case .jumpNone: count - 1
        case .jumpBoth: count + 1
        }
    }

    /// CSS Easing's step output for any input (no before flag): the step counted from
    /// floor(x·N), held at 0 from below only for x ≥ 0 and at the last level from above only
    /// for x ≤ 1, so outside [0, 1] the staircase goes on (steps(4) gives −0.25 at x = −0.1
    /// and 2 at x = 2). Counted in Double, so no input overflows.
    public func value(at input: Double) -> Double {
        if input.isNaN { return input }
        var step = (input * Double(count)).rounded(.down)
        if position == .jumpStart || position == .jumpBoth { step += 1 }
        if input >= 0 && step < 0 { step = 0 }
        if input <= 1 && step > Double(jumps) { step = Double(jumps) }
        return step / Double(jumps)
    }

    /// The curve as CSS writes it: `steps(4)`, `steps(4, jump-start)`.
    public var css: String {
        position == .jumpEnd ? "steps(\(count))" : "steps(\(count), \(position.rawValue))"
    }
}
