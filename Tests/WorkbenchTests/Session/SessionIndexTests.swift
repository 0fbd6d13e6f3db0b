import CurveKit
import CustomDump
import TestSupport
import Testing

@testable import Platforms
@testable import Workbench

/// Session looks names up through ordered dictionaries (``NamedList``). These tests drive it
/// through seeded random sequences of changes and compare every lookup with a plain array
/// searched from the front (what Session did before it kept an index).
@Suite("Session: lookups by name agree with a search of the arrays")
struct SessionIndexTests {
    /// SplitMix64: the same sequence on every platform.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    static let names = (0..<12).map { "n\($0)" }

    static func curve(_ generator: inout Generator) -> Curve {
        .steps(try! Steps(count: 1 + generator.next(9)))
    }

    @Test("define, replace, delete and rename curves: every name finds what a front-to-back search finds")
    func curvesAgreeWithALinearSearch() {
        var generator = Generator(state: 0xC0DE)
        var session = Session()
        var reference: [NamedCurve] = []
        for step in 0..<2_000 {
            let name = Self.names[generator.next(Self.names.count)]
            switch generator.next(4) {
            case 0, 1:
                let named = NamedCurve(name: name, curve: Self.curve(&generator))
                session.define(named)
                if let index = reference.firstIndex(where: { $0.name == name }) {
                    reference[index] = named
                } else {
                    reference.append(named)
                }
            case 2:
                let removed = session.delete(named: name)
                let index = reference.firstIndex { $0.name == name }
                #expect(removed == (index != nil), "step \(step)")
                if let index { reference.remove(at: index) }
            default:
                let new = Self.names[generator.next(Self.names.count)]
                // The interpreter never renames onto a name in use; neither does this test.
                guard reference.allSatisfy({ $0.name != new }) else { continue }
                let renamed = session.rename(name, to: new)
                let index = reference.firstIndex { $0.name == name }
                #expect(renamed == (index != nil), "step \(step)")
                if let index { reference[index].name = new }
            }
            #expect(session.curves == reference, "step \(step)")
            for name in Self.names {
                #expect(session.curve(named: name) == reference.first { $0.name == name }, "step \(step): \(name)")
            }
        }
    }

    @Test("define, replace, delete and rename animations: lookups follow")
    func animationsAgreeWithALinearSearch() throws {
        var generator = Generator(state: 0xA417)
        var session = Session()
        var reference: [Animation] = []
        func make(_ name: String, _ generator: inout Generator) throws -> Animation {
            try Animation(
                name: name, keyPath: "opacity", from: .number(0), to: .number(1),
                duration: Double(1 + generator.next(4)) / 4, curveName: "linear", curve: .bezier(Preset.linear.bezier))
        }
        for step in 0..<1_000 {
            let name = Self.names[generator.next(Self.names.count)]
            switch generator.next(3) {
            case 0:
                let animation = try make(name, &generator)
                session.define(animation)
                if let index = reference.firstIndex(where: { $0.name == name }) {
                    reference[index] = animation
                } else {
                    reference.append(animation)
                }
            case 1:
                let removed = session.deleteAnimation(named: name)
                let index = reference.firstIndex { $0.name == name }
                #expect(removed == (index != nil), "step \(step)")
                if let index { reference.remove(at: index) }
            default:
                let new = Self.names[generator.next(Self.names.count)]
                guard let index = reference.firstIndex(where: { $0.name == name }),
                    reference.allSatisfy({ $0.name != new })
                else { continue }
                let renamed = try reference[index].renamed(new)
                session.replaceAnimation(named: name, with: renamed)
                reference[index] = renamed
            }
            #expect(session.animations == reference, "step \(step)")
            for name in Self.names {
                #expect(session.animation(named: name) == reference.first { $0.name == name }, "step \(step): \(name)")
            }
        }
    }

    @Test("a session built with a repeated name holds it once: the later curve, where the first stood")
    func repeatedNamesAreDefinedInTurn() {
        let first = NamedCurve(name: "a", curve: .bezier(Preset.ease.bezier))
        let other = NamedCurve(name: "b", curve: .bezier(Preset.easeIn.bezier))
        let second = NamedCurve(name: "a", curve: .bezier(Preset.linear.bezier))
        let session = Session(curves: [first, other, second])
        #expect(session.curves == [second, other])
        #expect(session.curve(named: "a") == second)
    }

    @Test("renaming a curve onto another curve's name changes nothing")
    func renamingOntoATakenNameIsRefused() throws {
        let a = NamedCurve(name: "a", curve: .bezier(Preset.ease.bezier))
        let b = NamedCurve(name: "b", curve: .bezier(Preset.linear.bezier))
        var session = Session(curves: [a, b])
        session.define(
            try Animation(
                name: "slide", keyPath: "opacity", from: .number(0), to: .number(1),
                duration: 1, curveName: "a", curve: a.curve))
        let before = session
        let renamed = session.rename("a", to: "b")
        #expect(!renamed)
        expectNoDifference(session, before)
        #expect(session.animations(using: "a") == ["slide"])
    }

    @Test("equality compares curves, animations and description, not how lookups are kept")
    func equalityIgnoresTheIndex() {
        var built = Session()
        built.define(NamedCurve(name: "x", curve: .bezier(Preset.ease.bezier)))
        built.define(NamedCurve(name: "gone", curve: .bezier(Preset.ease.bezier)))
        built.delete(named: "gone")
        let direct = Session(curves: [NamedCurve(name: "x", curve: .bezier(Preset.ease.bezier))])
        #expect(built == direct)
        var described = direct
        described.description = "different"
        #expect(described != direct)
    }
}
