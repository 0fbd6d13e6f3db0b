import CurveKit

/// The named curves a user is working with, in the order they were first defined.
///
/// A value type: the interpreter keeps earlier values for undo, and compares with the last
/// saved value to know whether there are unsaved changes.
public struct Session: Sendable, Equatable {
    public private(set) var curves: [NamedCurve] = []
    /// The animations, in the order they were first defined.
    public private(set) var animations: [Animation] = []
    /// A one-line description of the whole session (`describe "…"`).
    public var description: String?

    public init(curves: [NamedCurve] = [], description: String? = nil) {
        self.curves = curves
        self.description = description
    }

    public var isEmpty: Bool { curves.isEmpty }

    public func curve(named name: String) -> NamedCurve? {
        curves.first { $0.name == name }
    }

    /// Defines `curve` under its name: a new name goes to the end, an existing one is
    /// replaced where it stands.
    public mutating func define(_ curve: NamedCurve) {
        if let index = curves.firstIndex(where: { $0.name == curve.name }) {
            curves[index] = curve
        } else {
            curves.append(curve)
        }
    }

    public func animation(named name: String) -> Animation? {
        animations.first { $0.name == name }
    }

    /// Defines or replaces an animation (a replaced one keeps its place).
    public mutating func define(_ animation: Animation) {
        if let index = animations.firstIndex(where: { $0.name == animation.name }) {
            animations[index] = animation
        } else {
            animations.append(animation)
        }
    }

    @discardableResult
    public mutating func deleteAnimation(named name: String) -> Bool {
        guard let index = animations.firstIndex(where: { $0.name == name }) else { return false }
        animations.remove(at: index)
        return true
    }

    /// Replaces the animation at its place with `animation` (used by rename).
    mutating func replaceAnimation(named name: String, with animation: Animation) {
        if let index = animations.firstIndex(where: { $0.name == name }) { animations[index] = animation }
    }

    /// Removes the curve called `name`; returns whether there was one.
    @discardableResult
    public mutating func delete(named name: String) -> Bool {
        guard let index = curves.firstIndex(where: { $0.name == name }) else { return false }
        curves.remove(at: index)
        return true
    }

    /// Renames a curve in place; returns whether there was one.
    @discardableResult
    public mutating func rename(_ old: String, to new: String) -> Bool {
        guard let index = curves.firstIndex(where: { $0.name == old }) else { return false }
        curves[index].name = new
        return true
    }
}
