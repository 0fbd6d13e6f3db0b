/// One transition or animation of a declaration's list, as CSS assigns its components
/// (``CSSAPI``): the property or the keyframes it plays, its easing, its times.
struct CSSTimingItem {
    /// The property transitioned or the animation's name, as written; nil when not given.
    var subject: String?
    /// The easing as written (after var() and Sass variables are replaced); nil when not given.
    var easing: String?
    var duration: Double?
    var delay: Double?
    /// A time CSS computes (calc()) in the duration's or the delay's place: not known here.
    var computedTime = false
    /// The times may come from a var() the code does not declare (``place(_:in:times:)``), not calc().
    var timesFromUnknownVariables = false
    /// The animation's keywords that change how the easing plays (`infinite`, `alternate`).
    var keywords: [String] = []
    /// What the reader says of the components (a var() read as its fallback).
    var notes: [String] = []

    /// CSS's easing keywords, in the order CSS Easing 1 §2 gives them.
    static let easingKeywordOrder = ["linear", "ease", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end"]
    static let easingKeywords = Set(easingKeywordOrder)
    static let easingFunctions: Set<String> = ["cubic-bezier", "steps", "linear"]
    /// Functions that compute a value (CSS Values 4 §10): in a time's place, a time not known here.
    static let mathFunctions: Set<String> = ["calc", "min", "max", "clamp"]

    /// Whether `word` is named like an easing but is none of CSS's (`ease-in-quad`, `easeOut`,
    /// `linear-in`): no CSS property starts with ease, linear, cubic or step, so such a word in a
    /// transition's place of the property names none.
    static func isEasingLikeName(_ word: String) -> Bool {
        let lower = word.lowercased()
        guard !easingKeywords.contains(lower) else { return false }
        return ["ease", "linear", "cubic", "step"].contains { lower.hasPrefix($0) }
    }

    static func isEasing(_ component: CSSComponent) -> Bool {
        switch component.kind {
        case .ident(let word): easingKeywords.contains(word)
        case .function(let name): easingFunctions.contains(name)
        default: false
        }
    }

    /// The words each of the animation's other longhands takes (CSS Animations 1 §3).
    static let animationKeywords: [(longhand: String, words: Set<String>)] = [
        ("animation-iteration-count", ["infinite"]), ("animation-direction", ["normal", "reverse", "alternate", "alternate-reverse"]),
        ("animation-fill-mode", ["none", "forwards", "backwards", "both"]), ("animation-play-state", ["running", "paused"]),
    ]
    static let transitionBehaviors: Set<String> = ["normal", "allow-discrete"]

    enum Failure: Error {
        /// Not CSS this reader knows (a JavaScript expression, a Sass interpolation): left to the value scan.
        case notCSS
        /// CSS that the platform itself rejects: the browser drops the declaration.
        case invalid(String)
        /// `var()`s of custom properties the code does not declare, any of which may be the easing.
        case unknownVariables(String)
    }

    /// One `<single-transition>` or `<single-animation>`: times by their order, the easing by
    /// its type, the other words by the longhand they belong to.
    static func shorthand(_ components: [CSSComponent], isAnimation: Bool) throws(Failure) -> CSSTimingItem {
        var item = CSSTimingItem()
        var times = 0
        var taken: Set<String> = []
        // Custom properties the code does not declare (kept only in a transition's shorthand).
        var unknown: [String] = []
        func time(_ seconds: Double?) throws(Failure) {
            times += 1
            switch times {
            case 1: item.duration = seconds
            case 2: item.delay = seconds
            default: throw .invalid("it gives three times (the first is the duration, the second the delay)")
            }
            if seconds == nil { item.computedTime = true }
        }
        for component in components {
            if let note = component.note { item.notes.append(note) }
            switch component.kind {
            case .time(let seconds):
                try time(seconds)
            case .function(let name) where mathFunctions.contains(name):
                try time(nil)
            case _ where isEasing(component) && item.easing == nil:
                item.easing = component.text
            case .ident(let word) where isEasing(component):
                guard isAnimation, item.subject == nil else { throw .invalid("it gives two easings (\(item.easing ?? "") and \(word))") }
                item.subject = component.text
            case .function("var"):
                unknown.append(component.text)
            case .function:
                if isEasing(component) { throw .invalid("it gives two easings (\(item.easing ?? "") and \(component.text))") }
                throw .notCSS
            case .ident(let word) where isAnimation:
                if let (longhand, _) = animationKeywords.first(where: { $0.words.contains(word) && !taken.contains($0.longhand) }) {
                    taken.insert(longhand)
                    item.keywords.append(word)
                } else if item.subject == nil {
                    item.subject = component.text
                } else {
                    throw .invalid("it names two animations (\(item.subject ?? "") and \(component.text))")
                }
            case .ident(let word):
                if transitionBehaviors.contains(word), !taken.contains("behavior") {
                    taken.insert("behavior")
                } else if item.subject == nil {
                    item.subject = component.text
                } else {
                    throw .invalid("it names two properties (\(item.subject ?? "") and \(component.text))")
                }
            case .number where isAnimation && !taken.contains("animation-iteration-count"):
                taken.insert("animation-iteration-count")
                item.keywords.append(component.text)
            case .string where isAnimation && item.subject == nil:
                item.subject = component.text
            case .number, .string:
                throw .invalid("\(component.text) is not one of its components")
            case .interpolation where component.offset == components.first?.offset && item.subject == nil:
                // First in the item, where CSS writes the property or the animation's name (a
                // styled-components `keyframes` object): taken as that, the reply says so.
                item.subject = component.text
                item.notes.append(
                    "\(component.text) is taken as the \(isAnimation ? "animation's name" : "property transitioned"), which is what stands first; its value is known only when the script runs"
                )
            case .sassVariable, .comma, .important, .other, .interpolation:
                throw .notCSS
            }
        }
        if !unknown.isEmpty { try place(unknown, in: &item, times: times) }
        return item
    }

    /// Places a transition's `var()`s that name custom properties the code does not declare
    /// (CSS Custom Properties 1 §3: their values are substituted before the shorthand is parsed).
    /// Beside an easing the item writes, they can only give the times (two at most) or the
    /// property transitioned: another easing makes the declaration invalid (CSS Transitions 1 §2.5: one
    /// easing per transition), so the easing is the written one and the times are not known.
    /// With no easing written, any of them may be the easing: refused.
    static func place(_ unknown: [String], in item: inout CSSTimingItem, times: Int) throws(Failure) {
        let named = unknown.count == 1 ? unknown[0] : unknown.dropLast().joined(separator: ", ") + " and " + (unknown.last ?? "")
        guard let easing = item.easing, times + unknown.count + (item.subject == nil ? 0 : 1) <= 3 else {
            throw .unknownVariables(
                "\(named) name\(unknown.count == 1 ? "s a custom property" : " custom properties") this code does not declare, with no fallback, and the transition writes no easing beside \(unknown.count == 1 ? "it" : "them"): \(unknown.count == 1 ? "it" : "any of them") may be the easing, whose value is not known here; not read"
            )
        }
        item.computedTime = true
        item.timesFromUnknownVariables = true
        item.notes.append(
            "\(named) \(unknown.count == 1 ? "is a custom property" : "are custom properties") this code does not declare: beside the easing written, \(easing), \(unknown.count == 1 ? "it gives" : "they give") the transition's times or its property (another easing would make the declaration invalid), so its times are not known"
        )
    }
}
