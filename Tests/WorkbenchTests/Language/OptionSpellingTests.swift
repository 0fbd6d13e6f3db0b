import Testing

@testable import Workbench

/// An option spelt the way a platform spells it gets an error that names the option the
/// language uses and everything accepted, and changes nothing (issue 33).
@Suite("options spelt the platform way are named")
struct OptionSpellingTests {
    @Test(
        "a spring option in camelCase, snake_case or another case names the option curves spells",
        arguments: [
            ("x = spring response=0.8 dampingFraction=0.8", "dampingFraction", "damping-fraction="),
            ("x = spring response=0.8 damping_fraction=0.8", "damping_fraction", "damping-fraction="),
            ("x = spring Stiffness=200", "Stiffness", "stiffness="),
        ])
    func respelt(line: String, typed: String, option: String) {
        var shell = Transcript()
        let error = shell.reply(line).error ?? ""
        #expect(error.hasPrefix("unknown option '\(typed)'; curves spells it \(option); accepted: mass=, stiffness="), "\(error)")
        #expect(error.contains("damping-fraction=, bounce="), "\(error)")
        #expect(shell.interpreter.session.isEmpty)
    }

    @Test(
        "a platform's own name for a spring's quantity names the option that holds it",
        arguments: [
            ("x = spring stiffness=400 dampingRatio=0.7", "dampingRatio", "damping-fraction="),
            ("x = spring initialVelocity=2", "initialVelocity", "velocity="),
        ])
    func platformNames(line: String, typed: String, option: String) {
        var shell = Transcript()
        let error = shell.reply(line).error ?? ""
        #expect(error.hasPrefix("unknown option '\(typed)'; curves spells it \(option); accepted: "), "\(error)")
    }

    @Test("a command's misspelt option gets the nearest one, and the list of those accepted")
    func commandOption() {
        var shell = Transcript()
        #expect(
            shell.reply("compare ease ease-in sampels=3").error
                == "unknown option 'sampels'; did you mean samples=? accepted: samples=, from=, to=")
        #expect(
            shell.reply("fit bounce-out Family=path").error?.hasPrefix("unknown option 'Family'; curves spells it family=; accepted: ")
                == true)
    }

    @Test("anim's options spelt another way name anim's spelling")
    func animOption() {
        var shell = Transcript()
        let error = shell.reply("anim a opacity 0 1 duration=1 curve=ease Delay=0.1").error ?? ""
        #expect(error.hasPrefix("unknown option \"Delay=\"; curves spells it delay=; anim accepts "), "\(error)")
    }

    @Test("an option near none of those accepted is named with the list alone")
    func noSuggestion() {
        var shell = Transcript()
        #expect(
            shell.reply("x = spring tension=3").error
                == "unknown option 'tension'; accepted: mass=, stiffness=, damping=, velocity=, duration=, response=, damping-fraction=, bounce="
        )
    }
}
