import Testing

@testable import Workbench

// Issue 23: a platform's spring with a negative or zero parameter was refused in the spring's
// own terms ("spring damping must be … (got -17.32)" for Compose's dampingRatio = -0.5f). The
// platforms check these themselves (AOSP SpringForce.setStiffness/setDampingRatio, androidx
// SpringSimulation, Apple's CASpringAnimation: mass and stiffness greater than 0, damping 0 or
// more), so the refusal names the argument as written, its value, and points at it.

@Suite("a platform's spring arguments are checked as the platform checks them")
struct PlatformBoundsTests {
    @Test(
        "the refusal names the argument as written and points at its value",
        arguments: [
            ("a = compose spring(dampingRatio = -0.5f, stiffness = 300f)", "-0.5f", "dampingRatio must be 0 or more (got -0.5)"),
            ("a = compose spring(dampingRatio = 0.5f, stiffness = -300f)", "-300f", "stiffness must be greater than 0 (got -300)"),
            ("a = android SpringForce(1f).setStiffness(0f)", "0f", "setStiffness's argument must be greater than 0 (got 0)"),
            ("a = android SpringForce(1f).setDampingRatio(-0.5f)", "-0.5f", "setDampingRatio's argument must be 0 or more (got -0.5)"),
            ("a = flutter SpringDescription(mass: -1, stiffness: 100, damping: 10)", "-1", "mass must be greater than 0 (got -1)"),
            (
                "a = flutter SpringDescription.withDampingRatio(mass: 1, stiffness: 100, ratio: -0.5)", "-0.5",
                "ratio must be 0 or more (got -0.5)"
            ),
            ("a = motion { type: \"spring\", stiffness: 100, damping: -10 }", "-10", "damping must be 0 or more (got -10)"),
            (
                "a = uikit CASpringAnimation(mass: 1, stiffness: -100, damping: 10, initialVelocity: 0)", "-100",
                "stiffness must be greater than 0 (got -100)"
            ),
            ("a = swiftui .interpolatingSpring(mass: -2, stiffness: 100, damping: 10)", "-2", "mass must be greater than 0 (got -2)"),
        ])
    func refusedAtTheArgument(line: String, value: String, message: String) {
        do {
            _ = try Parser.parse(line)
            Issue.record("accepted: \(line)")
        } catch {
            #expect(error.message == message, "\(line)")
            let column = line.distance(from: line.startIndex, to: line.range(of: value, options: .backwards)!.lowerBound) + 1
            #expect(error.span?.column == column && error.span?.length == value.count, "\(line): \(String(describing: error.span))")
        }
    }

    @Test("a bound broken by a property set on a later line is the refusal a file read reports")
    func propertySetLater() {
        let file = """
            let bounce = CASpringAnimation(keyPath: "position.y")
            bounce.mass = 1
            bounce.stiffness = 180
            bounce.damping = -4
            """
        var shell = Transcript(files: ["Bounce.swift": file])
        let error = shell.reply("a = uikit file=Bounce.swift").error ?? ""
        #expect(error.contains("damping must be 0 or more (got -4)"), "\(error)")
        #expect(shell.interpreter.session.curve(named: "a") == nil)
    }
}
