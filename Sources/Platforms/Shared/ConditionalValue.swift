import Foundation

/// The C-like languages' conditional expression, `condition ? a : b` (Swift, Java, Dart,
/// JavaScript and TypeScript; `a ? b : c ? d : e` chains to the right): the value is one of the
/// branches, picked when the code runs. The file scanner reads the branches together
/// (``SourceFileScanner``): branches that are one curve are that curve; branches that differ
/// (or one that is no animation, SwiftUI's `.none`) are refused with the condition and each
/// branch named, never read as whichever branch the scan met first.
struct ConditionalValue {
    /// The condition as written, on one line.
    var condition: String
    /// The branches in order: the value when the condition holds first.
    var branches: [CodeNode]
    /// Where the `?` is, and where the last branch ends.
    var questionMark: Int
    var end: Int

    /// Every conditional expression in the code of `code`. A `?` is the conditional's when white
    /// space stands on both sides of it (`Type? = nil`, `a?.b`, `a ?? b` and Kotlin's `?:` are
    /// not), a value follows it, then `:` and another value.
    static func all(in code: SourceCode, regions: SourceRegions) -> [ConditionalValue] {
        let s = code.scalars
        var found: [ConditionalValue] = []
        var index = 1
        while index + 1 < s.count {
            defer { index += 1 }
            guard s[index] == "?", regions.kinds[index] == .code, SourceCode.isSpace(s[index - 1]), SourceCode.isSpace(s[index + 1])
            else { continue }
            guard let branches = branches(after: index, code) else { continue }
            let condition = condition(before: index, s)
            guard !condition.isEmpty else { continue }
            found.append(ConditionalValue(condition: condition, branches: branches.nodes, questionMark: index, end: branches.end))
            // A chain's inner conditionals are branches of this one.
            index = branches.end - 1
        }
        return found
    }

    /// The branches after the `?` at `questionMark` (a chain's further conditionals' branches
    /// included) and where they end; nil when no `value : value` follows.
    private static func branches(after questionMark: Int, _ code: SourceCode, depth: Int = 0) -> (nodes: [CodeNode], end: Int)? {
        guard depth < 16 else { return nil }
        var reader = code
        reader.position = questionMark + 1
        guard let then = try? reader.value(),
            !SourceFileBindings.declaringWords.contains(code.text(of: then).split(separator: " ").first.map(String.init) ?? "")
        else { return nil }
        reader.skipSpace()
        guard reader.current == ":", reader.position + 1 < code.scalars.count, code.scalars[reader.position + 1] != ":" else {
            return nil
        }
        reader.position += 1
        guard let otherwise = try? reader.value() else { return nil }
        var next = reader
        next.skipSpace()
        if next.current == "?", next.position + 1 < code.scalars.count, SourceCode.isSpace(code.scalars[next.position + 1]),
            let chained = branches(after: next.position, code, depth: depth + 1)
        {
            return ([then] + chained.nodes, chained.end)
        }
        return ([then] + chainedBranches(otherwise), reader.position)
    }

    /// A branch that is itself a conditional (`a ? b : c ? d : e`, read by the value reader as
    /// one, ``SourceCode/conditionalName``): its branches in turn; else the branch.
    private static func chainedBranches(_ node: CodeNode) -> [CodeNode] {
        guard case .call(nil, SourceCode.conditionalName, let arguments) = node.value, arguments.count == 3 else { return [node] }
        return [arguments[1].node] + chainedBranches(arguments[2].node)
    }

    /// The condition before the `?` at `questionMark`: back to the bracket, comma, semicolon,
    /// line break, assignment or key that starts the expression, without a `return` before it.
    /// A `?` that starts its line (Dart's and JavaScript's formatters put it there) follows
    /// the condition on the line before.
    private static func condition(before questionMark: Int, _ s: [Unicode.Scalar]) -> String {
        var start = questionMark - 1
        while start >= 0, SourceCode.isSpace(s[start]) { start -= 1 }
        var depth = 0
        while start >= 0 {
            let scalar = s[start]
            if scalar == ")" || scalar == "]" || scalar == "}" {
                depth += 1
            } else if scalar == "(" || scalar == "[" || scalar == "{" {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0 {
                if scalar == "," || scalar == ";" || scalar == "\n" || scalar == ":" || scalar == "?" { break }
                let isAssignment =
                    scalar == "=" && !(start + 1 < s.count && s[start + 1] == "=")
                    && !(start > 0 && "=!<>".unicodeScalars.contains(s[start - 1]))
                if isAssignment { break }
            }
            start -= 1
        }
        var text = String(scalars: s[(start + 1)..<questionMark]).trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("return ") { text = String(text.dropFirst(7)).trimmingCharacters(in: .whitespaces) }
        return text
    }

    /// Why the conditional is not read: its branches are different curves, or one of them is none.
    /// `curves` holds each branch's reading, nil where the branch reads as no curve.
    func refusal(_ code: SourceCode, curves: [ReadCurve?]) -> String {
        let named = zip(branches, curves).map { branch, curve in
            let text = Names.shortened(CodeProvenance.oneLine(code.text(of: branch)), limit: 50)
            if curve != nil { return text }
            return Self.noAnimation.contains(text) ? "\(text) (no animation)" : "\(text) (no curve read from it)"
        }
        let condition = Names.shortened(self.condition, limit: 50)
        let choice =
            named.count == 2
            ? "\(named[0]) when \(condition) holds, \(named[1]) when it does not"
            : "one of \(named.joined(separator: ", ")), by \(condition) and the conditions after it"
        return "the code picks the animation when it runs: \(choice); not read (paste the branch that runs)"
    }

    /// The branches that mean no animation: SwiftUI's `.none` (an `Animation?` of nil) and the
    /// languages' null values.
    static let noAnimation: Set<String> = [".none", "nil", "null", "undefined"]
}
