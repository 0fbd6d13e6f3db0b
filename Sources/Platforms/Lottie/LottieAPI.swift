/// Lottie's keyframe as lottie-spec states it (lottie/lottie-spec docs/specs/properties.md;
/// schema/properties/base-keyframe.json, easing-handle.json, position-keyframe.json): `t` the
/// frame (default 0), `s` the value, `o` and `i` the easing handles `{x, y}` (arrays with one
/// value per dimension for vector properties), `h` hold (an int-boolean, default 0: "If h is
/// present and it's 1, you don't need i and o, as the property will keep the same value until
/// the next keyframe"); a position's keyframes add the spatial tangents `ti` and `to`, and
/// bodymovin before 5.0 wrote the next value as `e` and the easing's name as `n`.
enum LottieAPI {
    static let keyframe = APIDeclaration(
        platform: "Lottie", name: "keyframe", form: .object,
        parameters: [
            .number("t", default: 0, "the keyframe's frame"),
            .other("s", "the value at the keyframe"),
            .other("e", "the value at the next keyframe (bodymovin before 5.0 wrote it; a last keyframe without s takes it)"),
            .other(
                "o",
                "the handle out of this keyframe, {x, y}: the easing to the next is the cubic Bézier from (0, 0) through (o.x, o.y) and (i.x, i.y) to (1, 1)"
            ),
            .other("i", "the handle into the next keyframe, {x, y}; arrays give one easing per dimension"),
            .number("h", default: 0, "1: the value holds until the next keyframe"),
        ],
        precedence: [
            APIPrecedence(
                when: .number("h", equals: 1), ignored: ["o", "i"],
                reason: "in a hold keyframe (h: 1): the value jumps at the next keyframe")
        ],
        otherKeys: [
            ("ti", "a position's spatial tangent into the keyframe"), ("to", "a position's spatial tangent out of it"),
            ("n", "the easing's name (bodymovin before 5.0)"),
        ],
        source: "lottie/lottie-spec docs/specs/properties.md, schema/properties/base-keyframe.json")

    /// Everything Lottie declares, for docs/platforms.md.
    static let declarations = [keyframe]
}
