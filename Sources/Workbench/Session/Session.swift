import CurveKit

/// The named curves a user is working with, in the order they were first defined.
///
/// A value type: the interpreter compares it with the last saved value to know whether there
/// are unsaved changes; undo keeps ``SessionEdit``s, which ``apply(_:)`` turns into their inverse.
///
/// Lookups by name go through dictionaries from name to position, kept in step with the
/// arrays by every mutation, so loading a session of n curves costs O(n), not O(n²).
public struct Session: Sendable, Equatable {
    public private(set) var curves: [NamedCurve] = []
    /// The animations, in the order they were first defined.
    public private(set) var animations: [Animation] = []
    /// A one-line description of the whole session (`describe "…"`).
    public var description: String?

    /// Position of each curve in `curves`, by name.
    private var curvePositions: [String: Int] = [:]
    /// Position of each animation in `animations`, by name.
    private var animationPositions: [String: Int] = [:]

    public init(curves: [NamedCurve] = [], description: String? = nil) {
        self.curves = curves
        self.description = description
        curvePositions = Self.positions(of: curves.map(\.name))
    }

    /// Name → position; with repeated names the first one wins, as a search from the front finds.
    private static func positions(of names: [String]) -> [String: Int] {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(names.count)
        for (position, name) in names.enumerated() where positions[name] == nil {
            positions[name] = position
        }
        return positions
    }

    // The position indexes follow from the arrays, so equality compares what the user sees.
    public static func == (left: Session, right: Session) -> Bool {
        left.curves == right.curves && left.animations == right.animations && left.description == right.description
    }

    public var isEmpty: Bool { curves.isEmpty }

    public func curve(named name: String) -> NamedCurve? {
        curvePositions[name].map { curves[$0] }
    }

    /// Defines `curve` under its name: a new name goes to the end, an existing one is
    /// replaced where it stands.
    public mutating func define(_ curve: NamedCurve) {
        if let position = curvePositions[curve.name] {
            curves[position] = curve
        } else {
            curvePositions[curve.name] = curves.count
            curves.append(curve)
        }
    }

    public func animation(named name: String) -> Animation? {
        animationPositions[name].map { animations[$0] }
    }

    /// Defines or replaces an animation (a replaced one keeps its place).
    public mutating func define(_ animation: Animation) {
        if let position = animationPositions[animation.name] {
            animations[position] = animation
        } else {
            animationPositions[animation.name] = animations.count
            animations.append(animation)
        }
    }

    @discardableResult
    public mutating func deleteAnimation(named name: String) -> Bool {
        guard let position = animationPositions[name] else { return false }
        animations.remove(at: position)
        if position == animations.count {
            animationPositions[name] = nil
        } else {
            animationPositions = Self.positions(of: animations.map(\.name))
        }
        return true
    }

    /// Whether the animation called `name` is the last one (removing it moves no other).
    func isLastAnimation(named name: String) -> Bool {
        animationPositions[name] == animations.count - 1
    }

    /// Replaces the animation at its place with `animation` (used by rename).
    mutating func replaceAnimation(named name: String, with animation: Animation) {
        guard let position = animationPositions[name] else { return }
        animations[position] = animation
        if animation.name != name {
            animationPositions = Self.positions(of: animations.map(\.name))
        }
    }

    /// Removes the curve called `name`; returns whether there was one.
    @discardableResult
    public mutating func delete(named name: String) -> Bool {
        guard let position = curvePositions[name] else { return false }
        curves.remove(at: position)
        if position == curves.count {
            curvePositions[name] = nil
        } else {
            curvePositions = Self.positions(of: curves.map(\.name))
        }
        return true
    }

    /// Whether the curve called `name` is the last one (removing it moves no other).
    func isLastCurve(named name: String) -> Bool {
        curvePositions[name] == curves.count - 1
    }

    /// Renames a curve in place; returns whether there was one.
    @discardableResult
    public mutating func rename(_ old: String, to new: String) -> Bool {
        guard let position = curvePositions[old] else { return false }
        curves[position].name = new
        curvePositions = Self.positions(of: curves.map(\.name))
        return true
    }
}
