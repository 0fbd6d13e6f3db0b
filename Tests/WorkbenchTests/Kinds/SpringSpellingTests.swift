import CurveKit
import Foundation
import Testing

@testable import Platforms
@testable import Workbench

/// A spring is shown in the parameters it was typed or pasted in, when they rebuild it exactly
/// (issue 33: `stiffness=157.91367041742973` echoed for SwiftUI's `response=0.5`).
@Suite("a spring is shown as typed")
struct SpringSpellingTests {
    static func spring(_ shell: Transcript, _ name: String) throws -> Spring {
        let curve = try #require(shell.interpreter.session.curve(named: name)).curve
        return try #require(SpringKind.shape(of: curve), "\(name) is not a spring")
    }

    @Test(
        "a spring typed in SwiftUI's, Compose's or Core Animation's parameters echoes them",
        arguments: [
            ("spring response=0.5 damping-fraction=0.8", "spring response=0.5 damping-fraction=0.8"),
            ("spring response=0.8 damping-fraction=1 duration=2", "spring response=0.8 damping-fraction=1 duration=2"),
            ("spring response=0.35 damping-fraction=0.6 mass=2", "spring response=0.35 damping-fraction=0.6 mass=2"),
            ("spring duration=0.5 bounce=0.32", "spring duration=0.5 bounce=0.32"),
            // 1 − 0.3 is the double 0.7, so the same spring is SwiftUI's response 0.5, fraction 0.7.
            ("spring duration=0.5 bounce=0.3", "spring response=0.5 damping-fraction=0.7"),
            ("spring stiffness=300 damping-fraction=0.7", "spring stiffness=300 damping-fraction=0.7"),
            // 0.7·2·√400 is 28 exactly: Core Animation's numbers are as short.
            ("spring stiffness=400 damping-fraction=0.7", "spring mass=1 stiffness=400 damping=28 velocity=0"),
            ("spring stiffness=300 damping-fraction=0.45 velocity=2", "spring stiffness=300 damping-fraction=0.45 velocity=2"),
            ("spring mass=1 stiffness=100 damping=10", "spring mass=1 stiffness=100 damping=10 velocity=0"),
        ])
    func echoesAsTyped(typed: String, shown: String) throws {
        var shell = Transcript(width: 400)
        let echo = shell.reply("x = \(typed)").text
        #expect(echo.hasPrefix("x = \(shown)\n"), "\(echo)")
        #expect(shell.reply("list").text.contains("x  \(shown)"))
        #expect(shell.reply("show x").text.hasPrefix("x = \(shown)\n"))
    }

    @Test("the numbers stored are SwiftUI's and Compose's formulas, and the text shown rebuilds them bit for bit")
    func storedNumbers() throws {
        var shell = Transcript(width: 400)
        _ = shell.reply("a = spring response=0.5 damping-fraction=0.8")
        _ = shell.reply("b = spring stiffness=400 damping-fraction=0.7")
        let a = try Self.spring(shell, "a"), b = try Self.spring(shell, "b")
        // SwiftUI: k = (2π/R)², c = 4πZ/R; Compose: c = 2ζ√k (mass 1).
        #expect(abs(a.stiffness - 16 * Double.pi * Double.pi) <= 1e-12 * a.stiffness)
        #expect(abs(a.damping - 4 * Double.pi * 0.8 / 0.5) <= 1e-12 * a.damping)
        #expect(abs(b.damping - 28) <= 1e-12)
        for name in ["a", "b"] {
            let text = shell.reply("show \(name)").text.split(separator: "\n")[0].dropFirst("\(name) = ".count)
            _ = shell.reply("again = \(text)")
            #expect(try Self.spring(shell, "again") == (try Self.spring(shell, name)), "\(text)")
        }
    }

    @Test("saving and loading keeps the spring and its spelling")
    func saveAndLoad() throws {
        var shell = Transcript(width: 400)
        _ = shell.reply("a = swiftui .spring(response: 0.4, dampingFraction: 0.7)")
        _ = shell.reply("b = compose spring(dampingRatio = 0.5f, stiffness = 200f)")
        #expect(shell.reply("save s.json").error == nil)
        let before = shell.interpreter.session.curves
        #expect(shell.reply("load s.json").error == nil)
        #expect(shell.interpreter.session.curves.map(\.curve) == before.map(\.curve))
        let list = shell.reply("list").text
        #expect(list.contains("a  spring response=0.4 damping-fraction=0.7"), "\(list)")
        #expect(list.contains("b  spring stiffness=200 damping-fraction=0.5"), "\(list)")
    }

    @Test("a fitted spring, which no short form rebuilds, keeps every digit of its physical numbers")
    func fitKeepsDigits() throws {
        var shell = Transcript(width: 400)
        _ = shell.reply("fit ease-out family=spring as f")
        let spring = try Self.spring(shell, "f")
        let line = shell.reply("show f").text.split(separator: "\n")[0]
        #expect(line.contains("stiffness=\(TextFormat.shortest(spring.stiffness)) "), "\(line)")
    }

    @Test("Compose's form takes no response, and checks its damping fraction")
    func composeFormErrors() {
        var shell = Transcript(width: 400)
        #expect(shell.reply("x = spring stiffness=400 damping-fraction=0.7 damping=3").error?.contains("takes no damping") == true)
        #expect(shell.reply("x = spring stiffness=400 damping-fraction=-1").error?.contains("damping-fraction must be") == true)
        #expect(shell.interpreter.session.curves.isEmpty)
    }
}
