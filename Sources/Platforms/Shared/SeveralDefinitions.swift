import Foundation

/// A paste of several definitions with different curves is read as its first only when they
/// stand side by side (a transition list, a module's constants, a timeline's tweens, animators
/// played together). This says why the first is not the paste's curve when the code shows
/// otherwise: its first definition is one the reader refused, code in it chooses between them at
/// run time (`if`, `switch`, `when`, `case`, `a ? b : c`, a list picked by a variable index), or a
/// later one configures the animation an earlier one made (`bounce = SpringAnimation(…)`, then
/// `bounce.getSpring()…`).
enum SeveralDefinitions {
    /// Why the first of `found` is not what the paste plays; nil when it is.
    static func whyNotTheFirst(
        in text: String, language: SourceLanguage, found: [SourceFileScanner.Found], refused: [SourceFileScanner.Refused]
    ) -> String? {
        if let earlier = refused.filter({ $0.line < found[0].line }).min(by: { $0.line < $1.line }) {
            return "its first definition, line \(earlier.line), is not read (\(earlier.message))"
        }
        let scalars = Array(text.unicodeScalars)
        let regions = SourceRegions(scalars, language: language)
        // The code alone: strings and comments as spaces, so that words in them choose nothing.
        let code = String(String.UnicodeScalarView(zip(scalars, regions.kinds).map { $1 == .code || $0 == "\n" ? $0 : " " }))
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
            if let word = choosingWord(in: line) {
                return "code in it chooses between them at run time ('\(word)' on line \(number + 1))"
            }
        }
        if let line = conditionalBetween(found, scalars: scalars, regions: regions) {
            return "code in it chooses between them at run time ('?:' on line \(line))"
        }
        // Calls on one name side by side (`seq.from(…)`, then `seq.to(…)`: tweens added to one
        // timeline) are siblings; a call on the name an earlier definition made configures it.
        let firstReceiver = receiver(of: found[0].code)
        for definition in found.dropFirst() {
            if let name = receiver(of: definition.code), name != firstReceiver, isAssigned(name, in: code) {
                return "line \(definition.line) configures \(name), which an earlier line makes: one animation, not read in parts"
            }
        }
        return nil
    }

    /// The line of the `?` of a conditional expression written over several lines whose
    /// branches hold different definitions (`transition={ phase === 'drop' ? { ease: […] } : {
    /// ease: […] } }`, each branch on lines of its own); nil when there is none.
    private static func conditionalBetween(
        _ found: [SourceFileScanner.Found], scalars: [Unicode.Scalar], regions: SourceRegions
    ) -> Int? {
        let code = SourceCode(scalars: scalars)
        for conditional in ConditionalValue.all(in: code, regions: regions) {
            let lines = conditional.branches.map { code.line(of: $0.offset)...code.line(of: $0.offset + max($0.length - 1, 0)) }
            let branchOfEach = found.compactMap { definition -> Int? in
                let holding = lines.indices.filter { lines[$0].contains(definition.line) }
                return holding.count == 1 ? holding[0] : nil
            }
            if Set(branchOfEach).count > 1 { return code.line(of: conditional.questionMark) }
        }
        return nil
    }

    private static let choosingWords: Set<Substring> = ["if", "else", "switch", "when", "case"]

    /// The first word or operator on `line` by which code picks a value at run time.
    private static func choosingWord(in line: Substring) -> String? {
        let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        if let word = words.first(where: choosingWords.contains) { return String(word) }
        // `isOn ? fadeCurve : popCurve`: a conditional expression (an optional's `?` has no space
        // before it, `?.` and `??` are no choice).
        if let question = line.range(of: " ? "), let colon = line[question.upperBound...].range(of: " : ") {
            let otherwise = line[colon.upperBound...].prefix { $0 != ")" && $0 != "," }
            if !(isNumber(line[question.upperBound..<colon.lowerBound]) && isNumber(otherwise)) { return "?:" }
        }
        // `...(open && { transition: … })`: an object's keys spread over the earlier ones when
        // a condition holds.
        if let spread = line.range(of: "...("), let and = line[spread.upperBound...].range(of: "&&") {
            return "...(" + line[spread.upperBound..<and.lowerBound].trimmingCharacters(in: .whitespaces) + " && …)"
        }
        // `curves[i]`: a list's element picked by a variable.
        let characters = Array(line)
        for index in characters.indices.dropFirst() where characters[index] == "[" {
            let before = characters[index - 1]
            if before.isLetter || before.isNumber || before == "_" || before == ")" || before == "]",
                let next = characters[(index + 1)...].first(where: { $0 != " " }), next.isLetter || next == "_"
            {
                return "[" + String(characters[(index + 1)...].prefix { $0 != "]" }) + "]"
            }
        }
        return nil
    }

    /// Whether `text` is a number written out (`1`, `0.5`, `0f`): `visible ? 1 : 0` picks a
    /// number, never one of the definitions.
    private static func isNumber(_ text: Substring) -> Bool {
        var number = text.trimmingCharacters(in: .whitespaces)
        if let last = number.last, "fFdDL".contains(last) { number.removeLast() }
        return Double(number) != nil
    }

    /// `bounce` of `bounce.getSpring().setStiffness(…)`: the name a definition's code starts with,
    /// before a member.
    private static func receiver(of code: String) -> String? {
        let name = code.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty, let first = name.first, first.isLetter || first == "_" else { return nil }
        let rest = code.dropFirst(name.count)
        return rest.hasPrefix(".") || rest.hasPrefix("?.") || rest.hasPrefix("!.") ? String(name) : nil
    }

    /// Whether `code` assigns `name` (`name = …`, not `name == …`).
    private static func isAssigned(_ name: String, in code: String) -> Bool {
        var searchFrom = code.startIndex
        while let range = code.range(of: name, range: searchFrom..<code.endIndex) {
            searchFrom = range.upperBound
            let before = range.lowerBound == code.startIndex ? " " : code[code.index(before: range.lowerBound)]
            guard !(before.isLetter || before.isNumber || before == "_" || before == ".") else { continue }
            let after = code[range.upperBound...].drop { $0 == " " }
            if after.hasPrefix("="), !after.hasPrefix("=="), !after.hasPrefix("=>") { return true }
        }
        return false
    }
}
