import CurveKit
import Testing

@testable import Platforms
@testable import Workbench

/// What a kind's spec answers for its curves, checked against the definitions written out here.
@Suite("Curve kinds: what each spec answers")
struct KindCapabilityTests {
    /// 1 − c(1 − t), the definition of a flipped curve, for every kind whose spec can flip it.
    @Test("a flipped curve is 1 − c(1 − x), and flipping twice gives the curve back")
    func flipped() throws {
        let session = try CurveKindSpecTests.session()
        var flippedKinds: Set<String> = []
        for named in session.curves {
            guard let flipped = named.curve.flipped else { continue }
            flippedKinds.insert(named.curve.kind)
            for index in 0...200 {
                let x = Double(index) / 200
                let expected = 1 - named.curve.value(at: 1 - x)
                #expect(abs(flipped.value(at: x) - expected) <= 1e-9, "\(named.name) at \(x)")
            }
            let back = try #require(flipped.flipped)
            for index in 0...20 {
                let x = Double(index) / 20
                #expect(abs(back.value(at: x) - named.curve.value(at: x)) <= 1e-12, "\(named.name) flipped twice at \(x)")
            }
        }
        #expect(flippedKinds == ["bezier", "penner", "path", "keyframes"])
    }

    /// A kind's exact path is the curve itself, at every x but the jumps of steps.
    @Test("an exact path follows the curve: path, linear() stops, steps, keyframes of Béziers, data and oscillation")
    func exactPath() throws {
        let session = try CurveKindSpecTests.session()
        var kinds: Set<String> = []
        for named in session.curves {
            guard let path = named.curve.exactPath else { continue }
            kinds.insert(named.curve.kind)
            let curve = Curve.path(path)
            for index in 0..<400 {
                // Midway between the quarters, away from the jumps of steps 4.
                let x = (Double(index) + 0.5) / 400
                #expect(abs(curve.value(at: x) - named.curve.value(at: x)) <= 1e-9, "\(named.name) at \(x)")
            }
        }
        // Keyframes whose segments are all cubic Béziers are a path too (the session has such keyframes),
        // and so are data (its monotone cubic) and an oscillation (its frames joined by lines).
        #expect(kinds == ["path", "linear", "steps", "keyframes", "data", "oscillation"])
    }

    /// Which kinds `edit` moves: written once, in the kinds' specs.
    @Test("the kinds with editable views, as their specs declare them")
    func editableKinds() throws {
        let session = try CurveKindSpecTests.session()
        let editable = Set(session.curves.filter { !$0.curve.editableViews.isEmpty }.map(\.curve.kind))
        #expect(editable == ["bezier", "spring", "expo-decay", "second-order", "steps", "path", "keyframes"])
    }

    /// Held keys: a value per step, one more key time than values; too many steps give none.
    @Test("steps as keys hold each level until the next key time, up to the limit asked")
    func stepsKeys() throws {
        let keys = try #require(Curve.steps(try Steps(count: 4, position: .jumpEnd)).keys(maximumHeldValues: 4))
        #expect(keys.times == [0, 0.25, 0.5, 0.75, 1])
        #expect(keys.values == [0, 0.25, 0.5, 0.75])
        #expect(Curve.steps(try Steps(count: 5, position: .jumpEnd)).keys(maximumHeldValues: 4) == nil)
    }
}
