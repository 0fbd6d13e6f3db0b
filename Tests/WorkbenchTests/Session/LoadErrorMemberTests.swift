import Testing

@testable import Workbench

/// Issue 23: a session whose spring had `"stiffness": -5` was refused with
/// `curves[1].mass: spring stiffness must be …`. A load error names the member that is wrong.
@Suite("A load error names the member that is wrong")
struct LoadErrorMemberTests {
    static func session(_ curve: String) -> String {
        #"{"format":"curves-session","version":1,"curves":[{"name":"a","kind":"bezier","points":[0,0,1,1]},"#
            + #"{"name":"b","# + curve + "}]}"
    }

    static let spring = #""kind":"spring","mass":1,"stiffness":100,"damping":10,"velocity":0"#
    static let keyframes =
        #""kind":"keyframes","times":[0,0.5,1],"values":[0,0.5,1],"curves":[{"name":"e","kind":"penner","easing":"sine-in"},{"name":"f","kind":"penner","easing":"sine-out"}]"#

    @Test(
        "each member of each kind, wrong on its own, is the one named",
        arguments: [
            (
                spring.replacingOccurrences(of: #""stiffness":100"#, with: #""stiffness":-5"#),
                "curves[1].stiffness: spring stiffness must be"
            ),
            (spring.replacingOccurrences(of: #""mass":1"#, with: #""mass":0"#), "curves[1].mass: spring mass must be"),
            (spring.replacingOccurrences(of: #""damping":10"#, with: #""damping":-1"#), "curves[1].damping: spring damping must be"),
            (spring.replacingOccurrences(of: #""damping":10"#, with: #""damping":0"#), "curves[1].damping: spring damping=0 is undamped"),
            (spring + #","duration":-2"#, "curves[1].duration: spring duration must be"),
            (#""kind":"second-order","zeta":0.5,"omega":-3"#, "curves[1].omega: OMEGA"),
            (#""kind":"second-order","zeta":1.5,"omega":3"#, "curves[1].zeta: ZETA"),
            (
                #""kind":"oscillation","bounces":2,"stiffness":"medium","overshoot":true,"shake":false,"duration":0"#,
                "curves[1].duration: duration must be"
            ),
            (
                #""kind":"oscillation","bounces":0,"stiffness":"medium","overshoot":true,"shake":false,"duration":0.5"#,
                "curves[1].bounces: bounces must be"
            ),
            (#""kind":"oscillation","bounces":2,"stiffness":"-3","overshoot":true,"shake":false,"duration":0.5"#, "curves[1].stiffness:"),
            (#""kind":"data","source":"s","times":[0,1],"values":[0,1,2]"#, "curves[1].values: each t needs one y"),
            (#""kind":"data","source":"s","times":[0,0],"values":[0,1]"#, "curves[1].times: t must increase"),
            (
                keyframes.replacingOccurrences(of: #""values":[0,0.5,1]"#, with: #""values":[0,1]"#),
                "curves[1].values: keyframes need one value per key time"
            ),
            (
                keyframes.replacingOccurrences(of: #""times":[0,0.5,1]"#, with: #""times":[0,0.5,2]"#),
                "curves[1].times: key times must start at 0 and end at 1"
            ),
            (
                keyframes.replacingOccurrences(of: #",{"name":"f","kind":"penner","easing":"sine-out"}"#, with: ""),
                "curves[1].curves: keyframes need one value per key time"
            ),
        ])
    func namesTheMember(curve: String, expected: String) {
        var shell = Transcript(files: ["f.json": Self.session(curve)])
        let error = shell.reply("load f.json").error ?? ""
        #expect(error.hasPrefix("cannot load f.json: " + expected), "\(error)")
        #expect(shell.interpreter.session.isEmpty)
    }

    @Test("an error about the members together names the curve, not one member")
    func togetherNamesTheCurve() {
        // k/m overflows: no one member is wrong on its own.
        let curve = #""kind":"spring","mass":1e-300,"stiffness":1e300,"damping":10,"velocity":0"#
        var shell = Transcript(files: ["f.json": Self.session(curve)])
        let error = shell.reply("load f.json").error ?? ""
        #expect(error.hasPrefix("cannot load f.json: curves[1]: spring parameters out of range"), "\(error)")
    }
}
