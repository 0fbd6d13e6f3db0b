// swift-tools-version:6.0
// The benchmark harness for curves: a separate package so that timings never run as tests.
//
//     swift run -c release --package-path Benchmarks curves-bench [--json]
//
// Sections whose APIs have not landed yet in CurveKit (Fitting, Linear) are compiled in as
// soon as their source folders exist, and reported as pending until then.
import Foundation
import PackageDescription

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
}
var settings: [SwiftSetting] = []
if exists("Sources/CurveKit/Fitting") { settings.append(.define("CURVES_HAS_FITTING")) }
if exists("Sources/CurveKit/Linear") { settings.append(.define("CURVES_HAS_LINEAR")) }

let package = Package(
    name: "curves-benchmarks",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "curves-bench",
            dependencies: [
                .product(name: "CurveKit", package: root.lastPathComponent),
                .product(name: "Workbench", package: root.lastPathComponent),
            ],
            swiftSettings: settings
        ),
    ]
)
