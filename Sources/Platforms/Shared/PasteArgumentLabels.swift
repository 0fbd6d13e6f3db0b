/// The argument labels a paste's definitions stand after (`switchInCurve: Curves.easeOut,
/// switchOutCurve: Curves.easeOut` in a Flutter `AnimatedSwitcher`), so that several
/// definitions in one paste are named by the parameters they are given to.
enum PasteArgumentLabels {
    /// For each definition, in order, `label: code` when the paste writes it after a label
    /// (`label:` or `label =`), else its code. Definitions with the same code take the labels of
    /// that code's occurrences in order.
    static func named(_ codes: [String], in text: String) -> [String] {
        var labelsByCode: [String: [String]] = [:]
        for code in Set(codes) where !code.isEmpty {
            var labels: [String] = []
            var searchFrom = text.startIndex
            while let range = text.range(of: code, range: searchFrom..<text.endIndex) {
                searchFrom = range.upperBound
                // `Curves.easeIn` is not written in `Curves.easeInOut`: only whole names count.
                if isNamePart(code.last), range.upperBound < text.endIndex, isNamePart(text[range.upperBound]) { continue }
                if isNamePart(code.first), range.lowerBound > text.startIndex, isNamePart(text[text.index(before: range.lowerBound)]) {
                    continue
                }
                labels.append(label(before: range.lowerBound, in: text) ?? "")
            }
            labelsByCode[code] = labels
        }
        return codes.map { code in
            guard var labels = labelsByCode[code], !labels.isEmpty else { return code }
            let label = labels.removeFirst()
            labelsByCode[code] = labels
            return label.isEmpty ? code : label + ": " + code
        }
    }

    /// Whether a character goes on a name: a letter, a digit or `_`.
    private static func isNamePart(_ character: Character?) -> Bool {
        character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
    }

    /// The identifier before `index` followed by `:` or `=` (spaces between), if any.
    private static func label(before index: String.Index, in text: String) -> String? {
        var i = index
        func stepBackOverSpace() {
            while i > text.startIndex, text[text.index(before: i)].isWhitespace { i = text.index(before: i) }
        }
        stepBackOverSpace()
        guard i > text.startIndex else { return nil }
        let separator = text[text.index(before: i)]
        guard separator == ":" || separator == "=" else { return nil }
        i = text.index(before: i)
        stepBackOverSpace()
        // A JSON or JavaScript key in quotes (`"s": {…}` in a Lottie shape): the key inside them.
        if i > text.startIndex, case let quote = text[text.index(before: i)], quote == "\"" || quote == "'" {
            let close = text.index(before: i)
            guard let open = text[..<close].lastIndex(of: quote), open < close, !text[open..<close].contains("\n") else { return nil }
            let key = text[text.index(after: open)..<close]
            return key.isEmpty ? nil : String(key)
        }
        let end = i
        while i > text.startIndex, isNamePart(text[text.index(before: i)]) { i = text.index(before: i) }
        guard i < end, text[i].isLetter || text[i] == "_" else { return nil }
        return String(text[i..<end])
    }
}
