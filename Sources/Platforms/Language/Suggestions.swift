/// "Did you mean" suggestions by edit distance.
package enum Suggestions {
    /// The candidate closest to `word` when it is within two edits (or one for short words).
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let limit = word.count <= 3 ? 1 : 2
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit, best.1 > 0 || word != best.0 else {
            return nil
        }
        return best.0
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions, and a swap of
    /// two adjacent letters as one edit (`plto` is one edit from `plot`, two from `play`);
    /// capped for long words.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.prefix(64)), b = Array(b.prefix(64))
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = Array(0...b.count)
        var previous = beforePrevious
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
