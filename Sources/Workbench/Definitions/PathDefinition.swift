import CurveKit
import Platforms

struct PathDefinition: CurveDefinition {
    static let keyword: String? = PathKind.kind
    static let catalog = [
        CurveCatalog.Entry(
            kind: PathKind.kind, usage: "\(PathKind.kind) M0,Y0 C X1,Y1 X2,Y2 X3,Y3 … [L X,Y …]",
            summary:
                "cubic Bézier segments in SVG path data (M, then C and L, or relative c and l): from x = 0 to x = 1, x never decreasing")
    ]

    var path: BezierPath

    static func parse(_ words: inout Words) throws(CommandError) -> PathDefinition {
        PathDefinition(path: try PathKind.parse(&words))
    }

    var words: [String] { [PathKind.kind] + PathKind.data(path) }

    func build(_ context: some CurveBuildContext) throws(CommandError) -> Curve { .path(path) }
}
