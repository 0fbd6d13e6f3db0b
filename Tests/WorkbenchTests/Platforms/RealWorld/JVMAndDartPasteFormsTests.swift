import CurveKit
import Foundation
import Testing

@testable import Workbench

/// Forms of Kotlin, Java, Dart and Android XML that real projects write and the readers missed:
/// type arguments on a spec asked of the theme's motion scheme, a Kotlin class header naming its
/// supertype without calling it, a view-animation `<set>` that shares its interpolator, and a
/// Flutter widget given none of its curves. Each expectation is the platform's own value,
/// written out here from its source.
@Suite("Platforms: Kotlin, Java, Dart and XML forms")
struct JVMAndDartPasteFormsTests {
    static func file(_ platform: String, _ name: String, _ text: String) -> (Curve?, Reply) {
        var transcript = Transcript(files: [name: text])
        let reply = transcript.reply("a = \(platform) file=\(name)")
        return (transcript.interpreter.session.curve(named: "a")?.curve, reply)
    }

    static func worst(_ curve: Curve, _ expected: (Double) -> Double) -> Double {
        (0...1000).map { abs(curve.value(at: Double($0) / 1000) - expected(Double($0) / 1000)) }.max() ?? .nan
    }

    // MARK: Material: type arguments

    /// ReadYouApp/ReadYou app/src/main/java/me/ash/reader/ui/component/base/RYSelectionChip.kt
    /// @ d2b979ccad9a3e54b9499929a9dc2824578b0fd9 asks the theme's scheme for its fast effects
    /// spec with a type argument, `fastEffectsSpec<Float>()`: the same spring as without it,
    /// md.sys.motion.spring.fast.effects, ζ 1 and k 3800 in both schemes (M3C
    /// StandardMotionTokens and ExpressiveMotionTokens).
    @Test func typeArgumentsOnASchemeSpec() {
        let (_, curve) = RealWorldTuningTests.paste("material", "val fade = MaterialTheme.motionScheme.fastEffectsSpec<Float>()")
        RealWorldCorpus.expectCriticalSpring(curve, stiffness: 3800)
        let (_, nested) = RealWorldTuningTests.paste("compose", "MaterialTheme.motionScheme.defaultEffectsSpec<Map<String, Float?>>()")
        RealWorldCorpus.expectCriticalSpring(nested, stiffness: 1600)
    }

    /// Mahmud0808/ColorBlendr app/src/main/java/com/drdisagree/colorblendr/ui/compose/screens/
    /// colors/ColorsScreen.kt @ bf30b0b3302fba07b90bd2a76945c67c3ac5cd9e declares an effects
    /// spec and a spatial one, both with type arguments. The effects spring (default: ζ 1,
    /// k 1600) is the same in both schemes; the spatial one depends on the theme's scheme and is
    /// named as not read, never passed over.
    @Test func effectsSpecBesideASchemeDependentSpatialOne() {
        let code = """
            val tint =
                MaterialTheme.motionScheme.defaultEffectsSpec<Float>()
            val grow =
                MaterialTheme.motionScheme.defaultSpatialSpec<IntSize>()
            """
        let (reply, curve) = RealWorldTuningTests.paste("material", code)
        RealWorldCorpus.expectCriticalSpring(curve, stiffness: 1600)
        #expect(reply.contains("also in the paste, not read") && reply.contains("defaultSpatialSpec() differs"), "\(reply)")
    }

    /// A comparison is not a type argument: `a < b` before a call reads as before.
    @Test func aComparisonIsNoTypeArgument() {
        let reply = JVMAndDartPasteFormsTests.reply("a = compose if (progress < limit) tween(300, easing = LinearEasing) else snap()")
        #expect(reply.error == nil && reply.text.contains("read tween(300, easing = LinearEasing)"), "\(reply.error ?? reply.text)")
    }

    static func reply(_ line: String) -> Reply {
        var transcript = Transcript()
        return transcript.reply(line)
    }

    // MARK: Material: a project's name for a token

    /// open-ani/ani app/shared/src/commonMain/kotlin/ui/main/AniAppContent.kt
    /// @ 983fe6806878ac210d414d968840df6b33065862 keeps its own copy of the token as
    /// `EmphasizedDecelerateEasing` and eases its enter tweens with it: the name
    /// is the token md.sys.motion.easing.emphasized.decelerate, (0.05, 0.7, 0.1, 1) on the web
    /// and in Compose (M3C MotionTokens.EasingEmphasizedDecelerateCubicBezier).
    @Test func aProjectsEasingNamedAfterAToken() throws {
        let code = """
            slideInVertically(tween(450, easing = EmphasizedDecelerateEasing)) { it / 4 }
            """
        let (reply, curve) = RealWorldTuningTests.paste("material", code)
        #expect(curve == .bezier(try CubicBezier(x1: 0.05, y1: 0.7, x2: 0.1, y2: 1)), "\(reply)")
        #expect(reply.contains("EmphasizedDecelerateEasing is read as the token"), "\(reply)")
    }

    /// paadevelopments/material_3_expressive lib/components/checkbox/m3e_checkbox.dart and
    /// lib/components/dialogs/m3e_dialogs.dart @ 53c782587ed2f447f44f2e2a5ae9549b98c272cd: a
    /// Material 3 Expressive library names its tokens on its own class, `M3EMotion.standard`,
    /// `M3EMotion.emphasizedDecelerate`. Each is read as the token it names, with the web's
    /// (and Flutter's `Easing`) values: standard (0.2, 0, 0, 1), emphasized decelerate
    /// (0.05, 0.7, 0.1, 1) (M3 easing tokens; flutter material/motion.dart Easing), compared as
    /// y(x) with the cubic solved for x.
    @Test func anExpressiveLibrarysNamesForTokens() throws {
        let checkbox = """
            return AnimatedContainer(
              duration: M3EMotion.short3,
              curve: M3EMotion.standard,
              width: look.side,
            );
            """
        let (reply, curve) = RealWorldTuningTests.paste("material", checkbox)
        let standard = try #require(curve, "\(reply)")
        #expect(Self.worst(standard) { ReassignedValueTests.cubic(0.2, 0, 0, 1, $0) } < 1e-9, "\(reply)")
        #expect(reply.contains("M3EMotion.standard") && reply.contains("is read as the token it names"), "\(reply)")
        let dialog = """
            final eased = CurvedAnimation(
              parent: animation,
              curve: M3EMotion.emphasizedDecelerate,
            );
            """
        let (dialogReply, dialogCurve) = RealWorldTuningTests.paste("material", dialog)
        let decelerate = try #require(dialogCurve, "\(dialogReply)")
        #expect(Self.worst(decelerate) { ReassignedValueTests.cubic(0.05, 0.7, 0.1, 1, $0) } < 1e-9, "\(dialogReply)")
    }

    // MARK: Android: a Kotlin supertype named without a call

    /// Quyunshuo/AndroidCustomViewComponents Animation/src/main/java/com/quyunshuo/animation/doc/
    /// interpolator/AnticipateOvershootInterpolatorDoc.kt @ 3d97fe8d95dfe9cf84d1380f90ad00924d59f2fc:
    /// a Kotlin class whose header names AnticipateOvershootInterpolator without calling it, and
    /// whose secondary constructors hand their own parameters to `super(…)`. The header names a
    /// type, not an interpolator made with its defaults; the tension is known only where the
    /// class is constructed, so the reply refuses, naming the parameter.
    @Test func kotlinSupertypeWithParametersPassedOnIsRefused() {
        let kotlin = """
            /** backs up, then overshoots */
            class Swing : AnticipateOvershootInterpolator {
                constructor(pull: Float) : super(pull)
                constructor(pull: Float, extra: Float) : super(pull, extra)
            }
            """
        let (curve, reply) = Self.file("android", "Swing.kt", kotlin)
        #expect(curve == nil, "\(reply.text)")
        #expect(reply.error?.contains("'pull' for tension is a parameter or a variable") == true, "\(reply.error ?? reply.text)")
    }

    /// The same header whose constructor passes a number: `super(3f)` is
    /// OvershootInterpolator(3), (t − 1)²·((T + 1)(t − 1) + T) + 1 (AOSP OvershootInterpolator).
    @Test func kotlinSupertypeWithANumberPassedIsRead() throws {
        let kotlin = """
            class Springy : OvershootInterpolator {
                constructor() : super(3f)
            }
            """
        let (curve, reply) = Self.file("android", "Springy.kt", kotlin)
        let read = try #require(curve, "\(reply.error ?? reply.text)")
        let tension = 3.0
        #expect(Self.worst(read) { t in (t - 1) * (t - 1) * ((tension + 1) * (t - 1) + tension) + 1 } <= 1e-12)
    }

    // MARK: Android: a view-animation <set> shares its interpolator

    /// AccelerateDecelerateInterpolator, cos((t + 1)π)/2 + 1/2 (AOSP), what a view animation
    /// plays when nothing names an interpolator (Animation's XML constructor ends with
    /// ensureInterpolator()).
    static func accelerateDecelerate(_ t: Double) -> Double { cos((t + 1) * Double.pi) / 2 + 0.5 }

    /// bingtangdisanxian/MyFirstApp app/src/main/res/anim/fade_out.xml
    /// @ b7509b9ddae609f628effa029446594843c6f8f2: an `<alpha>` naming the decelerate
    /// interpolator inside a `<set>` that names none. AnimationSet's XML constructor reads
    /// `android:shareInterpolator` as true when it is not written, and AnimationSet.initialize
    /// gives each child the set's own interpolator, AccelerateDecelerate here: the child's is
    /// replaced, and the reply says why.
    @Test func aSharingSetReplacesItsChildsInterpolator() throws {
        let xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- fades the view out -->
            <set xmlns:android="http://schemas.android.com/apk/res/android">
                <alpha
                    android:duration="1200"
                    android:fromAlpha="1.0"
                    android:interpolator="@android:anim/decelerate_interpolator"
                    android:toAlpha="0" />
            </set>
            """
        let (curve, reply) = Self.file("android", "fade_out.xml", xml)
        let read = try #require(curve, "\(reply.error ?? reply.text)")
        #expect(Self.worst(read, Self.accelerateDecelerate) <= 1e-12, "\(reply.text)")
        #expect(reply.text.contains("shareInterpolator"), "\(reply.text)")
    }

    /// With `android:shareInterpolator="false"` the child keeps its own: DecelerateInterpolator
    /// with the default factor 1, 1 − (1 − t)².
    @Test func aSetThatDoesNotShareKeepsItsChildsInterpolator() throws {
        let xml = """
            <set xmlns:android="http://schemas.android.com/apk/res/android"
                android:shareInterpolator="false">
                <alpha android:duration="1200" android:interpolator="@android:anim/decelerate_interpolator" android:toAlpha="0" />
            </set>
            """
        let (curve, reply) = Self.file("android", "fade_out.xml", xml)
        let read = try #require(curve, "\(reply.error ?? reply.text)")
        #expect(Self.worst(read) { t in 1 - (1 - t) * (1 - t) } <= 1e-12, "\(reply.text)")
    }

    /// mihonapp/mihon app/src/main/res/anim-v33/shared_axis_x_push_exit.xml
    /// @ a2c24ff0429ad2502b612c9ab1f2b09966629f73: a translate and an alpha in one `<set>`, each
    /// naming an interpolator of its own. The set shares its interpolator (shareInterpolator is
    /// not written), so both play AccelerateDecelerate, read once; pasted with shareInterpolator
    /// false they play their own two, and the reply names both instead of choosing.
    @Test func twoChildrenOfASetTheSharedCurveOrBothNamed() throws {
        func set(_ attributes: String) -> String {
            """
            <?xml version="1.0" encoding="utf-8"?>
            <set xmlns:android="http://schemas.android.com/apk/res/android"\(attributes)>
                <translate
                    android:duration="250"
                    android:fromXDelta="0"
                    android:interpolator="@android:interpolator/fast_out_slow_in"
                    android:toXDelta="-24dp" />

                <alpha
                    android:duration="150"
                    android:fromAlpha="1"
                    android:interpolator="@android:interpolator/fast_out_linear_in"
                    android:toAlpha="0" />
            </set>
            """
        }
        let (shared, sharedReply) = Self.file("android", "exit.xml", set(""))
        let read = try #require(shared, "\(sharedReply.error ?? sharedReply.text)")
        #expect(Self.worst(read, Self.accelerateDecelerate) <= 1e-12, "\(sharedReply.text)")
        // Each child with its own interpolator: two curves; the first, fast_out_slow_in, is read
        // and the note names the other.
        var transcript = Transcript()
        let ownReply = transcript.reply("a = android " + set(" android:shareInterpolator=\"false\""))
        let first = try #require(transcript.interpreter.session.curve(named: "a")?.curve, "\(ownReply.error ?? ownReply.text)")
        #expect(Self.worst(first, { RealWorldCorpus.bezierY([0.4, 0, 0.2, 1], at: $0) }) <= 1e-9, "\(ownReply.text)")
        #expect(ownReply.text.contains("the paste holds 2 "), "\(ownReply.text)")
    }

    /// A set that names its interpolator gives that one to its children: fast_out_slow_in is
    /// pathInterpolator(0.4, 0, 0.2, 1) (AOSP core/res/res/interpolator/fast_out_slow_in.xml).
    @Test func aSetsOwnInterpolatorPlays() throws {
        let xml = """
            <set xmlns:android="http://schemas.android.com/apk/res/android"
                android:interpolator="@android:interpolator/fast_out_slow_in">
                <scale android:duration="300" android:interpolator="@android:anim/linear_interpolator" android:toXScale="2" />
            </set>
            """
        let (curve, reply) = Self.file("android", "grow.xml", xml)
        #expect(curve == .bezier(try CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)), "\(reply.error ?? reply.text)")
    }

    /// A property animators' `<set>` (AnimatorSet) has no shared interpolator: its one
    /// objectAnimator plays its own, the linear interpolator.
    @Test func anAnimatorSetKeepsItsChildsInterpolator() throws {
        let xml = """
            <set xmlns:android="http://schemas.android.com/apk/res/android">
                <objectAnimator android:duration="300" android:propertyName="alpha" android:valueTo="1"
                    android:interpolator="@android:anim/linear_interpolator" />
            </set>
            """
        let (curve, reply) = Self.file("android", "appear.xml", xml)
        let read = try #require(curve, "\(reply.error ?? reply.text)")
        #expect(Self.worst(read) { $0 } <= 1e-12, "\(reply.text)")
    }

    // MARK: Flutter: a widget given none of its curves

    /// EugeneOros/JustReady lib/presentation/widgets/jr_animated_switcher.dart
    /// @ c3ee65bbe10f87bf23bbdae090491a5bdbaa79fa: an AnimatedSwitcher whose curve lines are
    /// commented out. Comments are no code, so the switcher plays its defaults, switchInCurve =
    /// switchOutCurve = Curves.linear (flutter animated_switcher.dart).
    @Test func aSwitcherWithItsCurvesCommentedOutIsLinear() throws {
        let code = """
            return Center(
              child: AnimatedSwitcher(
                // switchInCurve: Curves.easeOutBack,
                // switchOutCurve: Curves.easeOutBack,
                transitionBuilder: AnimatedSwitcher.defaultTransitionBuilder,
                duration: const Duration(milliseconds: 200),
                child: child,
              ),
            );
            """
        let (reply, curve) = RealWorldTuningTests.paste("flutter", code)
        let read = try #require(curve, "\(reply)")
        #expect(Self.worst(read) { $0 } <= 1e-12, "\(reply)")
        #expect(reply.contains("Curves.linear, the default"), "\(reply)")
    }

    /// A widget given its curve plays that curve: Curves.easeIn is Cubic(0.42, 0, 1, 1) (curves.dart).
    @Test func aWidgetGivenItsCurvePlaysIt() throws {
        let (reply, curve) = RealWorldTuningTests.paste(
            "flutter", "AnimatedOpacity(opacity: 1, curve: Curves.easeIn, duration: const Duration(milliseconds: 300))")
        #expect(curve == .bezier(try CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)), "\(reply)")
    }
}
