import CurveKit

/// One kind of curve as the workbench shows and stores it, declared once in its own file: the
/// kind's word in session files, how it is written for people (the definition that makes it
/// and its formula), whether and how it is exactly CSS, and its session-file members. The
/// maths stays in CurveKit; ``Curve/spec`` is the one switch that maps a case to its spec.
///
/// How a kind is typed (`NAME = bezier …`) is its ``CurveDefinition``, usually in the same file.
protocol CurveKindSpec {
    /// CurveKit's type for the kind (`CubicBezier` for `bezier`).
    associatedtype Shape
    /// The kind's word: `Curve.kind`, and `"kind"` in session files.
    static var kind: String { get }
    /// The shape when `curve` is of this kind.
    static func shape(of curve: Curve) -> Shape?
    /// The right-hand side of a definition that makes the curve (`bezier 1 0 0.75 1`), or, for
    /// a kind that cannot be typed, what it is (`data from f.csv (12 samples)`).
    static func definition(_ shape: Shape) -> String
    /// The formula with the shape's parameters, for `show`.
    static func formula(_ shape: Shape) -> String
    /// The CSS timing function that is exactly the curve, if there is one, with numbers as
    /// `digits` says (``Digits/exact`` keeps every digit).
    static func css(_ shape: Shape, digits: Digits) -> String?
    /// Handles to draw with `plot … handles`: pairs of (end point, control point), so that
    /// consecutive points are a handle and odd indices the control points. Empty by default.
    static func handles(_ shape: Shape) -> [(x: Double, y: Double)]
    /// The kind's members in a session file (after `"kind"`), every number in shortest
    /// round-trip form so that it reads back bit for bit.
    static func members(_ shape: Shape) -> [(key: String, value: JSONValue)]
    /// Reads the members back; `depth` is how deep inside keyframe curves `element` is.
    static func read(_ element: JSONReader, depth: Int) throws(SessionFormatError) -> Curve
}

extension CurveKindSpec {
    static func css(_ shape: Shape, digits: Digits) -> String? { nil }
    static func handles(_ shape: Shape) -> [(x: Double, y: Double)] { [] }
    static func handles(of curve: Curve) -> [(x: Double, y: Double)] { handles(knownShape(of: curve)) }

    /// The shape of a curve the caller knows is of this kind (``Curve/spec`` chose this spec for
    /// it); any other curve is a programming error and stops the program.
    static func knownShape(of curve: Curve) -> Shape {
        guard let shape = shape(of: curve) else { preconditionFailure("\(curve) is not of the kind \(Self.self)") }
        return shape
    }

    /// Runs a curve constructor, reporting its error at the member it names (``CurveError/parameter``),
    /// else at `element.member`, else (nil) at the element.
    static func located<T>(
        _ element: JSONReader, _ member: String?, _ make: () throws(CurveError) -> T
    ) throws(SessionFormatError) -> T {
        do {
            return try make()
        } catch {
            // The member the curve names as at fault, when the element has it; else `member`, or
            // the element itself for an error about its members together.
            let named = error.parameter.flatMap { element.member($0) == nil ? nil : $0 } ?? member
            throw SessionFormatError(path: element.path + (named.map { "." + $0 } ?? ""), message: error.message)
        }
    }

    // The same, for any curve of the kind (the caller knows it is one: ``Curve/spec``).
    static func definition(of curve: Curve) -> String { definition(knownShape(of: curve)) }
    static func formula(of curve: Curve) -> String { formula(knownShape(of: curve)) }
    static func css(of curve: Curve, digits: Digits) -> String? { css(knownShape(of: curve), digits: digits) }
    static func members(of curve: Curve) -> [(key: String, value: JSONValue)] { members(knownShape(of: curve)) }
}
