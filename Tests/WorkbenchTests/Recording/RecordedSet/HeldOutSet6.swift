extension RecordedMotionSetGenerator {
    /// 40 motions on eight pages for the sixth held-out set (Tests/RecordedMotionHeldOut6), ten of
    /// them filmed (Tests/RecordedScreencastHeldOut6, ``heldOut6Filmed``). New in its motions as
    /// the fifth is (``newMotionsFrom``), and new in its curves where curves are left: six timing
    /// functions no earlier set played under any of their names (Compose's `EaseInQuart`,
    /// `EaseOutQuart`, `EaseInOutExpo` and `EaseInOutSine`, Flutter's `easeInOutQuad` and
    /// `easeOutQuint`; each within 1.5 % of a curve played under another name), the rest mostly
    /// among the least played, no two within 1.5 % of each other. Every platform's named set
    /// (Lottie names none): CSS, UIKit, SwiftUI, Compose, Android, Material, Flutter, Motion, GSAP
    /// and Penner's, each curve once (UIKit's timing functions are CSS's: the five are split
    /// between them), a spring on every page; durations no earlier set used (none a multiple of 5
    /// ms, 161–1493 ms); travels of 430, 260, 510 and 350 px; delays of 60 ms (quiet pages) and 230
    /// ms (busy ones); busy pages throttled 4× at 60 fps and 6× at 30 fps (a slower device) and
    /// burning on another stride (8); the boxes played in turn as `Element.animate`, `@keyframes`
    /// and transitions, the turns starting one further on than the fifth set's.
    static let heldOut6Travels = [430, 260, 510, 350]
    static let heldOut6Pages: [Page] = {
        let turns: [[Mechanism]] = [
            [.animate, .keyframes, .transition], [.keyframes, .transition, .animate], [.transition, .animate, .keyframes],
        ]
        func page(_ index: Int, _ fps: Int, busy: Bool, fromCall: Bool, _ curves: [(String, Double?)]) -> Page {
            Page(
                fps: fps, busy: busy, fromCall: fromCall, curves: curves, delay: busy ? 230 : 60, travels: heldOut6Travels, burnStride: 8,
                mechanisms: turns[index % turns.count], throttle: busy ? (fps == 60 ? 4 : 6) : 1)
        }
        return [
            page(
                0, 60, busy: false, fromCall: false,
                [
                    ("css ease", 404), ("compose EaseInQuart", 688), ("swiftui .spring", nil), ("flutter Curves.easeInBack", 547),
                    ("gsap power4.inOut", 1106),
                ]),
            page(
                1, 60, busy: true, fromCall: false,
                [
                    ("uikit CAMediaTimingFunction(name: .easeIn)", 293), ("android AnticipateOvershootInterpolator()", 818),
                    ("material slow-effects", nil), ("motion circIn", 449), ("cubic-out", 161),
                ]),
            page(
                2, 60, busy: false, fromCall: true,
                [
                    ("compose EaseOutQuart", 1239), ("flutter Curves.elasticInOut", 1493), ("gsap bounce.inOut", 952),
                    (
                        "android SpringForce().setDampingRatio(SpringForce.DAMPING_RATIO_HIGH_BOUNCY).setStiffness(SpringForce.STIFFNESS_MEDIUM)",
                        nil
                    ),
                    ("swiftui .circularEaseOut", 212),
                ]),
            page(
                3, 60, busy: true, fromCall: true,
                [
                    ("material legacy-decelerate", 357), ("motion backInOut", 749), ("uikit CASpringAnimation()", nil), ("expo-in", 623),
                    ("flutter Curves.easeInOutQuad", 268),
                ]),
            page(
                4, 30, busy: false, fromCall: false,
                [
                    ("css ease-in-out", 857), ("compose EaseInOutExpo", 1013), ("material expressive-default-spatial", nil),
                    ("android AnticipateInterpolator()", 596), ("gsap back.out", 378),
                ]),
            page(
                5, 30, busy: true, fromCall: false,
                [
                    ("swiftui .circularEaseInOut", 717), ("flutter Curves.slowMiddle", 1322),
                    ("compose spring(dampingRatio = Spring.DampingRatioLowBouncy, stiffness = Spring.StiffnessMediumLow)", nil),
                    ("motion anticipate", 904), ("gsap power4.in", 496),
                ]),
            page(
                6, 30, busy: false, fromCall: true,
                [
                    ("uikit CAMediaTimingFunction(name: .linear)", 244), ("elastic-in-out", 1417), ("swiftui .interactiveSpring", nil),
                    ("compose EaseInOutSine", 518), ("android BounceInterpolator()", 783),
                ]),
            page(
                7, 30, busy: true, fromCall: true,
                [
                    ("css ease-out", 426), ("flutter Curves.easeOutQuint", 651), ("motion backIn", 569), ("swiftui .default", nil),
                    ("material standard-accelerate", 178),
                ]),
        ]
    }()

    /// The motions of the sixth set that its screencast set films, by number: ten, one of each
    /// platform's named set, at least one on each page, two of them springs, in every mechanism.
    static let heldOut6Filmed = [1, 7, 12, 16, 18, 25, 26, 28, 32, 38]
}
