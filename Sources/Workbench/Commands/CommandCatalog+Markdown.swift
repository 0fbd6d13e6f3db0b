import Foundation
import Platforms

extension CommandCatalog {
    /// The README's command table, generated from the catalogue (a test checks the README
    /// contains exactly this).
    static var markdownTable: String {
        var lines = ["| command | meaning |", "|---|---|"]
        for entry in entries {
            let usage = entry.usage.replacingOccurrences(of: "|", with: "\\|")
            var meaning = entry.summary
            if !entry.aliases.isEmpty { meaning += " (also `\(entry.aliases.joined(separator: "`, `"))`)" }
            lines.append("| `\(usage)` | \(meaning) |")
        }
        return lines.joined(separator: "\n")
    }
}

extension CurveCatalog {
    /// The README's table of curve kinds, generated from the catalogue.
    static var markdownTable: String {
        var lines = ["| definition | curve |", "|---|---|"]
        for entry in entries {
            lines.append("| `NAME = \(entry.usage.replacingOccurrences(of: "|", with: "\\|"))` | \(entry.summary) |")
        }
        return lines.joined(separator: "\n")
    }
}
