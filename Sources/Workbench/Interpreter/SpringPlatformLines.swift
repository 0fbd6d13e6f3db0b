import CurveKit
import Platforms

/// A spring (mass 1, stiffness k, damping ratio ζ) in the words of each platform, by the
/// conversions the platforms publish (``SpringConversions``; all share the closed form of
/// m·x″ + c·x′ + k·x = 0):
/// - SwiftUI `duration`/`bounce`: d = 2π/√k; bounce = 1 − ζ for ζ ≤ 1 (confirmed by Apple's
///   example), 1/ζ − 1 for ζ > 1 (from Flutter's and anime.js's re-implementations only).
/// - SwiftUI `response`/`dampingFraction`: response = d, dampingFraction = ζ (Apple gives no
///   formula; response as the undamped period is very likely but unconfirmed).
/// - Compose `spring(dampingRatio, stiffness)`: the same ζ and k (mass 1 is implicit in its
///   `SpringSimulation`: naturalFreq = √stiffness).
struct SpringPlatformLines: Equatable {
    let dampingRatio: Double
    let stiffness: Double

    init(_ spring: Spring) {
        dampingRatio = spring.dampingRatio
        stiffness = spring.stiffness / spring.mass
    }

    /// SwiftUI's perceptual duration, the undamped period 2π/√k, in seconds.
    var swiftUIDuration: Double { SpringConversions.period(stiffness: stiffness) }

    /// SwiftUI's bounce.
    var swiftUIBounce: Double { SpringConversions.bounce(dampingRatio: dampingRatio) }

    var json: JSONValue {
        .object([
            (
                "swiftUI",
                .object([
                    ("duration", .finite(swiftUIDuration)), ("bounce", .finite(swiftUIBounce)),
                    ("response", .finite(swiftUIDuration)), ("dampingFraction", .finite(dampingRatio)),
                ])
            ),
            ("compose", .object([("dampingRatio", .finite(dampingRatio)), ("stiffness", .finite(stiffness))])),
        ])
    }
}
