import Foundation
import Testing

@testable import Platforms
@testable import Workbench

/// SwiftUI as real projects write it: `Animation` extensions with static springs and timing
/// curves, `.animation(…, value:)` and `withAnimation` in views, chains such as
/// `.repeatForever(…)`. Springs: `.spring(response:dampingFraction:)` has mass 1, stiffness
/// (2π/response)², damping 4πζ/response (Apple's Spring(response:dampingRatio:) page; the
/// response is the undamped period, as OpenSwiftUI's Spring.swift has it);
/// `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)` is m·u″ + c·u′ + k·u = 0
/// with u′(0) the initial velocity (mass 1 unless given); `(duration:bounce:)` as
/// RealWorldCorpus.expectPerceptual. `timingCurve(c0x, c0y, c1x, c1y)` is the cubic Bézier.
@Suite("Real world: SwiftUI")
struct SwiftUIRealWorldTests {
    /// ios-dev-ucdavis/ecs198f-ios-spring-22-code src/ToDoSwiftUI/ToDoSwiftUI/Extensions/Animation+Customized.swift
    /// @ ed59f7d8fba8a2d8daeba330b6cd39e3441b8dc7: a static let in an Animation extension, blendDuration 0.
    @Test func staticSpringWithBlendDuration() {
        let file = """
            //
            //  Animation+Custom.swift
            //
            import SwiftUI

            extension Animation {
                static let lively = Animation.spring(response: 0.55, dampingFraction: 0.6, blendDuration: 0)
            }
            """
        RealWorldCorpus.expectResponse(
            RealWorldCorpus.read("swiftui", "Animation+Custom.swift", file).curve, response: 0.55, dampingFraction: 0.6)
    }

    /// iPile/wrkoutUI Sources/wrkoutUI/Animations/SpringEffect.swift @ 28b23e15df2a2e8c089fd279cd33c725ab7cb72a:
    /// a spring with only a damping fraction, then `.speed(1.5)` on the next line. Apple's
    /// `speed(_:)` plays the animation 1.5 times as fast: u(1.5·t) of the spring of response 0.5
    /// (k = (2π/0.5)², c = 4π·0.4/0.5, mass 1) is the spring of k·1.5² and c·1.5, read so and said.
    @Test func springWithSpeedPlaysFaster() {
        let file = """
            import SwiftUI

            extension Animation {
                static var springy: Animation {
                    Animation.spring(dampingFraction: 0.4)
                        .speed(1.5)
                }
            }
            """
        let (reply, curve) = RealWorldCorpus.read("swiftui", "SpringEffect.swift", file)
        #expect(reply.contains("speed(1.5) plays the spring 1.5 times as fast"), "\(reply)")
        let k = pow(2 * Double.pi / 0.5, 2), c = 4 * Double.pi * 0.4 / 0.5
        RealWorldCorpus.expectSpring(curve, mass: 1, stiffness: k * 2.25, damping: c * 1.5)
    }

    /// we-z/Clean2048 Clean2048/Sources/Extensions/Animation+ModalSpring.swift @ 125f7399bf71f11e05d9e4d0503a551ae313b6d8:
    /// a computed property and a function with the same spring, the second with a blend
    /// duration taken from its parameter: two definitions, the second picked.
    @Test func propertyAndFunctionWithTheSameSpring() {
        let file = """
            import SwiftUI

            public extension Animation {
                static var sheetSpring: Animation {
                    .spring(response: 0.5, dampingFraction: 0.777, blendDuration: 0)
                }

                static func sheetSpring(blend: Double) -> Animation {
                    .spring(response: 0.5, dampingFraction: 0.777, blendDuration: blend)
                }
            }
            """
        let (reply, curve) = RealWorldCorpus.read("swiftui", "Animation+Sheet.swift", file, at: 2)
        #expect(reply.contains("line 9"), "\(reply)")
        RealWorldCorpus.expectResponse(curve, response: 0.5, dampingFraction: 0.777)
    }

    /// newmaterialco/Modals Sources/Modals/Extensions/Animation+Ext.swift @ dfb8b64bf0e29cec5d7dfa5f394ff772a511e071:
    /// a short stiff spring after a header comment.
    @Test func stiffSpringConstant() {
        let file = """
            //
            //  Animation+Ext.swift
            //  Created for a sheet library.
            //

            import SwiftUI

            public extension Animation {
                static let quickSpring = Animation.spring(response: 0.2, dampingFraction: 0.9)
            }
            """
        RealWorldCorpus.expectResponse(
            RealWorldCorpus.read("swiftui", "Animation+Ext.swift", file).curve, response: 0.2, dampingFraction: 0.9)
    }

    /// Telefonica/mistica-ios Sources/MisticaSwiftUI/Utils/Extensions/Animation+Utils.swift
    /// @ 5088281a784e4abc7fac823c45cdf3443eecc275: an availability attribute, then a timing curve.
    @Test func timingCurveUnderAnAvailabilityAttribute() {
        let file = """
            import Foundation
            import SwiftUI

            @available(iOS 13.0, *)
            public extension Animation {
                static var brandCurve: Animation {
                    .timingCurve(0.77, 0, 0.175, 1)
                }
            }
            """
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("swiftui", "Animation+Utils.swift", file).curve, [0.77, 0, 0.175, 1])
    }

    static let davidFile = """
        import SwiftUI

        //MARK: Custom curves
        extension Animation {
            //A quick swipe
            static var swipeIn: Animation {
                .timingCurve(0.9, -0.05, 0.66, 0.59, duration: 1.2)
            }

            //Modals coming and going
            static var modalEntry: Animation {
                .interpolatingSpring(stiffness: 300.0,
                                     damping: 30.0,
                                     initialVelocity: 10.0)
            }
        }
        """

    /// riteshpakala/David Shared/Animations/Animations._.swift @ 7c71a0df67ef210111787ca79b5570f87bf9985b:
    /// a timing curve with a y below 0 and a duration, under a `//` comment.
    @Test func timingCurveWithANegativeY() {
        let (reply, curve) = RealWorldCorpus.read("swiftui", "Animations.swift", Self.davidFile, at: 1)
        #expect(reply.contains("line 7"), "\(reply)")
        RealWorldCorpus.expectBezier(curve, [0.9, -0.05, 0.66, 0.59])
    }

    /// riteshpakala/David, the same file: an interpolating spring over three lines with an
    /// initial velocity (mass 1).
    @Test func interpolatingSpringOverThreeLines() {
        let curve = RealWorldCorpus.read("swiftui", "Animations.swift", Self.davidFile, at: 2).curve
        RealWorldCorpus.expectMotion(curve, mass: 1, stiffness: 300, damping: 30, velocity: 10)
    }

    /// FengyuanWorldMedia/SwiftUITraining source/16-01-source/AnimationTest/AnimationTest/InterpolatingSpringTest.swift
    /// @ c521981e795ec900e1b7521cdd7d32f1cd659d62: `.animation(.interpolatingSpring(…), value:)`
    /// on a button in a view's body, a very soft spring (k = 1) with a large initial velocity.
    @Test func interpolatingSpringInAnAnimationModifier() {
        let file = """
            import SwiftUI

            struct TiltButton: View {
                @State private var angle: Double = 0

                var body: some View {
                    Button("Tilt") {
                        angle += 30
                    }
                    .padding()
                    .rotationEffect(.degrees(angle))
                    .animation(.interpolatingSpring(mass: 1, stiffness: 1, damping: 0.8, initialVelocity: 10), value: angle)
                }
            }
            """
        RealWorldCorpus.expectMotion(
            RealWorldCorpus.read("swiftui", "TiltButton.swift", file).curve, mass: 1, stiffness: 1, damping: 0.8, velocity: 10)
    }

    /// luannguyen252/my-swift-journey …/SwiftUI-Animation-Foundations/Section6/DampingSpringAnimation.swift
    /// @ 49a8b677f61112f531f48b4ac96ab2c2ceb1d294: `Animation.interpolatingSpring(…)` followed
    /// by `.repeatForever(autoreverses: false)` inside `.animation(…)` in a ZStack.
    @Test func interpolatingSpringRepeatedForever() {
        let file = """
            import SwiftUI

            struct BouncingBall: View {
                @State private var drop = false

                var body: some View {
                    ZStack {
                        Circle()
                            .offset(y: drop ? 0 : 40)
                            .animation(Animation.interpolatingSpring(mass: 1, stiffness: 600, damping: 20, initialVelocity: 4).repeatForever(autoreverses: false))
                            .onAppear() {
                                drop.toggle()
                            }
                    }
                }
            }
            """
        RealWorldCorpus.expectMotion(
            RealWorldCorpus.read("swiftui", "BouncingBall.swift", file).curve, mass: 1, stiffness: 600, damping: 20, velocity: 4)
    }

    /// luannguyen252/my-swift-journey …/SwiftUI-Animation-Foundations/Section6/SpringAnimationParameters.swift
    /// @ 49a8b677f61112f531f48b4ac96ab2c2ceb1d294: the same form with a mass below 1.
    @Test func interpolatingSpringWithALightMass() {
        let file = """
            import SwiftUI

            struct LightBall: View {
                @State private var drop = false
                var body: some View {
                    Circle()
                        .offset(y: drop ? 0 : 40)
                        .animation(Animation.interpolatingSpring(mass: 0.7, stiffness: 200, damping: 5, initialVelocity: 4).repeatForever(autoreverses: false))
                }
            }
            """
        RealWorldCorpus.expectMotion(
            RealWorldCorpus.read("swiftui", "LightBall.swift", file).curve, mass: 0.7, stiffness: 200, damping: 5, velocity: 4)
    }

    /// DavidBalazic/nBolha nBolha/nBolha/nchain-ui-lib-ios/Sources/NChainUI/Extensions/Animation+Extensions.swift
    /// @ 4d244abd7d08754d691bb05f51a90eb062082daf: `return .smooth(duration: 0.3)` in a
    /// computed property: bounce 0 (Apple's Animation.smooth(duration:extraBounce:) page).
    @Test func smoothWithADurationAfterReturn() {
        let file = """
            import SwiftUI

            extension Animation {
                public static var quickEase: Animation {
                    return .smooth(duration: 0.3)
                }
            }
            """
        RealWorldCorpus.expectPerceptual(
            RealWorldCorpus.read("swiftui", "Animation+Extensions.swift", file).curve, duration: 0.3, bounce: 0)
    }

    /// SurajMobileDeveloper/Airbnb Airbnb/Extension/Extensions.swift @ 21cbac5ab9eb094db6e0156155e9ebfc3d5b52b9:
    /// a project constant named `snappy`, like the iOS 17 preset, whose value is a response
    /// spring: the value is read, not the preset the name recalls.
    @Test func aConstantNamedLikeAPresetIsItsValue() {
        let file = """
            import SwiftUI


            extension Animation {
                static let snappy = Animation.spring(response: 0.3, dampingFraction: 0.5, blendDuration: 0.5)
            }
            """
        RealWorldCorpus.expectResponse(RealWorldCorpus.read("swiftui", "Extensions.swift", file).curve, response: 0.3, dampingFraction: 0.5)
    }

    /// scheuringtamas/100-Days-Of-SwiftUI Animations/Animations/ExplicitAnimations.swift
    /// @ ea34c842df0e645605f0876f61b4dc45356457e3: `withAnimation(.spring(duration: 1, bounce: 0.5)) {`
    /// in a button's action, then modifiers and a #Preview.
    @Test func withAnimationDurationBounceInAButton() {
        let file = """
            import SwiftUI

            struct SpinButton: View {
                @State private var turns = 0.0

                var body: some View {
                    Button("Spin") {
                        withAnimation(.spring(duration: 1, bounce: 0.5)) {
                            turns += 360
                        }
                    }
                    .padding(40)
                    .rotation3DEffect(.degrees(turns), axis: (x: 0, y: 1, z: 0))
                }
            }

            #Preview {
                SpinButton()
            }
            """
        RealWorldCorpus.expectPerceptual(RealWorldCorpus.read("swiftui", "SpinButton.swift", file).curve, duration: 1, bounce: 0.5)
    }

    /// luannguyen252/my-swift-journey …/SwiftUI-Animation-Foundations/Section6/StiffnessSpringAnimation.swift
    /// @ 49a8b677f61112f531f48b4ac96ab2c2ceb1d294: a stiff, lightly damped interpolating spring
    /// (k = 600, c = 5) among images in a ZStack, with a PreviewProvider after the view.
    @Test func stiffLightlyDampedInterpolatingSpring() {
        let file = """
            import SwiftUI

            struct StiffBall: View {
                @State private var drop = false
                var body: some View {
                    ZStack {
                        Image(systemName: "circle.fill")
                            .offset(y: drop ? 0 : 40)
                            .animation(Animation.interpolatingSpring(mass: 1, stiffness: 600, damping: 5, initialVelocity: 4).repeatForever(autoreverses: false))
                            .onAppear() { drop.toggle() }
                    }
                }
            }

            struct StiffBall_Previews: PreviewProvider {
                static var previews: some View { StiffBall() }
            }
            """
        RealWorldCorpus.expectMotion(
            RealWorldCorpus.read("swiftui", "StiffBall.swift", file).curve, mass: 1, stiffness: 600, damping: 5, velocity: 4)
    }
    /// AndreyVZav/Paul_Hadson32_42 Animations/Animations/ContentViewww15.swift
    /// @ 0870e49a29d4ed81094153d9d1605171d50f694c: `withAnimation(.bouncy)` in a drag gesture's
    /// onEnded, and the same preset in a commented-out `.animation` line below: .bouncy is
    /// duration 0.5, bounce 0.3 (Apple's Animation.bouncy page), and the comment is not a
    /// second definition.
    @Test func bouncyInAGestureBesideACommentedOutLine() {
        let file = """
            import SwiftUI

            struct DragCard: View {
                @State private var dragAmount = CGSize.zero

                var body: some View {
                    LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
                        .frame(width: 280, height: 180)
                        .offset(dragAmount)
                        .gesture(
                            DragGesture()
                                .onChanged { dragAmount = $0.translation }
                                .onEnded { _ in
                                    withAnimation(.bouncy) {
                                        dragAmount = .zero
                                    }
                                }
                        )
                        // .animation(.bouncy, value: dragAmount)
                }
            }
            """
        let (reply, curve) = RealWorldCorpus.read("swiftui", "DragCard.swift", file)
        #expect(reply.contains("took line 14") && !reply.contains("of 2"), "\(reply)")
        RealWorldCorpus.expectPerceptual(curve, duration: 0.5, bounce: 0.3)
    }

    /// chingizagha/iOS_SwiftUI_2 Project6/Project6/AnimatingGestures.swift @ 856b41722a716c6ae0e284273a3e120435091764:
    /// the same gesture with `.gesture (` spaced from its parenthesis and the commented-out
    /// modifier written without a space after the slashes.
    @Test func bouncyInAGestureWithASpacedParenthesis() {
        let file = """
            import SwiftUI

            struct GestureCard: View {
                @State private var offset = CGSize.zero
                var body: some View {
                    RoundedRectangle(cornerRadius: 12)
                        .offset(offset)
                        .gesture (
                            DragGesture()
                                .onChanged { offset = $0.translation }
                                .onEnded { _ in
                                    withAnimation(.bouncy) {
                                        offset = .zero
                                    }
                                }
                        )
                        //.animation(.bouncy, value: offset)
                }
            }
            """
        RealWorldCorpus.expectPerceptual(RealWorldCorpus.read("swiftui", "GestureCard.swift", file).curve, duration: 0.5, bounce: 0.3)
    }

    static let dragFile = """
        import SwiftUI

        struct DragView: View {
            @State private var dragAmount = CGSize.zero

            var body: some View {
                RoundedRectangle(cornerRadius: 16)
                    .offset(dragAmount)
                    //.animation(.spring(), value: dragAmount)
                    .gesture(
                        DragGesture()
                            .onChanged({ value in
                                withAnimation(.spring()){
                                    dragAmount = value.translation
                                }
                            })
                            .onEnded({ _ in
                                withAnimation(.easeOut(duration: 3)){
                                    dragAmount = .zero
                                }
                            })
                    )
            }
        }
        """

    /// itzrilly/TestAnimation TestAnimation/ContentView.swift @ b611e6546e50ba412b9a72c458654e0b4b87d882:
    /// a spring while dragging and an ease-out on release, each `withAnimation(…){` without a
    /// space before its brace, inside closures passed in parentheses; a commented-out modifier
    /// above them. `.spring()` is response 0.5, damping fraction 0.825 (Apple's
    /// spring(response:dampingFraction:blendDuration:) defaults); `.easeOut` is (0, 0, 0.58, 1).
    @Test func springWhileDraggingAndEaseOutOnRelease() {
        let (reply, spring) = RealWorldCorpus.read("swiftui", "DragView.swift", Self.dragFile, at: 1)
        #expect(reply.contains("1 of 2") && reply.contains("line 13"), "\(reply)")
        RealWorldCorpus.expectResponse(spring, response: 0.5, dampingFraction: 0.825)
        RealWorldCorpus.expectBezier(RealWorldCorpus.read("swiftui", "DragView.swift", Self.dragFile, at: 2).curve, [0, 0, 0.58, 1])
    }
}
