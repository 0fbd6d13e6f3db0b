extension RecordedMotionSetGenerator {
    /// 40 motions on ten pages for the seventh held-out set (Tests/RecordedMotionHeldOut7), ten of
    /// them filmed (Tests/RecordedScreencastHeldOut7, ``heldOut7Filmed``). New in its motions as
    /// the fifth and sixth are (``newMotionsFrom``), and new in its curves where curves are left:
    /// six timing functions no earlier set played under any of their names (Compose's
    /// `EaseInCirc`, `EaseInExpo`, `EaseInQuad`, `EaseInQuint`, `EaseOutCirc` and `EaseOutQuad`;
    /// each within 1.5 % of a curve played under another name) and four springs no earlier set
    /// played nor nearly played (Material's `fast-effects`, 150 ms; Android's medium-bouncy
    /// `SpringForce` at high stiffness, 127 ms, and at very low stiffness, 1796 ms; Compose's
    /// high-bouncy `spring` at medium-low stiffness, 1652 ms), the rest mostly among the least
    /// played, no two within 1.5 % of each other. Every platform's named set (Lottie names none):
    /// CSS, UIKit, SwiftUI, Compose, Android, Material, Flutter, Motion, GSAP and Penner's, each
    /// curve once (UIKit's timing functions are CSS's: the five are split between them), eight
    /// springs played over their settling time. Durations no earlier set used
    /// (``widerDurationsFrom``: none a multiple of 5 ms; timing functions at 137–2143 ms, six of
    /// them 1500 ms or more and five 200 ms or less; springs settling in 127–1796 ms); travels
    /// of 170, 630, 210 and 690 px (outside the 240–600 px the earlier sets moved), each page
    /// starting one further on in them; delays of 45 ms (quiet pages), 175 ms (busy ones) and
    /// 105 ms (slow ones); busy pages throttled 4× at 60 fps and 6× at 30 fps, burning on
    /// another stride (9). One kind of page no earlier set had: a slow device at rest (pages 9
    /// and 10, one at 60 fps logging before the motion, one at 30 fps logging from the call):
    /// Chromium's main thread throttled 4×, with no bursts of work. The boxes played in turn as
    /// `@keyframes`, transitions and `Element.animate`, the turns starting one further on than
    /// the sixth set's.
    static let heldOut7Travels = [170, 630, 210, 690]
    static let heldOut7Pages: [Page] = {
        let turns: [[Mechanism]] = [
            [.keyframes, .transition, .animate], [.transition, .animate, .keyframes], [.animate, .keyframes, .transition],
        ]
        enum Kind { case quiet, busy, slow }
        func page(_ index: Int, _ fps: Int, _ kind: Kind, fromCall: Bool, _ curves: [(String, Double?)]) -> Page {
            let shift = index % heldOut7Travels.count
            let (delay, throttle): (Double, Double) =
                switch kind {
                case .quiet: (45, 1)
                case .busy: (175, fps == 60 ? 4 : 6)
                case .slow: (105, 4)
                }
            return Page(
                fps: fps, busy: kind == .busy, fromCall: fromCall, curves: curves, delay: delay,
                travels: Array(heldOut7Travels[shift...] + heldOut7Travels[..<shift]), burnStride: 9,
                mechanisms: turns[index % turns.count], throttle: throttle)
        }
        let android = "android SpringForce().setDampingRatio(SpringForce.DAMPING_RATIO_MEDIUM_BOUNCY).setStiffness(SpringForce."
        return [
            page(
                0, 60, .quiet, fromCall: false,
                [
                    ("compose EaseInCirc", 1537), ("flutter Curves.easeInToLinear", 734), (android + "STIFFNESS_HIGH)", nil),
                    ("css ease-out", 137),
                ]),
            page(
                1, 60, .busy, fromCall: false,
                [
                    ("gsap expo.inOut", 1618), ("uikit CAMediaTimingFunction(name: .default)", 421),
                    ("compose spring(dampingRatio = Spring.DampingRatioHighBouncy, stiffness = Spring.StiffnessMediumLow)", nil),
                    ("material standard-decelerate", 173),
                ]),
            page(
                2, 60, .quiet, fromCall: true,
                [
                    ("flutter Curves.elasticOut", 2071), ("compose EaseOutQuad", 167), ("swiftui .spring", nil), ("motion backOut", 543),
                ]),
            page(
                3, 60, .busy, fromCall: true,
                [
                    ("bounce-in-out", 2143), ("android md.sys.motion.easing.emphasized", 677), ("css linear", 457),
                    ("compose EaseInExpo", 906),
                ]),
            page(
                4, 30, .quiet, fromCall: false,
                [
                    ("flutter Curves.easeInOutQuart", 1711), ("material slow-spatial", nil), ("gsap back.in", 197),
                    ("compose EaseInQuint", 1174),
                ]),
            page(
                5, 30, .busy, fromCall: false,
                [
                    ("gsap elastic.in", 1869), ("uikit CASpringAnimation()", nil), ("css ease-in", 283),
                    ("flutter Curves.easeOutQuart", 1058),
                ]),
            page(
                6, 30, .quiet, fromCall: true,
                [
                    ("motion backInOut", 1262), ("swiftui .default", nil), ("compose EaseOutCirc", 447), ("sine-in-out", 353),
                ]),
            page(
                7, 30, .busy, fromCall: true,
                [
                    ("expo-out", 1429), ("uikit CAMediaTimingFunction(name: .easeInEaseOut)", 562), ("material emphasized-accelerate", 641),
                    ("gsap power3.inOut", 1348),
                ]),
            page(
                8, 60, .slow, fromCall: false,
                [
                    ("material fast-effects", nil), ("swiftui .circularEaseInOut", 973), ("quart-out", 187), ("motion anticipate", 1187),
                ]),
            page(
                9, 30, .slow, fromCall: true,
                [
                    (android + "STIFFNESS_VERY_LOW)", nil), ("compose EaseInQuad", 533), ("android OvershootInterpolator()", 769),
                    ("flutter Curves.easeOutSine", 382),
                ]),
        ]
    }()

    /// The motions of the seventh set that its screencast set films, by number: ten, one from
    /// each page and one of each platform's named set, four of them springs, in every mechanism,
    /// 187–1869 ms (none under 200 ms at 30 fps, where a clip of it would hold about 6 frames).
    static let heldOut7Filmed = [2, 7, 11, 15, 18, 21, 25, 30, 35, 37]
}
