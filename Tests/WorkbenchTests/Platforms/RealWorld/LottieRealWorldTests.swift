import Foundation
import Testing

@testable import Workbench

/// Lottie files as After Effects (bodymovin) and hand-written examples hold them. A keyframe's
/// easing is `cubic-bezier(o.x, o.y, i.x, i.y)` (lottie-web player/js/utils/PropertyFactory.js
/// `interpolateValue`, through BezierFactory.getBezierEasing); a property with several
/// keyframes moves from each value to the next paced by that keyframe's easing, read as
/// progress from its first value to its last (``RealWorldCorpus/lottieProperty(times:values:easings:)``).
/// Each file here keeps the original's layout around the property: the composition's header,
/// the layer, its transform `ks` or its shape items.
@Suite("Real world: Lottie")
struct LottieRealWorldTests {
    /// LottieFiles/lottie-docs docs/static/examples/3d_layers_animation.json @ 960b404c2e1147e1d4024caa417eadddc9145319:
    /// a 3D layer rotating on two axes, handles as one-element arrays, one overshooting
    /// (i.y 1.121); its position with plain-number handles.
    static let rotations = """
        {
          "v": "5.7.1", "ip": 0, "op": 120, "fr": 60, "w": 512, "h": 512, "ddd": 1,
          "layers": [
            {
              "ddd": 1, "ty": 4, "ind": 0, "ip": 0, "op": 120, "st": 0,
              "ks": {
                "rx": {"a": 1, "k": [{"i": {"x": [0.302], "y": [1.121]}, "o": {"x": [0.411], "y": [0]}, "t": 0, "s": [0]}, {"t": 75, "s": [180]}]},
                "ry": {"a": 1, "k": [{"i": {"x": [0.288], "y": [1]}, "o": {"x": [0.685], "y": [0]}, "t": 0, "s": [0]}, {"t": 60, "s": [-180]}]},
                "p": {"a": 1, "k": [{"i": {"x": 0.667, "y": 1}, "o": {"x": 0.333, "y": 0}, "t": 0, "s": [120, 256, 0]}, {"t": 75, "s": [400, 256, 200]}]}
              },
              "shapes": []
            }
          ]
        }
        """

    @Test func overshootingRotationKeyframe() {
        RealWorldCorpus.expectFileBezier("lottie", "3d_layers_animation.json", Self.rotations, line: 7, 0.411, 0, 0.302, 1.121)
    }

    @Test func secondAxisRotationKeyframe() {
        RealWorldCorpus.expectFileBezier("lottie", "3d_layers_animation.json", Self.rotations, at: 2, line: 8, 0.685, 0, 0.288, 1)
    }

    @Test func plainNumberHandles() {
        RealWorldCorpus.expectFileBezier("lottie", "3d_layers_animation.json", Self.rotations, at: 3, line: 9, 0.333, 0, 0.667, 1)
    }

    /// LottieFiles/lottie-docs docs/static/examples/easing.json @ 960b404c2e1147e1d4024caa417eadddc9145319:
    /// a position going out and back (65 → 447 → 65 in x, y staying at 65): it ends where it
    /// starts, so the property is read whole as its x values (lottie-web plays both segments,
    /// not the first keyframe's alone); y does not move, so its handles change nothing.
    @Test func outAndBackPropertyIsReadWhole() {
        let file = """
            {
              "v": "5.7.1", "ip": 0, "op": 180, "fr": 60, "w": 512, "h": 512,
              "layers": [
                {
                  "ddd": 0, "ty": 4, "ind": 0, "st": 0, "ip": 0, "op": 180, "nm": "Layer",
                  "ks": {
                    "p": {
                      "a": 1,
                      "k": [
                        {"t": 0, "s": [65, 65], "h": 0, "o": {"x": [0.33, 0.33], "y": [0, 0]}, "i": {"x": [0.67, 0.67], "y": [1, 1]}},
                        {"t": 90, "s": [447, 65], "h": 0, "o": {"x": [0.33, 0.33], "y": [0, 0]}, "i": {"x": [0.67, 0.67], "y": [1, 1]}},
                        {"t": 180, "s": [65, 65]}
                      ]
                    }
                  }
                }
              ]
            }
            """
        let (reply, curve) = RealWorldCorpus.read("lottie", "easing.json", file)
        #expect(reply.contains("took line 7 "), "\(reply)")
        #expect(reply.contains("end where they start"), "\(reply)")
        RealWorldCorpus.expectValues(
            curve,
            RealWorldCorpus.lottieValue(times: [0, 90, 180], values: [65, 447, 65], easings: [[0.33, 0, 0.67, 1], [0.33, 0, 0.67, 1]]))
    }

    /// LottieFiles/lottie-docs docs/static/examples/bouncy_ball.json @ 960b404c2e1147e1d4024caa417eadddc9145319:
    /// a squash on landing, scale 100 → 136/59 → 100 over ten frames with linear handles
    /// (o 0, i 1: the identity). y squashes as x stretches, in step (59 is as far below 100 as
    /// the same share of the move): one curve, the x values themselves.
    @Test func linearHandlesOfASquash() {
        let file = """
            {"v": "5.7.1", "ip": 0, "op": 120, "fr": 60, "w": 512, "h": 512, "layers": [{"ty": 4, "ip": 0, "op": 120, "st": 0, "ks": {}, "shapes": [{"ty": "gr", "it": [
              {"ty": "tr", "s": {"a": 1, "k": [
                {"t": 55, "s": [100, 100], "h": 0, "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}},
                {"t": 60, "s": [136, 59], "h": 0, "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}},
                {"t": 65, "s": [100, 100]}
              ]}}
            ]}]}]}
            """
        let (reply, curve) = RealWorldCorpus.read("lottie", "bouncy_ball.json", file)
        #expect(reply.contains("took line 2 "), "\(reply)")
        RealWorldCorpus.expectValues(curve) { x in x <= 0.5 ? 100 + 36 * (x / 0.5) : 136 - 36 * ((x - 0.5) / 0.5) }
    }

    /// Samsung/rlottie example/resource/done.json @ 34465a9e93c38af9a5287ad28400bb932c1a2a92:
    /// bodymovin 4 keyframes with `n` names and `e` end values, the last keyframe only a time;
    /// the scale overshoots to 120 and settles at 100.
    @Test func overshootingScaleProperty() {
        let file = """
            {"v":"4.8.0","fr":25,"ip":0,"op":60,"w":100,"h":100,"layers":[{"ddd":0,"ind":0,"ty":4,"nm":"check","ks":{
            "o":{"a":0,"k":100,"ix":11},
            "s":{"a":1,"k":[
            {"i":{"x":[0.667,0.667,0.667],"y":[1,1,1]},"o":{"x":[0.333,0.333,0.333],"y":[0,0,0]},"n":["0p667_1_0p333_0","0p667_1_0p333_0","0p667_1_0p333_0"],"t":33,"s":[0,0,100],"e":[120,120,100]},
            {"i":{"x":[0.667,0.667,0.667],"y":[1,1,1]},"o":{"x":[0.333,0.333,0.333],"y":[0,0,0]},"n":["0p667_1_0p333_0","0p667_1_0p333_0","0p667_1_0p333_0"],"t":46,"s":[120,120,100],"e":[100,100,100]},
            {"t":52.0000021180034}],"ix":6}},"ip":0,"op":60,"st":0}]}
            """
        let curve = RealWorldCorpus.read("lottie", "done.json", file).curve
        RealWorldCorpus.expectValues(
            curve,
            RealWorldCorpus.lottieProperty(
                times: [33, 46, 52.0000021180034], values: [0, 120, 100], easings: [[0.333, 0, 0.667, 1], [0.333, 0, 0.667, 1]]))
    }

    /// Samsung/rlottie example/resource/loader_4.json @ 34465a9e93c38af9a5287ad28400bb932c1a2a92:
    /// a trim path's start, 0 → 20, held at 20 by a segment between equal values, then 40,
    /// each segment with its own handles.
    @Test func trimStartWithAFlatMiddle() {
        let file = """
            {"v":"4.8.0","fr":30,"ip":0,"op":36,"w":80,"h":80,"layers":[{"ty":4,"nm":"ring","ks":{},"shapes":[
            {"ty":"st","c":{"a":0,"k":[1,1,1,1]},"w":{"a":0,"k":4}},
            {"ty":"tm","s":{"a":1,"k":[
              {"i":{"x":[0],"y":[1]},"o":{"x":[0.167],"y":[0.167]},"n":["0_1_0p167_0p167"],"t":5.834,"s":[0],"e":[20]},
              {"i":{"x":[0.833],"y":[0.833]},"o":{"x":[0.167],"y":[0.167]},"n":["0p833_0p833_0p167_0p167"],"t":17.11,"s":[20],"e":[20]},
              {"i":{"x":[0.611],"y":[1]},"o":{"x":[0.167],"y":[0.167]},"n":["0p611_1_0p167_0p167"],"t":23.334,"s":[20],"e":[40]},
              {"t":35.0000014255792}],"ix":1},
             "e":{"a":0,"k":100},"o":{"a":0,"k":0},"m":1}
            ],"ip":0,"op":36,"st":0}]}
            """
        let curve = RealWorldCorpus.read("lottie", "loader_4.json", file).curve
        RealWorldCorpus.expectValues(
            curve,
            RealWorldCorpus.lottieProperty(
                times: [5.834, 17.11, 23.334, 35.0000014255792], values: [0, 20, 20, 40],
                easings: [[0.167, 0.167, 0, 1], [0.167, 0.167, 0.833, 0.833], [0.167, 0.167, 0.611, 1]]))
    }

    /// Samsung/rlottie example/resource/polystar_anim.json @ 34465a9e93c38af9a5287ad28400bb932c1a2a92:
    /// a star's point count 5 → 11 → 15 with After Effects' default "easy ease"-free handles
    /// (0.167/0.833).
    @Test func starPointsProperty() {
        let file = """
            {"v":"5.1.7","fr":30,"ip":0,"op":147,"w":400,"h":400,"layers":[{"ty":4,"nm":"star","ks":{},"shapes":[
            {"ty":"sr","sy":1,"d":1,
             "pt":{"a":1,"k":[{"i":{"x":[0.833],"y":[0.833]},"o":{"x":[0.167],"y":[0.167]},"n":["0p833_0p833_0p167_0p167"],"t":0,"s":[5],"e":[11]},{"i":{"x":[0.833],"y":[0.833]},"o":{"x":[0.167],"y":[0.167]},"n":["0p833_0p833_0p167_0p167"],"t":90,"s":[11],"e":[15]},{"t":146.000005946702}],"ix":3},
             "p":{"a":0,"k":[0,0],"ix":4}}
            ]}]}
            """
        let curve = RealWorldCorpus.read("lottie", "polystar_anim.json", file).curve
        RealWorldCorpus.expectValues(
            curve,
            RealWorldCorpus.lottieProperty(
                times: [0, 90, 146.000005946702], values: [5, 11, 15],
                easings: [[0.167, 0.167, 0.833, 0.833], [0.167, 0.167, 0.833, 0.833]]))
    }

    /// Samsung/rlottie example/resource/abstract_circle.json @ 34465a9e93c38af9a5287ad28400bb932c1a2a92:
    /// an opacity cut over two frames, then a repeater count going 0 → 18 → 0 whose first
    /// handle has o.y = 2.692 (an overshoot far above 1).
    static let abstractCircle = """
        {"v":"4.8.0","fr":24,"ip":0,"op":50,"w":200,"h":200,"layers":[{"ty":4,"nm":"circle",
        "ks":{"o":{"a":1,"k":[{"i":{"x":[0.833],"y":[0.833]},"o":{"x":[0.167],"y":[0.167]},"n":["0p833_0p833_0p167_0p167"],"t":49,"s":[100],"e":[0]},{"t":51}],"ix":11}},
        "shapes":[{"ty":"rp",
        "c":{"a":1,"k":[{"i":{"x":[0.99],"y":[0.985]},"o":{"x":[1],"y":[2.692]},"n":["0p99_0p985_1_2p692"],"t":0,"s":[0],"e":[18]},{"i":{"x":[0.833],"y":[0.288]},"o":{"x":[0.01],"y":[-0.02]},"n":["0p833_0p288_0p01_-0p02"],"t":21,"s":[18],"e":[0]},{"t":49.2001953125}],"ix":1}}]}]}
        """

    @Test func twoFrameOpacityCut() {
        RealWorldCorpus.expectFileBezier("lottie", "abstract_circle.json", Self.abstractCircle, line: 2, 0.167, 0.167, 0.833, 0.833)
    }

    @Test func handleFarAboveOne() {
        // The repeater's count goes 0 → 18 → 0: read whole, as the counts themselves.
        let (reply, curve) = RealWorldCorpus.read("lottie", "abstract_circle.json", Self.abstractCircle, at: 2)
        #expect(reply.contains("took line 4 "), "\(reply)")
        RealWorldCorpus.expectValues(
            curve,
            RealWorldCorpus.lottieValue(
                times: [0, 21, 49.2001953125], values: [0, 18, 0], easings: [[1, 2.692, 0.99, 0.985], [0.01, -0.02, 0.833, 0.288]]))
    }

    /// airbnb/lottie-web test/animations/banner.json @ bede03d25d232826e0c9dca1733d542d8a7754fb:
    /// a bodymovin 4.8 opacity fade (0 → 100) beside a shape whose first keyframe is a hold
    /// (`"h": 1`) on a path value, not a number.
    static let banner = """
        {"v":"4.8.0","fr":25,"ip":0,"op":150,"w":300,"h":250,"assets":[{"id":"comp_0","layers":[
        {"ind":1,"ty":4,"nm":"text","ks":{"o":{"a":1,"k":[{"i":{"x":[0.667],"y":[1]},"o":{"x":[0.333],"y":[0]},"n":["0p667_1_0p333_0"],"t":70,"s":[0],"e":[100]},{"t":89}]}}},
        {"ind":2,"ty":4,"nm":"sweep","ks":{},"shapes":[{"ty":"gr","it":[{"ty":"sh","ks":{"a":1,"k":[
          {"t":102,"s":[{"i":[[0,0],[0,0]],"o":[[0,0],[0,0]],"v":[[49.32,-141.487],[24.854,-157.743]],"c":true}],"h":1},
          {"i":{"x":0.667,"y":1},"o":{"x":0.143,"y":1},"n":"0p667_1_0p143_1","t":103,"s":[{"i":[[0,0],[0,0]],"o":[[0,0],[0,0]],"v":[[29.82,-15.487],[5.354,-31.743]],"c":true}],"e":[{"i":[[0,0],[0,0]],"o":[[0,0],[0,0]],"v":[[16.57,-3.737],[3.104,-12.743]],"c":true}]},
          {"t":137}]}}]}]}
        ]}]}
        """

    @Test func bodymovin4Fade() {
        RealWorldCorpus.expectFileBezier("lottie", "banner.json", Self.banner, line: 2, 0.333, 0, 0.667, 1)
    }

    /// The shape's eased keyframe is a timing curve of its own (the morph's pacing); the hold
    /// before it, on a path value, is not read as a number.
    @Test func easedKeyframeOfAShapeAfterAHold() {
        RealWorldCorpus.expectFileBezier("lottie", "banner.json", Self.banner, at: 2, line: 5, 0.143, 1, 0.667, 1)
    }

    /// Samsung/rlottie example/resource/bounching_ball.json @ 34465a9e93c38af9a5287ad28400bb932c1a2a92:
    /// a separated y position falling and rising (372.934 → 910.934, a flat contact, back up):
    /// its fall, an ease-in that ends steep (i 0.96, 0.317), its contact and its rise, read
    /// whole as the positions themselves, since it ends where it starts.
    @Test func separatedPositionFallAndRise() {
        let file = """
            {"v":"5.1.20","fr":30,"ip":0,"op":31,"w":1080,"h":1080,"assets":[{"id":"comp_0","layers":[{"ddd":0,"ind":1,"ty":4,"nm":"ball",
            "ks":{"p":{"s":true,
              "x":{"a":0,"k":540},
              "y":{"a":1,"k":[
                {"i":{"x":[0.96],"y":[0.317]},"o":{"x":[0.453],"y":[0]},"n":["0p96_0p317_0p453_0"],"t":0,"s":[372.934],"e":[910.934]},
                {"i":{"x":[0.491],"y":[0.491]},"o":{"x":[0.405],"y":[0.405]},"n":["0p491_0p491_0p405_0p405"],"t":14,"s":[910.934],"e":[910.934]},
                {"i":{"x":[0.328],"y":[1]},"o":{"x":[0.02],"y":[0.674]},"n":["0p328_1_0p02_0p674"],"t":16,"s":[910.934],"e":[372.934]},
                {"t":30}]}}}}]}]}
            """
        let (reply, curve) = RealWorldCorpus.read("lottie", "bounching_ball.json", file)
        #expect(reply.contains("took line 4 "), "\(reply)")
        RealWorldCorpus.expectValues(
            curve,
            RealWorldCorpus.lottieValue(
                times: [0, 14, 16, 30], values: [372.934, 910.934, 910.934, 372.934],
                easings: [[0.453, 0, 0.96, 0.317], [0.405, 0.405, 0.491, 0.491], [0.02, 0.674, 0.328, 1]]))
    }

    /// airbnb/lottie-android LotteSample/src/main/assets/Scale_02.json @ c25a73c796dd18508f1ffe6d8bb5674adc710606:
    /// bodymovin 4.3, before the `"a"` flag: an animated property is only `"k"` holding
    /// keyframes, each giving the next value as `"e"`, the last only a time. The scale grows
    /// and comes back (100 → 296 → 100 in x and y, z staying at 100): read whole, as the scale
    /// itself, both segments with After Effects' default handles.
    @Test func keyframesWithoutTheAnimatedFlag() {
        let file = """
            {"assets":[],"v":"4.3.1","ddd":0,"layers":[{"ddd":0,"ind":0,"ty":4,"nm":"Shape Layer 1","ks":{"o":{"k":100},"r":{"k":0},"p":{"k":[250,250,0]},"a":{"k":[0,0,0]},
            "s":{"k":[
            {"i":{"x":[0.833,0.833,0.833],"y":[0.833,0.833,0.833]},"o":{"x":[0.167,0.167,0.167],"y":[0.167,0.167,0.167]},"n":["0p833_0p833_0p167_0p167","0p833_0p833_0p167_0p167","0p833_0p833_0p167_0p167"],"t":45,"s":[100,100,100],"e":[296,296,100]},
            {"i":{"x":[0.833,0.833,0.833],"y":[0.833,0.833,0.833]},"o":{"x":[0.167,0.167,0.167],"y":[0.167,0.167,0.167]},"n":["0p833_0p833_0p167_0p167","0p833_0p833_0p167_0p167","0p833_0p833_0p167_0p167"],"t":127,"s":[296,296,100],"e":[100,100,100]},
            {"t":204}]}},
            "shapes":[{"ty":"gr","it":[{"ty":"rc","d":1,"s":{"k":[126.148,126.148]},"p":{"k":[0,0]},"r":{"k":0}}]}],"ip":0,"op":240,"st":0}],"ip":0,"op":240,"fr":60,"w":500,"h":500}
            """
        let (reply, curve) = RealWorldCorpus.read("lottie", "Scale_02.json", file)
        #expect(reply.contains("took line 2 "), "\(reply)")
        RealWorldCorpus.expectValues(
            curve,
            RealWorldCorpus.lottieValue(
                times: [45, 127, 204], values: [100, 296, 100], easings: [[0.167, 0.167, 0.833, 0.833], [0.167, 0.167, 0.833, 0.833]]))
    }
}
