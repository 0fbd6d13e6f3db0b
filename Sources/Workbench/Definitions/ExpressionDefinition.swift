import CurveKit
import Platforms

struct ExpressionDefinition: CurveDefinition {
    static let keyword: String? = ExpressionKind.kind
    static let catalog = [
        CurveCatalog.Entry(
            kind: ExpressionKind.kind, usage: "\(ExpressionKind.kind) FORMULA",
            summary: "any formula in x (or t): + − * / ^, pi, e, sin … ceil, min, max, pow, and x < a ? b : c")
    ]
    /// Where the formula is checked for finite values: x = i/1000, i = 0 … 1000.
    static let checkedSamples = 1000

    var formula: String

    static func parse(_ words: inout Words) throws(CommandError) -> ExpressionDefinition {
        var parts: [String] = []
        // A quoted word stays quoted (and escaped), so that the command prints as it parses.
        while let token = words.next() { parts.append(token.quoted ? TextFormat.inQuotes(token.text) : token.text) }
        guard !parts.isEmpty else { throw words.missing("FORMULA") }
        return ExpressionDefinition(formula: parts.joined(separator: " "))
    }

    var words: [String] { [ExpressionKind.kind, formula] }

    /// Parses the formula and refuses one that is not finite somewhere on [0, 1] (a division
    /// by zero, a logarithm of 0, a square root of a negative number).
    func build(_ context: some CurveBuildContext) throws(CommandError) -> Curve {
        let parsed: Formula
        do {
            parsed = try Formula(parsing: formula)
        } catch {
            throw CommandError("in the formula at column \(error.column): \(error.message)")
        }
        if let (x, value) = parsed.firstNonFiniteValue(samples: Self.checkedSamples) {
            let what = value.isNaN ? "is not a number (NaN)" : "is infinite"
            throw CommandError(
                "the formula \(what) at x = \(TextFormat.shortest(x)) (a division by zero or a function outside its domain?); a curve must be finite on [0, 1]"
            )
        }
        return .expression(parsed)
    }
}
