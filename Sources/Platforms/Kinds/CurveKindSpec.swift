import CurveKit

/// One kind of curve as the workbench shows and stores it, declared once in its own file: the
/// kind's word in session files, how it is written for people (the definition that makes it,
/// its formula, what it is called in notes), whether and how it is exactly CSS, its exact forms
/// on the other platforms, its plot handles, the views `edit` has of it, and its session-file
/// members. The maths stays in CurveKit; ``Curve/spec`` is the one switch that maps a case to its
/// spec, and everything else asks the spec rather than matching cases.
///
/// How a kind is typed (`NAME = bezier …`) is its `CurveDefinition`, in Workbench's Definitions
/// folder (above the platforms, which ask the specs).
package protocol CurveKindSpec {
    /// CurveKit's type for the kind (`CubicBezier` for `bezier`).
    associatedtype Shape
    /// The kind's word: `Curve.kind`, and `"kind"` in session files.
    static var kind: String { get }
    /// The shape when `curve` is of this kind.
    static func shape(of curve: Curve) -> Shape?
    /// The right-hand side of a definition that makes the curve (`bezier 1 0 0.75 1`), or, for
    /// a kind that cannot be typed, what it is (`data from f.csv (12 samples)`); a kind written
    /// in a platform's code (the `platform` kind) asks `words` for it.
    static func definition(_ shape: Shape, words: any KindWords.Type) -> String
    /// The formula with the shape's parameters, for `show` (asking `words` where it is a platform's).
    static func formula(_ shape: Shape, words: any KindWords.Type) -> String
    /// The CSS timing function that is exactly the curve, if there is one, with numbers as
    /// `digits` says (``Digits/exact`` keeps every digit), written with CSS's `functions`.
    static func css(_ shape: Shape, in functions: any CSSFunctionWords.Type, digits: Digits) -> String?
    /// Handles to draw with `plot … handles`: pairs of (end point, control point), so that
    /// consecutive points are a handle and odd indices the control points. Empty by default.
    static func handles(_ shape: Shape) -> [(x: Double, y: Double)]
    /// What the curve is, for notes: "a bounce-out curve", "a keyframes curve".
    static func noun(_ shape: Shape) -> String
    /// The curve in a platform's code exactly, through the one of `forms`' methods that takes
    /// this kind (nil when the kind has none, or the platform cannot write this curve).
    static func exact(_ shape: Shape, in forms: any ExactForms.Type, digits: Digits) -> String?
    /// The curve exactly as a path of cubic and straight segments, when it is one.
    static func exactPath(_ shape: Shape) -> BezierPath?
    /// The curve exactly as keys (a keyframe animation's times and values), when it is one; nil
    /// too for held values (steps) more than `maximumHeldValues`, too many to write one by one.
    static func keys(_ shape: Shape, maximumHeldValues: Int) -> CurveKeys?
    /// 1 − c(1 − t): the curve turned half a turn about (½, ½), when the kind can say it.
    static func flipped(_ shape: Shape) -> Curve?
    /// The views `edit` has of a curve of the kind: empty unless the kind is an ``EditableKind``.
    static func editableViews(of curve: Curve) -> [EditableCurve]
    /// Whether the kind is an ``EditableKind`` (only that conformance says so).
    static var isEditable: Bool { get }
    /// The kind's members in a session file (after `"kind"`), every number in shortest
    /// round-trip form so that it reads back bit for bit.
    static func members(_ shape: Shape) -> [(key: String, value: JSONValue)]
    /// Reads the members back; `depth` is how deep inside keyframe curves `element` is.
    static func read(_ element: JSONReader, depth: Int) throws(SessionFormatError) -> Curve
}

extension CurveKindSpec {
    package static func css(_ shape: Shape, in functions: any CSSFunctionWords.Type, digits: Digits) -> String? { nil }
    package static func handles(_ shape: Shape) -> [(x: Double, y: Double)] { [] }
    package static func noun(_ shape: Shape) -> String { Names.withArticle(kind) + " curve" }
    package static func exact(_ shape: Shape, in forms: any ExactForms.Type, digits: Digits) -> String? { nil }
    package static func exactPath(_ shape: Shape) -> BezierPath? { nil }
    package static func keys(_ shape: Shape, maximumHeldValues: Int) -> CurveKeys? { nil }
    package static func flipped(_ shape: Shape) -> Curve? { nil }
    package static func editableViews(of curve: Curve) -> [EditableCurve] { [] }
    package static var isEditable: Bool { false }
    package static func handles(of curve: Curve) -> [(x: Double, y: Double)] { handles(knownShape(of: curve)) }

    /// The shape of a curve the caller knows is of this kind (``Curve/spec`` chose this spec for
    /// it); any other curve is a programming error and stops the program.
    package static func knownShape(of curve: Curve) -> Shape {
        guard let shape = shape(of: curve) else { preconditionFailure("\(curve) is not of the kind \(Self.self)") }
        return shape
    }

    /// Runs a curve constructor, reporting its error at the member it names (``CurveError/parameter``),
    /// else at `element.member`, else (nil) at the element.
    package static func located<T>(
        _ element: JSONReader, _ member: String?, _ make: () throws(CurveError) -> T
    ) throws(SessionFormatError) -> T {
        do {
            return try make()
        } catch {
            // The member the curve names as at fault, when the element has it; else `member`, or
            // the element itself for an error about its members together.
            let named = error.member.flatMap { element.member($0) == nil ? nil : $0 } ?? member
            throw SessionFormatError(path: element.path + (named.map { "." + $0 } ?? ""), message: error.wording)
        }
    }

    // The same, for any curve of the kind (the caller knows it is one: ``Curve/spec``).
    package static func definition(of curve: Curve, words: any KindWords.Type) -> String {
        definition(knownShape(of: curve), words: words)
    }
    package static func formula(of curve: Curve, words: any KindWords.Type) -> String { formula(knownShape(of: curve), words: words) }
    package static func css(of curve: Curve, in functions: any CSSFunctionWords.Type, digits: Digits) -> String? {
        css(knownShape(of: curve), in: functions, digits: digits)
    }
    package static func members(of curve: Curve) -> [(key: String, value: JSONValue)] { members(knownShape(of: curve)) }
    package static func noun(of curve: Curve) -> String { noun(knownShape(of: curve)) }
    package static func exact(of curve: Curve, in forms: any ExactForms.Type, digits: Digits) -> String? {
        exact(knownShape(of: curve), in: forms, digits: digits)
    }
    package static func exactPath(of curve: Curve) -> BezierPath? { exactPath(knownShape(of: curve)) }
    package static func keys(of curve: Curve, maximumHeldValues: Int) -> CurveKeys? {
        keys(knownShape(of: curve), maximumHeldValues: maximumHeldValues)
    }
    package static func flipped(of curve: Curve) -> Curve? { flipped(knownShape(of: curve)) }
}

/// A kind whose numbers `edit` moves: being one is what makes a kind editable (``CurveKinds/editable``
/// lists them for help and errors).
package protocol EditableKind: CurveKindSpec {
    /// The views `edit` has of the curve (a spring's stiffness and damping, or its duration and bounce).
    static func editableViews(_ shape: Shape) -> [EditableCurve]
}

extension EditableKind {
    package static func editableViews(of curve: Curve) -> [EditableCurve] { editableViews(knownShape(of: curve)) }
    package static var isEditable: Bool { true }
}
