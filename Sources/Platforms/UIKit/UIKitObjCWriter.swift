import CurveKit

/// UIKit and Core Animation in Objective-C (`export NAME objc`): the same forms as
/// ``UIKitWriter`` — `[CAMediaTimingFunction functionWithControlPoints:…]` for a Bézier,
/// `-[UISpringTimingParameters initWithMass:stiffness:damping:initialVelocity:]` for a spring,
/// a `CAKeyframeAnimation`'s arrays for keyframes, `linear()` stops and steps.
enum UIKitObjCWriter: BezierAndSpringWriter {
    static let springsMove = true

    static func declaration(_ code: String, name: String) -> String {
        let type = code.hasPrefix("[[UISpringTimingParameters") ? "UISpringTimingParameters" : "CAMediaTimingFunction"
        return "\(type) *\(CodeText.objcIdentifier(name)) = \(code);"
    }
    static func renaming(_ name: String) -> CodeText.Renaming? {
        CodeText.Renaming(name, language: "Objective-C", { CodeText.objcIdentifier($0) })
    }

    /// `CAMediaTimingFunction(name: .easeIn)` as `[CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseIn]`.
    static func named(_ spelling: String, _ curve: Curve) -> String {
        guard let start = spelling.range(of: "(name: ."), let end = spelling.range(of: ")", range: start.upperBound..<spelling.endIndex)
        else { return spelling }
        let name = spelling[start.upperBound..<end.lowerBound]
        return "[CAMediaTimingFunction functionWithName:kCAMediaTimingFunction\(name.prefix(1).uppercased() + name.dropFirst())]"
    }

    static func bezier(_ bezier: CubicBezier, digits: Digits) -> String {
        "[CAMediaTimingFunction functionWithControlPoints:\(ExportTiming.controlPoints(bezier, separator: " :", digits: digits))]"
    }

    static func spring(_ spring: Spring, digits: Digits) -> String? {
        let n = UIKitWriter.springNumbers(spring, digits: digits)
        return
            "[[UISpringTimingParameters alloc] initWithMass:\(n[0]) stiffness:\(n[1]) damping:\(n[2]) initialVelocity:CGVectorMake(\(n[3]), 0)]"
    }

    static func keyframeDocument(_ curve: Curve, name: String, digits: Digits, isCancelled: () -> Bool) throws(ExportError)
        -> PlatformExport
        .KeyframeDocument?
    {
        try UIKitKeyframes.document(curve, name: name, objectiveC: true, digits: digits, isCancelled: isCancelled)
    }
}
