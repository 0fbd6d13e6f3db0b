import CurveKit
import Platforms

/// The named curves a user is working with, in the order they were first defined.
///
/// A value type: the interpreter compares it with the last saved value to know whether there
/// are unsaved changes; undo keeps ``SessionEdit``s, which ``apply(_:)`` turns into their inverse.
///
/// Curves and animations are each a ``NamedList``, found by name in O(1), so loading a session
/// of n curves costs O(n), not O(n²).
public struct Session: Sendable, Equatable {
    private var curveList: NamedList<NamedCurve>
    private var animationList = NamedList<Animation>()
    /// A one-line description of the whole session (`describe "…"`).
    public var description: String?

    public init(curves: [NamedCurve] = [], description: String? = nil) {
        curveList = NamedList(curves)
        self.description = description
    }

    /// The curves, in the order they were first defined.
    public var curves: [NamedCurve] { curveList.elements }
    /// The animations, in the order they were first defined, each paced by the curve it names
    /// as that curve is now.
    public var animations: [Animation] { animationList.elements.map(resolved) }
    public var animationCount: Int { animationList.elements.count }

    public var isEmpty: Bool { curves.isEmpty }

    /// Equal curves, description, and animations as they are used: each paced by the curve it
    /// names now (the copy an animation carries from when it was defined does not count).
    public static func == (a: Session, b: Session) -> Bool {
        a.curveList == b.curveList && a.description == b.description && a.animations == b.animations
    }

    public func curve(named name: String) -> NamedCurve? {
        curveList.element(named: name)
    }

    /// Defines `curve` under its name: a new name goes to the end, an existing one is
    /// replaced where it stands.
    public mutating func define(_ curve: NamedCurve) {
        curveList.define(curve)
    }

    /// The animation called `name`, paced by the curve it names as that curve is now.
    public func animation(named name: String) -> Animation? {
        animationList.element(named: name).map(resolved)
    }

    /// Defines or replaces an animation (a replaced one keeps its place).
    public mutating func define(_ animation: Animation) {
        animationList.define(animation)
    }

    @discardableResult
    mutating func deleteAnimation(named name: String) -> Bool {
        animationList.remove(named: name)
    }

    /// Whether the animation called `name` is the last one (removing it moves no other).
    func isLastAnimation(named name: String) -> Bool {
        animationList.isLast(named: name)
    }

    /// Replaces the animation at its place with `animation` (used by rename; not when another
    /// animation has the new name already).
    mutating func replaceAnimation(named name: String, with animation: Animation) {
        animationList.replace(named: name, with: animation)
    }

    /// Removes the curve called `name`; returns whether there was one.
    @discardableResult
    mutating func delete(named name: String) -> Bool {
        curveList.remove(named: name)
    }

    /// Whether the curve called `name` is the last one (removing it moves no other).
    func isLastCurve(named name: String) -> Bool {
        curveList.isLast(named: name)
    }

    /// Renames a curve in place, and the animations that use it follow it to its new name;
    /// returns whether it did: false when there is no curve called `old`, or another curve is
    /// called `new` already.
    @discardableResult
    public mutating func rename(_ old: String, to new: String) -> Bool {
        guard var curve = curveList.element(named: old), new == old || curveList.element(named: new) == nil else { return false }
        curve.name = new
        for name in animations(using: old) {
            guard let animation = animationList.element(named: name) else { continue }
            animationList.replace(named: name, with: animation.referring(to: new))
        }
        return curveList.replace(named: old, with: curve)
    }

    /// The names of the animations paced by the curve called `curveName`, in their order.
    public func animations(using curveName: String) -> [String] {
        animationList.elements.filter { $0.curveName == curveName }.map(\.name)
    }
}
