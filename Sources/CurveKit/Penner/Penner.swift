import Foundation

/// Robert Penner's easing equations, in the normalised form easings.net publishes: ten
/// families, each in, out and in-out (30 curves), named like `bounce-out`.
///
/// Constants: back c1 = 1.70158, c2 = c1·1.525, c3 = c1 + 1; elastic c4 = 2π/3,
/// c5 = 2π/4.5; bounce n1 = 7.5625, d1 = 2.75. Expo is exactly 0 at x = 0 and 1 at x = 1.
/// Inputs outside [0, 1] are clamped to it.
///
/// **Accuracy.** Each value is the published formula evaluated directly in double
/// precision: within a few ulp of the exact value of that formula.
public struct Penner: Sendable, Hashable {
    /// The ten families, named as easings.net names them.
    public enum Family: String, CaseIterable, Sendable {
        /// sin and cos: the gentlest.
        case sine
        /// x².
        case quad
        /// x³.
        case cubic
        /// x⁴.
        case quart
        /// x⁵.
        case quint
        /// 2^(10(x − 1)), exactly 0 at 0.
        case expo
        /// 1 − √(1 − x²): a quarter circle.
        case circ
        /// Goes back before it goes forward (c1 = 1.70158).
        case back
        /// A decaying sine: springs past the end and back.
        case elastic
        /// Four parabolic arcs: bounces on the end.
        case bounce
    }

    /// Which end eases: `in` starts slowly, `out` ends slowly, `in-out` both.
    public enum Direction: String, CaseIterable, Sendable {
        /// Slow at the start.
        case `in` = "in"
        /// Slow at the end: `in` turned half a turn, 1 − in(1 − x).
        case out = "out"
        /// Slow at both ends: `in` over the first half, `out` over the second.
        case inOut = "in-out"
    }

    /// The family: sine, quad, …, bounce.
    public let family: Family
    /// in, out or in-out.
    public let direction: Direction

    /// The curve of `family` in `direction`: `Penner(.bounce, .out)` is `bounce-out`.
    public init(_ family: Family, _ direction: Direction) {
        self.family = family
        self.direction = direction
    }

    /// The curve called `name`, e.g. `bounce-out`, `sine-in-out`; also accepts easings.net's
    /// camel-case names (`easeOutBounce`).
    public init?(named name: String) {
        guard let penner = Self.byName[name] else { return nil }
        self = penner
    }

    /// Every spelling of every curve, built once (names are looked up for each word typed
    /// and each curve read from a file).
    private static let byName: [String: Penner] = Dictionary(
        uniqueKeysWithValues: all.flatMap { penner in penner.names.map { ($0, penner) } })

    /// `bounce-out`.
    public var name: String { "\(family.rawValue)-\(direction.rawValue)" }

    /// The kebab-case name and easings.net's camel-case one (`easeOutBounce`).
    public var names: [String] {
        let capitalised = family.rawValue.prefix(1).uppercased() + family.rawValue.dropFirst()
        let prefix =
            switch direction {
            case .in: "easeIn"
            case .out: "easeOut"
            case .inOut: "easeInOut"
            }
        return [name, prefix + capitalised]
    }

    /// All 30 curves, family by family, each in, out and in-out.
    public static var all: [Penner] {
        Family.allCases.flatMap { family in Direction.allCases.map { Penner(family, $0) } }
    }

    /// Every name that resolves to one of the 30 (`bounce-out`, `easeOutBounce`, …).
    public static var allNames: [String] { all.flatMap(\.names) }

    /// y at input progress `input`, clamped to [0, 1].
    public func value(at input: Double) -> Double {
        let x = min(max(input, 0), 1)
        switch direction {
        case .in: return Self.easeIn(family, x)
        case .out: return Self.easeOut(family, x)
        case .inOut: return Self.easeInOut(family, x)
        }
    }
}

extension Penner {
    static let c1 = 1.70158
    static let c2 = c1 * 1.525
    static let c3 = c1 + 1
    static let c4 = (2 * Double.pi) / 3
    static let c5 = (2 * Double.pi) / 4.5
    static let n1 = 7.5625
    static let d1 = 2.75

    // Powers are written as products and 2^y as exp2(y), not pow: an optimised build rewrites
    // pow(2, y) into exp2(y), which rounds differently from pow in the last bit, so the same
    // curve would give other bits (and other fits) in debug and release builds.
    static func square(_ v: Double) -> Double { v * v }
    static func cube(_ v: Double) -> Double { v * v * v }
    static func fourth(_ v: Double) -> Double { (v * v) * (v * v) }
    static func fifth(_ v: Double) -> Double { (v * v) * (v * v) * v }

    static func easeIn(_ family: Family, _ x: Double) -> Double {
        switch family {
        case .sine: 1 - cos(x * .pi / 2)
        case .quad: x * x
        case .cubic: x * x * x
        case .quart: x * x * x * x
        case .quint: x * x * x * x * x
        case .expo: x == 0 ? 0 : exp2(10 * x - 10)
        case .circ: 1 - (1 - x * x).squareRoot()
        case .back: c3 * x * x * x - c1 * x * x
        case .elastic: x == 0 ? 0 : x == 1 ? 1 : -exp2(10 * x - 10) * sin((x * 10 - 10.75) * c4)
        case .bounce: 1 - bounceOut(1 - x)
        }
    }

    static func easeOut(_ family: Family, _ x: Double) -> Double {
        switch family {
        case .sine: sin(x * .pi / 2)
        case .quad: 1 - (1 - x) * (1 - x)
        case .cubic: 1 - cube(1 - x)
        case .quart: 1 - fourth(1 - x)
        case .quint: 1 - fifth(1 - x)
        case .expo: x == 1 ? 1 : 1 - exp2(-10 * x)
        case .circ: (1 - (x - 1) * (x - 1)).squareRoot()
        case .back: 1 + c3 * cube(x - 1) + c1 * square(x - 1)
        case .elastic: x == 0 ? 0 : x == 1 ? 1 : exp2(-10 * x) * sin((x * 10 - 0.75) * c4) + 1
        case .bounce: bounceOut(x)
        }
    }

    static func easeInOut(_ family: Family, _ x: Double) -> Double {
        let lower = x < 0.5
        switch family {
        case .sine: return -(cos(.pi * x) - 1) / 2
        case .quad: return lower ? 2 * x * x : 1 - square(-2 * x + 2) / 2
        case .cubic: return lower ? 4 * x * x * x : 1 - cube(-2 * x + 2) / 2
        case .quart: return lower ? 8 * x * x * x * x : 1 - fourth(-2 * x + 2) / 2
        case .quint: return lower ? 16 * x * x * x * x * x : 1 - fifth(-2 * x + 2) / 2
        case .expo:
            if x == 0 { return 0 }
            if x == 1 { return 1 }
            return lower ? exp2(20 * x - 10) / 2 : (2 - exp2(-20 * x + 10)) / 2
        case .circ:
            return lower
                ? (1 - (1 - square(2 * x)).squareRoot()) / 2
                : ((1 - square(-2 * x + 2)).squareRoot() + 1) / 2
        case .back:
            return lower
                ? (square(2 * x) * ((c2 + 1) * 2 * x - c2)) / 2
                : (square(2 * x - 2) * ((c2 + 1) * (x * 2 - 2) + c2) + 2) / 2
        case .elastic:
            if x == 0 { return 0 }
            if x == 1 { return 1 }
            return lower
                ? -(exp2(20 * x - 10) * sin((20 * x - 11.125) * c5)) / 2
                : (exp2(-20 * x + 10) * sin((20 * x - 11.125) * c5)) / 2 + 1
        case .bounce:
            return lower ? (1 - bounceOut(1 - 2 * x)) / 2 : (1 + bounceOut(2 * x - 1)) / 2
        }
    }

    /// Four parabolic arcs: the ball falls, then bounces three times, each lower.
    static func bounceOut(_ x: Double) -> Double {
        if x < 1 / d1 { return n1 * x * x }
        if x < 2 / d1 {
            let u = x - 1.5 / d1
            return n1 * u * u + 0.75
        }
        if x < 2.5 / d1 {
            let u = x - 2.25 / d1
            return n1 * u * u + 0.9375
        }
        let u = x - 2.625 / d1
        return n1 * u * u + 0.984375
    }
}
