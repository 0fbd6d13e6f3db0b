import CurveKit

/// Every kind of curve, documented once: `help curves` prints from here, and the parser's
/// errors quote these usage lines.
public enum CurveCatalog {
    public struct Entry: Sendable {
        public let kind: String
        public let usage: String
        public let summary: String
    }

    public static let entries: [Entry] = [
        Entry(kind: "bezier", usage: "bezier X1 Y1 X2 Y2",
              summary: "cubic Bézier timing function (CSS cubic-bezier, CAMediaTimingFunction); X1, X2 in [0, 1]"),
        Entry(kind: "PRESET / OTHER", usage: "PRESET | FAMILY-in | FAMILY-out | FAMILY-in-out | OTHER",
              summary: "a copy of a preset, of one of Penner's 30 curves (bounce-out, …) or of another curve"),
        Entry(kind: "expo-decay", usage: "expo-decay K",
              summary: "exponential slow-down (1 − e^(−K·x)) / (1 − e^(−K)); K ≠ 0"),
        Entry(kind: "second-order", usage: "second-order ZETA OMEGA",
              summary: "spring-like step response 1 − e^(−ζωx)·sin(βωx + φ)/β; 0 < ZETA < 1, OMEGA > 0"),
        Entry(kind: "steps", usage: "steps N [jump-start|jump-end|jump-none|jump-both]",
              summary: "CSS steps(): N levels, jumping at the end by default"),
        Entry(kind: "keyframes", usage: "keyframes T0:V0 CURVE T1:V1 CURVE … Tn:Vn",
              summary: "values at key times, each segment paced by its own curve; times 0 … 1, increasing"),
        Entry(kind: "import", usage: "import FILE.csv [normalize]",
              summary: "sampled data: columns t, y; monotone cubic interpolation; normalize scales both to 0 … 1"),
        Entry(kind: "spring",
              usage: "spring [mass=M] [stiffness=K] [damping=C] [velocity=V] [duration=S]",
              summary: "damped spring as CASpringAnimation (defaults 1, 100, 10, 0); spans its settling time unless duration= is given"),
        Entry(kind: "spring (SwiftUI)",
              usage: "spring response=R damping-fraction=Z [mass=M] | spring duration=D bounce=B",
              summary: "SwiftUI's spring parameters: stiffness = m(2π/R)², damping = 4πZm/R; bounce B: Z = 1 − B (B ≥ 0)"),
        Entry(kind: "oscillation",
              usage: "oscillation [bounces=N] [stiffness=light|medium|heavy|NUMBER] [overshoot=yes|no] [shake=yes|no] [duration=S]",
              summary: "SKBounceAnimation's decaying oscillation for a unit move, frame for frame (defaults 2, medium, yes, no, 0.5 s)"),
        Entry(kind: "expr", usage: "expr FORMULA",
              summary: "any formula in x (or t): + − * / ^, pi, e, sin … ceil, min, max, pow, and x < a ? b : c"),
        Entry(kind: "sampled", usage: "sampled OTHER N",
              summary: "freeze any curve as N+1 evenly spaced samples"),
    ]

    public static func entry(named kind: String) -> Entry? {
        entries.first { $0.kind == kind }
    }

    /// The words that start a curve definition.
    public static var kinds: [String] {
        entries.map(\.kind).filter { !$0.contains(" ") }
    }

    /// What the kinds do outside [0, 1] (see ``Curve``).
    static let outsideTheUnitInterval = """
        bezier goes on along its end tangents as CSS Easing Level 2 says (through P1, else P2, \
        else flat; Chromium differs only where a control point lies on x = 0 or x = 1); linear() \
        goes on along its first and last segments and steps() as a staircase, as CSS says; every \
        other kind holds its end values, y(0) before 0 and y(1) after 1.
        """

    /// The text of `help curves`.
    /// `help curves`: the kinds as a table, the presets and Penner's families, wrapped to
    /// `width` columns.
    static func helpText(width: Int) -> String {
        let rows = entries.map { (label: "NAME = \($0.usage)", text: $0.summary) }
        let families = Penner.Family.allCases.map(\.rawValue).joined(separator: ", ")
        let lines = ["curve kinds:"] + Formatting.wrappedTable(rows, width: width)
            + Formatting.wrap(
                "presets: \(Preset.allCases.map(\.name).joined(separator: ", ")) (and default, easeIn, easeOut, easeInEaseOut)",
                width: width, indent: 2, firstIndent: 0)
            + Formatting.wrap("Penner families (each -in, -out, -in-out): \(families)", width: width, indent: 2, firstIndent: 0)
            + Formatting.wrap("x outside [0, 1] (eval, sample and compare take any x): " + outsideTheUnitInterval, width: width, indent: 2, firstIndent: 0)
        return lines.joined(separator: "\n")
    }
}
