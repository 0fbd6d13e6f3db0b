// swift-tools-version:6.0
// A package that uses CurveKit as any other package would: by the URL of the curves repository
// and a version. Examples/run makes a tagged clone of this repository and points
// CURVES_PACKAGE_URL at it (file://…); in your own package, write the repository's URL.
import PackageDescription

let curvesURL = Context.environment["CURVES_PACKAGE_URL"] ?? "https://github.com/curves/curves"

let package = Package(
    name: "curvekit-consumer",
    dependencies: [.package(url: curvesURL, from: "0.1.0")],
    targets: [
        .executableTarget(
            name: "curvekit-consumer",
            dependencies: [.product(name: "CurveKit", package: "curves")]
        )
    ]
)
