import CurveKit
import Platforms

struct BezierDefinition: DeclaredCurveDefinition {
    static let word = BezierKind.kind
    static let catalog = [
        CurveCatalog.Entry(
            kind: BezierKind.kind, usage: usage,
            summary:
                "cubic Bézier timing function (CSS \(Platform.css.term(.cubicBezier)), \(Platform.uikit.term(.cubicBezier))); X1, X2 in [0, 1]"
        )
    ]

    var x1 = 0.0
    var y1 = 0.0
    var x2 = 1.0
    var y2 = 1.0

    static var arguments: [Argument<Self>] {
        [
            .positional("X1", \.x1, .listedNumber), .positional("Y1", \.y1, .listedNumber),
            .positional("X2", \.x2, .listedNumber), .positional("Y2", \.y2, .listedNumber),
        ]
    }

    func build(_ context: some CurveBuildContext) throws(CommandError) -> Curve {
        .bezier(try Self.building { () throws(CurveError) in try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2) })
    }
}
