import CurveKit
import Foundation
import TestExpectations
import Testing

@testable import Platforms
@testable import Workbench

/// What the validity tests export: curves of every kind and animations of every value kind.
enum ExportCatalogue {
    typealias F = AnimationFixtures

    static let curves: [(name: String, curve: Curve)] = [
        ("ease", F.ease),
        ("ease-out-back", .bezier(try! CubicBezier(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1))),
        ("bounce-out", F.bounceOut),
        ("steps4", F.steps4),
        ("jumpy", .steps(try! Steps(count: 3, position: .jumpBoth))),
        ("keys", F.keys),
        ("spring", F.spring),
        ("wobble", .spring(try! Spring(mass: 2, stiffness: 300, damping: 4, initialVelocity: 3, duration: 1.2))),
        ("squared", .expression(try! Formula(parsing: "x^2"))),
        ("decay", .exponentialDecay(try! ExponentialDecay(rate: 4))),
        ("default", F.ease),  // a keyword in Swift and Objective-C
        ("sluggish", ExportCatalogue.sluggish),
        ("approx", .linear(try! LinearApproximator.approximate({ F.bounceOut.value(at: $0) }, tolerance: 0.01))),
    ]

    static let animations: [String] = [
        "slide position (150,32) (300,32) duration=0.5 curve=ease-out delay=0.1 repeat=3 autoreverse",
        "fade opacity 0 1 duration=0.3 curve=bounce-out",
        "grow bounds.size (10,10) (100,50) duration=0.4 curve=back-out",
        "box bounds (0,0,10,10) (20,20,100,50) duration=0.4 curve=keys",
        "tint backgroundColor #ff000080 #0000ff duration=1 curve=ease",
        "glow shadowColor #000000 #ffcc00 duration=1 curve=steps4",
        "spin transform rotate(0) rotate(360) duration=1 curve=linear",
        "zoom transform scale(1) scale(2) duration=0.5 curve=spring",
        "settle position (0,0) (100,0) duration=1 curve=sluggish delay=0.25",
        "move transform translate(0,0)rotate(0) translate(100,0)rotate(90) duration=0.5 curve=ease",
        "squash transform scale(1,1) scale(2,0.5) duration=0.5 curve=bounce-out",
        "shift transform.translation (0,0) (50,20) duration=0.5 curve=keys",
        "corner cornerRadius 0 12 keyframes=keys duration=2",
        "k opacity keyframes=keys duration=1.5 fps=30",
        "stroke strokeEnd 0 1 duration=1 curve=steps4",
        "drop position.y 0 300 duration=1 curve=approx",
        "turn transform.rotation.z 0 3.14 duration=1 curve=ease",
        "default opacity 0 1 duration=1 curve=ease",
        // docs/exact-forms.md's curves of the kinds no other animation here has.
        "swoop position.y 0 236 duration=1 curve=table-path",
        "samples position.y 0 236 duration=1 curve=table-data",
        "ebb position.y 0 236 duration=1 curve=table-expo-decay",
        "lag position.y 0 236 duration=1 curve=table-second-order",
        "shake position.y 0 236 duration=1 curve=table-oscillation",
        "wave position.y 0 236 duration=1 curve=table-formula",
    ]

    /// An over-damped spring (damping ratio 2).
    static let sluggish = Curve.spring(try! Spring(mass: 1, stiffness: 100, damping: 40))

    static func animation(_ arguments: String) throws -> Animation {
        try Animation.parse(arguments: arguments.split(separator: " ").map(String.init)) { name in
            if name.hasPrefix("table-"), let index = ExactFormsTableTests.kinds.firstIndex(where: { "table-" + $0.kind == name }) {
                return CSSBrowserRunTests.curves[index].curve
            }
            return name == "sluggish" ? sluggish : name == "approx" ? curves.first { $0.name == "approx" }?.curve : F.resolve(name)
        }
    }
}

@Suite("Exports are valid CSS, Swift and Objective-C")
struct ExportValidityTests {
    @Test("every curve's CSS parses, with @keyframes percentages in order", Thorough.only)
    func curveCSS() throws {
        for (name, curve) in ExportCatalogue.curves {
            let css = try PasteChecker.export(curve: curve, named: name, format: .css)
            do {
                let rules = try CSSChecker.parse(css)
                try CSSChecker.checkKeyframeOrder(rules)
                #expect(!rules.isEmpty)
            } catch {
                Issue.record("\(name): \(error)\n\(css)")
            }
        }
    }

    @Test("every animation's CSS parses: @keyframes in order, the animation shorthand complete", Thorough.only)
    func animationCSS() throws {
        for arguments in ExportCatalogue.animations {
            let animation = try ExportCatalogue.animation(arguments)
            let css = try PasteChecker.export(animation: animation, format: .css)
            do {
                let rules = try CSSChecker.parse(css)
                try CSSChecker.checkKeyframeOrder(rules)
                let keyframes = rules.filter { $0.prelude == "@keyframes" }
                #expect(keyframes.count == 1)
                let style = rules.first { $0.prelude.hasPrefix(".") }
                #expect(style?.declarations.first?.property == "animation")
                #expect(style?.declarations.first?.value.first == .ident(keyframes.first?.name ?? "?"))
            } catch {
                Issue.record("\(arguments): \(error)\n\(css)")
            }
        }
    }

    @Test("the CSS checker itself rejects broken CSS")
    func checkerRejects() {
        for broken in [
            "@keyframes a { 0% { opacity: 1; } 50% { opacity: 0 } }",  // missing ;
            "@keyframes a { 100% { opacity: 1; } 0% { opacity: 0; } }",  // out of order
            ".a { animation-timing-function: cubic-bezier(2, 0, 1, 1); }",
            ".a { animation-timing-function: cubic-bezier(0, 0, 1); }",
            ".a { left: 10; }",
            ".a { background-color: #ff000; }",
            ".a { transform: rotate(45); }",
            ".a { animation: a 1s ease 0s 1 normal; }",
            ".a { opacity: 1; ",
            "/* unterminated",
        ] {
            #expect(throws: (any Error).self, "\(broken)") {
                let rules = try CSSChecker.parse(broken)
                try CSSChecker.checkKeyframeOrder(rules)
            }
        }
    }

    // MARK: - Swift

    static let swiftStandIns = """
        // Stand-ins for the Core Animation, Core Graphics, Foundation and SwiftUI declarations the
        // exports use (QuartzCore and SwiftUI are not on Linux), with Apple's signatures; the C
        // library's maths (floor, pow, exp …), which SwiftUI's module brings, from the C library.
        #if canImport(Glibc)
        import Glibc
        #elseif canImport(Darwin)
        import Darwin
        #endif
        typealias CGFloat = Double
        typealias TimeInterval = Double
        typealias CFTimeInterval = Double
        struct CGPoint { var x: CGFloat; var y: CGFloat; init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y } }
        struct CGSize { var width: CGFloat; var height: CGFloat; init(width: CGFloat, height: CGFloat) { self.width = width; self.height = height } }
        struct CGRect { init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {} }
        final class CGColor { init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {} }
        struct CATransform3D {}
        let CATransform3DIdentity = CATransform3D()
        func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D { t }
        func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D { t }
        func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D { t }
        final class NSNumber: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
            init(floatLiteral value: Double) {}
            init(integerLiteral value: Int) {}
        }
        func CACurrentMediaTime() -> CFTimeInterval { 0 }
        struct CGVector { var dx: CGFloat; var dy: CGFloat; init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy } }
        struct CAMediaTimingFunctionName {
            static let `default` = CAMediaTimingFunctionName(); static let easeIn = CAMediaTimingFunctionName()
            static let easeOut = CAMediaTimingFunctionName(); static let easeInEaseOut = CAMediaTimingFunctionName()
            static let linear = CAMediaTimingFunctionName()
        }
        class CAMediaTimingFunction {
            init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {}
            init(name: CAMediaTimingFunctionName) {}
        }
        class UISpringTimingParameters { init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {} }
        struct CAMediaTimingFillMode { static let backwards = CAMediaTimingFillMode(); static let forwards = CAMediaTimingFillMode(); static let both = CAMediaTimingFillMode() }
        struct CAAnimationCalculationMode { static let linear = CAAnimationCalculationMode(); static let discrete = CAAnimationCalculationMode(); static let paced = CAAnimationCalculationMode() }
        class CAAnimation {
            var duration: CFTimeInterval = 0
            var beginTime: CFTimeInterval = 0
            var repeatCount: Float = 0
            var autoreverses: Bool = false
            var fillMode: CAMediaTimingFillMode = .backwards
            var timingFunction: CAMediaTimingFunction?
            init() {}
        }
        class CAPropertyAnimation: CAAnimation {
            var keyPath: String?
            override init() {}
            init(keyPath path: String?) {}
        }
        class CABasicAnimation: CAPropertyAnimation { var fromValue: Any?; var toValue: Any?; var byValue: Any? }
        class CAKeyframeAnimation: CAPropertyAnimation {
            var values: [Any]?
            var keyTimes: [NSNumber]?
            var timingFunctions: [CAMediaTimingFunction]?
            var calculationMode: CAAnimationCalculationMode = .linear
        }
        class CASpringAnimation: CABasicAnimation {
            var mass: CGFloat = 1
            var stiffness: CGFloat = 100
            var damping: CGFloat = 10
            var initialVelocity: CGFloat = 0
            var allowsOverdamping: Bool = false
        }
        struct Animation {
            static let easeIn = Animation(); static let easeOut = Animation(); static let easeInOut = Animation()
            static let linear = Animation(); static let `default` = Animation()
            static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation { Animation() }
            static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { Animation() }
            static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation { Animation() }
            func delay(_ delay: TimeInterval) -> Animation { self }
            func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
            func speed(_ speed: Double) -> Animation { self }
        }
        // iOS 17's CustomAnimation (developer.apple.com/documentation/swiftui/customanimation,
        // .../animation/init(_:) from a CustomAnimation).
        protocol VectorArithmetic { func scaled(by rhs: Double) -> Self }
        struct AnimationContext<Value: VectorArithmetic> {}
        protocol CustomAnimation {
            func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
        }
        extension Animation { init<A: CustomAnimation>(_ animation: A) { self.init() } }
        // iOS 17's keyframes (developer.apple.com/documentation/swiftui/keyframetimeline,
        // .../linearkeyframe/init(_:duration:timingcurve:), .../unitcurve/bezier(startcontrolpoint:endcontrolpoint:)).
        struct UnitPoint { var x: CGFloat; var y: CGFloat; init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y } }
        struct UnitCurve {
            static let linear = UnitCurve()
            static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve { UnitCurve() }
        }
        protocol Animatable {}
        extension Double: Animatable {}
        struct LinearKeyframe<Value: Animatable> { init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {} }
        @resultBuilder enum KeyframesBuilder<Value: Animatable> {
            static func buildBlock(_ keyframes: LinearKeyframe<Value>...) -> [LinearKeyframe<Value>] { keyframes }
        }
        struct KeyframeTimeline<Value: Animatable> {
            init(initialValue: Value, @KeyframesBuilder<Value> content: () -> [LinearKeyframe<Value>]) {}
            func value(time: TimeInterval) -> Value { fatalError() }
        }

        """

    /// The formats ExportRuns declares this suite type-checks (UIKit's is `swift`).
    static let swiftFormats = ExportRuns.platforms(of: "ExportValidityTests.swiftTypeChecks").compactMap {
        PasteChecker.Format(rawValue: $0 == .uikit ? "swift" : $0.rawValue)
    }

    /// Every Swift and SwiftUI export of the catalogue, each in its own `do { }` scope.
    static func swiftSources() throws -> [(label: String, code: String)] {
        var result: [(String, String)] = []
        for (name, curve) in ExportCatalogue.curves {
            for format in swiftFormats {
                result.append(("\(name) \(format)", try PasteChecker.export(curve: curve, named: name, format: format)))
            }
        }
        for arguments in ExportCatalogue.animations {
            let animation = try ExportCatalogue.animation(arguments)
            for format in swiftFormats {
                result.append(("anim \(animation.name) \(format)", try PasteChecker.export(animation: animation, format: format)))
            }
        }
        return result
    }

    @Test(
        "exported Swift type-checks against stand-ins of the Core Animation and SwiftUI types",
        .enabled(if: ExportToolchain.swiftc != nil, "swiftc not found on PATH or next to the toolchain: skipping the type check"),
        Thorough.only)
    func swiftTypeChecks() throws {
        let sources = try Self.swiftSources()
        #expect(Self.swiftFormats == [.swift, .swiftui], "ExportRuns declares UIKit's and SwiftUI's Swift type-checked here")
        // Keyframe animations among them, as ExportRuns says: Core Animation's and SwiftUI's.
        #expect(sources.contains { $0.code.contains("CAKeyframeAnimation(") })
        #expect(sources.contains { $0.code.contains("KeyframeTimeline(") })
        // And SwiftUI's animations that call a function through a CustomAnimation.
        #expect(sources.contains { $0.code.contains(": CustomAnimation {") })
        var program = Self.swiftStandIns
        for (label, code) in sources {
            program += "// MARK: \(label)\ndo {\n" + code + "}\n"
        }
        let (status, output) = try ExportToolchain.run(ExportToolchain.swiftc!, ["-typecheck"], source: program, fileExtension: "swift")
        #expect(status == 0, "swiftc -typecheck failed:\n\(output)\n\(ExportToolchain.numbered(program))")
    }

    @Test(
        "the Swift type check catches broken code (the stand-ins are not too lenient)",
        .enabled(if: ExportToolchain.swiftc != nil, "swiftc not found: skipping"))
    func swiftTypeCheckCatches() throws {
        let broken =
            Self.swiftStandIns + """
                do {
                    let a = CABasicAnimation(keyPath: "position")
                    a.timingFunction = CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25)
                    a.repeatCount = "3"
                }
                """
        let (status, _) = try ExportToolchain.run(ExportToolchain.swiftc!, ["-typecheck"], source: broken, fileExtension: "swift")
        #expect(status != 0)
    }

    // MARK: - Objective-C

    static let objcStandIns = """
        // Stand-ins for Foundation, Core Graphics and Core Animation, with Apple's signatures.
        typedef double CGFloat;
        typedef double CFTimeInterval;
        typedef signed char BOOL;
        #define YES ((BOOL)1)
        #define NO ((BOOL)0)
        typedef struct { CGFloat x, y; } CGPoint;
        typedef struct { CGFloat width, height; } CGSize;
        typedef struct { CGPoint origin; CGSize size; } CGRect;
        CGPoint CGPointMake(CGFloat x, CGFloat y);
        CGSize CGSizeMake(CGFloat width, CGFloat height);
        CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height);
        typedef struct CGColor *CGColorRef;
        CGColorRef CGColorCreateSRGB(CGFloat red, CGFloat green, CGFloat blue, CGFloat alpha) __attribute__((cf_returns_retained));
        typedef struct { CGFloat m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44; } CATransform3D;
        extern const CATransform3D CATransform3DIdentity;
        CATransform3D CATransform3DTranslate(CATransform3D t, CGFloat tx, CGFloat ty, CGFloat tz);
        CATransform3D CATransform3DRotate(CATransform3D t, CGFloat angle, CGFloat x, CGFloat y, CGFloat z);
        CATransform3D CATransform3DScale(CATransform3D t, CGFloat sx, CGFloat sy, CGFloat sz);
        CFTimeInterval CACurrentMediaTime(void);
        __attribute__((objc_root_class))
        @interface NSObject
        + (instancetype)alloc;
        @end
        @interface NSString : NSObject
        @end
        @interface NSConstantString : NSString
        @end
        @interface NSNumber : NSObject
        + (NSNumber *)numberWithDouble:(double)value;
        + (NSNumber *)numberWithInt:(int)value;
        @end
        @interface NSArray<ObjectType> : NSObject
        + (instancetype)arrayWithObjects:(const ObjectType _Nonnull [_Nonnull])objects count:(unsigned long)cnt;
        @end
        @interface NSValue : NSObject
        + (NSValue *)valueWithCGPoint:(CGPoint)point;
        + (NSValue *)valueWithCGSize:(CGSize)size;
        + (NSValue *)valueWithCGRect:(CGRect)rect;
        + (NSValue *)valueWithCATransform3D:(CATransform3D)t;
        @end
        @interface CAMediaTimingFunction : NSObject
        + (instancetype)functionWithControlPoints:(float)c1x :(float)c1y :(float)c2x :(float)c2y;
        + (instancetype)functionWithName:(NSString *)name;
        @end
        extern NSString * const kCAMediaTimingFunctionDefault;
        extern NSString * const kCAMediaTimingFunctionEaseIn;
        extern NSString * const kCAMediaTimingFunctionEaseOut;
        extern NSString * const kCAMediaTimingFunctionEaseInEaseOut;
        extern NSString * const kCAMediaTimingFunctionLinear;
        typedef struct { CGFloat dx, dy; } CGVector;
        CGVector CGVectorMake(CGFloat dx, CGFloat dy);
        @interface UISpringTimingParameters : NSObject
        - (instancetype)initWithMass:(CGFloat)mass stiffness:(CGFloat)stiffness damping:(CGFloat)damping initialVelocity:(CGVector)velocity;
        @end
        extern NSString * const kCAFillModeBackwards;
        extern NSString * const kCAAnimationDiscrete;
        @interface CAAnimation : NSObject
        + (instancetype)animation;
        @property CFTimeInterval duration;
        @property CFTimeInterval beginTime;
        @property float repeatCount;
        @property BOOL autoreverses;
        @property (copy) NSString *fillMode;
        @property (strong) CAMediaTimingFunction *timingFunction;
        @end
        @interface CAPropertyAnimation : CAAnimation
        + (instancetype)animationWithKeyPath:(NSString *)path;
        @property (copy) NSString *keyPath;
        @end
        @interface CABasicAnimation : CAPropertyAnimation
        @property (strong) id fromValue;
        @property (strong) id toValue;
        @end
        @interface CAKeyframeAnimation : CAPropertyAnimation
        @property (copy) NSArray *values;
        @property (copy) NSArray<NSNumber *> *keyTimes;
        @property (copy) NSArray<CAMediaTimingFunction *> *timingFunctions;
        @property (copy) NSString *calculationMode;
        @end
        @interface CASpringAnimation : CABasicAnimation
        @property CGFloat mass;
        @property CGFloat stiffness;
        @property CGFloat damping;
        @property CGFloat initialVelocity;
        @property BOOL allowsOverdamping;
        @end

        """

    @Test(
        "exported Objective-C passes clang -fsyntax-only against stand-in declarations",
        .enabled(if: ExportToolchain.clang != nil, "clang not found on PATH or next to the toolchain: skipping the syntax check"),
        Thorough.only)
    func objcSyntax() throws {
        var program = Self.objcStandIns
        var count = 0
        for (name, curve) in ExportCatalogue.curves {
            count += 1
            program +=
                "// \(name)\nstatic void curve\(count)(void) {\n" + (try PasteChecker.export(curve: curve, named: name, format: .objc))
                + "}\n"
        }
        for arguments in ExportCatalogue.animations {
            let animation = try ExportCatalogue.animation(arguments)
            count += 1
            program +=
                "// anim \(animation.name)\nstatic void animation\(count)(void) {\n"
                + (try PasteChecker.export(animation: animation, format: .objc)) + "}\n"
        }
        let (status, output) = try ExportToolchain.run(
            ExportToolchain.clang!,
            [
                "-fsyntax-only", "-fobjc-runtime=macosx-10.15", "-fobjc-arc", "-Wno-unused-variable", "-Wno-unused-function", "-x",
                "objective-c",
            ],
            source: program, fileExtension: "m")
        #expect(status == 0, "clang -fsyntax-only failed:\n\(output)\n\(ExportToolchain.numbered(program))")
    }
}
