import CurveKit
import Platforms

/// What differs between two sessions' curves and animations, matched by name and compared in
/// their saved form field by field (``FieldComparison``). `replay` compares with the
/// ``replayTolerance`` (sessions travel between machines whose maths libraries differ in the
/// last bit); `diff` compares exactly.
struct SessionComparison {
    /// The relative tolerance of `replay`: numbers within it count as reproduced.
    static let replayTolerance = 1e-9

    /// One curve or animation that differs.
    struct Item {
        enum Kind: String { case curve, animation }
        let kind: Kind
        let name: String
        /// The definition text on each side (nil: not on that side).
        let left: String?
        let right: String?
        /// The fields that differ, when both sides have it and its kind is the same.
        let fields: [FieldComparison.Difference]
    }

    private(set) var items: [Item] = []
    /// Curves and animations equal on both sides (within the tolerance).
    private(set) var equalCurves = 0
    private(set) var equalAnimations = 0
    /// The largest difference that counted as equal, and where.
    private(set) var largestWithinTolerance: (difference: Double, path: String)?
    /// Both sides hold the same names, but in another order.
    private(set) var orderDiffers = false

    init(_ left: Session, _ right: Session, tolerance: Double) {
        for curve in left.curves {
            let other = right.curve(named: curve.name)
            add(.curve, curve.name, curve.curve, other?.curve, tolerance: tolerance)
        }
        for curve in right.curves where left.curve(named: curve.name) == nil {
            add(.curve, curve.name, nil, curve.curve, tolerance: tolerance)
        }
        for animation in left.animations {
            add(animation.name, animation, right.animation(named: animation.name), tolerance: tolerance)
        }
        for animation in right.animations where left.animation(named: animation.name) == nil {
            add(animation.name, nil, animation, tolerance: tolerance)
        }
        orderDiffers =
            items.isEmpty
            && (left.curves.map(\.name) != right.curves.map(\.name) || left.animations.map(\.name) != right.animations.map(\.name))
    }

    var isEmpty: Bool { items.isEmpty && !orderDiffers }

    private mutating func add(_ kind: Item.Kind, _ name: String, _ left: Curve?, _ right: Curve?, tolerance: Double) {
        let encode = { (curve: Curve) in JSONValue.object(CurveEncoding.members(of: curve)) }
        record(
            kind, name, left.map(encode), right.map(encode),
            left.map(CurveDescription.definition), right.map(CurveDescription.definition), tolerance: tolerance)
    }

    private mutating func add(_ name: String, _ left: Animation?, _ right: Animation?, tolerance: Double) {
        record(
            .animation, name, left.map(SessionFile.encode), right.map(SessionFile.encode),
            left.map(\.summary), right.map(\.summary), tolerance: tolerance)
    }

    private mutating func record(
        _ kind: Item.Kind, _ name: String, _ left: JSONValue?, _ right: JSONValue?,
        _ leftText: String?, _ rightText: String?, tolerance: Double
    ) {
        guard let left, let right else {
            items.append(Item(kind: kind, name: name, left: leftText, right: rightText, fields: []))
            return
        }
        let comparison = FieldComparison(left, right, path: name, tolerance: tolerance)
        if let largest = comparison.largestWithinTolerance, largest.difference > largestWithinTolerance?.difference ?? -1 {
            largestWithinTolerance = largest
        }
        guard !comparison.differences.isEmpty else {
            if kind == .curve { equalCurves += 1 } else { equalAnimations += 1 }
            return
        }
        let sameKind = left["kind"] == right["kind"]
        items.append(Item(kind: kind, name: name, left: leftText, right: rightText, fields: sameKind ? comparison.differences : []))
    }

    /// At most this many differing fields are listed per curve or animation.
    static let fieldsShown = 6

    /// One line per field that differs (at most ``fieldsShown``): `a.x1: saved 0.25, replayed
    /// 0.42` with labels, `a.x1: 0.25 | 0.42` without (the values first, so that shortening a
    /// line to the terminal's width keeps them).
    static func fieldSummary(_ item: Item, leftLabel: String? = nil, rightLabel: String? = nil) -> [String] {
        guard !item.fields.isEmpty else { return [] }
        var lines = item.fields.prefix(fieldsShown).map { field in
            let (left, right) = (field.left ?? "(none)", field.right ?? "(none)")
            guard let leftLabel, let rightLabel else { return "\(field.path): \(left) | \(right)" }
            return "\(field.path): \(leftLabel) \(left), \(rightLabel) \(right)"
        }
        if item.fields.count > fieldsShown { lines.append("… and \(item.fields.count - fieldsShown) more fields") }
        return lines
    }

    /// "3e-15 in elastic-in-keys.fit-2.x1"
    var largestText: String? {
        largestWithinTolerance.map { "\(TextFormat.statistic($0.difference)) in \($0.path)" }
    }
}
