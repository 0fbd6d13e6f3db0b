import CurveKit

// Every curve kind: adding a kind is a file of its own in this folder, a case here in
// `Curve.spec`, its entry in the list below, and its definition in ``CurveDefinitions``. Nothing
// outside this file matches a `Curve`'s cases to learn what a kind can do: it asks the kind's spec.

extension Curve {
    /// The spec of the curve's kind: the one switch over the kinds in Workbench.
    package var spec: any CurveKindSpec.Type {
        switch self {
        case .bezier: BezierKind.self
        case .penner: PennerKind.self
        case .exponentialDecay: ExpoDecayKind.self
        case .secondOrder: SecondOrderKind.self
        case .steps: StepsKind.self
        case .keyframes: KeyframesKind.self
        case .data: DataKind.self
        case .oscillation: OscillationKind.self
        case .spring: SpringKind.self
        case .expression: ExpressionKind.self
        case .linear: LinearKind.self
        case .path: PathKind.self
        case .platform: PlatformEasingKind.self
        }
    }

    /// What the curve is, for notes: "a bounce-out curve", "a keyframes curve".
    var noun: String { spec.noun(of: self) }

    /// The curve exactly as a path of cubic and straight segments, when it is one: a path,
    /// linear() stops, or steps (vertical jumps, the value after each jump as CSS has it).
    var exactPath: BezierPath? { spec.exactPath(of: self) }

    /// 1 − c(1 − t), when the kind can say it: a Bézier with its control points turned half a
    /// turn about (½, ½), Penner's in and out swapped, a path's segments turned and reversed, a
    /// keyframes curve's keys and segments likewise.
    var flipped: Curve? { spec.flipped(of: self) }

    /// Every view `edit` has of the curve: empty for a kind without numeric parameters.
    var editableViews: [EditableCurve] { spec.editableViews(of: self) }

    /// The curve exactly as keys, when it is one (held values only up to `maximumHeldValues`).
    func keys(maximumHeldValues: Int) -> CurveKeys? { spec.keys(of: self, maximumHeldValues: maximumHeldValues) }
}

/// Every kind's spec, for reading session files. Computed, not stored: a list of metatypes of a
/// non-`Sendable` protocol cannot be a global constant under strict concurrency.
package enum CurveKinds {
    package static var all: [any CurveKindSpec.Type] {
        [
            BezierKind.self, PennerKind.self, ExpoDecayKind.self, SecondOrderKind.self, StepsKind.self, KeyframesKind.self,
            DataKind.self, OscillationKind.self, SpringKind.self, ExpressionKind.self, LinearKind.self, PathKind.self,
            PlatformEasingKind.self,
        ]
    }

    /// The kinds `edit` moves, as words: "bezier, spring, … and keyframes".
    package static var editable: String {
        let words = all.filter { $0.isEditable }.map { $0.kind }
        guard let last = words.last else { return "" }
        return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " and " + last
    }

    package static func spec(forKind kind: String) -> (any CurveKindSpec.Type)? {
        all.first { $0.kind == kind }
    }

    /// The curve a built-in name stands for: a preset (`ease`) or one of Penner's (`bounce-out`).
    package static func builtInCurve(named name: String) -> Curve? {
        if let preset = Preset(named: name) { return .bezier(preset.bezier) }
        if let penner = Penner(named: name) { return .penner(penner) }
        return nil
    }
}
