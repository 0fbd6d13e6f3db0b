import CurveKit
import Platforms

/// Animations refer to their curve by name: the session resolves the name whenever it hands an
/// animation out, so `export`, `play`, `frames`, `compare` … use the curve as it is now.
///
/// The session keeps the references whole: renaming a curve renames the references
/// (``rename(_:to:)``), and the interpreter refuses to delete a curve that
/// ``animations(using:)`` names. A name resolves to the session's curve of that name or, failing
/// that, to a preset or Penner curve of that name.
extension Session {
    /// The curve `name` stands for now, as an animation's reference: the session's own curve of
    /// that name, or a built-in one.
    func referencedCurve(named name: String) -> Curve? {
        curve(named: name)?.curve ?? CurveKinds.builtInCurve(named: name)
    }

    /// `animation` paced by the curve it names as that curve is now (the copy it carries when
    /// the name stands for nothing, which the session does not let happen).
    func resolved(_ animation: Animation) -> Animation {
        guard let curve = referencedCurve(named: animation.curveName) else { return animation }
        return animation.following(curve)
    }
}
