import CurveKit
import Platforms

struct BezierDefinition: CurveDefinition {
    static let keyword: String? = BezierKind.kind
    static let catalog = [
        CurveCatalog.Entry(
            kind: BezierKind.kind, usage: "bezier X1 Y1 X2 Y2",
            summary: "cubic Bézier timing function (CSS cubic-bezier, CAMediaTimingFunction); X1, X2 in [0, 1]")
    ]

    var x1: Double
    var y1: Double
    var x2: Double
    var y2: Double

    static func parse(_ words: inout Words) throws(CommandError) -> BezierDefinition {
        BezierDefinition(x1: try words.number("X1"), y1: try words.number("Y1"), x2: try words.number("X2"), y2: try words.number("Y2"))
    }

    var words: [String] { [BezierKind.kind] + [x1, y1, x2, y2].map(TextFormat.shortest) }

    func build(_ context: some CurveBuildContext) throws(CommandError) -> Curve {
        .bezier(try Self.building { () throws(CurveError) in try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2) })
    }
}
