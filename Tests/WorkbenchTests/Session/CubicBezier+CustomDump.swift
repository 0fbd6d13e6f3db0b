import CurveKit
import CustomDump

/// Session diffs in tests (`expectNoDifference`) show a Bézier by its control points, without
/// the solver's cache it carries.
extension CubicBezier: CustomDumpReflectable {
    public var customDumpMirror: Mirror {
        Mirror(self, children: ["x1": x1, "y1": y1, "x2": x2, "y2": y2], displayStyle: .struct)
    }
}
