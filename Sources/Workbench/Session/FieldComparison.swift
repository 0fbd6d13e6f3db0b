import Platforms

/// Compares two saved forms (JSON) of a curve or an animation field by field, and says which
/// fields differ and where: `elastic-in-keys.fit-2.x1`.
///
/// Numbers count as equal when |a − b| ≤ tolerance · max(1, |a|, |b|): relative to the larger
/// magnitude, and absolute (tolerance) for numbers below 1, so that noise around zero (a fitted
/// y1 of 1e-16 on one machine and −6e-17 on another) is not a difference. With tolerance 0
/// only identical numbers are equal.
///
/// Paths: a member's key (`duration`); an element of a list of named objects by its name
/// (`fit-2`, a keyframes curve's segment); the four numbers of a Bézier's `points` as `x1`,
/// `y1`, `x2`, `y2`; other list elements by index (`times[3]`).
struct FieldComparison {
    /// One field that differs: where, and its text on each side (nil: absent on that side).
    struct Difference: Equatable {
        let path: String
        let left: String?
        let right: String?
    }

    let tolerance: Double
    /// The fields that differ beyond the tolerance, in the order of the left side.
    private(set) var differences: [Difference] = []
    /// The largest difference between two numbers that counted as equal, and where (nil when
    /// every number was identical).
    private(set) var largestWithinTolerance: (difference: Double, path: String)?

    /// Compares `left` with `right`; `path` names the whole (the curve's or animation's name).
    init(_ left: JSONValue, _ right: JSONValue, path: String, tolerance: Double) {
        self.tolerance = tolerance
        compare(left, right, path: path, names: nil)
    }

    private static let bezierPoints = ["x1", "y1", "x2", "y2"]

    private mutating func compare(_ left: JSONValue, _ right: JSONValue, path: String, names: [String]?) {
        switch (left, right) {
        case (.number(let a), .number(let b)):
            if a == b || (a.isNaN && b.isNaN) { return }
            let difference = abs(a - b)
            if difference <= tolerance * max(1, abs(a), abs(b)) {
                if difference > largestWithinTolerance?.difference ?? -1 { largestWithinTolerance = (difference, path) }
            } else {
                differences.append(Difference(path: path, left: Self.text(left), right: Self.text(right)))
            }
        case (.object(let a), .object(let b)):
            for (key, value) in a {
                let other = b.first { $0.key == key }?.value
                compareMember(key, value, other, path: path)
            }
            for (key, value) in b where !a.contains(where: { $0.key == key }) {
                compareMember(key, nil, value, path: path)
            }
        case (.array(let a), .array(let b)) where a.count == b.count:
            for index in a.indices {
                let name = names.map { $0[index] } ?? Self.elementName(a[index], b[index]).map { "." + $0 } ?? "[\(index)]"
                compare(a[index], b[index], path: path + name, names: nil)
            }
        default:
            if left != right { differences.append(Difference(path: path, left: Self.text(left), right: Self.text(right))) }
        }
    }

    private mutating func compareMember(_ key: String, _ left: JSONValue?, _ right: JSONValue?, path: String) {
        guard let left, let right else {
            differences.append(Difference(path: path + "." + key, left: left.map(Self.text), right: right.map(Self.text)))
            return
        }
        if key == "points", case .array(let a) = left, a.count == 4, case .array(let b) = right, b.count == 4 {
            compare(left, right, path: path, names: Self.bezierPoints.map { "." + $0 })
        } else if Self.isNamedList(left) && Self.isNamedList(right) {
            compare(left, right, path: path, names: nil)
        } else {
            compare(left, right, path: path + "." + key, names: nil)
        }
    }

    /// A list whose elements are all objects with a string "name": elements go by their names.
    private static func isNamedList(_ value: JSONValue) -> Bool {
        guard case .array(let elements) = value, !elements.isEmpty else { return false }
        return elements.allSatisfy { if case .string? = $0["name"] { true } else { false } }
    }

    private static func elementName(_ left: JSONValue, _ right: JSONValue) -> String? {
        guard case .string(let a)? = left["name"], case .string(let b)? = right["name"], a == b else { return nil }
        return a
    }

    /// A value as it is written in a session file (numbers in their shortest round-trip form).
    static func text(_ value: JSONValue) -> String {
        if case .string(let text) = value { return text }
        return value.serialized
    }
}
