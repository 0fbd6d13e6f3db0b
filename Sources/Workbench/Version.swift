/// The version of curves (the tool and its libraries), written in this one place: `curves
/// --version` prints it, Scripts/install and Examples/run read it from this file, and a release
/// is tagged with it (a package that depends on CurveKit names it in `from:`).
public enum CurvesVersion {
    public static let current = "0.1.0"
}
