import CurveKit
import TestExpectations
import Testing

@testable import Workbench

/// What keys do to the curve being edited, and the command a kept edit becomes.
@Suite("edit: moving points and parameters")
struct EditorStateTests {
    private func state(_ definition: String, target: String? = nil) throws -> EditorState {
        var shell = Transcript()
        let reply = shell.reply("c = " + definition)
        try #require(reply.error == nil, "\(reply.error ?? "")")
        let curve = try #require(shell.interpreter.session.curve(named: "c")).curve
        let other = try target.map { name in (name: name, curve: try shell.interpreter.resolve(name).curve) }
        return try #require(EditorState(name: "c", curve: curve, target: other))
    }

    private func apply(_ actions: [EditorAction], to state: inout EditorState) {
        for action in actions { #expect(state.apply(action) == .redraw) }
    }

    private static let right = EditorAction.move(dx: 1, dy: 0)
    private static let left = EditorAction.move(dx: -1, dy: 0)
    private static let up = EditorAction.move(dx: 0, dy: 1)
    private static let down = EditorAction.move(dx: 0, dy: -1)

    @Test("arrows move the selected control point by the step; Tab selects the other; Enter gives NAME = bezier …")
    func bezierMoves() throws {
        var editor = try state("bezier 0.25 0.1 0.25 1")
        apply([Self.right, Self.right, Self.right, Self.up, .next, Self.left, .coarser, Self.down], to: &editor)
        #expect(editor.values == [0.28, 0.11, 0.24, 0.9])
        #expect(editor.curve == .bezier(try CubicBezier(x1: 0.28, y1: 0.11, x2: 0.24, y2: 0.9)))
        #expect(editor.apply(.keep) == .keep(command: "c = bezier 0.28 0.11 0.24 0.9"))
    }

    @Test("x of a control point stops at 0 and 1; y is free")
    func bezierBounds() throws {
        var editor = try state("bezier 0.98 0 0.02 1")
        apply(Array(repeating: Self.right, count: 5) + Array(repeating: Self.down, count: 5), to: &editor)
        apply([.next] + Array(repeating: Self.left, count: 5) + Array(repeating: Self.up, count: 3), to: &editor)
        #expect(editor.values == [1, -0.05, 0, 1.03])
    }

    @Test("u takes back one move at a time; with nothing left it says so")
    func undo() throws {
        var editor = try state("bezier 0.25 0.1 0.25 1")
        apply([Self.right, Self.up, .undo], to: &editor)
        #expect(editor.values == [0.26, 0.1, 0.25, 1])
        apply([.undo], to: &editor)
        #expect(editor.values == [0.25, 0.1, 0.25, 1])
        apply([.undo], to: &editor)
        #expect(editor.message == "nothing to take back")
        #expect(editor.apply(.keep) == .keep(command: nil), "nothing changed: no command")
    }

    @Test("Esc and Ctrl-C abandon")
    func abandon() throws {
        var editor = try state("bezier 0.25 0.1 0.25 1")
        apply([Self.right], to: &editor)
        #expect(editor.apply(.abandon) == .abandon)
        #expect(editor.apply(.play) == .play)
    }

    @Test("Shift-Tab goes back, wrapping round")
    func selection() throws {
        var editor = try state("bezier 0.25 0.1 0.25 1")
        apply([.previous, Self.up], to: &editor)
        #expect(editor.values == [0.25, 0.1, 0.25, 1.01])
    }

    @Test("a spring: stiffness and damping by the step; a move the kind refuses leaves the numbers and says why")
    func springPhysical() throws {
        var editor = try state("spring stiffness=100 damping=10")
        // Stiffness 100 moves by 1, damping 10 by 0.1: the steps suit the numbers.
        apply([Self.right, .next, .coarser, Self.left], to: &editor)
        #expect(editor.values == [101, 9, 1, 0])
        #expect(editor.apply(.keep) == .keep(command: "c = spring mass=1 stiffness=101 damping=9 velocity=0"))
        apply([.coarser, Self.left], to: &editor)
        #expect(editor.values == [101, 9, 1, 0])
        #expect(editor.message?.hasPrefix("spring damping must be a finite number, 0 or more (got -1)") == true)
    }

    @Test("the step suits the selected number: 170 → 171, not the invisible 170.01; Tab picks the next one's")
    func stepScalesWithTheValue() throws {
        var editor = try state("spring stiffness=170 damping=26")
        apply([Self.right], to: &editor)
        #expect(editor.values == [171, 26, 1, 0])
        apply([.next, Self.right], to: &editor)
        #expect(editor.values == [171, 26.1, 1, 0])
        apply([.next, Self.right], to: &editor)
        #expect(editor.values == [171, 26.1, 1.01, 0])
        #expect(EditorStep.suited(to: 1500).size == 10)
        #expect(EditorStep.suited(to: 0.25).size == 0.01)
        #expect(EditorStep.suited(to: 0).size == 0.01)
    }

    @Test("v shows a spring's duration and bounce (SwiftUI's), kept as spring duration=D bounce=B")
    func springBounce() throws {
        var editor = try state("spring stiffness=100 damping=10")
        apply([.switchView], to: &editor)
        // ζ = 10 / (2·√100) = 0.5, so bounce 0.5; duration 2π·√(1/100) = 0.6283185307179586,
        // shown as the shortest decimal within 1e-9 of it, relatively.
        let duration = 0.628318531
        expectClose(duration, 2 * Double.pi / 10, relative: 1e-9)
        #expect(editor.values == [duration, 0.5])
        apply([.next, Self.up, Self.up], to: &editor)
        #expect(editor.values == [duration, 0.52])
        #expect(editor.curve == .spring(try Spring(perceptualDuration: duration, bounce: 0.52)))
        #expect(editor.apply(.keep) == .keep(command: "c = spring duration=\(TextFormat.shortest(duration)) bounce=0.52"))
        apply([.switchView], to: &editor)
        #expect(editor.editable.view == "stiffness/damping")
    }

    @Test("v shows derived numbers without binary noise: stiffness 170 is duration 0.481898315, not 0.48189831490469526")
    func springBounceIsReadable() throws {
        var editor = try state("spring stiffness=170 damping=26")
        apply([.switchView], to: &editor)
        #expect(editor.values[0] == 0.481898315)
        expectClose(editor.values[0], 2 * Double.pi / 170.0.squareRoot(), relative: 1e-9)
        // ζ = 26 / (2·√170), bounce 1 − ζ, to 1e-9 relative.
        let bounce = 1 - 26 / (2 * 170.0.squareRoot())
        expectClose(editor.values[1], bounce, relative: 1e-9)
        #expect(TextFormat.shortest(editor.values[1]).count <= 12)
    }

    @Test("expo-decay's K, second-order's ζ and ω, steps' N (whole: at least 1 a press, never below 1)")
    func parameters() throws {
        var decay = try state("expo-decay 5")
        apply([.coarser, .coarser, Self.right], to: &decay)
        #expect(decay.apply(.keep) == .keep(command: "c = expo-decay 6"))

        var response = try state("second-order 0.5 10")
        apply([Self.up, .next, Self.down], to: &response)
        #expect(response.apply(.keep) == .keep(command: "c = second-order 0.51 9.9"))

        var steps = try state("steps 4 jump-start")
        apply([Self.right, Self.right], to: &steps)
        #expect(steps.apply(.keep) == .keep(command: "c = steps 6 jump-start"))
        apply(Array(repeating: Self.left, count: 9), to: &steps)
        #expect(steps.values == [1])
    }

    @Test("a path's points: its start stays at x = 0 and its end at x = 1; a straight segment stays straight")
    func path() throws {
        var editor = try state("path M0,0 C0.3,0 0.2,1 0.5,0.5 L1,1")
        #expect(editor.editable.items.count == 5)
        apply([Self.right, Self.up, .next, Self.right, .next, .next, Self.left, .next, Self.right, Self.down], to: &editor)
        #expect(editor.apply(.keep) == .keep(command: "c = path M0,0.01 C0.31,0 0.2,1 0.49,0.5 L1,0.99"))
    }

    @Test("keyframes: each key's time and value; the first and last times stay 0 and 1; times must increase")
    func keyframes() throws {
        var editor = try state("keyframes 0:0 ease 0.5:1 linear 1:0.5")
        apply([.next, Self.left, Self.up, .next, Self.down], to: &editor)
        #expect(editor.apply(.keep) == .keep(command: "c = keyframes 0:0 ease 0.49:1.01 linear 1:0.49"))
        apply([.previous, .coarser, .coarser, Self.right], to: &editor)
        #expect(editor.message == "key times must strictly increase: 1 follows 1 (key 3)")
        #expect(editor.values == [0, 0, 0.49, 1.01, 1, 0.49])
    }

    @Test("curves without numbers to edit have no editor")
    func notEditable() throws {
        #expect(EditorState(name: "c", curve: .penner(try #require(Penner(named: "bounce-out"))), target: nil) == nil)
    }
}
