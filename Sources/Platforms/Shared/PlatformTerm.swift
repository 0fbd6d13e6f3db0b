/// Things curves' help and messages speak of that each platform calls by a name of its own
/// (CSS's `cubic-bezier()`, Core Animation's `CASpringAnimation`): the platform declares its
/// names (``PlatformSpec/terms``), and text outside its folder asks for them
/// (``Platform/term(_:)``) instead of spelling them.
public enum PlatformTerm: Sendable, Hashable, CaseIterable {
    /// The platform's cubic Bézier timing function.
    case cubicBezier
    /// The platform's spring animation.
    case springAnimation
    /// The platform's keyframe animation.
    case keyframeAnimation
    /// What an animation is exported as on the platform, with the platform's name ("Compose
    /// AnimationSpec"), for help.
    case animation
}

extension Platform {
    /// The platform's own name for `term`. Asking a platform for a term it does not declare is a
    /// programming error (the registry tests ask for every term the help uses).
    public func term(_ term: PlatformTerm) -> String {
        guard let name = spec.terms[term] else { preconditionFailure("\(rawValue) declares no name for \(term)") }
        return name
    }
}
