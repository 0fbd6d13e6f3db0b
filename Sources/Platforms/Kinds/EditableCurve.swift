import CurveKit

/// One number of a curve that `edit` changes: a coordinate of a point or a parameter.
package struct EditorParameter: Sendable, Equatable {
    package var name: String
    package var value: Double
    /// Kept inside these bounds: a move past them stops at the bound.
    package var bounds: ClosedRange<Double> = -Double.infinity...Double.infinity
    /// Whole numbers only (`steps`' N): a move is at least 1.
    package var isWhole = false
}

/// What Tab selects: a point, whose x and y are two parameters (left/right moves x, up/down
/// moves y), or one parameter (left/right, and up/down too, change it).
package enum EditorItem: Sendable, Equatable {
    case point(name: String, x: Int, y: Int)
    case parameter(Int)
}

/// A curve taken apart into the numbers `edit` moves, and put back together from them. A kind
/// may have several views (a spring's stiffness and damping, or its duration and bounce); each
/// is an `EditableCurve`, and the kind's spec lists them (``CurveKindSpec/editableViews(_:)``).
package struct EditableCurve: Sendable {
    /// The view's name, shown on the screen: `control points`, `stiffness/damping` …
    package var view: String
    package var parameters: [EditorParameter]
    package var items: [EditorItem]
    /// The curve from the parameters' values, or why they make none.
    package let build: @Sendable ([Double]) -> Result<Curve, CommandError>
    /// The definition (after `NAME = `) that makes the curve from these values (in `words`
    /// where a kind's text is a platform's, ``KindWords``).
    package let definition: @Sendable ([Double], Curve, any KindWords.Type) -> String

    package var values: [Double] { parameters.map(\.value) }

    /// Every view `edit` has of `curve`: empty for a kind without numeric parameters.
    package static func views(of curve: Curve) -> [EditableCurve] { curve.editableViews }

    /// The kind's own definition text of the curve, whatever the values were.
    static let canonicalDefinition: @Sendable ([Double], Curve, any KindWords.Type) -> String = { _, curve, words in
        curve.spec.definition(of: curve, words: words)
    }

    /// `build` for kinds whose initialiser throws a `CurveError`.
    static func building(_ make: @escaping @Sendable ([Double]) throws(CurveError) -> Curve)
        -> @Sendable ([Double]) -> Result<Curve, CommandError>
    {
        { values in
            do throws(CurveError) { return .success(try make(values)) } catch { return .failure(CommandError(error.wording)) }
        }
    }
}
