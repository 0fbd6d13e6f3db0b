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

    /// The view animations (`res/anim`, android.view.animation) that a `<set>` holds: an
    /// AnimationSet shares its interpolator with them.
    static let viewAnimations: Set<String> = ["alpha", "scale", "translate", "rotate"]

    /// The interpolator a view-animation set plays when its XML names none: Animation's XML
    /// constructor ends with `ensureInterpolator()`, an AccelerateDecelerateInterpolator.
    static let defaultViewInterpolator = "@android:anim/accelerate_decelerate_interpolator"

    /// Whether `element` is a view-animation `<set>` (an AnimationSet: it holds alpha, scale,
    /// translate or rotate), not a property animators' one (AnimatorSet, which has no shared
    /// interpolator).
    static func isViewAnimationSet(_ element: MarkupElement) -> Bool {
        element.name == "set" && !element.descendantNames.isDisjoint(with: viewAnimations)
    }

    /// Whether a view-animation `<set>` gives its interpolator to its children: its
    /// `android:shareInterpolator`, true unless written false (AnimationSet's XML constructor).
    static func shares(_ set: MarkupElement) -> Bool {
        set.name == "set" && set.attribute("shareInterpolator")?.lowercased() != "false"
    }

    /// `android:interpolator="…"` on an animation, animator, set or transition element: the
    /// reference it names, with where the attribute starts. A view animation inside a `<set>`
    /// that shares its interpolator plays the set's instead of its own: AnimationSet.initialize
    /// gives every child the set's (AOSP core/java/android/view/animation/AnimationSet.java),
    /// so the outermost sharing set names the curve, its own `android:interpolator` or, when it
    /// names none, AccelerateDecelerateInterpolator; a set that does not share plays none of its own.
    static func references(in element: MarkupElement) -> [(value: String, code: String, offset: Int, note: String?)] {
        guard classes[element.name] == nil else { return [] }
        let isViewAnimation = viewAnimations.contains(element.name) || isViewAnimationSet(element)
        if isViewAnimation, let parent = element.ancestors.last, shares(parent) { return [] }
        let own = element.attributes.indices.compactMap { index -> (value: String, code: String, offset: Int, note: String?)? in
            let (name, value) = element.attributes[index]
            guard name == "android:interpolator" || name == "interpolator", index < element.attributeOffsets.count else { return nil }
            return (value, "android:interpolator=\"\(value)\"", element.attributeOffsets[index], nil)
        }
        guard isViewAnimationSet(element) else { return own }
        guard shares(element) else { return [] }
        let replaced =
            "its children's own interpolators are replaced (a <set> shares its interpolator unless android:shareInterpolator=\"false\")"
        guard own.isEmpty else { return own.map { ($0.value, $0.code, $0.offset, "the <set>'s interpolator plays: " + replaced) } }
        return [
            (
                defaultViewInterpolator, "<set> (no android:interpolator: AccelerateDecelerateInterpolator)", element.offset + 1,
                "a <set> that names no interpolator plays AccelerateDecelerateInterpolator, Animation's default; " + replaced
            )
        ]
    }
}
