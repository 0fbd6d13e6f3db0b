import Platforms

/// One change to a ``Session``, as a value: applying it returns the edit that takes it back.
///
/// Undo keeps these instead of whole sessions, so that a change costs the same however many
/// curves the session holds: defining a curve remembers only the curve it replaced (or that
/// there was none). Changes that move many curves at once (rename, load, new …) replace the
/// whole session, and their inverse is the whole session before.
enum SessionEdit: Sendable {
    /// Defines a curve: a new name goes to the end, an existing one is replaced where it stands.
    case defineCurve(NamedCurve)
    /// Removes the curve of that name.
    case removeCurve(named: String)
    /// Defines an animation: a new name goes to the end, an existing one is replaced where it stands.
    case defineAnimation(Animation)
    /// Removes the animation of that name.
    case removeAnimation(named: String)
    /// Sets (or, with nil, clears) the description of the whole session.
    case describeSession(String?)
    /// Replaces the whole session.
    case replaceSession(Session)
}

extension Session {
    /// Applies `edit` and returns the edit that brings the session back to what it was.
    ///
    /// Removing the last curve or animation is undone by defining it again (it goes back to
    /// the end, where it was); removing one from the middle is undone by the whole session
    /// before, since it costs O(n) either way.
    mutating func apply(_ edit: SessionEdit) -> SessionEdit {
        switch edit {
        case .defineCurve(let curve):
            let previous = self.curve(named: curve.name)
            define(curve)
            return previous.map(SessionEdit.defineCurve) ?? .removeCurve(named: curve.name)
        case .removeCurve(let name):
            guard let removed = curve(named: name), isLastCurve(named: name) else {
                return replaceWhole { $0.delete(named: name) }
            }
            delete(named: name)
            return .defineCurve(removed)
        case .defineAnimation(let animation):
            let previous = self.animation(named: animation.name)
            define(animation)
            return previous.map(SessionEdit.defineAnimation) ?? .removeAnimation(named: animation.name)
        case .removeAnimation(let name):
            guard let removed = animation(named: name), isLastAnimation(named: name) else {
                return replaceWhole { $0.deleteAnimation(named: name) }
            }
            deleteAnimation(named: name)
            return .defineAnimation(removed)
        case .describeSession(let text):
            let previous = description
            description = text
            return .describeSession(previous)
        case .replaceSession(let session):
            let previous = self
            self = session
            return .replaceSession(previous)
        }
    }

    /// Changes the session with `change` and returns the edit that puts the whole session back.
    private mutating func replaceWhole(_ change: (inout Session) -> Void) -> SessionEdit {
        let previous = self
        change(&self)
        return .replaceSession(previous)
    }
}
