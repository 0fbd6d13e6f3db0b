@testable import Platforms

/// A small CSS tokenizer and parser for the exporter's output: enough of CSS Syntax Level 3
/// to read style rules, `@property` and `@keyframes`, and check the values the exporter
/// writes (easing functions, lengths, times, colours, transforms, the `animation`
/// shorthand). It throws at the first thing that is not valid CSS.
struct CSSChecker {
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    enum Token: Equatable {
        case ident(String)
        case atKeyword(String)
        case hash(String)
        case string(String)
        case number(Double, unit: String)  // unit "" for a plain number, "%" for a percentage
        case function(String)  // name, the "(" is part of it
        case delimiter(Character)  // { } ( ) : ; , . /

        var text: String {
            switch self {
            case .ident(let name): name
            case .atKeyword(let name): "@" + name
            case .hash(let name): "#" + name
            case .string(let value): "\"" + value + "\""
            case .number(let value, let unit): "\(value)\(unit)"
            case .function(let name): name + "("
            case .delimiter(let character): String(character)
            }
        }
    }

    struct Declaration {
        let property: String
        let value: [Token]
    }

    struct Rule {
        /// `@keyframes`, `@property`, or the selector text of a style rule (`.slide`, `:root`).
        let prelude: String
        let name: String
        let declarations: [Declaration]
        /// For @keyframes: each keyframe's selector (percentage) and declarations.
        let keyframes: [(percent: Double, declarations: [Declaration])]
    }

    // MARK: - Tokens

    static func tokens(_ css: String) throws -> [Token] {
        var result: [Token] = []
        let characters = Array(css)
        var index = 0
        func peek(_ offset: Int = 0) -> Character? { index + offset < characters.count ? characters[index + offset] : nil }
        func isNameStart(_ c: Character) -> Bool { c.isLetter || c == "_" || !c.isASCII }
        func isName(_ c: Character) -> Bool { isNameStart(c) || c.isNumber || c == "-" }
        func name() -> String {
            var text = ""
            while let c = peek(), isName(c) { text.append(c); index += 1 }
            return text
        }
        func startsIdent(_ offset: Int = 0) -> Bool {
            guard let c = peek(offset) else { return false }
            if isNameStart(c) { return true }
            if c == "-", let d = peek(offset + 1) { return isNameStart(d) || d == "-" }
            return false
        }
        func startsNumber() -> Bool {
            guard let c = peek() else { return false }
            if c.isNumber { return true }
            if c == ".", let d = peek(1), d.isNumber { return true }
            if c == "+" || c == "-", let d = peek(1) {
                return d.isNumber || (d == "." && (peek(2)?.isNumber ?? false))
            }
            return false
        }
        while let c = peek() {
            if c.isWhitespace { index += 1; continue }
            if c == "/" && peek(1) == "*" {
                index += 2
                while index < characters.count && !(peek() == "*" && peek(1) == "/") { index += 1 }
                guard index < characters.count else { throw Failure("unterminated comment") }
                index += 2
                continue
            }
            if startsNumber() {
                var text = ""
                if c == "+" || c == "-" { text.append(c); index += 1 }
                while let d = peek(), d.isNumber { text.append(d); index += 1 }
                if peek() == ".", let d = peek(1), d.isNumber {
                    text.append("."); index += 1
                    while let d = peek(), d.isNumber { text.append(d); index += 1 }
                }
                if let e = peek(), e == "e" || e == "E", let d = peek(1),
                    d.isNumber || ((d == "-" || d == "+") && (peek(2)?.isNumber ?? false))
                {
                    text.append("e"); index += 1
                    if let sign = peek(), sign == "-" || sign == "+" { text.append(sign); index += 1 }
                    while let d = peek(), d.isNumber { text.append(d); index += 1 }
                }
                guard let value = Double(text) else { throw Failure("bad number \(text)") }
                if peek() == "%" {
                    index += 1
                    result.append(.number(value, unit: "%"))
                } else if startsIdent() {
                    result.append(.number(value, unit: name()))
                } else {
                    result.append(.number(value, unit: ""))
                }
                continue
            }
            if c == "@" {
                index += 1
                guard startsIdent() else { throw Failure("@ without a name") }
                result.append(.atKeyword(name()))
                continue
            }
            if c == "#" {
                index += 1
                let text = name()
                guard !text.isEmpty else { throw Failure("# without a name") }
                result.append(.hash(text))
                continue
            }
            if c == "\"" {
                index += 1
                var text = ""
                while let d = peek(), d != "\"" {
                    guard d != "\n" else { throw Failure("newline in a string") }
                    text.append(d); index += 1
                }
                guard peek() == "\"" else { throw Failure("unterminated string") }
                index += 1
                result.append(.string(text))
                continue
            }
            if startsIdent() {
                let text = name()
                if peek() == "(" {
                    index += 1
                    result.append(.function(text))
                } else {
                    result.append(.ident(text))
                }
                continue
            }
            if "{}():;,./".contains(c) {
                result.append(.delimiter(c))
                index += 1
                continue
            }
            throw Failure("unexpected character '\(c)'")
        }
        return result
    }

    // MARK: - Rules

    /// Parses a style sheet and checks every declaration's value.
    static func parse(_ css: String) throws -> [Rule] {
        let tokens = try tokens(css)
        var index = 0
        var rules: [Rule] = []
        func next() throws -> Token {
            guard index < tokens.count else { throw Failure("unexpected end of the style sheet") }
            defer { index += 1 }
            return tokens[index]
        }
        func expect(_ token: Token) throws {
            let found = try next()
            guard found == token else { throw Failure("expected \(token.text), found \(found.text)") }
        }
        /// Declarations up to and including the closing `}`; every declaration ends with `;`.
        func declarations() throws -> [Declaration] {
            var result: [Declaration] = []
            while true {
                let token = try next()
                if token == .delimiter("}") { return result }
                guard case .ident(let property) = token else { throw Failure("expected a property name, found \(token.text)") }
                try expect(.delimiter(":"))
                var value: [Token] = []
                var depth = 0
                while true {
                    let token = try next()
                    if case .function = token { depth += 1 }
                    if token == .delimiter("(") { depth += 1 }
                    if token == .delimiter(")") {
                        depth -= 1
                        guard depth >= 0 else { throw Failure("unbalanced ) in \(property)") }
                    }
                    if depth == 0 && token == .delimiter(";") { break }
                    guard depth > 0 || (token != .delimiter("{") && token != .delimiter("}")) else {
                        throw Failure("\(property): missing ;")
                    }
                    value.append(token)
                }
                guard !value.isEmpty else { throw Failure("\(property) has no value") }
                try checkValue(property: property, value)
                result.append(Declaration(property: property, value: value))
            }
        }
        while index < tokens.count {
            let token = try next()
            switch token {
            case .atKeyword("keyframes"):
                guard case .ident(let name) = try next() else { throw Failure("@keyframes needs a name") }
                try expect(.delimiter("{"))
                var keyframes: [(Double, [Declaration])] = []
                while true {
                    let selector = try next()
                    if selector == .delimiter("}") { break }
                    let percent: Double
                    switch selector {
                    case .number(let value, "%"): percent = value
                    case .ident("from"): percent = 0
                    case .ident("to"): percent = 100
                    default: throw Failure("keyframe selector must be a percentage, from or to; found \(selector.text)")
                    }
                    guard (0...100).contains(percent) else { throw Failure("keyframe \(percent)% is outside 0…100") }
                    try expect(.delimiter("{"))
                    keyframes.append((percent, try declarations()))
                }
                rules.append(Rule(prelude: "@keyframes", name: name, declarations: [], keyframes: keyframes))
            case .atKeyword("property"):
                guard case .ident(let name) = try next(), name.hasPrefix("--") else {
                    throw Failure("@property needs a custom property name")
                }
                try expect(.delimiter("{"))
                let declarations = try declarations()
                for required in ["syntax", "inherits"] where !declarations.contains(where: { $0.property == required }) {
                    throw Failure("@property \(name) lacks \(required)")
                }
                rules.append(Rule(prelude: "@property", name: name, declarations: declarations, keyframes: []))
            case .atKeyword(let other):
                throw Failure("unexpected @\(other)")
            default:
                var prelude = token.text
                while true {
                    let token = try next()
                    if token == .delimiter("{") { break }
                    prelude += token.text
                }
                guard prelude == ":root" || (prelude.hasPrefix(".") && prelude.count > 1) else {
                    throw Failure("unexpected selector \(prelude)")
                }
                rules.append(Rule(prelude: prelude, name: String(prelude.dropFirst()), declarations: try declarations(), keyframes: []))
            }
        }
        return rules
    }

    // MARK: - Values

    static func checkValue(property: String, _ value: [Token]) throws {
        switch property {
        case _ where property.hasPrefix("--"): return  // custom properties take any tokens
        case "animation-timing-function", "transition-timing-function":
            var index = 0
            try easing(value, &index)
            guard index == value.count else { throw Failure("\(property): trailing tokens") }
        case "animation": try animationShorthand(value)
        case "left", "top", "width", "height", "border-radius", "border-width":
            guard value.count == 1, case .number(_, let unit) = value[0], unit == "px" || (unit == "" && value[0] == .number(0, unit: ""))
            else {
                throw Failure("\(property): expected a length, found \(value.map(\.text).joined(separator: " "))")
            }
        case "opacity", "scale":
            guard (1...2).contains(value.count), value.allSatisfy({ if case .number(_, "") = $0 { true } else { false } }) else {
                throw Failure("\(property): expected numbers")
            }
        case "rotate":
            guard value.count == 1, case .number(_, let unit) = value[0], ["deg", "rad", "turn", "grad"].contains(unit) else {
                throw Failure("rotate: expected an angle")
            }
        case "translate":
            guard (1...2).contains(value.count), value.allSatisfy({ if case .number(_, "px") = $0 { true } else { false } }) else {
                throw Failure("translate: expected lengths")
            }
        case "background-color", "border-color", "color", "fill", "stroke": try colour(value)
        case "transform": try transform(value)
        case "syntax":
            guard value.count == 1, case .string = value[0] else { throw Failure("syntax: expected a string") }
        case "inherits":
            guard value == [.ident("false")] || value == [.ident("true")] else { throw Failure("inherits: true or false") }
        case "initial-value": return
        default: throw Failure("unknown property \(property)")
        }
    }

    /// Comma-separated arguments of the function whose `(` is before `index`, up to its `)`.
    static func arguments(_ value: [Token], _ index: inout Int) throws -> [[Token]] {
        var groups: [[Token]] = [[]]
        while true {
            guard index < value.count else { throw Failure("unclosed function") }
            let token = value[index]
            index += 1
            if token == .delimiter(")") { return groups }
            if token == .delimiter(",") { groups.append([]); continue }
            if case .function = token { throw Failure("nested function") }
            groups[groups.count - 1].append(token)
        }
    }

    static func number(_ tokens: [Token], unit: String = "") throws -> Double {
        guard tokens.count == 1, case .number(let value, let found) = tokens[0],
            found == unit || (unit == "px" && found == "" && value == 0)
        else {
            throw Failure("expected one number\(unit.isEmpty ? "" : " in \(unit)"), found \(tokens.map(\.text).joined(separator: " "))")
        }
        return value
    }

    static let easingKeywords: Set = ["linear", "ease", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end"]

    /// One easing function starting at `index`.
    static func easing(_ value: [Token], _ index: inout Int) throws {
        guard index < value.count else { throw Failure("missing easing function") }
        let token = value[index]
        index += 1
        switch token {
        case .ident(let keyword) where easingKeywords.contains(keyword): return
        case .function("cubic-bezier"):
            let numbers = try arguments(value, &index).map { try number($0) }
            guard numbers.count == 4 else { throw Failure("cubic-bezier() takes 4 numbers") }
            guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else { throw Failure("cubic-bezier() x outside [0, 1]") }
        case .function("steps"):
            let groups = try arguments(value, &index)
            let count = try number(groups[0])
            guard count >= 1, count == count.rounded(), groups.count <= 2 else { throw Failure("steps() needs a whole count") }
            if groups.count == 2 {
                guard groups[1].count == 1, case .ident(let position) = groups[1][0],
                    ["jump-start", "jump-end", "jump-none", "jump-both", "start", "end"].contains(position)
                else { throw Failure("steps(): bad position") }
            }
        case .function("linear"):
            let groups = try arguments(value, &index)
            guard groups.count >= 2 else { throw Failure("linear() needs at least two stops") }
            var last = -Double.infinity
            for group in groups {
                guard (1...3).contains(group.count), case .number(_, "") = group[0] else {
                    throw Failure("linear(): a stop is a number with up to two percentages")
                }
                for token in group.dropFirst() {
                    guard case .number(let percent, "%") = token else { throw Failure("linear(): stop positions are percentages") }
                    guard percent >= last else { throw Failure("linear(): stop positions go backwards") }
                    last = percent
                }
            }
        default:
            throw Failure("not an easing function: \(token.text)")
        }
    }

    static func colour(_ value: [Token]) throws {
        var index = 0
        try colour(value, &index)
        guard index == value.count else { throw Failure("colour: trailing tokens") }
    }

    static func colour(_ value: [Token], _ index: inout Int) throws {
        guard index < value.count else { throw Failure("missing colour") }
        let token = value[index]
        index += 1
        switch token {
        case .hash(let digits):
            guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { throw Failure("bad hex colour #\(digits)") }
        case .function("rgba"), .function("rgb"):
            let numbers = try arguments(value, &index).map { try number($0) }
            guard numbers.count == 4 || numbers.count == 3 else { throw Failure("rgba() takes 3 or 4 numbers") }
            guard numbers.prefix(3).allSatisfy({ (0...255).contains($0) }), numbers.count == 3 || (0...1).contains(numbers[3]) else {
                throw Failure("rgba() out of range")
            }
        case .ident("transparent"): return
        default: throw Failure("not a colour: \(token.text)")
        }
    }

    static func transform(_ value: [Token]) throws {
        var index = 0
        guard !value.isEmpty else { throw Failure("empty transform") }
        while index < value.count {
            let token = value[index]
            index += 1
            let groups = try arguments(value, &index)
            switch token {
            case .function("translate"):
                guard (1...2).contains(groups.count) else { throw Failure("translate() takes 1 or 2 lengths") }
                for group in groups { _ = try number(group, unit: "px") }
            case .function("rotate"):
                guard groups.count == 1 else { throw Failure("rotate() takes an angle") }
                _ = try number(groups[0], unit: "deg")
            case .function("scale"):
                guard (1...2).contains(groups.count) else { throw Failure("scale() takes 1 or 2 numbers") }
                for group in groups { _ = try number(group) }
            default: throw Failure("not a transform function: \(token.text)")
            }
        }
    }

    /// `name duration easing delay iteration-count direction fill-mode`, in the order the
    /// exporter writes it.
    static func animationShorthand(_ value: [Token]) throws {
        var index = 0
        guard case .ident = value.first else { throw Failure("animation: starts with the keyframes name") }
        index = 1
        guard index < value.count, case .number(let duration, "s") = value[index], duration > 0 else {
            throw Failure("animation: duration in s")
        }
        index += 1
        try easing(value, &index)
        guard index < value.count, case .number(let delay, "s") = value[index], delay >= 0 else { throw Failure("animation: delay in s") }
        index += 1
        guard index < value.count, case .number(let count, "") = value[index], count >= 1 else {
            throw Failure("animation: iteration count")
        }
        index += 1
        guard index < value.count, case .ident(let direction) = value[index], ["normal", "alternate"].contains(direction) else {
            throw Failure("animation: direction")
        }
        index += 1
        guard index < value.count, case .ident(let fill) = value[index], ["none", "forwards", "backwards", "both"].contains(fill) else {
            throw Failure("animation: fill mode")
        }
        guard index == value.count - 1 else { throw Failure("animation: trailing tokens") }
    }

    /// Checks the keyframes of every @keyframes rule: percentages strictly increase from 0% to
    /// 100%.
    static func checkKeyframeOrder(_ rules: [Rule]) throws {
        for rule in rules where rule.prelude == "@keyframes" {
            let percents = rule.keyframes.map(\.percent)
            guard percents.first == 0, percents.last == 100 else { throw Failure("@keyframes \(rule.name) does not run from 0% to 100%") }
            guard zip(percents, percents.dropFirst()).allSatisfy({ $0 < $1 }) else {
                throw Failure("@keyframes \(rule.name) percentages are not in order: \(percents)")
            }
        }
    }
}
