import CurveKit

/// The kinds' text in the platforms' words (``KindWords``): a platform's own easing is defined
/// and explained by the platform whose formula it is (``PlatformSpec/easingText(_:)``).
package enum PlatformKindWords: KindWords {
    static func text(_ easing: PlatformEasing) -> (definition: String, formula: String) {
        guard let text = PlatformRegistry.all.lazy.compactMap({ $0.easingText(easing) }).first else {
            preconditionFailure("no platform writes the easing \(easing.formula.rawValue)")
        }
        return text
    }

    package static func definition(_ easing: PlatformEasing) -> String { text(easing).definition }
    package static func formula(_ easing: PlatformEasing) -> String { text(easing).formula }
}
