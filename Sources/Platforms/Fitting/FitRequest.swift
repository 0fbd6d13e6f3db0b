import CurveKit

/// What `fit` was asked: the target, the family, and the options of each family.
public struct FitRequest: Sendable, Equatable {
    public var target: String
    public var name: String?
    public var samples: Int
    package var segments: Int?
    public var tolerance: Double?
    package var smooth: Bool
    /// `digits=N`: the report's cubic-bezier() with N decimals; nil: the fewest that keep
    /// the curve within 1e-7.
    package var digits: Int?
    /// `family=`: what kind of curve to fit.
    package var family: FitFamily = .bezier
    /// `duration=` seconds of a spring fit; nil: the target's own (``CurveKit/Curve/knownDuration``),
    /// else ``FitFamily/defaultSpringDuration``.
    package var duration: Double?

    public init(
        target: String, name: String? = nil, samples: Int = Limits.defaultFitSamples,
        segments: Int? = nil, tolerance: Double? = nil, smooth: Bool = false
    ) {
        self.target = target
        self.name = name
        self.samples = samples
        self.segments = segments
        self.tolerance = tolerance
        self.smooth = smooth
    }

    /// Whether this asks for keyframes rather than one Bézier.
    package var isKeyframeFit: Bool { segments != nil || tolerance != nil }

    /// The name the fit is added as without `as NAME`: one per family, so that fitting another
    /// family keeps the first one's result: TARGET-fit (one Bézier), TARGET-keyframes,
    /// TARGET-spring, TARGET-spring-velocity, TARGET-path.
    package var defaultName: String {
        let suffix =
            switch family {
            case .bezier, .all: isKeyframeFit ? "keyframes" : "fit"
            case .spring, .springVelocity, .path: family.rawValue
            }
        return "\(target)-\(suffix)"
    }
}

/// The families `fit` fits into.
package enum FitFamily: String, Sendable, Equatable, CaseIterable {
    /// One cubic Bézier, or keyframes with `segments=`/`tolerance=`.
    case bezier
    /// A damped spring starting at rest (mass 1), spanning `duration=` seconds.
    case spring
    /// The same with the initial velocity free too.
    case springVelocity = "spring-velocity"
    /// A path of cubic Bézier segments (`segments=` or `tolerance=`).
    case path
    /// Every family side by side, without adding a curve.
    case all

    /// Whether the family is a spring's.
    package var isSpring: Bool { self == .spring || self == .springVelocity }

    /// The tolerance of the families that count pieces (path, keyframes, linear()) when
    /// neither `segments=` nor `tolerance=` is given.
    static let defaultTolerance = CurveComparison.sameCurveTolerance

    static let defaultSpringDuration = 1.0
}
