import CurveKit

/// An animation value as Core Graphics and Core Animation code takes it, in Swift or
/// Objective-C (`CGPoint(x: 1, y: 2)`, `[NSValue valueWithCGPoint:…]`): the values UIKit's
/// layer animations and SwiftUI's animatable properties both hold.
enum CoreGraphicsLiteral {
    case number(Double)
    case point(Double, Double)
    case size(Double, Double)
    case rect(Double, Double, Double, Double)
    /// sRGB red, green, blue, alpha in 0…1.
    case colour(Double, Double, Double, Double)
    case matrix([TransformOperation])

    /// How a transform value maps to Core Animation.
    enum TransformMode: Equatable {
        case none
        case subKeyPath(String)
        case matrix
    }

    static func literal(_ value: AnimationValue, keyPath: String, mode: TransformMode) -> CoreGraphicsLiteral {
        switch value {
        case .number(let number): return .number(number)
        case .pair(let a, let b): return AnimationChannel.pairIsSize(keyPath: keyPath) ? .size(a, b) : .point(a, b)
        case .rect(let x, let y, let width, let height): return .rect(x, y, width, height)
        case .colour(let red, let green, let blue, let alpha): return .colour(red / 255, green / 255, blue / 255, alpha)
        case .transform(let operations):
            guard mode != .matrix, operations.count == 1 else { return .matrix(operations) }
            switch operations[0] {
            case .rotate(let degrees): return .number(degrees * Double.pi / 180)
            case .translate(let x, let y): return .size(x, y)
            case .scale(let x, _): return .number(x)
            }
        }
    }

    static func bezierNote(_ choice: ExportTiming.BezierChoice, animation: Animation) -> String {
        guard let error = choice.maxError else { return "// exact" }
        return "// approximation: \(ExportTiming.describe(animation.curve)) is not one cubic Bézier; best cubic Bézier, max error "
            + "\(TextFormat.short(error * animation.to.deviation(from: animation.from)))\(AnimationParts.units(animation.from))"
    }

    // MARK: - Swift

    enum LiteralContext { case any, value }

    static func swiftLiteral(_ literal: CoreGraphicsLiteral, context: LiteralContext = .any) -> String {
        func n(_ value: Double) -> String { CodeText.number(value) }
        switch literal {
        case .number(let value): return context == .any ? CodeText.doubleLiteral(value) : n(value)
        case .point(let x, let y): return "CGPoint(x: \(n(x)), y: \(n(y)))"
        case .size(let width, let height): return "CGSize(width: \(n(width)), height: \(n(height)))"
        case .rect(let x, let y, let width, let height):
            return "CGRect(x: \(n(x)), y: \(n(y)), width: \(n(width)), height: \(n(height)))"
        case .colour(let red, let green, let blue, let alpha):
            return "CGColor(red: \(n(red)), green: \(n(green)), blue: \(n(blue)), alpha: \(n(alpha)))"
        case .matrix(let operations):
            return transform(operations)
        }
    }

    /// The CATransform3D expression, the same in Swift and Objective-C.
    private static func transform(_ operations: [TransformOperation]) -> String {
        func n(_ value: Double) -> String { CodeText.number(value) }
        return operations.reduce("CATransform3DIdentity") { matrix, operation in
            switch operation {
            case .translate(let x, let y): "CATransform3DTranslate(\(matrix), \(n(x)), \(n(y)), 0)"
            case .rotate(let degrees): "CATransform3DRotate(\(matrix), \(n(degrees * Double.pi / 180)), 0, 0, 1)"
            case .scale(let x, let y): "CATransform3DScale(\(matrix), \(n(x)), \(n(y)), 1)"
            }
        }
    }

    static func objcLiteral(_ literal: CoreGraphicsLiteral) -> String {
        func n(_ value: Double) -> String { CodeText.number(value) }
        switch literal {
        case .number(let value): return "@(\(n(value)))"
        case .point(let x, let y): return "[NSValue valueWithCGPoint:CGPointMake(\(n(x)), \(n(y)))]"
        case .size(let width, let height): return "[NSValue valueWithCGSize:CGSizeMake(\(n(width)), \(n(height)))]"
        case .rect(let x, let y, let width, let height):
            return "[NSValue valueWithCGRect:CGRectMake(\(n(x)), \(n(y)), \(n(width)), \(n(height)))]"
        case .colour(let red, let green, let blue, let alpha):
            return "(__bridge_transfer id)CGColorCreateSRGB(\(n(red)), \(n(green)), \(n(blue)), \(n(alpha)))"
        case .matrix(let operations):
            return "[NSValue valueWithCATransform3D:\(transform(operations))]"
        }
    }

    static func usesUIKitValues(_ literal: CoreGraphicsLiteral) -> Bool {
        switch literal {
        case .point, .size, .rect: true
        default: false
        }
    }
}
