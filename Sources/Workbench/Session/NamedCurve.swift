import CurveKit

/// A curve the user has named in a session, with an optional one-line description.
public struct NamedCurve: Sendable, Equatable {
    public var name: String
    public var curve: Curve
    public var description: String?

    public init(name: String, curve: Curve, description: String? = nil) {
        self.name = name
        self.curve = curve
        self.description = description
    }
}
