/// Messages for identifiers the formula language does not know, with a suggestion when one
/// is close.
enum FormulaSuggestions {
    /// Names people reach for that the language spells differently.
    private static let aliases: [String: (name: String, note: String)] = [
        "ln": ("log", " (log is the natural logarithm)"),
        "arcsin": ("asin", ""),
        "arccos": ("acos", ""),
        "arctan": ("atan", ""),
        "fabs": ("abs", ""),
        "power": ("pow", ""),
        "minimum": ("min", ""),
        "maximum": ("max", ""),
        "round": ("floor", " (round(x) is floor(x + 0.5))"),
    ]

    static func unknownIdentifierMessage(_ name: String, calledAsFunction: Bool) -> String {
        let head = "unknown identifier '\(name)'"
        if name.lowercased() == "log10" {
            return head + "; write log(x)/log(10) for the base-10 logarithm"
        }
        if let alias = aliases[name.lowercased()] {
            return head + "; did you mean '\(alias.name)'?" + alias.note
        }
        if !calledAsFunction, let factors = valueNames(spelling: name) {
            return head + "; implicit multiplication is not allowed, write " + factors.joined(separator: "*")
        }
        if let suggestion = closestName(to: name, calledAsFunction: calledAsFunction) {
            return head + "; did you mean '\(suggestion)'?"
        }
        if calledAsFunction {
            let functions = FormulaFunction.allCases.map(\.rawValue).joined(separator: " ")
            return head + "; the functions are \(functions)"
        }
        return head + "; the variable is x (or t), the constants are pi and e"
    }

    /// `name` split into two or more of x, t, pi and e (`xx`, `pix`), if it can be.
    static func valueNames(spelling name: String) -> [String]? {
        var factors: [String] = []
        var rest = Substring(name)
        while !rest.isEmpty {
            guard let next = ["pi", "x", "t", "e"].first(where: { rest.hasPrefix($0) }) else { return nil }
            factors.append(next)
            rest = rest.dropFirst(next.count)
        }
        return factors.count >= 2 ? factors : nil
    }

    /// The known name nearest to `name` (case-insensitively, counting a swap of neighbours as
    /// one edit), if it is near enough to be a likely typo.
    static func closestName(to name: String, calledAsFunction: Bool) -> String? {
        let typed = Array(name.lowercased())
        let functions = FormulaFunction.allCases.map(\.rawValue)
        let values = ["x", "t"] + FormulaConstant.allCases.map(\.rawValue)
        // Prefer the kind the use suggests: a function when followed by '('.
        let candidates = calledAsFunction ? functions + values : values + functions
        let limit = typed.count <= 1 ? 0 : typed.count <= 3 ? 1 : 2
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate))
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// adjacent characters each cost 1.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, table[i - 2][j - 2] + 1)
                }
                table[i][j] = value
            }
        }
        return table[a.count][b.count]
    }
}
