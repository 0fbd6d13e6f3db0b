import CurveKit

/// Building a platform's table of named curves (``PlatformSpec/presets``) from the tables its
/// reader reads, so that the two directions cannot drift apart.
enum PlatformPresets {
    /// A table of control points as (spelling, Bézier), in the order of the names.
    static func sorted(_ table: [String: [Double]], _ spelling: (String) -> String) -> [(spelling: String, curve: Curve)] {
        table.sorted { $0.key < $1.key }.map { (spelling($0.key), CodeCurves.bezier($0.value)) }
    }

    /// A path of cubic segments by its name: `points` are the segments' joined control points,
    /// as ``CodeCurves/path(points:_:at:)`` reads them. Empty if they are not a path (a test
    /// checks that each platform's table names what it should).
    static func path(_ spelling: String, points: [Double]) -> [(spelling: String, curve: Curve)] {
        guard let curve = try? CodeCurves.path(points: points, SourceCode(""), at: CodeNode(value: .name(""), offset: 0, length: 0))
        else { return [] }
        return [(spelling, curve)]
    }
}
