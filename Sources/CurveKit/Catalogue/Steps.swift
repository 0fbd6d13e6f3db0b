/// CSS `steps(n, jump-term)` (CSS Easing Level 2, §3.2): the output jumps between n + k
/// levels, where the jump term decides whether there is a jump at the start, the end, both
/// or neither. Inputs outside [0, 1] are clamped. Exact: every value is a ratio of small
/// integers, correctly rounded.
public struct Steps: Sendable, Hashable {
    public enum Position: String, CaseIterable, Sendable {
        case jumpStart = "jump-start"
        case jumpEnd = "jump-end"
        case jumpNone = "jump-none"
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

    public let count: Int
    public let position: Position

    public static let maximumCount = 100_000

    public init(count: Int, position: Position = .jumpEnd) throws(CurveError) {
        let minimum = position == .jumpNone ? 2 : 1
        guard count >= minimum, count <= Self.maximumCount else {
            throw CurveError("N must be a whole number from \(minimum) to \(Self.maximumCount) for \(position.rawValue) (got \(count))")
        }
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

    public func value(at input: Double) -> Double {
        let x = min(max(input, 0), 1)
        var step = Int((x * Double(count)).rounded(.down))
        if position == .jumpStart || position == .jumpBoth { step += 1 }
        step = min(max(step, 0), jumps)
        return Double(step) / Double(jumps)
    }

    public var css: String {
        position == .jumpEnd ? "steps(\(count))" : "steps(\(count), \(position.rawValue))"
    }
}
