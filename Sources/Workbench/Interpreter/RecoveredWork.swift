/// Work that `recover` brought back from the recovery file of a shell that is gone.
///
/// The file stays where it is (the front end holds its lock, so no other shell offers it) until a
/// `save` keeps the work: until then it is the one copy on disk that survives an `undo` of the
/// recovery, a `load` over it, or this shell being killed too.
public struct RecoveredWork: Sendable, Equatable {
    /// The recovery file it came from.
    public let path: String
    /// What it held, for warnings: `2 curves (alpha, gamma)`.
    public let contents: String
    /// The ``Interpreter`` generation right after the recovery.
    let generation: Int
}

/// A session file this shell saved: where (as typed) and what it wrote.
public struct SavedFile: Sendable, Equatable {
    public let path: String
    public let stamp: FileStamp
    /// How many saves a shell remembers for others.
    static let remembered = 32
}

extension Session {
    /// The names of its curves, then of its animations, as far as they fit in `width`
    /// characters: `alpha, gamma and 12 more`. Names are cut whole, never in the middle.
    public func names(within width: Int) -> String {
        let names = curves.map(\.name) + animations.map(\.name)
        let all = names.joined(separator: ", ")
        if all.count <= width { return all }
        var shown: [String] = []
        var length = 0
        for (index, name) in names.enumerated() {
            let rest = names.count - index - 1
            let tail = rest == 0 ? 0 : " and \(rest) more".count
            let added = (shown.isEmpty ? 0 : 2) + name.count
            // Not all of them fit: every name shown must leave room for "and N more".
            if length + added + tail > width {
                if shown.isEmpty { return "\(names.count) names" }
                return shown.joined(separator: ", ") + " and \(names.count - shown.count) more"
            }
            shown.append(name)
            length += added
        }
        return shown.joined(separator: ", ")
    }

    /// `2 curves (alpha, gamma)`: how much a session holds and its names, within `width`.
    public func summary(within width: Int) -> String {
        let counts = Interpreter.contents(of: self)
        guard !curves.isEmpty || animationCount > 0 else { return counts }
        return "\(counts) (\(names(within: max(12, width - counts.count - 3))))"
    }
}
