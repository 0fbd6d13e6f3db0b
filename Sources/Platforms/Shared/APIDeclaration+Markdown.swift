import CurveKit

extension APIDeclaration {
    /// The declaration as docs/platforms.md lists it: a table of its parameters, its precedence
    /// rules and the keys it reads for other things, with its source.
    var markdown: String {
        let title =
            switch form {
            case .call: "`\(name)(…)`"
            case .object: "`\(name)` `{ … }`"
            case .chain: "`\(name)(…).set…(…)`"
            case .declaration: "`\(name): …`"
            }
        let header =
            switch form {
            case .call: "| parameter | position | default | bound | meaning |"
            case .object: "| key | default | bound | meaning |"
            case .declaration: "| longhand | default | bound | meaning |"
            case .chain: "| parameter | given by | default | bound | meaning |"
            }
        var lines = [
            "**\(title)** (\(platform); \(source))", "", header,
            form == .object || form == .declaration ? "|---|---|---|---|" : "|---|---|---|---|---|",
        ]
        for parameter in parameters {
            let position =
                switch form {
                case .call: " \(parameter.position.map { String($0 + 1) } ?? "by name") |"
                case .object, .declaration: ""
                case .chain: " \(parameter.position.map { "argument \($0 + 1), " } ?? "")`\(parameter.setter)(…)` |"
                }
            let unit = parameter.unit == .none ? "" : " " + parameter.unit.rawValue
            let defaultValue = parameter.defaultValue.map { TextFormat.shortest($0) + unit } ?? "–"
            lines.append("| `\(parameter.name)` |\(position) \(defaultValue) | \(parameter.boundWords) | \(parameter.meaning) |")
        }
        if !precedence.isEmpty {
            lines.append("")
            for rule in precedence {
                let keys = rule.ignored.map { "`\($0)`" }.joined(separator: ", ")
                lines.append("- when \(rule.when.words): ignores \(keys) (\(rule.reason))")
            }
        }
        if let ownObjects {
            lines.append("")
            lines.append("Any other key whose value is an object \(ownObjects).")
        }
        if animatesOtherKeys {
            lines.append("")
            lines.append("Any other key is a property \(platform) animates on the target, not an option.")
        }
        if !otherKeys.isEmpty {
            lines.append("")
            lines.append(
                "Read by \(platform) for other things than the curve, neither used nor reported: "
                    + otherKeys.map { "`\($0.key)`: \($0.meaning)" }.joined(separator: "; ") + ".")
        }
        return lines.joined(separator: "\n")
    }
}

extension APIParameter {
    var boundWords: String {
        switch kind {
        case .word(let words): return words.map { "\"\($0)\"" }.joined(separator: ", ")
        case .curve: return "an ease"
        case .other: return "–"
        case .number:
            let bound = self.bound.words
            guard let clamp else { return bound }
            return "\(bound), clamped to \(TextFormat.shortest(clamp.lowerBound))…\(TextFormat.shortest(clamp.upperBound))"
        }
    }
}

extension APIPrecedence.Condition {
    /// The condition in words: "any of `stiffness`, `damping` is given".
    var words: String {
        switch self {
        case .anyOf(let keys) where keys.count == 1: "`\(keys[0])` is given"
        case .anyOf(let keys): "any of " + keys.map { "`\($0)`" }.joined(separator: ", ") + " is given"
        case .word(let key, let words): "`\(key)` is " + words.map { "\"\($0)\"" }.joined(separator: " or ")
        case .absent(let key): "`\(key)` is not given"
        case .number(let key, let value): "`\(key)` is \(TextFormat.shortest(value))"
        case .all(let conditions): conditions.map(\.words).joined(separator: " and ")
        case .either(let conditions): conditions.map(\.words).joined(separator: ", or ")
        }
    }
}
