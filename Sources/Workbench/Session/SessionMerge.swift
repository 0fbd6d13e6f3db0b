import Platforms

/// Two copies of a session that were changed apart (this shell's, and the file another shell
/// saved meanwhile) made into one, as `save merge` does.
///
/// Each name (curve or animation) is decided on its own against the base, the session both
/// started from (the file as this shell last read or wrote it):
///
/// ```
/// ours == theirs           → that (both made the same change, or neither changed it)
/// ours == base             → theirs (only the other side changed, added or removed it)
/// theirs == base           → ours
/// otherwise                → a clash
/// ```
///
/// Without a base (it is not known after `recover`), a name that only one side has is kept, and
/// a name both have with different content is a clash. Curves keep this session's order; the
/// other side's new ones follow in its order. The session's description merges the same way.
struct SessionMerge {
    /// One name's content in a session.
    private enum Item: Equatable {
        case curve(NamedCurve)
        case animation(Animation)
    }

    /// The merged session (meaningful only when ``clashes`` is empty).
    private(set) var session = Session()
    /// Names both sides changed, each in its own way, in the order found.
    private(set) var clashes: [String] = []
    /// The commands that turn this session into the merged one, for its history.
    private(set) var commands: [String] = []
    /// The names whose content came from the other side (added, changed or removed there).
    private(set) var taken: [String] = []

    init(ours: Session, theirs: Session, base: Session?) {
        let oursItems = Self.items(ours), theirsItems = Self.items(theirs)
        let baseItems = base.map(Self.items)
        let oursByName = Dictionary(oursItems, uniquingKeysWith: { first, _ in first })
        let theirsByName = Dictionary(theirsItems, uniquingKeysWith: { first, _ in first })
        let baseByName = baseItems.map { Dictionary($0, uniquingKeysWith: { first, _ in first }) }
        var order = oursItems.map(\.0)
        order += theirsItems.map(\.0).filter { oursByName[$0] == nil }

        var kept: [(String, Item)] = []
        var removed: [(String, Item)] = []
        var taken: [(String, Item)] = []
        for name in order {
            let mine = oursByName[name], other = theirsByName[name]
            let choice: Item?
            if mine == other {
                choice = mine
            } else if let baseByName {
                let original = baseByName[name]
                if mine == original {
                    choice = other
                    if let other { taken.append((name, other)) } else if let mine { removed.append((name, mine)) }
                } else if other == original {
                    choice = mine
                } else {
                    clashes.append(name)
                    continue
                }
            } else if mine == nil || other == nil {
                choice = mine ?? other
                if mine == nil, let other { taken.append((name, other)) }
            } else {
                clashes.append(name)
                continue
            }
            if let choice { kept.append((name, choice)) }
        }
        for (_, item) in kept { if case .curve(let curve) = item { session.define(curve) } }
        for (_, item) in kept { if case .animation(let animation) = item { session.define(animation) } }
        session.description = Self.merged(ours.description, theirs.description, base: base.map { $0.description })
        commands = Self.commands(removed: removed, taken: taken)
        self.taken = order.filter { name in removed.contains { $0.0 == name } || taken.contains { $0.0 == name } }
    }

    /// A value that may differ on both sides: ours unless only theirs changed.
    private static func merged(_ mine: String?, _ other: String?, base: String??) -> String? {
        guard let base else { return mine ?? other }
        return mine == base ? other : mine
    }

    private static func items(_ session: Session) -> [(String, Item)] {
        session.curves.map { ($0.name, .curve($0)) } + session.animations.map { ($0.name, .animation($0)) }
    }

    /// `delete` for what the other side removed (animations first, so no curve is still in
    /// use), then definitions for what it added or changed (curves first, which animations name).
    private static func commands(removed: [(String, Item)], taken: [(String, Item)]) -> [String] {
        var lines: [String] = []
        for (name, item) in removed { if case .animation = item { lines.append("delete \(name)") } }
        for (name, item) in removed { if case .curve = item { lines.append("delete \(name)") } }
        for (name, item) in taken {
            if case .curve(let curve) = item { lines.append("\(name) = \(CurveDescription.definition(curve.curve))") }
        }
        for (_, item) in taken { if case .animation(let animation) = item { lines.append(animation.definition) } }
        return lines
    }
}
