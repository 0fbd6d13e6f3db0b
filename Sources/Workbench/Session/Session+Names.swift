/// The session's rule of names: curves and animations share one set of names, so a name is a
/// curve's or an animation's, never both (a saved file names an animation's curve by name, and
/// `show`, `export`, `play` … take either). The interpreter checks every change against it in
/// one place (``Interpreter/commit(_:command:journal:)``), whatever command made the name:
/// define, copy, rename, `fit … as`, `linear … as`, `anim`, load, recover, replay.
extension Session {
    /// Why applying `edit` would break the rule, or nil when it keeps it.
    func violation(of edit: SessionEdit) -> String? {
        switch edit {
        case .defineCurve(let curve):
            guard animation(named: curve.name) != nil else { return nil }
            return Self.taken(curve.name, by: "an animation")
        case .defineAnimation(let animation):
            guard curve(named: animation.name) != nil else { return nil }
            return Self.taken(animation.name, by: "a curve")
        case .replaceSession(let session):
            guard let name = session.namesOfBoth.first else { return nil }
            // Whichever held the name before the change keeps it (a rename onto an animation's name).
            return Self.taken(name, by: animation(named: name) != nil ? "an animation" : "a curve")
        case .removeCurve, .removeAnimation, .describeSession:
            return nil
        }
    }

    /// Names held by a curve and an animation at once (empty in every session the rule kept).
    var namesOfBoth: [String] {
        animations.map(\.name).filter { curve(named: $0) != nil }
    }

    /// Whether `name` is free for a new curve or animation.
    func isFree(_ name: String) -> Bool {
        curve(named: name) == nil && animation(named: name) == nil
    }

    /// `base`, or `base-2`, `base-3` … : the first that names nothing in the session and is not
    /// in `alsoTaken`.
    func freeName(from base: String, alsoTaken: Set<String> = []) -> String {
        if isFree(base) && !alsoTaken.contains(base) { return base }
        var number = 2
        while !isFree("\(base)-\(number)") || alsoTaken.contains("\(base)-\(number)") { number += 1 }
        return "\(base)-\(number)"
    }

    private static func taken(_ name: String, by holder: String) -> String {
        "'\(name)' is already the name of \(holder); curves and animations share one set of names: choose another name, or delete or rename '\(name)' first"
    }
}
