/// androidx dynamicanimation's `SpringForce` as SpringForce.java declares it
/// (androidx/androidx dynamicanimation/dynamicanimation/src/main/java/androidx/dynamicanimation/
/// animation/SpringForce.java): `SpringForce()` and `SpringForce(float finalPosition)`, then
/// `setStiffness` (STIFFNESS_MEDIUM, 1500, until set; "must be positive", else an
/// IllegalArgumentException), `setDampingRatio` (DAMPING_RATIO_MEDIUM_BOUNCY, 0.5; "must be
/// non-negative") and `setFinalPosition`, chained; mass 1. `SpringAnimation.getSpring()` gives the
/// SpringForce the animation made, with those defaults until set (`SpringAnimation(…).getSpring()`,
/// a declared animation's `anim.getSpring()` read with the animation as its receiver).
enum AndroidAPI {
    static let springForce = APIDeclaration(
        platform: "Android", name: "SpringForce", form: .chain,
        parameters: [
            .number(
                "stiffness", default: 1500, bound: .positive, constants: AndroidReader.springConstants,
                "k (mass 1); SpringForce.STIFFNESS_HIGH 10000, _MEDIUM 1500, _LOW 200, _VERY_LOW 50"),
            .number(
                "dampingRatio", default: 0.5, bound: .nonNegative, constants: AndroidReader.springConstants,
                "ζ; SpringForce.DAMPING_RATIO_HIGH_BOUNCY 0.2, _MEDIUM_BOUNCY 0.5, _LOW_BOUNCY 0.75, _NO_BOUNCY 1"),
            .other("finalPosition", position: 0, "where the spring rests: the scale of the motion, not its curve"),
        ],
        receivers: ["getSpring", "SpringAnimation"],
        source: "androidx/androidx dynamicanimation/animation/SpringForce.java")

    /// Everything Android declares, for docs/platforms.md.
    static let declarations = [springForce]
}
