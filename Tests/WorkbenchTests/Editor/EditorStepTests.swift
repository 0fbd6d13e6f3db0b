import Testing

@testable import Workbench

@Suite("edit: the step")
struct EditorStepTests {
    @Test("moves are decimal sums: 0.25 + 3 × 0.01 is the double that prints 0.28")
    func decimalSums() {
        let step = EditorStep()
        #expect(step.size == 0.01)
        #expect(step.moved(0.25, by: 3) == 0.28)
        #expect(step.moved(0.1, by: 2) == 0.12)
        #expect(step.moved(0.1, by: -10) == 0)
        #expect(step.moved(100, by: 1) == 100.01)
    }

    @Test("+ and - multiply and divide by 10 between 1e-6 and 1e6")
    func sizes() {
        var step = EditorStep()
        step.coarser()
        #expect(step.size == 0.1 && step.text == "0.1")
        step.coarser()
        step.coarser()
        #expect(step.size == 10 && step.text == "10")
        for _ in 0..<20 { step.finer() }
        #expect(step.size == 1e-6 && step.text == "0.000001")
        for _ in 0..<20 { step.coarser() }
        #expect(step.size == 1e6 && step.text == "1000000")
    }

    @Test("the mouse snaps to the step's decimals")
    func snapping() {
        var step = EditorStep()
        #expect(step.snapped(0.41379) == 0.41)
        step.coarser()
        #expect(step.snapped(0.41379) == 0.4)
        step.coarser()
        #expect(step.snapped(0.61) == 1)
    }
}
