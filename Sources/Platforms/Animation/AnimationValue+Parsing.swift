import CurveKit

extension AnimationValue {
    /// What a value may look like, for error messages.
    static let acceptedForms =
        "a number (32), a point or size (150,32), a rect (x,y,width,height), a colour (#rrggbb, "
        + "#rrggbbaa or rgba(r,g,b,a) with r,g,b 0–255 and a 0–1) or a transform (scale(s), "
        + "rotate(deg), translate(x,y), or several in a row like translate(10,0)rotate(45))"

    /// Reads a value written as the type's notes describe; throws an error naming what does
    /// not parse and what is accepted.
    public init(parsing text: String) throws(AnimationError) {
        let trimmed = Self.trimmed(Substring(text))
        guard let first = trimmed.first else {
            throw AnimationError("a value cannot be empty: expected " + Self.acceptedForms)
        }
        if first == "#" {
            self = try Self.hexColour(trimmed)
        } else if trimmed.lowercased().hasPrefix("rgb") {
            self = try Self.colourFunction(trimmed)
        } else if first == "(" {
            self = try Self.tuple(trimmed)
        } else if first.isLetter {
            self = try Self.transform(trimmed)
        } else if let number = Self.number(trimmed) {
            self = .number(number)
        } else {
            throw AnimationError("cannot read \"\(trimmed)\" as a value: expected " + Self.acceptedForms)
        }
    }

    // MARK: - Pieces

    /// A finite decimal number: optional sign, digits with an optional fraction (or a
    /// fraction alone), optional exponent. No `inf`, `nan` or hexadecimal.
    static func number(_ text: Substring) -> Double? {
        let text = trimmed(text)
        var index = text.startIndex
        func digits() -> Int {
            var count = 0
            while index < text.endIndex, text[index].isASCII, text[index].isNumber {
                index = text.index(after: index)
                count += 1
            }
            return count
        }
        if index < text.endIndex, text[index] == "+" || text[index] == "-" { index = text.index(after: index) }
        var mantissa = digits()
        if index < text.endIndex, text[index] == "." {
            index = text.index(after: index)
            mantissa += digits()
        }
        guard mantissa > 0 else { return nil }
        if index < text.endIndex, text[index] == "e" || text[index] == "E" {
            index = text.index(after: index)
            if index < text.endIndex, text[index] == "+" || text[index] == "-" { index = text.index(after: index) }
            guard digits() > 0 else { return nil }
        }
        guard index == text.endIndex, let value = Double(String(text)), value.isFinite else { return nil }
        return value + 0  // −0 → 0
    }

    static func trimmed(_ text: Substring) -> Substring {
        var result = text
        while let first = result.first, first.isWhitespace { result.removeFirst() }
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }

    /// The comma-separated numbers between `(` and `)`; nil when one does not parse.
    private static func numbers(_ arguments: Substring) -> [Double]? {
        let parts = arguments.split(separator: ",", omittingEmptySubsequences: false)
        var result: [Double] = []
        for part in parts {
            guard let value = number(part) else { return nil }
            result.append(value)
        }
        return result
    }

    private static func tuple(_ text: Substring) throws(AnimationError) -> AnimationValue {
        guard text.last == ")" else {
            throw AnimationError("\"\(text)\" is missing its closing parenthesis: write (x,y) or (x,y,width,height)")
        }
        let inner = text.dropFirst().dropLast()
        guard let values = numbers(inner) else {
            throw AnimationError(
                "cannot read \"\(text)\": write a point or size as (x,y) and a rect as (x,y,width,height), "
                    + "with plain numbers separated by commas")
        }
        switch values.count {
        case 2: return .pair(values[0], values[1])
        case 4: return .rect(x: values[0], y: values[1], width: values[2], height: values[3])
        default:
            throw AnimationError(
                "\"\(text)\" has \(values.count) number\(values.count == 1 ? "" : "s"): a point or size has 2 (x,y), "
                    + "a rect has 4 (x,y,width,height)")
        }
    }

    private static let colourForms =
        "use #rrggbb or #rrggbbaa (hex digits; #rgb and #rgba also work) or rgba(r,g,b,a) / rgb(r,g,b) "
        + "with r, g, b from 0 to 255 and a from 0 to 1"

    private static func hexColour(_ text: Substring) throws(AnimationError) -> AnimationValue {
        let digits = text.dropFirst()
        let values = digits.compactMap(\.hexDigitValue)
        guard values.count == digits.count, [3, 4, 6, 8].contains(values.count) else {
            throw AnimationError("colour \"\(text)\" does not parse: " + colourForms)
        }
        var bytes: [Double]
        if values.count <= 4 {
            bytes = values.map { Double($0 * 17) }
        } else {
            bytes = stride(from: 0, to: values.count, by: 2).map { Double(values[$0] * 16 + values[$0 + 1]) }
        }
        let alpha = bytes.count == 4 ? bytes.removeLast() / 255 : 1
        return .colour(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: alpha)
    }

    private static func colourFunction(_ text: Substring) throws(AnimationError) -> AnimationValue {
        guard let open = text.firstIndex(of: "("), text.last == ")" else {
            throw AnimationError("colour \"\(text)\" does not parse: " + colourForms)
        }
        let name = text[..<open].lowercased()
        guard name == "rgb" || name == "rgba", let values = numbers(text[text.index(after: open)..<text.index(before: text.endIndex)]),
            values.count == 3 || values.count == 4
        else {
            throw AnimationError("colour \"\(text)\" does not parse: " + colourForms)
        }
        for (channel, value) in zip(["red", "green", "blue"], values) where !(0...255).contains(value) {
            throw AnimationError("colour \"\(text)\": \(channel) must be from 0 to 255 (got \(TextFormat.shortest(value)))")
        }
        let alpha = values.count == 4 ? values[3] : 1
        guard (0...1).contains(alpha) else {
            throw AnimationError("colour \"\(text)\": alpha must be from 0 to 1 (got \(TextFormat.shortest(alpha)))")
        }
        return .colour(red: values[0], green: values[1], blue: values[2], alpha: alpha)
    }

    private static let transformForms =
        "a transform is scale(s) or scale(sx,sy), rotate(degrees), translate(x,y), or several of them in a row "
        + "like translate(10,0)rotate(45)"

    private static func transform(_ text: Substring) throws(AnimationError) -> AnimationValue {
        var rest = text
        var operations: [TransformOperation] = []
        while true {
            rest = trimmed(rest)
            if rest.isEmpty { break }
            guard let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")"), open < close else {
                if operations.isEmpty && rest.allSatisfy({ $0.isLetter || $0 == "-" }) {
                    throw AnimationError("cannot read \"\(text)\" as a value: expected " + acceptedForms)
                }
                throw AnimationError("cannot read \"\(rest)\" in \"\(text)\": " + transformForms)
            }
            let name = trimmed(rest[..<open]).lowercased()
            var arguments = rest[rest.index(after: open)..<close]
            if name == "rotate", trimmed(arguments).lowercased().hasSuffix("deg") {
                arguments = trimmed(arguments).dropLast(3)
            }
            guard let values = numbers(arguments) else {
                throw AnimationError("cannot read the numbers of \"\(rest[...close])\" in \"\(text)\": " + transformForms)
            }
            switch (name, values.count) {
            case ("translate", 1): operations.append(.translate(x: values[0], y: 0))
            case ("translate", 2): operations.append(.translate(x: values[0], y: values[1]))
            case ("rotate", 1): operations.append(.rotate(degrees: values[0]))
            case ("scale", 1): operations.append(.scale(x: values[0], y: values[0]))
            case ("scale", 2): operations.append(.scale(x: values[0], y: values[1]))
            case ("translate", _), ("rotate", _), ("scale", _):
                throw AnimationError(
                    "\(name)(…) in \"\(text)\" takes \(name == "rotate" ? "1 number" : "1 or 2 numbers") "
                        + "(got \(values.count)): " + transformForms)
            default:
                if operations.isEmpty && rest[close...].count == 1 && name != "" {
                    throw AnimationError(
                        "cannot read \"\(text)\" as a value: \"\(name)\" is not a transform operation; expected " + acceptedForms)
                }
                throw AnimationError("\"\(name)\" in \"\(text)\" is not a transform operation: " + transformForms)
            }
            rest = rest[rest.index(after: close)...]
        }
        return .transform(operations)
    }
}
