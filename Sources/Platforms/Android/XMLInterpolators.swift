/// Android's interpolator resources (`res/anim/*.xml`, `res/interpolator/*.xml`): an element
/// such as `<pathInterpolator android:controlX1="0.4" … />` or
/// `<overshootInterpolator android:tension="1.0" />` is the framework class with those
/// attributes as its arguments (AOSP `AnimationUtils.createInterpolatorFromXml`).
enum XMLInterpolators {
    struct Element {
        var name: String
        var attributes: [(name: String, value: String)]
        /// Where each attribute's name starts, in the same order.
        var attributeOffsets: [Int] = []
        var offset: Int
        var end: Int
    }

    /// Element tags → the class each inflates to, and the attributes it reads.
    static let classes: [String: (type: String, attributes: [String])] = [
        "pathInterpolator": ("PathInterpolator", ["pathData", "controlX1", "controlY1", "controlX2", "controlY2"]),
        "linearInterpolator": ("LinearInterpolator", []),
        "accelerateInterpolator": ("AccelerateInterpolator", ["factor"]),
        "decelerateInterpolator": ("DecelerateInterpolator", ["factor"]),
        "accelerateDecelerateInterpolator": ("AccelerateDecelerateInterpolator", []),
        "anticipateInterpolator": ("AnticipateInterpolator", ["tension"]),
        "overshootInterpolator": ("OvershootInterpolator", ["tension"]),
        "anticipateOvershootInterpolator": ("AnticipateOvershootInterpolator", ["tension", "extraTension"]),
        "bounceInterpolator": ("BounceInterpolator", []),
        "cycleInterpolator": ("CycleInterpolator", ["cycles"]),
    ]

    /// Start tags in the file, with their attributes (markup and strings from ``SourceLexer/xml(_:)``).
    static func elements(_ s: [Unicode.Scalar], _ kinds: [SourceRegions.Kind]) -> [Element] {
        var elements: [Element] = []
        var index = 0
        while index < s.count {
            guard kinds[index] == .markup, s[index] == "<", index + 1 < s.count, s[index + 1] != "/" else { index += 1; continue }
            var i = index + 1
            var name = ""
            while i < s.count, kinds[i] == .markup, !s[i].properties.isWhitespace, s[i] != ">", s[i] != "/" {
                name.unicodeScalars.append(s[i]); i += 1
            }
            var attributes: [(String, String)] = []
            var offsets: [Int] = []
            while i < s.count, s[i] != ">" {
                guard kinds[i] == .markup, DialectCode.isNameStart(s[i]) else { i += 1; continue }
                let attributeStart = i
                var attribute = ""
                while i < s.count, kinds[i] == .markup, s[i] != "=", !s[i].properties.isWhitespace, s[i] != ">" {
                    attribute.unicodeScalars.append(s[i]); i += 1
                }
                while i < s.count, kinds[i] == .markup, s[i] != "\"", s[i] != "'", s[i] != ">", DialectCode.isNameStart(s[i]) == false {
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
            elements.append(Element(name: name, attributes: attributes, attributeOffsets: offsets, offset: index, end: min(i + 1, s.count)))
            index = i
        }
        return elements
    }

    /// The element as the framework call it inflates to; nil when it is not an interpolator.
    static func call(for element: Element) -> String? {
        guard let (type, accepted) = classes[element.name] else { return nil }
        var arguments: [String] = []
        for (name, value) in element.attributes {
            let local = String(name.split(separator: ":").last ?? "")
            guard accepted.contains(local) else { continue }
            let quoted = local == "pathData" || Double(value) == nil
            arguments.append("\(local): " + (quoted ? "\"\(value.replacingOccurrences(of: "\"", with: ""))\"" : value))
        }
        return "\(type)(\(arguments.joined(separator: ", ")))"
    }

    /// `android:interpolator="…"` on an animation, animator, set or transition element: the
    /// reference it names, with where the attribute starts.
    static func interpolatorReferences(in element: Element) -> [(value: String, offset: Int)] {
        guard classes[element.name] == nil else { return [] }
        return element.attributes.indices.compactMap { index in
            let (name, value) = element.attributes[index]
            guard name == "android:interpolator" || name == "interpolator", index < element.attributeOffsets.count else { return nil }
            return (value, element.attributeOffsets[index])
        }
    }
}
