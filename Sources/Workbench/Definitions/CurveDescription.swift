import CurveKit
import Platforms

/// How curves are written for people: the definition that makes them, their formula, and
/// their CSS and Core Animation forms where one is exact.
package enum CurveDescription {
    /// The right-hand side of the definition, e.g. `bezier 1 0 0.75 1` or `bounce-out`.
    package static func definition(_ curve: Curve) -> String { curve.spec.definition(of: curve, words: PlatformKindWords.self) }

    /// One line shown under a definition: the exact CSS form, else the formula.
    static func summary(_ curve: Curve) -> String {
        css(curve) ?? formula(curve)
    }

    /// The CSS timing function, when the curve is exactly one: the code `export NAME css
    /// form=timing` writes (``ExportPipeline/exactLine(_:named:platform:digits:byName:)``), in
    /// numbers where CSS has a name for the curve (the definition beside it has numbers too);
    /// numbers have the fewest decimals that keep it within 1e-7 (``PasteDecimals``); the
    /// definition keeps every digit.
    static func css(_ curve: Curve) -> String? { ExportPipeline.exactLine(curve, named: "curve", platform: .css, byName: false) }

    /// The formula of the curve with its parameters.
    static func formula(_ curve: Curve) -> String { curve.spec.formula(of: curve, words: PlatformKindWords.self) + finalJump(curve) }

    /// For a curve that settles on its target without reaching it by x = 1 (a second-order
    /// response, an oscillation), the jump its animation makes on the last frame; a spring,
    /// which snaps inside the curve, says it in its own formula. Empty when there is none.
    static func finalJump(_ curve: Curve) -> String {
        let jump = curve.endJump
        guard curve.endSnap == nil, jump != 0 else { return "" }
        return "\n  at x = 1 the curve is at \(TextFormat.statistic(curve.value(at: 1))); an animation paced by it ends on its "
            + "target, jumping \(jump > 0 ? "up" : "down") by \(TextFormat.short(abs(jump))) on its last frame"
    }

    /// A reply's JSON for one curve: the command, the curve's name and its kind and parameters.
    static func json(command: String, name: String, curve: Curve) -> JSONValue {
        .object([("command", .string(command)), ("curve", .string(name))] + CurveEncoding.members(of: curve))
    }

    /// `against OTHER: RMS …, max … at x = …`, as `point`, `show` and `edit` report a target.
    static func targetLine(_ targetName: String, _ comparison: CurveComparison) -> String {
        "against \(targetName): RMS \(TextFormat.statistic(comparison.rmsDifference)), "
            + "max \(TextFormat.statistic(comparison.maxAbsoluteDifference)) at x = \(TextFormat.statistic(comparison.at))"
    }
}

extension EditableCurve {
    /// The definition (after `NAME = `) that makes the curve from `values`, in the platforms' words.
    package func definition(of values: [Double], _ curve: Curve) -> String { definition(values, curve, PlatformKindWords.self) }
}
