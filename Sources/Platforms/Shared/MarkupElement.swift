/// A start tag in an XML file, with its attributes (markup and strings from
/// ``SourceLexer/xml(_:)``): what a platform whose definitions are elements reads
/// (``MarkupReading``).
struct MarkupElement {
    var name: String
    var attributes: [(name: String, value: String)]
    /// Where each attribute's name starts, in the same order.
    var attributeOffsets: [Int] = []
    var offset: Int
    var end: Int
    /// The elements this one is inside, outermost first (its parent last), as they were at its
    /// start tag.
    var ancestors: [MarkupElement] = []
    /// The names of the elements inside this one, at any depth.
    var descendantNames: Set<String> = []

    /// The value of the attribute named `local` (with any namespace prefix: `android:duration`).
    func attribute(_ local: String) -> String? {
        attributes.first { $0.name == local || $0.name.hasSuffix(":" + local) }?.value
    }

    /// Start tags in the file, with their attributes (markup and strings from ``SourceLexer/xml(_:)``).
    static func elements(_ s: [Unicode.Scalar], _ kinds: [SourceRegions.Kind]) -> [MarkupElement] {
        var elements: [MarkupElement] = []
        var open: [MarkupElement] = []
        var openIndices: [Int] = []
        var index = 0
        while index < s.count {
            // An end tag closes the element of its name, and any left open inside it.
            if kinds[index] == .markup, s[index] == "<", index + 1 < s.count, s[index + 1] == "/" {
                var i = index + 2
                var name = ""
                while i < s.count, kinds[i] == .markup, !s[i].properties.isWhitespace, s[i] != ">" {
                    name.unicodeScalars.append(s[i]); i += 1
                }
                if let match = open.lastIndex(where: { $0.name == name }) {
                    open.removeSubrange(match...)
                    openIndices.removeSubrange(match...)
                }
                index = i
                continue
            }
            guard kinds[index] == .markup, s[index] == "<", index + 1 < s.count else { index += 1; continue }
            var i = index + 1
            var name = ""
            while i < s.count, kinds[i] == .markup, !s[i].properties.isWhitespace, s[i] != ">", s[i] != "/" {
                name.unicodeScalars.append(s[i]); i += 1
            }
            var attributes: [(String, String)] = []
            var offsets: [Int] = []
            while i < s.count, s[i] != ">" {
                guard kinds[i] == .markup, SourceCode.isNameStart(s[i]) else { i += 1; continue }
                let attributeStart = i
                var attribute = ""
                while i < s.count, kinds[i] == .markup, s[i] != "=", !s[i].properties.isWhitespace, s[i] != ">" {
                    attribute.unicodeScalars.append(s[i]); i += 1
                }
                while i < s.count, kinds[i] == .markup, s[i] != "\"", s[i] != "'", s[i] != ">", SourceCode.isNameStart(s[i]) == false {
                    i += 1
                }
                guard i < s.count, s[i] == "\"" || s[i] == "'" else { continue }
                i += 1
                var value = ""
                while i < s.count, kinds[i] == .string { value.unicodeScalars.append(s[i]); i += 1 }
                i += 1
                attributes.append((attribute, value))
                offsets.append(attributeStart)
            }
            let element = MarkupElement(
                name: name, attributes: attributes, attributeOffsets: offsets, offset: index, end: min(i + 1, s.count), ancestors: open)
            for outer in openIndices { elements[outer].descendantNames.insert(name) }
            elements.append(element)
            // `<?xml …?>` and `<!DOCTYPE …>` hold nothing; `<alpha … />` closes itself.
            let closesItself = i > 0 && i < s.count && s[i - 1] == "/"
            if !closesItself, !name.hasPrefix("?"), !name.hasPrefix("!") {
                open.append(element)
                openIndices.append(elements.count - 1)
            }
            index = i
        }
        return elements
    }
}

/// A platform whose definitions can be XML elements in a file (Android's interpolator
/// resources): the code each element stands for, read by the platform's own reader.
protocol MarkupReading {
    /// The element as the call it stands for; nil when it is no definition.
    static func call(for element: MarkupElement) -> String?
    /// Definitions an element names by reference: each attribute's value, its code as the
    /// file has it (`name="value"`), where the attribute starts, and what the reply should say
    /// about it (a rule of the platform that chose it).
    static func references(in element: MarkupElement) -> [(value: String, code: String, offset: Int, note: String?)]
}
