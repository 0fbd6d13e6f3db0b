import CurveKit
import Foundation
import Testing

@testable import Platforms
@testable import Workbench

// CurveKit's `SpringError` carries the values; the shell words them with its own argument names
// (`damping-fraction`, `duration=SECONDS`). The messages below are the ones users saw before the
// wording moved out of CurveKit, written out in full.
@Suite("The shell words a spring's errors")
struct SpringErrorWordingTests {
    @Test(
        "each command that builds a bad spring gets the shell's message",
        arguments: [
            ("a = spring mass=0", "spring mass must be a finite number greater than 0 (got 0)"),
            ("a = spring stiffness=-3", "spring stiffness must be a finite number greater than 0 (got -3)"),
            (
                "a = spring damping=-0.5",
                "spring damping must be a finite number, 0 or more (got -0.5); 0 is undamped, 2·√(mass·stiffness) critically damped"
            ),
            ("a = spring duration=-2", "spring duration must be a finite number of seconds greater than 0 (got -2)"),
            (
                "a = spring damping=0",
                "spring damping=0 is undamped: it oscillates forever and never settles, so give a duration=SECONDS for the curve to span"
            ),
            (
                "a = spring damping=1e-300",
                "spring with mass 1, stiffness 100 and damping 1e-300 takes too long to settle for its settling time to be computed; give a duration=SECONDS"
            ),
            (
                "a = spring response=0 damping-fraction=0.5",
                "spring response must be a finite number of seconds greater than 0 (got 0)"
            ),
            (
                "a = spring response=0.5 damping-fraction=-1",
                "spring damping-fraction must be a finite number, 0 or more (got -1); 0 is undamped, 1 critically damped, above 1 over-damped"
            ),
            (
                "a = spring response=0.5 damping-fraction=0",
                "spring damping-fraction=0 is undamped: it oscillates forever and never settles, so give a duration=SECONDS for the curve to span"
            ),
            (
                "a = spring response=1e-200 damping-fraction=1",
                "spring response 1e-200 with mass 1 is out of range: it gives stiffness inf and damping 1.2566370614359172e+201"
            ),
            (
                "a = spring duration=0 bounce=0",
                "spring perceptual duration (duration= with bounce=) must be a finite number of seconds greater than 0 (got 0)"
            ),
            (
                "a = spring duration=0.5 bounce=1.5",
                "spring bounce must be a finite number above −1 and at most 1 (got 1.5); 0 is critically damped, up to 1 bouncier (1 undamped), below 0 over-damped"
            ),
            (
                "a = spring duration=0.5 bounce=1",
                "spring bounce=1 is undamped: it oscillates forever and never settles, so give a duration=SECONDS for the curve to span"
            ),
            (
                "a = spring mass=1e-300 stiffness=1e300",
                "spring parameters out of range: stiffness/mass = inf and damping/(2·mass) = 4.9999999999999997e+300 must be finite and positive"
            ),
        ])
    func commandMessages(line: String, message: String) {
        var shell = Transcript()
        #expect(shell.reply(line).error == message)
        #expect(shell.interpreter.session.isEmpty)
    }

    @Test("the velocity's wording: moves per second, toward the target")
    func velocity() {
        #expect(
            CurveError.spring(.initialVelocity(.infinity)).wording
                == "spring velocity must be a finite number of moves per second, positive toward the target (got inf)")
        #expect(CurveError.spring(.mass(.nan)).wording == "spring mass must be a finite number greater than 0 (got nan)")
    }

    /// Every case, one value each: what the guard and the member tests go over.
    static let everyCase: [SpringError] = [
        .mass(0), .stiffness(0), .damping(-1), .initialVelocity(.infinity), .duration(0), .undampedWithoutDuration,
        .settlingTimeTooLong(mass: 1, stiffness: 100, damping: 1e-300), .response(0), .dampingFraction(-1),
        .undampedFractionWithoutDuration, .responseOutOfRange(response: 1e-200, mass: 1, stiffness: .infinity, damping: 1e201),
        .perceptualDuration(0), .bounce(2), .undampedBounceWithoutDuration,
        .motionOutOfRange(stiffnessPerMass: .infinity, dampingPerTwiceMass: 1),
    ]

    @Test("a session file's spring is refused at the member the case names")
    func members() throws {
        let named = Self.everyCase.compactMap { reason in reason.member.map { (reason, $0) } }
        #expect(named.map(\.1) == ["mass", "stiffness", "damping", "velocity", "duration", "damping"])
        // The members are those a saved spring has.
        let saved = SpringKind.members(try Spring()).map(\.key) + ["duration"]
        for (_, member) in named { #expect(saved.contains(member), "\(member)") }
    }

    @Test("CurveKit's text of every case uses no word of the shell's spring command")
    func curveKitSaysNoShellWords() {
        // The shell's own spelling: its options with a hyphen or as `key=`, and its upper-case
        // placeholders (`SECONDS`, `D`, `B`).
        let shellWords =
            SpringDefinition.keys.filter { $0.contains("-") } + SpringDefinition.keys.map { $0 + "=" }
            + ["SECONDS", "velocity"]
        for reason in Self.everyCase {
            let text = CurveError.spring(reason).message
            for word in shellWords { #expect(!text.contains(word), "“\(text)” says \(word)") }
            #expect(text != CurveError.spring(reason).wording)
        }
    }

    @Test(
        "a catalogue curve's errors are worded with the usage's placeholders",
        arguments: [
            ("a = steps 1 jump-none", "N must be a whole number from 2 to 100000 for jump-none (got 1)"),
            ("a = css steps(1, jump-none)", "invalid in CSS: N must be a whole number from 2 to 100000 for jump-none (got 1)"),
            ("a = second-order 1.5 3", "ZETA (the damping ratio) must lie strictly between 0 and 1 (got 1.5)"),
            ("a = second-order 0.5 2e6", "OMEGA (the natural frequency) must be a positive number up to 1e6 (got 2000000)"),
            ("a = expo-decay 0", "K must be a nonzero number between -700 and 700 (got 0); K = 0 would be linear"),
        ])
    func catalogueMessages(line: String, message: String) {
        var shell = Transcript()
        #expect(shell.reply(line).error == message)
        #expect(shell.interpreter.session.isEmpty)
    }

    @Test("a number of steps given as a number is shown as given")
    func stepCountAsANumber() {
        let error = CurveError.catalogue(.stepCount(.number(0.5), minimum: 1, maximum: 100_000, position: .jumpEnd))
        #expect(error.wording == "N must be a whole number from 1 to 100000 for jump-end (got 0.5)")
        #expect(error.member == nil)
        #expect(CurveError.catalogue(.dampingRatio(2)).member == "zeta")
        #expect(CurveError.catalogue(.naturalFrequency(-1, maximum: 1e6)).member == "omega")
    }

    @Test("CurveKit's text of a catalogue error has none of the usage's placeholders")
    func curveKitSaysNoPlaceholders() {
        let every: [CatalogueError] = [
            .stepCount(.whole(0), minimum: 1, maximum: 100_000, position: .jumpEnd), .dampingRatio(2),
            .naturalFrequency(-1, maximum: 1e6), .decayRate(0, maximum: 700),
        ]
        for reason in every {
            let text = CurveError.catalogue(reason).message
            for placeholder in ["N ", "ZETA", "OMEGA", "K "] { #expect(!text.contains(placeholder), "“\(text)” says \(placeholder)") }
            #expect(text != CurveError.catalogue(reason).wording)
        }
    }
}
