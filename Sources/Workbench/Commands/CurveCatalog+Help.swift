import CurveKit
import Platforms

/// The catalogue of every ``CurveDefinitions`` declaration: `help curves` prints from here.
extension CurveCatalog {
    /// The entries of every ``CurveDefinitions`` declaration, in its order.
    public static let entries: [Entry] = CurveDefinitions.all.flatMap { $0.catalog }

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
        let lines =
            ["curve kinds:"] + Formatting.wrappedTable(rows, width: width)
            + Formatting.wrap(
                "presets: \(Preset.allCases.map(\.name).joined(separator: ", ")) (and default, easeIn, easeOut, easeInEaseOut)",
                width: width, indent: 2, firstIndent: 0)
            + Formatting.wrap("Penner families (each -in, -out, -in-out): \(families)", width: width, indent: 2, firstIndent: 0)
            + Formatting.wrap(
                "x outside [0, 1] (eval, sample and compare take any x): " + outsideTheUnitInterval, width: width, indent: 2, firstIndent: 0
            )
        return lines.joined(separator: "\n")
    }
}
