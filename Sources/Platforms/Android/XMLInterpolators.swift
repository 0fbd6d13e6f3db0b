/// Android's interpolator resources (`res/anim/*.xml`, `res/interpolator/*.xml`): an element
/// such as `<pathInterpolator android:controlX1="0.4" … />` or
/// `<overshootInterpolator android:tension="1.0" />` is the framework class with those
/// attributes as its arguments (AOSP `AnimationUtils.createInterpolatorFromXml`).
enum XMLInterpolators: MarkupReading {
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

    /// The element as the framework call it inflates to; nil when it is not an interpolator.
    static func call(for element: MarkupElement) -> String? {
        guard let (type, accepted) = classes[element.name] else { return nil }
        var arguments: [String] = []
        for (name, value) in element.attributes {
            let local = String(name.split(separator: ":").last ?? "")
            guard accepted.contains(local) else { continue }
            arguments.append("\(local): " + (local != "pathData" && isNumber(value) ? value : literal(value)))
        }
        return "\(type)(\(arguments.joined(separator: ", ")))"
    }

    /// Whether an attribute's value is a decimal number as the code parser reads one (`0.4`,
    /// `-1`, `.5`, `1e2`); `NaN`, `Infinity` or `0x10` are passed as the text they are.
    static func isNumber(_ value: String) -> Bool {
        guard let number = Double(value), number.isFinite else { return false }
        return value.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || ".eE+-".unicodeScalars.contains($0) }
    }

    /// An attribute's value as a string in the call, exactly: XML gives `\` and `"` no meaning of
    /// their own, the code parser does (an escape and the string's end), so both are escaped.
    static func literal(_ value: String) -> String {
        "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// `android:interpolator="…"` on an animation, animator, set or transition element: the
    /// reference it names, with where the attribute starts.
    static func references(in element: MarkupElement) -> [(value: String, code: String, offset: Int)] {
        guard classes[element.name] == nil else { return [] }
        return element.attributes.indices.compactMap { index in
            let (name, value) = element.attributes[index]
            guard name == "android:interpolator" || name == "interpolator", index < element.attributeOffsets.count else { return nil }
            return (value, "android:interpolator=\"\(value)\"", element.attributeOffsets[index])
        }
    }
}
